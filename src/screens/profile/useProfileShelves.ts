import type { ApiCall } from '../../api/client';
import {
  followListList,
  profileBooksList,
  profileReviewsList,
} from '../../machines/paging/listCalls';
import { useProfileList } from './useProfileList';

/**
 * Every list a profile page shows for one reader: the four shelves, their reviews (the own
 * profile pages reviews two at a time) and both follow lists.
 */
export function useProfileShelves(api: ApiCall, userId: number, ownProfile: boolean) {
  return {
    read: useProfileList(() => profileBooksList(api, userId, 'read')),
    liked: useProfileList(() => profileBooksList(api, userId, 'liked')),
    favorites: useProfileList(() => profileBooksList(api, userId, 'favorites')),
    readList: useProfileList(() => profileBooksList(api, userId, 'readList')),
    reviews: useProfileList(() => profileReviewsList(api, userId, ownProfile)),
    followers: useProfileList(() => followListList(api, userId, 'followers')),
    following: useProfileList(() => followListList(api, userId, 'following')),
  };
}
