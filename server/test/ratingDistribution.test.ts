import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, bookIdBySource, call, register, startTestServer } from './harness';

/** A book's ratings per star: what the book page draws as its chart. */
describe('rating distribution', () => {
  let server: TestServer;
  let bookId: number;

  const distribution = async (id: number, token: string | null = null) =>
    (await call(server, '/books/get/rating-distribution', { book_id: id }, { token })).body;

  async function rate(username: string, rating: number) {
    const reader = await register(server, username);
    const as = { token: reader.token };
    await call(server, '/user-book-relations/set-as-read', { book_id: bookId }, as);
    const saved = await call(
      server,
      '/reviews/create/book-review',
      { book_id: bookId, rating, review_title: 'Stars', review_text: 'A few words.' },
      as,
    );
    expect(saved.body.status.code).toBe('0');
    return reader;
  }

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { requestsPerMinute: 0, registerPerIp: 100 } });
    bookId = await bookIdBySource(server, 4);
  });
  afterAll(() => server.close());

  it('counts each star apart, its total the book’s ratings count, for guests too', async () => {
    const before = await distribution(bookId);
    expect(before.status.code).toBe('0');
    expect(before.counts).toHaveLength(5);
    await rate('dist_a', 5);
    await rate('dist_b', 5);
    const changer = await rate('dist_c', 2);
    const after = await distribution(bookId);
    expect(after.counts).toEqual(
      before.counts.map((count: number, index: number) =>
        index === 4 ? count + 2 : index === 1 ? count + 1 : count,
      ),
    );
    expect(after.total).toBe(before.total + 3);
    const book = (await call(server, '/books/get/id', { id: bookId })).body.books[0];
    expect(after.total).toBe(book.ratings_count);

    // A changed rating moves between stars; the total stays.
    await call(
      server,
      '/reviews/create/book-review',
      { book_id: bookId, rating: 3, review_title: 'Stars', review_text: 'A few words.' },
      { token: changer.token },
    );
    const moved = await distribution(bookId, changer.token);
    expect(moved.counts[1]).toBe(after.counts[1] - 1);
    expect(moved.counts[2]).toBe(after.counts[2] + 1);
    expect(moved.total).toBe(after.total);
  });

  it('answers code 3 for a book that is not there, and 1 for no book', async () => {
    expect((await distribution(999_999)).status.code).toBe('3');
    const missing = await call(server, '/books/get/rating-distribution', {});
    expect(missing.body.status.code).toBe('1');
  });
});
