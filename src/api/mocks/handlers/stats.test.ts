import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../client';
import {
  MISSING_PAGES_LIST_MAX,
  goalPace,
  goalSchema,
  statsSchema,
  type Stats,
} from '../../contract';
import {
  STATS_TODAY,
  emptyAllTimeStats,
  emptyStats,
  goalFixtures,
  hugeAllTimeStats,
  missingPagesStats,
  oneBookStats,
  typicalAllTimeStats,
  typicalCurrentYearStats,
  typicalYearStats,
} from '../statsFixtures';
import { statsVariants, statsWorld } from './stats';

vi.stubGlobal('location', new URL('http://localhost/'));

const server = setupServer(...statsWorld());
const call = createApiClient({ getToken: () => 'token', baseUrl: 'http://localhost/api' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers(...statsWorld()));
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

const named: Record<string, Stats> = {
  typicalYearStats,
  typicalCurrentYearStats,
  typicalAllTimeStats,
  emptyStats,
  emptyAllTimeStats,
  oneBookStats,
  hugeAllTimeStats,
  missingPagesStats,
};

describe('statistics fixtures', () => {
  it.each(Object.entries(named))('%s keeps the contract and adds up', (_, stats) => {
    expect(statsSchema.parse(stats)).toEqual(stats);
    const { totals, buckets } = stats;
    const bucketed = buckets.items.reduce((sum, item) => sum + item.books, 0);
    expect(bucketed + totals.undated).toBe(totals.books);
    // Undated readings count in the totals only, their pages too.
    expect(buckets.items.reduce((sum, item) => sum + item.pages, 0)).toBeLessThanOrEqual(
      totals.pages,
    );
    expect(stats.genres.reduce((sum, item) => sum + item.books, 0)).toBe(totals.books);
    expect(stats.lengths.reduce((sum, item) => sum + item.books, 0)).toBe(
      totals.books - totals.without_pages,
    );
    expect(stats.lengths).toHaveLength(4);
    expect(stats.ratings.map((item) => item.stars)).toEqual([1, 2, 3, 4, 5]);
    expect(stats.missing_pages.length).toBeLessThanOrEqual(
      Math.min(MISSING_PAGES_LIST_MAX, totals.without_pages),
    );
    expect(buckets.unit).toBe(stats.year === null ? 'year' : 'month');
    if (stats.year !== null) expect(buckets.items).toHaveLength(12);
  });

  it('describe a typical 2025: 24 books, re-reads, DNFs, an ended 30-book goal', () => {
    expect(typicalYearStats.totals).toMatchObject({
      books: 24,
      rereads: 2,
      dnf: 3,
      undated: 1,
      without_pages: 1,
    });
    expect(typicalYearStats.goal).toMatchObject({ books: 30, progress: { books: 24 } });
    expect(typicalYearStats.shared).toBe(false);
    expect(typicalYearStats.years).toEqual([2026, 2025, 2024, 2023, 2022]);
    const pace = goalPace(typicalCurrentYearStats.goal!, STATS_TODAY);
    expect(pace.books).toMatchObject({ done: 23, target: 30, behind: 3 });
  });

  it('describe an empty reader, one book, a huge history and books lacking pages', () => {
    expect(emptyStats.totals).toEqual({
      books: 0,
      pages: 0,
      without_pages: 0,
      undated: 0,
      rereads: 0,
      dnf: 0,
    });
    expect(emptyAllTimeStats.buckets.items).toEqual([]);
    expect(emptyStats.years).toEqual([]);
    expect(oneBookStats.totals.books).toBe(1);
    expect(oneBookStats.longest).toEqual(oneBookStats.shortest);
    expect(hugeAllTimeStats.buckets.items).toHaveLength(25);
    expect(hugeAllTimeStats.totals.books).toBeGreaterThan(2_500);
    expect(hugeAllTimeStats.totals.undated).toBeGreaterThan(0);
    expect(missingPagesStats.totals.without_pages).toBe(57);
    expect(missingPagesStats.missing_pages).toHaveLength(20);
  });

  it('give the goal card goals in every pace on the fixtures day', () => {
    for (const goal of Object.values(goalFixtures)) goalSchema.parse(goal);
    const pace = (goal: keyof typeof goalFixtures) => goalPace(goalFixtures[goal], STATS_TODAY);
    expect(pace('onTrack').books).toMatchObject({ behind: 0, reached: false });
    expect(pace('behind').books).toMatchObject({ behind: 3 });
    expect(pace('reached').books?.reached).toBe(true);
    expect(pace('ended')).toMatchObject({ ended: true, books: { done: 28, target: 30 } });
    expect(pace('pagesOnly')).toMatchObject({ books: null, pages: { behind: 1_704 } });
    expect(pace('both')).toMatchObject({ books: { behind: 0 }, pages: { behind: 663 } });
    expect(pace('upcoming')).toMatchObject({ elapsedDays: 0, ended: false });
  });
});

describe('the statistics mock world', () => {
  it('answers a year, all time and the goals, newest period first', async () => {
    const year = await call('/stats/get', { year: 2025 });
    expect(year.stats).toEqual(typicalYearStats);
    const allTime = await call('/stats/get', {});
    expect(allTime.stats.year).toBeNull();
    const goals = await call('/goals/get/user', { user_id: 1 });
    expect(goals.goals.map((goal) => goal.start)).toEqual([
      '2026-01-01',
      '2025-06-01',
      '2025-01-01',
      '2024-01-01',
    ]);
    expect(goals.total).toBe(4);
  });

  it('refuses a bad goal as the server words it, and keeps one goal per period', async () => {
    await expect(
      call('/goals/set', { start: '2026-01-01', end: '2025-01-01', books: null, pages: 0 }),
    ).rejects.toMatchObject({
      code: '1',
      values: ['pages: must be at least 1', 'end: must not be before the start'],
    });
    await expect(
      call('/goals/set', { start: '2026-01-01', end: '2026-12-31' }),
    ).rejects.toMatchObject({ code: '1', values: ['books: a goal needs books, pages or both'] });

    const replaced = await call('/goals/set', {
      start: '2026-01-01',
      end: '2026-12-31',
      books: 40,
      visibility: 'private',
    });
    expect(replaced.goal).toMatchObject({ id: 3, books: 40, pages: null, visibility: 'private' });
    expect(replaced.goal.progress.books).toBe(23);
    const created = await call('/goals/set', { start: '2027-01-01', end: '2027-12-31', pages: 9 });
    expect(created.goal).toMatchObject({ id: 5, progress: { books: 0, pages: 0 } });
    const stats = await call('/stats/get', 2026);
    expect(stats.stats.goal).toMatchObject({ id: 3, books: 40 });
  });

  it('edits by id: unknown is code 3, onto another goal period code 6', async () => {
    await expect(
      call('/goals/set', { id: 99, start: '2026-01-01', end: '2026-12-31', books: 1 }),
    ).rejects.toMatchObject({ code: '3' });
    await expect(
      call('/goals/set', { id: 1, start: '2025-01-01', end: '2025-12-31', books: 1 }),
    ).rejects.toMatchObject({ code: '6' });
    const moved = await call('/goals/set', {
      id: 1,
      start: '2023-01-01',
      end: '2023-12-31',
      books: 10,
    });
    expect(moved.goal).toMatchObject({ id: 1, progress: { books: 16 } });
  });

  it('deletes a goal once', async () => {
    expect((await call('/goals/delete', 2)).goal_id).toBe(2);
    await expect(call('/goals/delete', { id: 2 })).rejects.toMatchObject({ code: '3' });
    expect((await call('/stats/get', 2025)).stats.goal).toBeNull();
  });

  it('shares and unshares a year; other readers show only what they may', async () => {
    expect(await call('/stats/share-year', { year: 2025, shared: true })).toMatchObject({
      shared: true,
    });
    expect((await call('/stats/get', 2025)).stats.shared).toBe(true);
    await call('/stats/share-year', { year: 2025, shared: false });
    expect((await call('/stats/get', 2025)).stats.shared).toBe(false);

    const summary = await call('/stats/get/year-summary', { user_id: 2, year: 2025 });
    expect(summary.user.username).toBe('cagla_okur');
    await expect(call('/stats/get/year-summary', { user_id: 2, year: 2024 })).rejects.toMatchObject(
      { code: '4' },
    );
    await expect(
      call('/stats/get/year-summary', { user_id: 99, year: 2024 }),
    ).rejects.toMatchObject({ code: '3' });

    const followed = await call('/goals/get/user', { user_id: 2 });
    expect(followed.goals.map((goal) => goal.visibility)).toEqual(['public', 'followers']);
    const notFollowed = await call('/goals/get/user', { user_id: 4 });
    expect(notFollowed.goals.map((goal) => goal.visibility)).toEqual(['public']);
  });

  it('has variants for the other scenarios and for failures', async () => {
    server.use(...statsVariants.empty());
    expect((await call('/stats/get', 2026)).stats).toEqual(emptyStats);
    server.use(...statsVariants.missingPages());
    expect((await call('/stats/get', 2026)).stats).toEqual(missingPagesStats);
    server.use(...statsVariants.loadServerError());
    await expect(call('/stats/get', 2026)).rejects.toMatchObject({ kind: 'server' });
    server.use(...statsVariants.loadNetworkError());
    await expect(call('/stats/get', 2026)).rejects.toMatchObject({ kind: 'network' });
    server.use(...statsVariants.shareFails());
    await expect(call('/stats/share-year', { year: 2025, shared: true })).rejects.toMatchObject({
      kind: 'server',
    });
  });
});
