import { GENRES } from '../../contract';
import { books, relation, reviews } from '../fixtures';
import { fail, never, networkError, ok } from '../respond';
import { post } from '../post';

interface Paged {
  limit?: number;
  offset?: number;
}

function page<T>(items: T[], paging: Paged | undefined, fallbackLimit: number) {
  const offset = paging?.offset ?? 0;
  return items.slice(offset, offset + (paging?.limit ?? fallbackLimit));
}

const byReads = [...books].sort((a, b) => b.reads - a.reads);

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
    const q = query.toLocaleLowerCase('tr');
    const found = books.filter((b) =>
      [b.title, b.author, b.isbn ?? ''].some((field) => field.toLocaleLowerCase('tr').includes(q)),
    );
    return ok('/books/search', { books: page(found, paging, 20), total: found.length });
  }),
  post('/books/get/by-genre', ({ parsed }) => {
    const { genre = '', ...paging } = (parsed ?? {}) as Paged & { genre?: string };
    const found = books.filter((b) => b.genre.toLowerCase() === genre.toLowerCase());
    return ok('/books/get/by-genre', { books: page(found, paging, 20), total: found.length });
  }),
  post('/books/get/id', ({ parsed }) => {
    const id = (parsed as { book_id?: number } | undefined)?.book_id;
    const found = books.find((b) => b.id === id);
    return found
      ? ok('/books/get/id', { books: [found], total: 1 })
      : fail('3', ['Book not found']);
  }),
  post('/reviews/get/book-reviews', ({ parsed }) => {
    const { book_id, ...paging } = (parsed ?? {}) as Paged & { book_id?: number };
    const found = reviews.filter((r) => r.book_id === book_id);
    return ok('/reviews/get/book-reviews', {
      reviews: page(found, paging, 5),
      total: found.length,
    });
  }),
  post('/reviews/get/recent', () =>
    ok('/reviews/get/recent', { reviews: reviews.slice(0, 3), total: 3 }),
  ),
  post('/user-book-relations/get/user-book-relation', ({ parsed }) => {
    const bookId = (parsed as { book_id?: number } | undefined)?.book_id ?? 0;
    return ok('/user-book-relations/get/user-book-relation', {
      userBookRelations: [relation(1, bookId)],
    });
  }),
];

/** Named variants for book stories. */
export const bookVariants = {
  bookNotFound: post('/books/get/id', () => fail('3', ['Book not found'])),
  bookServerError: post('/books/get/id', () => fail('9')),
  bookNetworkError: post('/books/get/id', () => networkError()),
  bookLoading: post('/books/get/id', () => never()),
  mostReadEmpty: post('/books/discover/most-reads', () =>
    ok('/books/discover/most-reads', { books: [], total: 0 }),
  ),
  genresError: post('/books/genres', () => fail('9')),
  searchEmpty: post('/books/search', () => ok('/books/search', { books: [], total: 0 })),
  byGenreError: post('/books/get/by-genre', () => fail('9')),
};
