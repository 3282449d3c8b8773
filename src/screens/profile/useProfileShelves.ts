import type { ApiCall } from '../../api/client';
import {
  followListList,
  profileBooksList,
  profileReviewsList,
  readerBooksList,
} from '../../machines/paging/listCalls';
import { useProfileList } from './useProfileList';

/**
 * Every list a profile page shows for one reader: the four shelves and what they are reading
 * (read and reading with read counts), their reviews (the own profile pages reviews two at a
 * time) and both follow lists.
 */
export function useProfileShelves(api: ApiCall, userId: number, ownProfile: boolean) {
  return {
    read: useProfileList(() => readerBooksList(api, userId, 'read')),
    reading: useProfileList(() => readerBooksList(api, userId, 'reading')),
    liked: useProfileList(() => profileBooksList(api, userId, 'liked')),
    favorites: useProfileList(() => profileBooksList(api, userId, 'favorites')),
    readList: useProfileList(() => profileBooksList(api, userId, 'readList')),
    reviews: useProfileList(() => profileReviewsList(api, userId, ownProfile)),
    followers: useProfileList(() => followListList(api, userId, 'followers')),
    following: useProfileList(() => followListList(api, userId, 'following')),
  };
}
