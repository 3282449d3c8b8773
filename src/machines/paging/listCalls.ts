import { fromPromise } from 'xstate';
import { loadGenres, loadMostRead, loadPickOfTheDay } from '../../api/cachedCalls';
import { API_CODES, type ApiCall, isApiCode } from '../../api/client';
import type {
  ApiResponse,
  Book,
  BookJournal,
  Goal,
  PublicUser,
  ReadingActivity,
  Review,
} from '../../api/contract';
import { GENRES } from '../../api/contract/genres';
import type { Shelf, ShelfEntry, ShelfSort } from '../../api/contract/shelves';
import {
  createPagedListMachine,
  pageWindow,
  type ListPage,
  type ListWindow,
  type PagedListMachine,
  type PagedListSetup,
} from './pagedListMachine';

/** The spec's page sizes and list limits (§9), the one table every list takes its size from. */
export const LIST_SIZES = {
  popular: 3,
  mostRead: 6,
  category: 12,
  search: 9,
  bookReviews: 5,
  recentReviews: 3,
  profileList: 5,
  ownReviews: 2,
  socialReviews: 5,
  currentlyReading: 4,
  readingActivity: 5,
  goals: 3,
  shelfBooks: 12,
} as const;

/** What the feed's answer says beside its page. */
export interface FeedExtra {
  /** How many people the reader follows: 0 tells "following nobody" from "no reviews yet". */
  followingCount: number;
}

/** Whether search stopped counting at its cap (`total_capped`): the screen says "1,000+". */
export interface SearchCount {
  capped: boolean;
}

// One machine per item type, made once: a screen that re-renders passes the same machine config
// to useMachine (a new config each render would restart the actor).
const bookList = createPagedListMachine<Book>();
const reviewList = createPagedListMachine<Review>();
const genreList = createPagedListMachine<string>();
const userList = createPagedListMachine<PublicUser>();
const readerBookList = createPagedListMachine<Book, ReadCounts>();
const activityList = createPagedListMachine<ReadingActivity>();
const goalList = createPagedListMachine<Goal>();
const searchList = createPagedListMachine<Book, SearchCount>();

/** A book the reader is reading, with their journal for it; `id` is the book's. */
export interface CurrentReading {
  id: number;
  book: Book;
  journal: BookJournal;
}
const currentReadingList = createPagedListMachine<CurrentReading>();

/** The social feed's pager: reviews, with the reader's following count beside each page. */
export const feedListMachine = createPagedListMachine<Review, FeedExtra>();

function listOf<Item, Extra = undefined>(
  base: PagedListMachine<Item, Extra>,
  pageSize: number,
  load: (window: ListWindow, signal: AbortSignal) => Promise<ListPage<Item, Extra>>,
): PagedListSetup<Item, Extra> {
  return {
    machine: base.provide({
      actors: {
        load: fromPromise<ListPage<Item, Extra>, ListWindow>(({ input, signal }) =>
          load(input, signal),
        ),
      },
    }),
    input: { pageSize },
  };
}

/** Dashboard: the 3 most-read books (cached). */
export const popularBooksList = (call: ApiCall) =>
  listOf(bookList, LIST_SIZES.popular, () => loadMostRead(call, LIST_SIZES.popular));

/** Explore: the 6 most-read books (cached). */
export const mostReadList = (call: ApiCall) =>
  listOf(bookList, LIST_SIZES.mostRead, () => loadMostRead(call, LIST_SIZES.mostRead));

/** Explore: every genre on one page (cached; the fixed 16 when the call fails). */
export const genresList = (call: ApiCall) =>
  listOf(genreList, GENRES.length, async () => {
    const genres = await loadGenres(call);
    return { items: genres, total: genres.length };
  });

/** Category: the genre's books, 12 a page. */
export const categoryBooksList = (call: ApiCall, genre: string) =>
  listOf(bookList, LIST_SIZES.category, async (window) => {
    const response = await call('/books/get/by-genre', { genre, ...window });
    return { items: response.books, total: response.total };
  });

/**
 * Explore search: 9 a page; `total` is the count of books found, `extra.capped` says when more
 * match than search counts. A failed search shows as no results (the spec's fallback), never
 * as an error.
 */
export const searchResultsList = (call: ApiCall, query: string) =>
  listOf(searchList, LIST_SIZES.search, async (window) => {
    try {
      const response = await call('/books/search', { query, ...window });
      return {
        items: response.books,
        total: response.total,
        extra: { capped: response.total_capped },
      };
    } catch {
      return { items: [], total: 0, extra: { capped: false } };
    }
  });

const newestFirst = (a: Review, b: Review) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

type BookReviewsAnswer = ApiResponse<'/reviews/get/book-reviews'>;

// The server already orders them; sorting the page keeps the rule if it ever does not.
const reviewsPage = (answer: BookReviewsAnswer): ListPage<Review> => ({
  items: [...answer.reviews].sort(newestFirst),
  total: answer.total,
});

/** The call for one page of a book's reviews (the server prefetches the first with the page). */
export const bookReviewsCall = (bookId: number, window: ListWindow) => ({
  book_id: bookId,
  ...window,
});

/** The first page of a book's reviews, as the book page asks for it. */
export const firstBookReviewsCall = (bookId: number) =>
  bookReviewsCall(bookId, pageWindow(1, LIST_SIZES.bookReviews));

/**
 * Book page: the book's reviews, 5 a page, newest first; from `firstPage` when the server sent
 * that page with the document.
 */
export const bookReviewsList = (call: ApiCall, bookId: number, firstPage?: BookReviewsAnswer) => {
  const list = listOf(reviewList, LIST_SIZES.bookReviews, async (window) =>
    reviewsPage(await call('/reviews/get/book-reviews', bookReviewsCall(bookId, window))),
  );
  return firstPage ? { ...list, input: { ...list.input, initial: reviewsPage(firstPage) } } : list;
};

/** Explore recommendations: recent highly rated reviews. */
export const recentReviewsList = (call: ApiCall) =>
  listOf(reviewList, LIST_SIZES.recentReviews, async (window) => {
    const response = await call('/reviews/get/recent', window);
    return { items: response.reviews, total: response.total };
  });

/** Dashboard: today's pick of the day as a list of one (empty when nobody has read anything). */
export const pickOfTheDayList = (call: ApiCall, now: () => Date = () => new Date()) =>
  listOf(bookList, 1, async () => {
    const pick = await loadPickOfTheDay(call, now);
    return pick ? { items: [pick], total: 1 } : { items: [], total: 0 };
  });

export type ProfileBookList = 'liked' | 'favorites' | 'readList';

const profileBookPaths = {
  liked: '/books/get/user/liked-books',
  favorites: '/books/get/user/favorite-books',
  readList: '/books/get/user/read-list',
} as const;

/** One of a reader's book lists (liked, favourites, reading list), 5 a page. */
export const profileBooksList = (call: ApiCall, userId: number, list: ProfileBookList) =>
  listOf(bookList, LIST_SIZES.profileList, async (window) => {
    const response = await call(profileBookPaths[list], { user_id: userId, ...window });
    return { items: response.books, total: response.total };
  });

/** How many times the reader finished each book on the page, by book id (a re-read: 2 or more). */
export type ReadCounts = Readonly<Record<number, number>>;

export type ReaderBookList = 'read' | 'reading';

const readerBookPaths = {
  read: '/books/get/user/read-books',
  reading: '/readings/get/user/reading',
} as const;

/**
 * The reader's books with their read counts beside each page: what they have read (the spec's
 * read books) or what they are reading now, 5 a page.
 */
export const readerBooksList = (call: ApiCall, userId: number, list: ReaderBookList) =>
  listOf(readerBookList, LIST_SIZES.profileList, async (window) => {
    const response = await call(readerBookPaths[list], { user_id: userId, ...window });
    const extra: ReadCounts = Object.fromEntries(
      response.read_counts.map(({ book_id, count }) => [book_id, count]),
    );
    return { items: response.books, total: response.total, extra };
  });

/** A reader's reviews: 5 a page on other profiles, 2 on the reader's own. */
export const profileReviewsList = (call: ApiCall, userId: number, own: boolean) =>
  listOf(reviewList, own ? LIST_SIZES.ownReviews : LIST_SIZES.profileList, async (window) => {
    const response = await call('/reviews/get/user-reviews', { user_id: userId, ...window });
    return { items: response.reviews, total: response.total };
  });

/** Who follows the reader, or whom the reader follows (the counts' dialogs), 5 a page. */
export const followListList = (call: ApiCall, userId: number, kind: 'followers' | 'following') =>
  listOf(userList, LIST_SIZES.profileList, async (window) => {
    if (kind === 'followers') {
      const response = await call('/follows/get/follower-users', { user_id: userId, ...window });
      return { items: response.followers, total: response.total };
    }
    const response = await call('/follows/get/followed-users', { user_id: userId, ...window });
    return { items: response.following, total: response.total };
  });

/** Social: the reviews of the people the reader follows, 5 a page, with the following count. */
export const socialFeedList = (call: ApiCall) =>
  listOf(feedListMachine, LIST_SIZES.socialReviews, async (window, signal) => {
    const answer = await call('/reviews/get/feed', window, { signal });
    return {
      items: answer.reviews,
      total: answer.total,
      extra: { followingCount: answer.following_count },
    };
  });

/**
 * Dashboard: the books the reader is reading, most recently updated first, 4 a page. A saved
 * progress update goes back in with `item.saved` (the same book id: replaced in place).
 */
export const currentlyReadingList = (call: ApiCall) =>
  listOf(currentReadingList, LIST_SIZES.currentlyReading, async (window, signal) => {
    const answer = await call('/readings/get/current', window, { signal });
    const items = answer.journals.flatMap((journal): CurrentReading[] => {
      const book = answer.books.find((candidate) => candidate.id === journal.book_id);
      return book ? [{ id: book.id, book, journal }] : [];
    });
    return { items, total: answer.total };
  });

/** Social: what the readers the reader follows started and finished, 5 a page, newest first. */
export const readingActivityList = (call: ApiCall) =>
  listOf(activityList, LIST_SIZES.readingActivity, async (window, signal) => {
    const answer = await call('/readings/get/feed', window, { signal });
    return { items: answer.activities, total: answer.total };
  });

/**
 * A reader's goals the requester may see, the newest period first, 3 a page (the dashboard reads
 * the first page for the goal running today; a profile pages through them). A saved goal goes
 * back in with `item.saved`.
 */
export const readerGoalsList = (call: ApiCall, userId: number) =>
  listOf(goalList, LIST_SIZES.goals, async (window, signal) => {
    const answer = await call('/goals/get/user', { user_id: userId, ...window }, { signal });
    return { items: answer.goals, total: answer.total };
  });

/** What a shelf's page says beside its books: the shelf, or null when there is none to show. */
export interface ShelfHeading {
  shelf: Shelf | null;
}

const shelfEntryList = createPagedListMachine<ShelfEntry, ShelfHeading>();

/**
 * A shelf's page: its books, 12 a page, in `sort`. A shelf that does not exist, or that is
 * private to another reader, is the same empty page with no shelf (code 3 for both).
 */
export const shelfBooksList = (call: ApiCall, shelfId: number, sort: ShelfSort) =>
  listOf(shelfEntryList, LIST_SIZES.shelfBooks, async (window) => {
    try {
      const answer = await call('/shelves/books', { shelf_id: shelfId, sort, ...window });
      return { items: answer.entries, total: answer.total, extra: { shelf: answer.shelf } };
    } catch (error) {
      if (isApiCode(error, API_CODES.notFound))
        return { items: [], total: 0, extra: { shelf: null } };
      throw error;
    }
  });
