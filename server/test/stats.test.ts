import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PartialDate,
  goalResponseSchema,
  goalsResponseSchema,
  statsResponseSchema,
  yearSummaryResponseSchema,
} from '../../src/api/contract';
import { readerStats } from '../repos/stats';
import {
  type TestServer,
  bookIdBySource,
  call,
  countingQueries,
  register,
  startTestServer,
} from './harness';
import { day, month, year } from './partialDates';

type Answer = { http: number; body: { status: { code: string } } };
const codes = (answer: Answer) => [answer.http, answer.body.status.code];

/** Goals and statistics, on the database the suite runs on. */
describe('goals and statistics', () => {
  let server: TestServer;
  let books: number[];
  let genres: Map<number, string>;

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { requestsPerMinute: 0, registerPerIp: 1000 } });
    books = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((id) => bookIdBySource(server, id)));
    const rows = await server.context.db
      .selectFrom('books')
      .select(['id', 'genre'])
      .where('id', 'in', books)
      .execute();
    genres = new Map(rows.map((row) => [row.id, row.genre]));
  });
  afterAll(() => server.close());

  const book = (index: number) => books[index] as number;
  const ok = async (path: string, body: unknown, token: string | null = null) => {
    const answer = await call(server, path, body, { token });
    expect(codes(answer), `${path}: ${JSON.stringify(answer.body.status)}`).toEqual([200, '0']);
    return answer.body;
  };
  const status = (token: string, bookId: number, to: string, date?: PartialDate) =>
    ok('/readings/set-status', { book_id: bookId, status: to, ...(date ? { date } : {}) }, token);
  const pages = (token: string, bookId: number, count: number) =>
    ok('/readings/set-page-count', { book_id: bookId, page_count: count }, token);
  const stats = async (token: string, body?: unknown) =>
    statsResponseSchema.parse(await ok('/stats/get', body, token)).stats;
  const setGoal = async (token: string, body: object) =>
    goalResponseSchema.parse(await ok('/goals/set', body, token)).goal;

  /**
   * A history across two years: book 0 read twice in 2025 (the second a re-read, both with
   * known days), book 1 finished in March 2025 (month only), book 2 in 2025 (year only, no
   * pages), book 3 on 2024-12-31, book 4 marked read as "I don't remember" when, book 5
   * abandoned in 2025.
   */
  async function history(username: string) {
    const reader = await register(server, username);
    const { token } = reader;
    await status(token, book(0), 'reading', day('2025-01-02'));
    await status(token, book(0), 'read', day('2025-01-20'));
    await status(token, book(0), 'reading', day('2025-06-01'));
    await status(token, book(0), 'read', day('2025-06-30'));
    await pages(token, book(0), 300);
    await status(token, book(1), 'read', month('2025-03-01'));
    await pages(token, book(1), 150);
    await status(token, book(2), 'read', year('2025-01-01'));
    await status(token, book(3), 'read', day('2024-12-31'));
    await pages(token, book(3), 520);
    await status(token, book(4), 'read', { date: null, precision: 'unknown' });
    await status(token, book(5), 'reading', day('2025-10-01'));
    await status(token, book(5), 'dnf', day('2025-11-01'));
    return reader;
  }

  it('counts a year: buckets by month, re-reads, undated, pages, lengths and days', async () => {
    const { token } = await history('stats_year');
    const result = await stats(token, { year: 2025 });
    expect(result.year).toBe(2025);
    expect(result.totals).toEqual({
      books: 4,
      pages: 750,
      without_pages: 1,
      undated: 1,
      rereads: 1,
      dnf: 1,
    });
    expect(result.buckets.unit).toBe('month');
    expect(result.buckets.items.map((item) => item.key)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`),
    );
    const placed = result.buckets.items.filter((item) => item.books > 0);
    expect(placed).toEqual([
      { key: '2025-01', books: 1, pages: 300 },
      { key: '2025-03', books: 1, pages: 150 },
      { key: '2025-06', books: 1, pages: 300 },
    ]);
    const expectedGenres = new Map<string, number>();
    for (const id of [book(0), book(0), book(1), book(2)]) {
      const genre = genres.get(id) as string;
      expectedGenres.set(genre, (expectedGenres.get(genre) ?? 0) + 1);
    }
    expect(new Map(result.genres.map((entry) => [entry.genre, entry.books]))).toEqual(
      expectedGenres,
    );
    expect(result.lengths).toEqual([
      { bucket: 'under_200', books: 1 },
      { bucket: '200_349', books: 2 },
      { bucket: '350_499', books: 0 },
      { bucket: '500_plus', books: 0 },
    ]);
    // 2025-01-02..20 is 19 days, 2025-06-01..30 is 30: both counted, averaged.
    expect(result.average_days).toBe(24.5);
    expect(result.longest).toMatchObject({ book: { id: book(0) }, pages: 300 });
    expect(result.shortest).toMatchObject({ book: { id: book(1) }, pages: 150 });
    expect(result.missing_pages.map((entry) => entry.id)).toEqual([book(2)]);
    expect(result.years).toEqual([2025, 2024]);
    expect(result.goal).toBeNull();
    expect(result.shared).toBe(false);
  });

  it('counts all time by year, with the undated in the totals only', async () => {
    const { token } = await history('stats_all');
    const result = await stats(token);
    expect(result.year).toBeNull();
    expect(result.totals).toEqual({
      books: 6,
      pages: 1270,
      without_pages: 2,
      undated: 1,
      rereads: 1,
      dnf: 1,
    });
    expect(result.buckets).toEqual({
      unit: 'year',
      items: [
        { key: '2024', books: 1, pages: 520 },
        { key: '2025', books: 4, pages: 750 },
      ],
    });
    expect(result.longest).toMatchObject({ book: { id: book(3) }, pages: 520 });
    expect(result.lengths.find((entry) => entry.bucket === '500_plus')?.books).toBe(1);
    expect(new Set(result.missing_pages.map((entry) => entry.id))).toEqual(
      new Set([book(2), book(4)]),
    );
    // Null and a bare year are accepted forms of the body.
    expect((await stats(token, { year: null })).totals.books).toBe(6);
    expect((await stats(token, 2024)).totals).toMatchObject({ books: 1, pages: 520, rereads: 0 });
  });

  it('counts ratings given in the period and answers empty periods with zeros', async () => {
    const { token } = await register(server, 'stats_ratings');
    await status(token, book(0), 'read', day('2026-02-01'));
    await status(token, book(1), 'read', day('2026-03-01'));
    for (const [index, rating] of [
      [0, 5],
      [1, 3],
    ] as const) {
      await ok(
        '/reviews/create/book-review',
        { book_id: book(index), rating, review_title: 'Thoughts', review_text: 'Worth reading.' },
        token,
      );
    }
    // The test clock stands in November 2026: both reviews are 2026's.
    const now = await stats(token, 2026);
    expect(now.ratings).toEqual([
      { stars: 1, count: 0 },
      { stars: 2, count: 0 },
      { stars: 3, count: 1 },
      { stars: 4, count: 0 },
      { stars: 5, count: 1 },
    ]);
    const empty = await stats(token, 2019);
    expect(empty.totals).toEqual({
      books: 0,
      pages: 0,
      without_pages: 0,
      undated: 0,
      rereads: 0,
      dnf: 0,
    });
    expect(empty.ratings.every((entry) => entry.count === 0)).toBe(true);
    expect(empty.buckets.items).toHaveLength(12);
    expect(empty).toMatchObject({ average_days: null, longest: null, shortest: null });
    expect(empty.missing_pages).toEqual([]);
    const newcomer = await register(server, 'stats_newcomer');
    const nothing = await stats(newcomer.token);
    expect(nothing).toMatchObject({ buckets: { unit: 'year', items: [] }, years: [] });
  });

  it('refuses bad periods and needs a session', async () => {
    const { token } = await register(server, 'stats_refusals');
    for (const body of [{ year: 1899 }, { year: 2201 }, { year: 2025.5 }, { year: '2025x' }]) {
      const answer = await call(server, '/stats/get', body, { token });
      expect(codes(answer)).toEqual([400, '1']);
    }
    expect(codes(await call(server, '/stats/get', { year: 2025 }))).toEqual([401, '2']);
  });

  it('keeps a goal per period with its progress, and replaces it when set again', async () => {
    const { token, user } = await history('goal_keeper');
    const goal = await setGoal(token, { start: '2025-01-01', end: '2025-12-31', books: 10 });
    expect(goal).toMatchObject({
      user_id: user.id,
      books: 10,
      pages: null,
      visibility: 'public',
      progress: { books: 4, pages: 750, books_without_pages: 1 },
    });
    const again = await setGoal(token, {
      start: '2025-01-01',
      end: '2025-12-31',
      pages: 2000,
      visibility: 'private',
    });
    expect(again).toMatchObject({ id: goal.id, books: null, pages: 2000, visibility: 'private' });
    // A custom period counts the finishes inside it: January to June 2025 holds book 0 twice,
    // March's book 1 and book 2 (known only to the year, so stored as January 1).
    const half = await setGoal(token, { start: '2025-01-01', end: '2025-06-30', books: 5 });
    expect(half.progress).toEqual({ books: 4, pages: 750, books_without_pages: 1 });
    const spring = await setGoal(token, { start: '2025-02-01', end: '2025-05-31', books: 2 });
    expect(spring.progress).toEqual({ books: 1, pages: 150, books_without_pages: 0 });
    // The year's statistics carry the year's goal, counted like the statistics.
    const year2025 = await stats(token, 2025);
    expect(year2025.goal).toMatchObject({ id: goal.id, pages: 2000 });
    expect(year2025.goal?.progress).toEqual({ books: 4, pages: 750, books_without_pages: 1 });

    // Editing by id; moving onto another goal's period is a conflict.
    const edited = await setGoal(token, {
      id: spring.id,
      start: '2025-02-01',
      end: '2025-05-31',
      books: 3,
    });
    expect(edited).toMatchObject({ id: spring.id, books: 3 });
    const clash = await call(
      server,
      '/goals/set',
      { id: spring.id, start: '2025-01-01', end: '2025-06-30', books: 3 },
      { token },
    );
    expect(codes(clash)).toEqual([409, '6']);

    const deleted = await ok('/goals/delete', spring.id, token);
    expect(deleted.goal_id).toBe(spring.id);
    const gone = await call(server, '/goals/delete', { id: spring.id }, { token });
    expect(codes(gone)).toEqual([404, '3']);
  });

  it('refuses goals without a target, with a bad period or out of range', async () => {
    const { token, user } = await register(server, 'goal_refusals');
    const bad = [
      { start: '2026-01-01', end: '2026-12-31' },
      { start: '2026-01-01', end: '2026-12-31', books: 0 },
      { start: '2026-01-01', end: '2026-12-31', books: 2.5 },
      { start: '2026-01-01', end: '2026-12-31', pages: 10_000_001 },
      { start: '2026-12-31', end: '2026-01-01', books: 5 },
      { start: '2020-01-01', end: '2030-12-31', books: 5 },
      { start: '2026-02-30', end: '2026-12-31', books: 5 },
      { start: '2026-01-01', end: '2026-12-31', books: 5, visibility: 'everyone' },
    ];
    for (const body of bad) {
      const answer = await call(server, '/goals/set', body, { token });
      expect(codes(answer), JSON.stringify(body)).toEqual([400, '1']);
    }
    const mine = goalsResponseSchema.parse(await ok('/goals/get/user', user.id, token));
    expect(mine).toMatchObject({ goals: [], total: 0 });
  });

  it('shows each reader only the goals they may see, and lets only the owner change them', async () => {
    const owner = await register(server, 'goal_owner');
    const follower = await register(server, 'goal_follower');
    const stranger = await register(server, 'goal_stranger');
    await ok('/follows/follow-user', owner.user.id, follower.token);
    const made = {
      public: await setGoal(owner.token, { ...period(2026), books: 20, visibility: 'public' }),
      followers: await setGoal(owner.token, {
        ...period(2025),
        books: 12,
        visibility: 'followers',
      }),
      private: await setGoal(owner.token, { ...period(2024), pages: 900, visibility: 'private' }),
    };
    const seen = async (token: string | null) => {
      const answer = goalsResponseSchema.parse(
        await ok('/goals/get/user', { user_id: owner.user.id }, token),
      );
      expect(answer.total).toBe(answer.goals.length);
      return answer.goals.map((goal) => goal.id);
    };
    expect(await seen(owner.token)).toEqual([made.public.id, made.followers.id, made.private.id]);
    expect(await seen(follower.token)).toEqual([made.public.id, made.followers.id]);
    expect(await seen(stranger.token)).toEqual([made.public.id]);
    expect(await seen(null)).toEqual([made.public.id]);

    const paged = goalsResponseSchema.parse(
      await ok('/goals/get/user', { user_id: owner.user.id, limit: 1, offset: 1 }, owner.token),
    );
    expect(paged).toMatchObject({ total: 3, goals: [{ id: made.followers.id }] });
    expect(codes(await call(server, '/goals/get/user', { user_id: 999_999 }))).toEqual([404, '3']);

    // Another reader's goal can be neither edited nor deleted; a body naming the owner is refused.
    const steal = await call(
      server,
      '/goals/set',
      { id: made.private.id, ...period(2024), pages: 1 },
      { token: stranger.token },
    );
    expect(codes(steal)).toEqual([403, '4']);
    const remove = await call(server, '/goals/delete', made.public.id, { token: stranger.token });
    expect(codes(remove)).toEqual([403, '4']);
    const forged = await call(
      server,
      '/goals/set',
      { user_id: owner.user.id, ...period(2023), books: 1 },
      { token: stranger.token },
    );
    expect(codes(forged)).toEqual([403, '4']);
    const unchanged = goalsResponseSchema.parse(
      await ok('/goals/get/user', { user_id: owner.user.id }, owner.token),
    );
    expect(unchanged.goals.find((goal) => goal.id === made.private.id)?.pages).toBe(900);
    expect(codes(await call(server, '/goals/set', { ...period(2026), books: 1 }))).toEqual([
      401,
      '2',
    ]);
  });

  it('keeps one goal when the same period is saved twice at once', async () => {
    const { token, user } = await register(server, 'goal_race');
    const saves = Array.from({ length: 8 }, (_, i) =>
      call(server, '/goals/set', { ...period(2027), books: i + 1 }, { token }),
    );
    const answers = await Promise.all(saves);
    expect(answers.map((answer) => answer.body.status.code)).toEqual(Array(8).fill('0'));
    const rows = await server.context.db
      .selectFrom('reading_goals')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('shows a year summary only when shared, with the goal only as its visibility allows', async () => {
    const owner = await history('summary_owner');
    const guestView = () =>
      call(server, '/stats/get/year-summary', { user_id: owner.user.id, year: 2025 });
    expect(codes(await guestView())).toEqual([403, '4']);
    // Its reader always sees it.
    const own = yearSummaryResponseSchema.parse(
      await ok('/stats/get/year-summary', { user_id: owner.user.id, year: 2025 }, owner.token),
    );
    expect(own.stats.totals.books).toBe(4);

    await setGoal(owner.token, { ...period(2025), books: 30, visibility: 'private' });
    const shared = await ok('/stats/share-year', { year: 2025, shared: true }, owner.token);
    expect(shared).toMatchObject({ year: 2025, shared: true });
    const again = await ok('/stats/share-year', { year: 2025, shared: true }, owner.token);
    expect(again.shared).toBe(true);

    const summary = yearSummaryResponseSchema.parse((await guestView()).body);
    expect(summary.user).toMatchObject({ id: owner.user.id, username: 'summary_owner' });
    expect(summary.stats).toMatchObject({ year: 2025, shared: true, goal: null });
    expect(summary.stats.totals.books).toBe(4);
    const ownAgain = yearSummaryResponseSchema.parse(
      await ok('/stats/get/year-summary', { user_id: owner.user.id, year: 2025 }, owner.token),
    );
    expect(ownAgain.stats.goal).toMatchObject({ books: 30 });
    // Another year stays private; unsharing closes it again.
    const other = await call(server, '/stats/get/year-summary', {
      user_id: owner.user.id,
      year: 2024,
    });
    expect(codes(other)).toEqual([403, '4']);
    await ok('/stats/share-year', { year: 2025, shared: false }, owner.token);
    expect(codes(await guestView())).toEqual([403, '4']);
    expect((await stats(owner.token, 2025)).shared).toBe(false);
    const unknown = await call(server, '/stats/get/year-summary', { user_id: 999_999, year: 2025 });
    expect(codes(unknown)).toEqual([404, '3']);
  });

  it('computes statistics in the same number of queries whatever the history', async () => {
    const small = await history('stats_small');
    const large = await register(server, 'stats_large');
    // Every book of the catalogue, read twice (with dates) and once more undated.
    const all = await server.context.db.selectFrom('books').select('id').limit(60).execute();
    for (const [index, { id }] of all.entries()) {
      const start = `2025-${String((index % 12) + 1).padStart(2, '0')}-01`;
      await status(large.token, id, 'reading', day(start));
      await status(large.token, id, 'read', day(start.replace(/01$/, '15')));
      await status(large.token, id, 'reading', day('2025-12-20'));
      await status(large.token, id, 'read', day('2025-12-28'));
    }
    const queriesFor = async (userId: number, year: number | null) => {
      const counted = countingQueries(server.context.db);
      const result = await readerStats(counted.db, server.context.dialect, userId, year);
      return { result, queries: counted.queries() };
    };
    const few = await queriesFor(small.user.id, 2025);
    const many = await queriesFor(large.user.id, 2025);
    expect(many.result.totals).toMatchObject({ books: all.length * 2, rereads: all.length });
    expect(many.queries).toBe(few.queries);
    expect(many.queries).toBeLessThanOrEqual(7);
    expect((await queriesFor(large.user.id, null)).queries).toBeLessThanOrEqual(7);
  });
});

function period(year: number) {
  return { start: `${year}-01-01`, end: `${year}-12-31` };
}
