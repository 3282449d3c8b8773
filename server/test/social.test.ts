import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createReviewResponseSchema,
  feedResponseSchema,
  followResponseSchema,
  followersResponseSchema,
  profileResponseSchema,
  reviewsResponseSchema,
  usersResponseSchema,
} from '../../src/api/contract';
import { type TestServer, bookIdBySource, call, login, register, startTestServer } from './harness';

describe('reviews, follows and members', () => {
  let server: TestServer;
  let ada: { token: string; user: { id: number } };
  let bora: { token: string; user: { id: number } };
  let cem: { token: string; user: { id: number } };
  beforeAll(async () => {
    server = await startTestServer();
    ada = await login(server, 'ada@shelfmark.test');
    bora = await login(server, 'bora@shelfmark.test');
    cem = await login(server, 'cem@shelfmark.test');
  });
  afterAll(() => server.close());

  it('lists book reviews newest first with author and book joined in', async () => {
    const dune = await bookIdBySource(server, 1);
    const answer = await call(server, '/reviews/get/book-reviews', dune);
    const parsed = reviewsResponseSchema.parse(answer.body);
    expect(parsed.total).toBe(2);
    expect(parsed.reviews.map((review) => review.user.username)).toEqual([
      'bora_books',
      'ada_reads',
    ]);
    expect(parsed.reviews[0]?.book).toEqual({
      id: dune,
      title: 'Dune',
      author: 'Frank Herbert',
      genre: 'Science Fiction',
      image_url: null,
    });
    const paged = await call(server, '/reviews/get/book-reviews', {
      book_id: dune,
      limit: 1,
      offset: 1,
    });
    expect(paged.body.reviews[0].user.username).toBe('ada_reads');
    expect((await call(server, '/reviews/get/book-reviews', 555_555)).body.status.code).toBe('3');
  });

  it("lists a member's reviews and the recent highly rated ones", async () => {
    const mine = await call(server, '/reviews/get/user-reviews', bora.user.id);
    expect(
      mine.body.reviews.map((review: { review_title: string }) => review.review_title),
    ).toEqual(['Melancholy', 'Dense']);
    const recent = reviewsResponseSchema.parse(
      (await call(server, '/reviews/get/recent', {})).body,
    );
    expect(recent.reviews.every((review) => review.rating >= 4)).toBe(true);
    expect(recent.reviews.map((review) => review.review_title)).toEqual([
      'Dense',
      'Spice must flow',
    ]);
  });

  it('needs the book read to review, creates once and edits after', async () => {
    const hobbit = await bookIdBySource(server, 6);
    const body = {
      book_id: hobbit,
      rating: 4,
      review_title: 'Cosy',
      review_text: 'Second breakfast.',
    };
    const unread = await call(server, '/reviews/create/book-review', body, { token: cem.token });
    expect([unread.http, unread.body.status.code]).toEqual([403, '4']);
    expect(unread.body.status.message).toBe('You need to read this book first to write a review.');

    await call(server, '/user-book-relations/set-as-read', hobbit, { token: cem.token });
    const created = createReviewResponseSchema.parse(
      (
        await call(
          server,
          '/reviews/create/book-review',
          { ...body, user_id: cem.user.id },
          { token: cem.token },
        )
      ).body,
    );
    expect(created.data.code).toBe('0');
    expect(created.reviews[0]).toMatchObject({
      rating: 4,
      review_title: 'Cosy',
      user: { username: 'cem_pages' },
    });

    const edited = await call(
      server,
      '/reviews/create/book-review',
      { ...body, rating: 2 },
      { token: cem.token },
    );
    expect(edited.body.reviews[0].id).toBe(created.reviews[0]?.id);
    expect(edited.body.reviews[0].rating).toBe(2);
    const book = (await call(server, '/books/get/id', hobbit)).body.books[0];
    expect([book.ratings_count, book.rating]).toEqual([1, 2]);
    // The saved review's answer carries the book as it is now: the page needs no reload.
    expect(created.books[0]).toMatchObject({ id: hobbit, ratings_count: 1, rating: 4 });
    expect(edited.body.books).toEqual([book]);

    const invalid = await call(
      server,
      '/reviews/create/book-review',
      { ...body, rating: 6, review_title: '' },
      { token: cem.token },
    );
    expect(invalid.body.status.values).toEqual(
      expect.arrayContaining(['rating: must be a number from 1 to 5', 'review_title: is required']),
    );
    const forged = await call(
      server,
      '/reviews/create/book-review',
      { ...body, user_id: ada.user.id },
      { token: cem.token },
    );
    expect(forged.body.status.code).toBe('4');
    const guest = await call(server, '/reviews/create/book-review', body);
    expect(guest.body.status.code).toBe('2');
  });

  it('keeps one review and exact totals under simultaneous writes', async () => {
    const gone = await bookIdBySource(server, 7);
    const writers = [ada, bora, cem];
    for (const writer of writers) {
      await call(server, '/user-book-relations/set-as-read', gone, { token: writer.token });
    }
    const answers = await Promise.all(
      writers.flatMap((writer, index) =>
        [1, 2, 3].map((round) =>
          call(
            server,
            '/reviews/create/book-review',
            {
              book_id: gone,
              rating: index + round,
              review_title: `Take ${round}`,
              review_text: 'Twisty.',
            },
            { token: writer.token },
          ),
        ),
      ),
    );
    expect(answers.map((answer) => answer.body.status.code)).toEqual(Array(9).fill('0'));
    const rows = await server.context.db
      .selectFrom('reviews')
      .select(['user_id', 'rating'])
      .where('book_id', '=', gone)
      .execute();
    expect(rows).toHaveLength(3);
    const book = (await call(server, '/books/get/id', gone)).body.books[0];
    expect(book.ratings_count).toBe(3);
    const mean = rows.reduce((sum, row) => sum + row.rating, 0) / 3;
    expect(book.rating).toBeCloseTo(mean, 2);
    for (const writer of writers) {
      const mine = (await call(server, '/reviews/get/user-reviews', writer.user.id)).body.reviews;
      const review = mine.find((entry: { book_id: number }) => entry.book_id === gone);
      await call(server, '/reviews/delete', review.id, { token: writer.token });
      await call(server, '/user-book-relations/set-as-read', gone, { token: writer.token });
    }
    const cleared = (await call(server, '/books/get/id', gone)).body.books[0];
    expect([cleared.ratings_count, cleared.rating]).toEqual([0, 0]);
  });

  it('lets only the author delete a review', async () => {
    const hobbit = await bookIdBySource(server, 6);
    const review = (await call(server, '/reviews/get/book-reviews', hobbit)).body.reviews[0];
    const notMine = await call(server, '/reviews/delete', review.id, { token: ada.token });
    expect([notMine.http, notMine.body.status.code]).toEqual([403, '4']);
    const deleted = await call(server, '/reviews/delete', { id: review.id }, { token: cem.token });
    expect(deleted.body.status.code).toBe('0');
    expect(deleted.body.books[0]).toMatchObject({ id: hobbit, ratings_count: 0, rating: 0 });
    const again = await call(
      server,
      '/reviews/delete',
      { review_id: review.id },
      { token: cem.token },
    );
    expect([again.http, again.body.status.code]).toEqual([404, '3']);
    const book = (await call(server, '/books/get/id', hobbit)).body.books[0];
    expect([book.ratings_count, book.rating]).toEqual([0, 0]);
  });

  it('follows idempotently, refuses self-follow and forged follower ids', async () => {
    const forms = [
      cem.user.id,
      { user_id: cem.user.id },
      { following_id: cem.user.id, follower_id: bora.user.id },
    ];
    for (const body of forms) {
      const answer = await call(server, '/follows/follow-user', body, { token: bora.token });
      const parsed = followResponseSchema.parse(answer.body);
      expect(parsed.is_following).toBe(true);
      expect(parsed.followers_count).toBe(1);
    }
    const self = await call(server, '/follows/follow-user', bora.user.id, { token: bora.token });
    expect([self.http, self.body.status.code]).toEqual([403, '4']);
    expect(self.body.status.message).toBe('You cannot follow yourself.');
    const forged = await call(
      server,
      '/follows/follow-user',
      { following_id: cem.user.id, follower_id: ada.user.id },
      { token: bora.token },
    );
    expect(forged.body.status.code).toBe('4');
    const missing = await call(server, '/follows/follow-user', 777_777, { token: bora.token });
    expect(missing.body.status.code).toBe('3');
    const guest = await call(server, '/follows/follow-user', cem.user.id);
    expect(guest.body.status.code).toBe('2');
  });

  it('makes one row from simultaneous follows', async () => {
    const newcomer = await register(server, 'newcomer_1');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(server, '/follows/follow-user', ada.user.id, { token: newcomer.token }),
      ),
    );
    expect(answers.map((answer) => answer.body.status.code)).toEqual(Array(8).fill('0'));
    const rows = await server.context.db
      .selectFrom('follows')
      .selectAll()
      .where('follower_id', '=', newcomer.user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('lists followers and following with counts matching the profile', async () => {
    const followers = followersResponseSchema.parse(
      (await call(server, '/follows/get/follower-users', ada.user.id)).body,
    );
    expect(followers.followers.map((user) => user.username).sort()).toEqual([
      'cem_pages',
      'newcomer_1',
    ]);
    expect(followers.users).toEqual(followers.followers);
    expect(followers.followers.every((user) => user.email === null)).toBe(true);
    const following = await call(
      server,
      '/follows/get/followed-users',
      { user_id: ada.user.id },
      { token: cem.token },
    );
    expect(following.body.following.map((user: { username: string }) => user.username)).toEqual([
      'bora_books',
    ]);
    expect(following.body.following[0].email).toBe('bora@shelfmark.test');

    const profile = profileResponseSchema.parse(
      (await call(server, '/users/get/id', ada.user.id, { token: cem.token })).body,
    );
    expect(profile.users[0]).toMatchObject({
      username: 'ada_reads',
      is_following: true,
      stats: { reads: 2, reviews: 1, likes: 1, favorites: 1, followers: 2, following: 1 },
    });
    const asGuest = await call(server, '/users/get/id', { id: ada.user.id });
    expect(asGuest.body.users[0]).toMatchObject({ email: null, is_following: false });
    expect((await call(server, '/users/get/id', 31337)).body.status.code).toBe('3');
  });

  it('unfollows idempotently', async () => {
    for (let round = 0; round < 2; round += 1) {
      const answer = await call(server, '/follows/unfollow-user', cem.user.id, {
        token: bora.token,
      });
      expect(answer.body).toMatchObject({ is_following: false, followers_count: 0 });
    }
  });

  it('shows a feed of followed readers with following_count', async () => {
    const feed = feedResponseSchema.parse(
      (await call(server, '/reviews/get/feed', {}, { token: ada.token })).body,
    );
    expect(feed.following_count).toBe(1);
    expect(feed.reviews.map((review) => review.user.username)).toEqual([
      'bora_books',
      'bora_books',
    ]);
    const lonely = await register(server, 'lonely_one');
    const empty = await call(server, '/reviews/get/feed', { limit: 5 }, { token: lonely.token });
    expect(empty.body).toMatchObject({ reviews: [], total: 0, following_count: 0 });
    expect((await call(server, '/reviews/get/feed', {})).body.status.code).toBe('2');
  });

  it('discovers up to 6 members not followed and not me', async () => {
    for (let index = 0; index < 6; index += 1) await register(server, `crowd_${index}_x`);
    const mine = usersResponseSchema.parse(
      (await call(server, '/users/discover', {}, { token: ada.token })).body,
    );
    expect(mine.users).toHaveLength(6);
    const ids = mine.users.map((user) => user.id);
    expect(ids).not.toContain(ada.user.id);
    expect(ids).not.toContain(bora.user.id);
    const guest = await call(server, '/users/discover', undefined);
    expect(guest.body.users).toHaveLength(6);
    const all = await call(server, '/users/get/all', {});
    expect(all.body.total).toBe(11);
    expect(all.body.users[0].email).toBeNull();
  });

  it('updates the profile, refusing a taken email (6) and forged ids (4)', async () => {
    const body = {
      name: 'Cemal',
      surname: 'Kaya',
      full_name: 'Cemal K.',
      email: 'CEMAL@shelfmark.test',
      gender: 'male',
      // A new email needs the current password (profile.test.ts).
      current_password: 'Shelfmark2026',
    };
    const answer = await call(server, '/users/update/profile', body, { token: cem.token });
    expect(answer.body.users[0]).toMatchObject({
      name: 'Cemal',
      full_name: 'Cemal K.',
      email: 'cemal@shelfmark.test',
      gender: 'male',
    });
    const taken = await call(
      server,
      '/users/update/profile',
      { ...body, email: 'ada@shelfmark.test' },
      { token: cem.token },
    );
    expect([taken.http, taken.body.status.code]).toEqual([409, '6']);
    expect(taken.body.status.values.join(' ')).toContain('email');
    const forged = await call(
      server,
      '/users/update/profile',
      { ...body, user_id: ada.user.id },
      { token: cem.token },
    );
    expect(forged.body.status.code).toBe('4');
    const bad = await call(
      server,
      '/users/update/profile',
      { ...body, gender: 'robot' },
      { token: cem.token },
    );
    expect(bad.body.status.values[0]).toMatch(/^gender: /);
    await login(server, 'cemal@shelfmark.test');
  });
});
