/**
 * Goals' plain values and pace, free of zod, for screens and machines that need no schema;
 * `stats.ts` builds its schemas from them and re-exports them.
 */
import type { Goal } from './stats';

export const GOAL_VISIBILITIES = ['public', 'followers', 'private'] as const;
export type GoalVisibility = (typeof GOAL_VISIBILITIES)[number];

export const GOAL_BOOKS_MAX = 10_000;
export const GOAL_PAGES_MAX = 10_000_000;
/** A goal's period is at most ten years (and at least one day). */
export const GOAL_PERIOD_MAX_DAYS = 3_653;
/** The goals a profile shows per page. */
export const GOALS_PAGE_DEFAULT = 10;

/** Days from `start` to `end`, both counted (2026-01-01 to 2026-01-01 is 1). */
export function periodDays(start: string, end: string): number {
  return (
    Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** The calendar year as a goal period: the default a reader starts from. */
export const yearPeriod = (year: number) => ({ start: `${year}-01-01`, end: `${year}-12-31` });

/** How a goal stands on a day: the share of the period gone, and the books or pages that share asks for. */
export interface GoalPace {
  /** Whole days of the period up to and including `today` (0 before it starts). */
  elapsedDays: number;
  totalDays: number;
  ended: boolean;
  books: TargetPace | null;
  pages: TargetPace | null;
}
export interface TargetPace {
  done: number;
  target: number;
  /** What an even pace would have finished by today (rounded down). */
  expected: number;
  /** 0 when on track (or done); otherwise how many are missing against the even pace. */
  behind: number;
  reached: boolean;
}

/**
 * Where a goal stands on `today` (the reader's local day, `YYYY-MM-DD`), against an even pace
 * over its period: after ten days of a 365-day period with a 52-book goal the pace asks for 1.
 */
export function goalPace(
  goal: Pick<Goal, 'start' | 'end' | 'books' | 'pages' | 'progress'>,
  today: string,
): GoalPace {
  const totalDays = periodDays(goal.start, goal.end);
  const elapsedDays = Math.min(totalDays, Math.max(0, periodDays(goal.start, today)));
  const pace = (done: number, targetValue: number | null): TargetPace | null => {
    if (targetValue === null) return null;
    const expected = Math.floor((targetValue * elapsedDays) / totalDays);
    return {
      done,
      target: targetValue,
      expected,
      behind: Math.max(0, Math.min(targetValue, expected) - done),
      reached: done >= targetValue,
    };
  };
  return {
    elapsedDays,
    totalDays,
    ended: today > goal.end,
    books: pace(goal.progress.books, goal.books),
    pages: pace(goal.progress.pages, goal.pages),
  };
}
