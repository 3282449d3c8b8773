import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiError } from '../../client';
import { bookHandlers, bookVariants } from './books';
import { relationHandlers, relationWorld } from './relations';
import { reviewHandlers } from './reviews';

// The handlers use relative paths, as in the browser; MSW resolves them against `location`.
vi.stubGlobal('location', new URL('http://localhost/'));

const server = setupServer(...bookHandlers, ...reviewHandlers, ...relationHandlers);
const call = createApiClient({ getToken: () => 'token', baseUrl: 'http://localhost/api' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

const flagsOf = async (bookId: number) =>
  (await call('/user-book-relations/get/user-book-relation', { book_id: bookId }))
    .userBookRelations[0];

describe('book, review and relation mocks', () => {
  it('answer the contract for the book page calls', async () => {
    const book = await call('/books/get/id', 1);
    expect(book.books[0]?.title).toBe('The Hunger Games');
    const reviews = await call('/reviews/get/book-reviews', { book_id: 1, limit: 5 });
    expect(reviews.reviews.every((r) => r.book_id === 1)).toBe(true);
    const created = await call('/reviews/create/book-review', {
      book_id: 1,
      rating: 4,
      review_title: 'T',
      review_text: 'X',
    });
    expect(created.reviews[0]).toMatchObject({ rating: 4, review_title: 'T' });
  });

  it('keep relation rules: like needs read, read clears the list, unread clears like', async () => {
    server.use(...relationWorld({ readingList: true }));
    await expect(call('/user-book-relations/like', { book_id: 2 })).rejects.toMatchObject({
      code: '4',
    } satisfies Partial<ApiError>);
    await call('/user-book-relations/set-as-read', { book_id: 2 });
    expect(await flagsOf(2)).toMatchObject({ read: true, readingList: false });
    await call('/user-book-relations/like', { book_id: 2 });
    await call('/user-book-relations/favorite', { book_id: 2 });
    expect(await flagsOf(2)).toMatchObject({ like: true, favorite: true });
    await call('/user-book-relations/set-as-read', { book_id: 2 });
    expect(await flagsOf(2)).toMatchObject({ read: false, like: false, favorite: false });
    expect(await flagsOf(3)).toMatchObject({ readingList: true, read: false });
  });

  it('page a category and fail on request', async () => {
    server.use(bookVariants.byGenreManyPages);
    const third = await call('/books/get/by-genre', { genre: 'fantasy', offset: 24, limit: 12 });
    expect(third.books).toHaveLength(2);
    expect(third.total).toBe(26);
    server.use(bookVariants.bookHtmlAnswer);
    await expect(call('/books/get/id', 1)).rejects.toMatchObject({ kind: 'format' });
    server.use(bookVariants.bookServerError);
    await expect(call('/books/get/id', 1)).rejects.toMatchObject({ kind: 'server' });
  });
});
