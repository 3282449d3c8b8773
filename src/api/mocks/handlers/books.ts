import { HttpResponse } from 'msw';
import {
  API_CODES,
  GENRES,
  SEARCH_COUNT_CAP,
  meaningfulWords,
  normaliseText,
  type Book,
} from '../../contract';
import { books } from '../fixtures';
import { page, type Paged } from '../paging';
import { post } from '../post';
import { favoriteBooks, likedBooks, readBooks, readingList, userIdOf } from '../readerWorld';
import { fail, never, networkError, ok } from '../respond';

const byReads = [...books].sort((a, b) => b.reads - a.reads);

/** Twenty-six Fantasy books with distinct ids, for paging a category (three pages of 12). */
export const manyFantasyBooks: Book[] = Array.from({ length: 26 }, (_, index) => {
  const template = books[(index * 3) % books.length] as Book;
  return {
    ...template,
    id: 200 + index,
    title: `${template.title} ${index + 1}`,
    genre: 'Fantasy',
  };
});

const byGenreFrom = (all: Book[]) =>
  post('/books/get/by-genre', ({ parsed }) => {
    const { genre = '', ...paging } = (parsed ?? {}) as Paged & { genre?: string };
    const found = all.filter((b) => b.genre.toLowerCase() === genre.toLowerCase());
    return ok('/books/get/by-genre', { books: page(found, paging, 20), total: found.length });
  });

/** How often the reader finished each shown book: the first one twice (a re-read), others once. */
const readCountsOf = (shown: Book[]) =>
  shown.map((book, index) => ({ book_id: book.id, count: index === 0 ? 2 : 1 }));

/**
 * A fixture book's ratings per star: its `ratings_count` spread around its average, heaviest at
 * the stars nearest it, so the chart agrees with the stars the page shows.
 */
export function ratingCountsOf(book: { rating: number; ratings_count: number }): number[] {
  const weights = [1, 2, 3, 4, 5].map((stars) => Math.max(0, 1.6 - Math.abs(stars - book.rating)));
  const sum = weights.reduce((total, weight) => total + weight, 0);
  const counts = weights.map((weight) => Math.floor((weight / sum) * book.ratings_count));
  const nearest = Math.min(4, Math.max(0, Math.round(book.rating) - 1));
  counts[nearest] = (counts[nearest] ?? 0) + book.ratings_count - counts.reduce((a, b) => a + b, 0);
  return counts;
}

export const bookHandlers = [
  post('/books/discover/most-reads', ({ parsed }) =>
    ok('/books/discover/most-reads', {
      books: page(byReads, parsed as Paged, 10),
      total: books.length,
    }),
  ),
  post('/books/genres', () => ok('/books/genres', { genres: [...GENRES] })),
  post('/books/search', ({ parsed }) => {
    const { query = '', ...paging } = (parsed ?? {}) as Paged & { query?: string };
    // The server's folding rule ("&" and "and" one word, Turkish i, accents), not its ranking.
    const words = meaningfulWords(normaliseText(query).split(' ').filter(Boolean));
    const found = books.filter((b) => {
      const text = normaliseText([b.title, b.author, b.isbn ?? ''].join(' '));
      return words.length > 0 && words.every((word) => text.includes(word));
    });
    return ok('/books/search', {
      books: page(found, paging, 20),
      total: Math.min(found.length, SEARCH_COUNT_CAP),
      total_capped: found.length > SEARCH_COUNT_CAP,
    });
  }),
  byGenreFrom(books),
  post('/books/get/rating-distribution', ({ parsed }) => {
    const id = (parsed as { book_id?: number } | undefined)?.book_id;
    const found = books.find((b) => b.id === id);
    return found
      ? ok('/books/get/rating-distribution', {
          counts: ratingCountsOf(found),
          total: found.ratings_count,
        })
      : fail(API_CODES.notFound, ['Book not found']);
  }),
  post('/books/get/id', ({ parsed }) => {
    const id = (parsed as { book_id?: number } | undefined)?.book_id;
    const found = books.find((b) => b.id === id);
    return found
      ? ok('/books/get/id', { books: [found], total: 1 })
      : fail(API_CODES.notFound, ['Book not found']);
  }),
  post('/books/get/user/read-books', ({ parsed }) => {
    const found = readBooks(userIdOf(parsed) ?? 0);
    const shown = page(found, parsed as Paged, 20);
    return ok('/books/get/user/read-books', {
      books: shown,
      read_counts: readCountsOf(shown),
      total: found.length,
    });
  }),
  post('/books/get/user/liked-books', ({ parsed }) => {
    const found = likedBooks(userIdOf(parsed) ?? 0);
    return ok('/books/get/user/liked-books', {
      books: page(found, parsed as Paged, 20),
      total: found.length,
    });
  }),
  post('/books/get/user/favorite-books', ({ parsed }) => {
    const found = favoriteBooks(userIdOf(parsed) ?? 0);
    return ok('/books/get/user/favorite-books', {
      books: page(found, parsed as Paged, 20),
      total: found.length,
    });
  }),
  post('/books/get/user/read-list', ({ parsed }) => {
    const found = readingList(userIdOf(parsed) ?? 0);
    return ok('/books/get/user/read-list', {
      books: page(found, parsed as Paged, 20),
      total: found.length,
    });
  }),
];

const emptyBooks = { books: [], total: 0 };

/** Named variants for book stories (one call each). */
export const bookVariants = {
  bookNotFound: post('/books/get/id', () => fail(API_CODES.notFound, ['Book not found'])),
  bookServerError: post('/books/get/id', () => fail(API_CODES.internal)),
  bookNetworkError: post('/books/get/id', () => networkError()),
  bookLoading: post('/books/get/id', () => never()),
  distributionFails: post('/books/get/rating-distribution', () => fail(API_CODES.internal)),
  distributionLoading: post('/books/get/rating-distribution', () => never()),
  noRatings: post('/books/get/rating-distribution', () =>
    ok('/books/get/rating-distribution', { counts: [0, 0, 0, 0, 0], total: 0 }),
  ),
  /** The book as the catalogue seeds a facts-only one: no description, genre or publisher. */
  bookFactsOnly: post('/books/get/id', ({ parsed }) => {
    const id = (parsed as { book_id?: number } | undefined)?.book_id;
    const found = books.find((b) => b.id === id);
    return found
      ? ok('/books/get/id', {
          books: [{ ...found, description: '', genre: '', publisher: null }],
          total: 1,
        })
      : fail(API_CODES.notFound, ['Book not found']);
  }),
  /** An HTML page where JSON was expected (a proxy error page). */
  bookHtmlAnswer: post('/books/get/id', () =>
    HttpResponse.text('<!doctype html><title>Oops</title>', {
      headers: { 'content-type': 'text/html' },
    }),
  ),
  mostReadEmpty: post('/books/discover/most-reads', () =>
    ok('/books/discover/most-reads', { books: [], total: 0 }),
  ),
  /** Most read, every book as the catalogue seeds a facts-only one (no description or genre). */
  mostReadFactsOnly: post('/books/discover/most-reads', ({ parsed }) =>
    ok('/books/discover/most-reads', {
      books: page(byReads, parsed as Paged, 10).map((book) => ({
        ...book,
        description: '',
        genre: '',
        publisher: null,
      })),
      total: books.length,
    }),
  ),
  mostReadLoading: post('/books/discover/most-reads', () => never()),
  mostReadError: post('/books/discover/most-reads', () => fail(API_CODES.internal)),
  genresError: post('/books/genres', () => fail(API_CODES.internal)),
  genresLoading: post('/books/genres', () => never()),
  searchEmpty: post('/books/search', () =>
    ok('/books/search', { books: [], total: 0, total_capped: false }),
  ),
  /** More books match than search counts: "1,000+". */
  searchCapped: post('/books/search', ({ parsed }) =>
    ok('/books/search', {
      books: page(books, parsed as Paged, 20),
      total: SEARCH_COUNT_CAP,
      total_capped: true,
    }),
  ),
  searchLoading: post('/books/search', () => never()),
  byGenreError: post('/books/get/by-genre', () => fail(API_CODES.internal)),
  byGenreLoading: post('/books/get/by-genre', () => never()),
  byGenreEmpty: post('/books/get/by-genre', () =>
    ok('/books/get/by-genre', { books: [], total: 0 }),
  ),
  byGenreManyPages: byGenreFrom(manyFantasyBooks),
  readBooksEmpty: post('/books/get/user/read-books', () =>
    ok('/books/get/user/read-books', { ...emptyBooks, read_counts: [] }),
  ),
  likedBooksEmpty: post('/books/get/user/liked-books', () =>
    ok('/books/get/user/liked-books', emptyBooks),
  ),
  favoriteBooksEmpty: post('/books/get/user/favorite-books', () =>
    ok('/books/get/user/favorite-books', emptyBooks),
  ),
  readListEmpty: post('/books/get/user/read-list', () =>
    ok('/books/get/user/read-list', emptyBooks),
  ),
};
