import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiAnswer,
  type TestServer,
  bookIdBySource,
  call,
  register,
  startTestServer,
} from './harness';
import { day } from './partialDates';

type Viewer = 'owner' | 'follower' | 'other' | 'guest' | 'blocked';
const VIEWERS: Viewer[] = ['owner', 'follower', 'other', 'guest', 'blocked'];

/**
 * What a viewer gets from a call that shows a private reader's data:
 * - `shown`: the data (code 0, the owner's rows in it);
 * - `refused`: code 4, "This profile is private.";
 * - `hidden`: code 3, as for a reader who does not exist;
 * - `limited`: the profile with name and photo, its reading counts 0 and `visible` false;
 * - `absent`: a list of many readers' rows, answered, without the owner's.
 */
type Outcome = 'shown' | 'refused' | 'hidden' | 'limited' | 'absent';

const ONE_READER: Record<Viewer, Outcome> = {
  owner: 'shown',
  follower: 'shown',
  other: 'refused',
  guest: 'refused',
  blocked: 'hidden',
};
const MANY_READERS: Record<Viewer, Outcome> = {
  owner: 'shown',
  follower: 'shown',
  other: 'absent',
  guest: 'absent',
  blocked: 'absent',
};

describe('private profiles, follow requests and blocks', () => {
  let server: TestServer;
  const tokens = {} as Record<Viewer, string | null>;
  const ids = {} as Record<Exclude<Viewer, 'guest'>, number>;
  let book: number;
  let reviewId: number;

  const as = (viewer: Viewer, path: string, body?: unknown) =>
    call(server, path, body, { token: tokens[viewer] });
  const codes = (answer: ApiAnswer) => [answer.http, answer.body.status.code];

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { requestsPerMinute: 0, registerPerIp: 100 } });
    const people = {
      owner: await register(server, 'private_owner'),
      follower: await register(server, 'approved_follower'),
      other: await register(server, 'other_reader'),
      blocked: await register(server, 'blocked_reader'),
    };
    for (const [viewer, person] of Object.entries(people)) {
      tokens[viewer as Viewer] = person.token;
      ids[viewer as keyof typeof ids] = person.user.id;
    }
    tokens.guest = null;
    book = await bookIdBySource(server, 3);
    const reading = await bookIdBySource(server, 5);
    const wanted = await bookIdBySource(server, 6);

    // The owner's data, one row for each kind of call.
    const owner = (path: string, body: unknown) => as('owner', path, body);
    await owner('/readings/set-status', { book_id: book, status: 'read', date: day('2026-03-02') });
    await owner('/user-book-relations/like', { book_id: book });
    await owner('/user-book-relations/favorite', { book_id: book });
    await owner('/user-book-relations/add-to-read-list', { book_id: wanted });
    await owner('/readings/set-status', { book_id: reading, status: 'reading' });
    const review = await owner('/reviews/create/book-review', {
      book_id: book,
      rating: 5,
      review_title: 'Quietly devastating',
      review_text: 'Read it twice.',
    });
    reviewId = review.body.reviews[0].id;
    await owner('/goals/set', {
      start: '2026-01-01',
      end: '2026-12-31',
      books: 12,
      visibility: 'public',
    });
    await owner('/stats/share-year', { year: 2026, shared: true });

    // The blocked reader followed while the profile was public; the block ends that.
    await as('blocked', '/follows/follow-user', { following_id: ids.owner });
    expect(
      (await as('owner', '/users/update/privacy', { is_private: true })).body.status.code,
    ).toBe('0');
    // Following a private reader asks; the owner approves.
    const asked = await as('follower', '/follows/follow-user', { following_id: ids.owner });
    expect(asked.body).toMatchObject({ is_following: false, requested: true });
    await as('owner', '/follows/requests/answer', { user_id: ids.follower, approve: true });
    await as('owner', '/users/block', { user_id: ids.blocked });
  });
  afterAll(() => server.close());

  /** The answer holds the owner's rows (the other readers in the test write none). */
  const hasOwnerRow = (answer: ApiAnswer): boolean => {
    const body = answer.body;
    if (body.stats?.totals) return true;
    if (body.reviews) return body.reviews.some((row: { id: number }) => row.id === reviewId);
    const rows: unknown[] = body.books ?? body.goals ?? body.users ?? [];
    return rows.length > 0;
  };

  /** What one call answered, said as an Outcome. */
  function outcomeOf(answer: ApiAnswer, list: boolean): Outcome {
    const code = answer.body.status.code;
    if (code === '3') return 'hidden';
    if (code === '4') return 'refused';
    expect(code, JSON.stringify(answer.body)).toBe('0');
    if (list) return hasOwnerRow(answer) ? 'shown' : 'absent';
    expect(hasOwnerRow(answer), JSON.stringify(answer.body)).toBe(true);
    return 'shown';
  }

  const oneReaderCalls: [string, () => unknown][] = [
    ['/books/get/user/read-books', () => ({ user_id: ids.owner })],
    ['/books/get/user/liked-books', () => ({ user_id: ids.owner })],
    ['/books/get/user/favorite-books', () => ({ user_id: ids.owner })],
    ['/books/get/user/read-list', () => ({ user_id: ids.owner })],
    ['/reviews/get/user-reviews', () => ({ user_id: ids.owner })],
    ['/readings/get/user/reading', () => ({ user_id: ids.owner })],
    ['/goals/get/user', () => ({ user_id: ids.owner })],
    ['/stats/get/year-summary', () => ({ user_id: ids.owner, year: 2026 })],
    ['/follows/get/follower-users', () => ({ user_id: ids.owner })],
    ['/follows/get/followed-users', () => ({ user_id: ids.owner })],
  ];
  const manyReaderCalls: [string, () => unknown][] = [
    ['/reviews/get/book-reviews', () => ({ book_id: book })],
    ['/reviews/get/recent', () => ({ limit: 50 })],
  ];

  it('answers every call that shows the reader, for each viewer, by one rule', async () => {
    const table: Record<string, Record<Viewer, Outcome>> = {};
    const expected: Record<string, Record<Viewer, Outcome>> = {};
    // The owner follows nobody; one follow makes the followed list a list with a row.
    await as('owner', '/follows/follow-user', { following_id: ids.other });
    for (const [path, body] of [...oneReaderCalls, ...manyReaderCalls]) {
      const list = manyReaderCalls.some(([many]) => many === path);
      table[path] = {} as Record<Viewer, Outcome>;
      for (const viewer of VIEWERS) {
        table[path][viewer] = outcomeOf(await as(viewer, path, body()), list);
      }
      expected[path] = list ? MANY_READERS : ONE_READER;
    }
    table['/users/get/id'] = {} as Record<Viewer, Outcome>;
    for (const viewer of VIEWERS) {
      const answer = await as(viewer, '/users/get/id', { user_id: ids.owner });
      if (answer.body.status.code !== '0') {
        table['/users/get/id'][viewer] = outcomeOf(answer, false);
        continue;
      }
      const [profile] = answer.body.users;
      expect(profile).toMatchObject({ username: 'private_owner', is_private: true });
      // The email goes with the data: only to the signed-in viewers the profile lets in.
      expect(profile.email !== null, viewer).toBe(viewer === 'owner' || viewer === 'follower');
      table['/users/get/id'][viewer] = profile.visible
        ? profile.stats.reads > 0
          ? 'shown'
          : 'refused'
        : profile.stats.reads === 0 && profile.stats.reviews === 0
          ? 'limited'
          : 'refused';
    }
    expected['/users/get/id'] = {
      owner: 'shown',
      follower: 'shown',
      other: 'limited',
      guest: 'limited',
      blocked: 'hidden',
    };
    expect(table).toEqual(expected);
    // The size the closing note gives: calls × viewers.
    expect(Object.keys(table).length * VIEWERS.length).toBe(65);
  });

  it('counts a book’s reviews as each viewer sees them', async () => {
    const totals = {} as Record<Viewer, number>;
    for (const viewer of VIEWERS) {
      const answer = await as(viewer, '/reviews/get/book-reviews', { book_id: book, limit: 50 });
      // The total is what the list holds: never a review the viewer cannot open.
      expect(answer.body.reviews).toHaveLength(answer.body.total);
      totals[viewer] = answer.body.total;
    }
    const others = totals.guest;
    expect(totals).toEqual({
      owner: others + 1,
      follower: others + 1,
      other: others,
      guest: others,
      blocked: others,
    });
  });

  it('shows everything again once the profile is public, except across the block', async () => {
    const other = await register(server, 'public_check');
    const owner = await register(server, 'going_public');
    await call(server, '/users/update/privacy', { is_private: true }, { token: owner.token });
    const asked = await call(
      server,
      '/follows/follow-user',
      { following_id: owner.user.id },
      { token: other.token },
    );
    expect(asked.body).toMatchObject({ requested: true, is_following: false });
    const waiting = await call(server, '/follows/requests/list', {}, { token: owner.token });
    expect(waiting.body.users.map((user: { id: number }) => user.id)).toEqual([other.user.id]);
    const reads = () =>
      call(
        server,
        '/books/get/user/read-books',
        { user_id: owner.user.id },
        { token: other.token },
      );
    expect(codes(await reads())).toEqual([403, '4']);

    const publicAgain = await call(
      server,
      '/users/update/privacy',
      { is_private: false },
      { token: owner.token },
    );
    expect(publicAgain.body).toMatchObject({ is_private: false, approved: 1 });
    expect(codes(await reads())).toEqual([200, '0']);
    const profile = await call(server, '/users/get/id', owner.user.id, { token: other.token });
    expect(profile.body.users[0]).toMatchObject({
      is_following: true,
      follow_requested: false,
      visible: true,
    });
    // The blocked reader of the first owner still finds nobody, public profile or not.
    await as('owner', '/users/update/privacy', { is_private: false });
    expect(codes(await as('blocked', '/users/get/id', ids.owner))).toEqual([404, '3']);
    await as('owner', '/users/update/privacy', { is_private: true });
  });

  it('declines silently, and answers a request twice as not found', async () => {
    const owner = await register(server, 'declining_owner');
    const asker = await register(server, 'declined_asker');
    await call(server, '/users/update/privacy', { is_private: true }, { token: owner.token });
    await call(server, '/follows/follow-user', owner.user.id, { token: asker.token });
    const answer = (approve: boolean) =>
      call(
        server,
        '/follows/requests/answer',
        { user_id: asker.user.id, approve },
        { token: owner.token },
      );
    expect((await answer(false)).body).toMatchObject({ approved: false });
    expect(codes(await answer(true))).toEqual([404, '3']);
    const seen = await call(server, '/users/get/id', owner.user.id, { token: asker.token });
    expect(seen.body.users[0]).toMatchObject({
      is_following: false,
      follow_requested: false,
      visible: false,
    });
    // Asking again is allowed; withdrawing (unfollow) takes the request back.
    await call(server, '/follows/follow-user', owner.user.id, { token: asker.token });
    await call(server, '/follows/unfollow-user', owner.user.id, { token: asker.token });
    const waiting = await call(server, '/follows/requests/list', {}, { token: owner.token });
    expect(waiting.body.total).toBe(0);
  });

  it('blocks both ways: follows end, neither can follow, and the blocker can unblock', async () => {
    const blocker = await register(server, 'the_blocker');
    const pest = await register(server, 'the_pest');
    await call(server, '/follows/follow-user', blocker.user.id, { token: pest.token });
    await call(server, '/follows/follow-user', pest.user.id, { token: blocker.token });
    const blocked = await call(
      server,
      '/users/block',
      { user_id: pest.user.id },
      { token: blocker.token },
    );
    expect(blocked.body).toMatchObject({ user_id: pest.user.id, blocked: true });

    const followers = await call(server, '/follows/get/follower-users', blocker.user.id, {
      token: blocker.token,
    });
    expect(followers.body.total).toBe(0);
    // The pest finds the blocker gone; the blocker sees the pest's profile as not found too.
    expect(
      codes(await call(server, '/follows/follow-user', blocker.user.id, { token: pest.token })),
    ).toEqual([404, '3']);
    expect(
      codes(await call(server, '/users/get/id', pest.user.id, { token: blocker.token })),
    ).toEqual([404, '3']);
    const everyone = await call(server, '/users/get/all', { limit: 100 }, { token: pest.token });
    expect(everyone.body.users.map((user: { id: number }) => user.id)).not.toContain(
      blocker.user.id,
    );

    const list = await call(server, '/users/get/blocked', {}, { token: blocker.token });
    expect(list.body.users.map((user: { id: number }) => user.id)).toEqual([pest.user.id]);
    expect(
      codes(await call(server, '/users/block', blocker.user.id, { token: blocker.token })),
    ).toEqual([403, '4']);

    await call(server, '/users/unblock', { user_id: pest.user.id }, { token: blocker.token });
    expect(
      codes(await call(server, '/users/get/id', blocker.user.id, { token: pest.token })),
    ).toEqual([200, '0']);
    // What the block ended stays ended.
    const after = await call(server, '/users/get/id', blocker.user.id, { token: pest.token });
    expect(after.body.users[0].is_following).toBe(false);
  });

  it('refuses the new calls to guests and checks their bodies', async () => {
    for (const path of [
      '/users/update/privacy',
      '/follows/requests/list',
      '/follows/requests/answer',
      '/users/block',
      '/users/unblock',
      '/users/get/blocked',
    ]) {
      expect(codes(await call(server, path, {})), path).toEqual([401, '2']);
    }
    const bad = await as('owner', '/users/update/privacy', { is_private: 'yes' });
    expect(codes(bad)).toEqual([400, '1']);
  });
});
