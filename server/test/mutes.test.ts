import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, bookIdBySource, call, register, startTestServer } from './harness';

/**
 * A mute is the muter's own choice of what to read: the muted reader's reviews and activity
 * leave the muter's feed and book pages, and nothing else changes for anyone.
 */
describe('muting a reader', () => {
  let server: TestServer;
  let muter: Awaited<ReturnType<typeof register>>;
  let muted: Awaited<ReturnType<typeof register>>;
  let bystander: Awaited<ReturnType<typeof register>>;
  let book: number;
  let reviewId: number;

  const as = (token: string | null, path: string, body?: unknown) =>
    call(server, path, body, { token });
  const reviewIds = (answer: { body: { reviews: { id: number }[] } }) =>
    answer.body.reviews.map((review) => review.id);

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { requestsPerMinute: 0, registerPerIp: 100 } });
    muter = await register(server, 'mute_muter');
    muted = await register(server, 'mute_muted');
    bystander = await register(server, 'mute_bystander');
    book = await bookIdBySource(server, 3);
    await as(muted.token, '/readings/set-status', { book_id: book, status: 'read' });
    const review = await as(muted.token, '/reviews/create/book-review', {
      book_id: book,
      rating: 4,
      review_title: 'Good, not great',
      review_text: 'Too long by half, but the ending lands.',
    });
    reviewId = review.body.reviews[0].id;
    await as(muted.token, '/readings/set-status', {
      book_id: await bookIdBySource(server, 5),
      status: 'reading',
    });
    for (const reader of [muter, bystander]) {
      await as(reader.token, '/follows/follow-user', { following_id: muted.user.id });
    }
  });
  afterAll(() => server.close());

  /** Where the muted reader's writing shows to `token`: feed reviews, activity, book, recent. */
  async function seenBy(token: string) {
    const feed = await as(token, '/reviews/get/feed', { limit: 20 });
    const activity = await as(token, '/readings/get/feed', { limit: 20 });
    const bookReviews = await as(token, '/reviews/get/book-reviews', { book_id: book, limit: 50 });
    const recent = await as(token, '/reviews/get/recent', { limit: 50 });
    return {
      feed: reviewIds(feed).includes(reviewId),
      feedTotal: feed.body.total,
      activity: activity.body.activities.some(
        (event: { user: { id: number } }) => event.user.id === muted.user.id,
      ),
      bookPage: reviewIds(bookReviews).includes(reviewId),
      bookTotal: bookReviews.body.total - bookReviews.body.reviews.length,
      recent: reviewIds(recent).includes(reviewId),
    };
  }

  it('hides their reviews and activity from the muter only, and is undone by unmuting', async () => {
    const everywhere = {
      feed: true,
      feedTotal: 1,
      activity: true,
      bookPage: true,
      bookTotal: 0,
      recent: true,
    };
    expect(await seenBy(muter.token)).toEqual(everywhere);

    const answer = await as(muter.token, '/users/mute', { user_id: muted.user.id });
    expect(answer.body).toMatchObject({ user_id: muted.user.id, muted: true });
    expect(await seenBy(muter.token)).toEqual({
      feed: false,
      feedTotal: 0,
      activity: false,
      bookPage: false,
      bookTotal: 0,
      recent: false,
    });
    expect(await seenBy(bystander.token)).toEqual(everywhere);

    await as(muter.token, '/users/unmute', { user_id: muted.user.id });
    expect(await seenBy(muter.token)).toEqual(everywhere);
  });

  it('keeps the follow and the profile, and says so on the profile to the muter alone', async () => {
    await as(muter.token, '/users/mute', { user_id: muted.user.id });
    const profileFor = async (token: string | null) =>
      (await as(token, '/users/get/id', { user_id: muted.user.id })).body.users[0];
    expect(await profileFor(muter.token)).toMatchObject({
      is_following: true,
      muted: true,
      visible: true,
    });
    expect(await profileFor(bystander.token)).toMatchObject({ muted: false });
    expect(await profileFor(muted.token)).toMatchObject({ muted: false });
    // Their own shelf still lists the review for anyone who opens it.
    const theirs = await as(muter.token, '/reviews/get/user-reviews', { user_id: muted.user.id });
    expect(reviewIds(theirs)).toContain(reviewId);
    // The muted reader sees nothing of it: the muter's profile reads as before.
    const back = (await as(muted.token, '/users/get/id', { user_id: muter.user.id })).body;
    expect(back.status.code).toBe('0');
    await as(muter.token, '/users/unmute', { user_id: muted.user.id });
  });

  it('lists the muted newest first, once however often muted', async () => {
    await as(muter.token, '/users/mute', { user_id: bystander.user.id });
    server.clock.advance(60_000);
    await as(muter.token, '/users/mute', { user_id: muted.user.id });
    server.clock.advance(60_000);
    await as(muter.token, '/users/mute', { user_id: muted.user.id });
    const list = await as(muter.token, '/users/get/muted', { limit: 10 });
    expect(list.body.total).toBe(2);
    expect(list.body.users.map((user: { username: string }) => user.username)).toEqual([
      'mute_muted',
      'mute_bystander',
    ]);
    const paged = await as(muter.token, '/users/get/muted', { limit: 1, offset: 1 });
    expect(paged.body.users.map((user: { username: string }) => user.username)).toEqual([
      'mute_bystander',
    ]);
    for (const reader of [muted, bystander]) {
      await as(muter.token, '/users/unmute', { user_id: reader.user.id });
    }
    expect((await as(muter.token, '/users/get/muted', {})).body.total).toBe(0);
  });

  it('refuses a guest, oneself and a reader who does not exist with clear codes', async () => {
    const codes = async (token: string | null, path: string, body: unknown) => {
      const answer = await as(token, path, body);
      return [answer.http, answer.body.status.code];
    };
    expect(await codes(null, '/users/mute', { user_id: muted.user.id })).toEqual([401, '2']);
    expect(await codes(null, '/users/get/muted', {})).toEqual([401, '2']);
    expect(await codes(muter.token, '/users/mute', { user_id: muter.user.id })).toEqual([403, '4']);
    expect(await codes(muter.token, '/users/mute', { user_id: 999_999 })).toEqual([404, '3']);
    expect(await codes(muter.token, '/users/mute', { user_id: 'x' })).toEqual([400, '1']);
    // Unmuting someone not muted is already the state asked for.
    expect(await codes(muter.token, '/users/unmute', { user_id: bystander.user.id })).toEqual([
      200,
      '0',
    ]);
  });
});
