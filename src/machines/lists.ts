import { fromPromise } from 'xstate';
import { loadGenres, loadMostRead, loadPickOfTheDay } from '../api/cachedCalls';
import type { ApiCall } from '../api/client';
import type { ApiResponse, Book, Review } from '../api/contract';
import { pageWindow } from './pagination';
import { createListMachine, type ListInput, type ListPage, type ListWindow } from './listMachine';

/** The spec's page sizes and list limits. */
export const LIST_SIZES = {
  popular: 3,
  mostRead: 6,
  category: 12,
  search: 9,
  bookReviews: 5,
  recentReviews: 3,
} as const;

/** A list machine with its load call supplied, and the input to start it with. */
export interface ListSetup<Item> {
  machine: ReturnType<typeof createListMachine<Item>>;
  input: ListInput<Item>;
}

// One machine per item type, made once: a screen that re-renders passes the same machine config
// to useMachine (a new config each render would restart the actor).
const bookList = createListMachine<Book>();
const reviewList = createListMachine<Review>();
const genreList = createListMachine<string>();

function listOf<Item>(
  base: ReturnType<typeof createListMachine<Item>>,
  pageSize: number,
  load: (window: ListWindow) => Promise<ListPage<Item>>,
): ListSetup<Item> {
  return {
    machine: base.provide({
      actors: { load: fromPromise<ListPage<Item>, ListWindow>(({ input }) => load(input)) },
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
  listOf(genreList, 16, async () => {
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
 * Explore search: 9 a page; `total` is the count of books found. A failed search shows as no
 * results (the spec's fallback), never as an error.
 */
export const searchResultsList = (call: ApiCall, query: string) =>
  listOf(bookList, LIST_SIZES.search, async (window) => {
    try {
      const response = await call('/books/search', { query, ...window });
      return { items: response.books, total: response.total };
    } catch {
      return { items: [], total: 0 };
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
