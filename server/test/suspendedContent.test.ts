import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../context';
import { suspendReader } from '../repos/moderationSuspensions';
import { type TestServer, bookIdBySource, call, login, register, startTestServer } from './harness';

/**
 * A suspended reader's content is hidden from everyone, by the same rule as a block
 * (domain/readerVisibility.ts): one reader's calls answer not found, lists of many readers leave
 * it out and their totals agree. It comes back when the reader signs in after the end.
 */
describe('a suspended reader’s content', () => {
  let server: TestServer;
  let writer: Awaited<ReturnType<typeof register>>;
  let follower: Awaited<ReturnType<typeof register>>;
  let book: number;
  let reviewId: number;

  const as = (token: string | null, path: string, body?: unknown) =>
    call(server, path, body, { token });

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { requestsPerMinute: 0, registerPerIp: 100 } });
    writer = await register(server, 'suspended_writer');
    follower = await register(server, 'suspended_follower');
    book = await bookIdBySource(server, 3);
    await as(writer.token, '/readings/set-status', { book_id: book, status: 'read' });
    const review = await as(writer.token, '/reviews/create/book-review', {
      book_id: book,
      rating: 5,
      review_title: 'Buy my course',
      review_text: 'Links in bio.',
    });
    reviewId = review.body.reviews[0].id;
    await as(follower.token, '/follows/follow-user', { following_id: writer.user.id });
  });
  afterAll(() => server.close());

  /** Where the writer shows to `token`. */
  async function seenBy(token: string | null) {
    const ids = (answer: { body: { reviews?: { id: number }[] } }) =>
      (answer.body.reviews ?? []).map((review) => review.id);
    const bookReviews = await as(token, '/reviews/get/book-reviews', { book_id: book, limit: 50 });
    const recent = await as(token, '/reviews/get/recent', { limit: 50 });
    const members = await as(token, '/users/get/all', { limit: 100 });
    const profile = await as(token, '/users/get/id', { user_id: writer.user.id });
    const shelf = await as(token, '/reviews/get/user-reviews', { user_id: writer.user.id });
    expect(bookReviews.body.total).toBe(bookReviews.body.reviews.length);
    return {
      profile: profile.body.status.code,
      shelf: shelf.body.status.code,
      bookPage: ids(bookReviews).includes(reviewId),
      recent: ids(recent).includes(reviewId),
      members: members.body.users.some((user: { id: number }) => user.id === writer.user.id),
    };
  }

  async function feedOf(token: string) {
    const feed = await as(token, '/reviews/get/feed', { limit: 20 });
    const activity = await as(token, '/readings/get/feed', { limit: 20 });
    return {
      reviews: feed.body.reviews.length,
      total: feed.body.total,
      activity: activity.body.activities.length,
    };
  }

  it('is hidden from every viewer while suspended, and back once the reader signs in after it', async () => {
    const shown = { profile: '0', shelf: '0', bookPage: true, recent: true, members: true };
    for (const token of [null, follower.token]) expect(await seenBy(token)).toEqual(shown);
    expect(await feedOf(follower.token)).toEqual({ reviews: 1, total: 1, activity: 1 });

    const until = new Date(server.clock.now().getTime() + 86_400_000).toISOString();
    await server.context.db
      .transaction()
      .execute((trx) =>
        suspendReader(trx, writer.user.id, { until, reason: 'Spam' }, isoNow(server.context)),
      );
    const hidden = { profile: '3', shelf: '3', bookPage: false, recent: false, members: false };
    for (const token of [null, follower.token]) expect(await seenBy(token)).toEqual(hidden);
    expect(await feedOf(follower.token)).toEqual({ reviews: 0, total: 0, activity: 0 });
    // The follow stays: it is the reader's, and shows again with them.
    const refused = await as(null, '/auth/login', {
      email: writer.email,
      password: writer.password,
    });
    expect(refused.body.status.code).toBe('4');

    server.clock.advance(2 * 86_400_000);
    await login(server, writer.email, writer.password);
    for (const token of [null, follower.token]) expect(await seenBy(token)).toEqual(shown);
    expect(await feedOf(follower.token)).toEqual({ reviews: 1, total: 1, activity: 1 });
  });
});
