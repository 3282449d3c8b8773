import { describe, expect, it } from 'vitest';
import { goalPace, lengthBucketOf, periodDays, setGoalBodySchema, statsBodySchema } from './stats';

const goal = (books: number | null, pages: number | null, done = { books: 0, pages: 0 }) => ({
  start: '2026-01-01',
  end: '2026-12-31',
  books,
  pages,
  progress: { ...done, books_without_pages: 0 },
});

describe('goal periods and pace', () => {
  it('counts both ends of a period, across leap years', () => {
    expect(periodDays('2026-01-01', '2026-01-01')).toBe(1);
    expect(periodDays('2026-01-01', '2026-12-31')).toBe(365);
    expect(periodDays('2024-01-01', '2024-12-31')).toBe(366);
    expect(periodDays('2026-03-10', '2026-03-01')).toBe(-8);
  });

  it('asks an even pace of the days gone, rounded down', () => {
    // 73 of 365 days gone is a fifth of the year: 52 books ask for 10 by then.
    const pace = goalPace(goal(52, 10_000, { books: 7, pages: 2_500 }), '2026-03-14');
    expect(pace).toMatchObject({ elapsedDays: 73, totalDays: 365, ended: false });
    expect(pace.books).toEqual({ done: 7, target: 52, expected: 10, behind: 3, reached: false });
    expect(pace.pages).toEqual({
      done: 2_500,
      target: 10_000,
      expected: 2_000,
      behind: 0,
      reached: false,
    });
  });

  it('reads no pace before the start, the whole target after the end, and no target as null', () => {
    expect(goalPace(goal(12, null), '2025-12-31')).toMatchObject({
      elapsedDays: 0,
      books: { expected: 0, behind: 0 },
      pages: null,
    });
    const ended = goalPace(goal(12, null, { books: 9, pages: 0 }), '2027-01-05');
    expect(ended).toMatchObject({ elapsedDays: 365, ended: true });
    expect(ended.books).toMatchObject({ expected: 12, behind: 3, reached: false });
    const beyond = goalPace(goal(12, null, { books: 14, pages: 0 }), '2026-06-01');
    expect(beyond.books).toMatchObject({ behind: 0, reached: true });
  });
});

describe('goal and statistics bodies', () => {
  const year = { start: '2026-01-01', end: '2026-12-31' };
  const issues = (body: unknown) => {
    const parsed = setGoalBodySchema.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
  };

  it('needs a target, whole numbers in range and a period of one day to ten years', () => {
    expect(setGoalBodySchema.parse({ ...year, books: 24 })).toEqual({
      ...year,
      books: 24,
      pages: null,
      visibility: 'public',
    });
    expect(issues({ ...year })).toEqual(['books']);
    expect(issues({ ...year, books: 0 })).toEqual(['books']);
    expect(issues({ ...year, pages: 1.5 })).toEqual(['pages']);
    expect(issues({ start: '2026-05-01', end: '2026-04-30', books: 1 })).toEqual(['end']);
    expect(issues({ start: '2026-01-01', end: '2036-01-01', books: 1 })).toEqual([]);
    expect(issues({ start: '2026-01-01', end: '2036-01-02', books: 1 })).toEqual(['end']);
    expect(issues({ start: '2026-02-29', end: '2026-12-31', books: 1 })).toEqual(['start']);
  });

  it('takes a year, null or nothing for the statistics period', () => {
    expect(statsBodySchema.parse(2025)).toEqual({ year: 2025 });
    expect(statsBodySchema.parse(undefined)).toEqual({ year: null });
    expect(statsBodySchema.parse({ year: null })).toEqual({ year: null });
    expect(statsBodySchema.safeParse({ year: 1899 }).success).toBe(false);
  });

  it('sorts book lengths into four buckets', () => {
    expect([1, 199, 200, 349, 350, 499, 500, 1200].map(lengthBucketOf)).toEqual([
      'under_200',
      'under_200',
      '200_349',
      '200_349',
      '350_499',
      '350_499',
      '500_plus',
      '500_plus',
    ]);
  });
});
