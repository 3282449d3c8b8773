import { fromPromise } from 'xstate';
import type { ApiCall } from '../api/client';
import type { Book, PublicUser, Review } from '../api/contract';
import { createListMachine, type ListInput, type ListPage, type ListWindow } from './listMachine';

/** The spec's profile page sizes: lists 5, the own profile's reviews 2. */
export const PROFILE_LIST_SIZE = 5;
export const OWN_REVIEWS_PAGE_SIZE = 2;

export type ProfileBookList = 'read' | 'liked' | 'favorites' | 'readList';

const bookPaths = {
  read: '/books/get/user/read-books',
  liked: '/books/get/user/liked-books',
  favorites: '/books/get/user/favorite-books',
  readList: '/books/get/user/read-list',
} as const;

export interface ProfileListSetup<Item> {
  machine: ReturnType<typeof createListMachine<Item>>;
  input: ListInput<Item>;
}

function profileList<Item>(
  pageSize: number,
  load: (window: ListWindow) => Promise<ListPage<Item>>,
): ProfileListSetup<Item> {
  return {
    machine: createListMachine<Item>().provide({
      actors: { load: fromPromise<ListPage<Item>, ListWindow>(({ input }) => load(input)) },
    }),
    input: { pageSize },
  };
}

/** One of a reader's book lists (read, liked, favourites, reading list), paged on the server. */
export const profileBooksList = (call: ApiCall, userId: number, list: ProfileBookList) =>
  profileList<Book>(PROFILE_LIST_SIZE, async (window) => {
    const response = await call(bookPaths[list], { user_id: userId, ...window });
    return { items: response.books, total: response.total };
  });

/** A reader's reviews: 5 a page on other profiles, 2 on the reader's own. */
export const profileReviewsList = (call: ApiCall, userId: number, own: boolean) =>
  profileList<Review>(own ? OWN_REVIEWS_PAGE_SIZE : PROFILE_LIST_SIZE, async (window) => {
    const response = await call('/reviews/get/user-reviews', { user_id: userId, ...window });
    return { items: response.reviews, total: response.total };
  });

/** Who follows the reader, or whom the reader follows (the counts' dialogs). */
export const followListList = (call: ApiCall, userId: number, kind: 'followers' | 'following') =>
  profileList<PublicUser>(PROFILE_LIST_SIZE, async (window) => {
    if (kind === 'followers') {
      const response = await call('/follows/get/follower-users', { user_id: userId, ...window });
      return { items: response.followers, total: response.total };
    }
    const response = await call('/follows/get/followed-users', { user_id: userId, ...window });
    return { items: response.following, total: response.total };
  });
