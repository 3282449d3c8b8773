import { z } from './zod';
import { envelope } from './envelope';
import { reviewAuthorSchema, reviewBookSchema } from './entities';
import { isCalendarDate } from './journal';
import { type UserIdBody, idSchema, userIdBodySchema } from './requests';
import type { Access } from './routes';
import {
  GOAL_BOOKS_MAX,
  GOAL_PAGES_MAX,
  GOAL_PERIOD_MAX_DAYS,
  GOAL_VISIBILITIES,
  periodDays,
} from './statsRules';

export * from './statsRules';

/**
 * Goals and statistics, computed from the reading journal.
 *
 * - A **finished reading** is a reading in state 'read'. Goals and statistics count finished
 *   readings, so a re-read counts again (the screens say so).
 * - A reading belongs to a period by its finish date. A date known to the month or year counts
 *   by that month or year: its stored day (the 1st, or January 1) is inside any period that holds
 *   it. A reading finished on an unknown date belongs to no period but "all time".
 * - A book's **pages** are the reader's edition's (set on the book page), else the catalogue's;
 *   a finished reading with neither is counted as a book and listed as "missing a page count".
 */

// ---------------------------------------------------------------------------------------------
// Goals

export const goalVisibilitySchema = z.enum(GOAL_VISIBILITIES);

const daySchema = z
  .string({ error: 'must be a calendar date (YYYY-MM-DD)' })
  .refine(isCalendarDate, { error: 'must be a calendar date (YYYY-MM-DD)' });

const target = (max: number) =>
  z
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(max, { error: `must be at most ${max}` })
    .nullable();

/** What a finished-reading count adds up to over a period. */
export const goalProgressSchema = z.object({
  books: z.number().int().min(0),
  pages: z.number().int().min(0),
  /** Finished readings in the period whose pages are unknown (not in `pages`). */
  books_without_pages: z.number().int().min(0),
});
export type GoalProgress = z.infer<typeof goalProgressSchema>;

/** A reader's goal for a period: books, pages or both, with what they finished in it so far. */
export const goalSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  start: z.string(),
  end: z.string(),
  books: z.number().int().nullable(),
  pages: z.number().int().nullable(),
  visibility: goalVisibilitySchema,
  progress: goalProgressSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;

/**
 * Creates or changes one of the reader's goals. Without `id` a goal for the same period is
 * replaced (one goal per period); with `id` that goal is edited (another reader's is code 4, an
 * unknown one code 3, moving it onto a period another goal has is code 6). At least one target.
 */
export const setGoalBodySchema = z
  .object({
    id: idSchema.optional(),
    start: daySchema,
    end: daySchema,
    books: target(GOAL_BOOKS_MAX).optional().default(null),
    pages: target(GOAL_PAGES_MAX).optional().default(null),
    visibility: goalVisibilitySchema.optional().default('public'),
  })
  .superRefine((value, ctx) => {
    if (value.books === null && value.pages === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['books'],
        message: 'a goal needs books, pages or both',
      });
    }
    if (!isCalendarDate(value.start) || !isCalendarDate(value.end)) return;
    const days = periodDays(value.start, value.end);
    if (days < 1) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'must not be before the start' });
    } else if (days > GOAL_PERIOD_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'a goal spans at most ten years' });
    }
  });
export type SetGoalBody = z.input<typeof setGoalBodySchema>;

export const goalIdBodySchema = z.preprocess(
  (raw) => (typeof raw === 'number' || typeof raw === 'string' ? { id: raw } : raw),
  z.object({ id: idSchema }),
);
export type GoalIdBody = number | { id: number };

export const goalResponseSchema = envelope({ goal: goalSchema });
export type GoalResponse = z.infer<typeof goalResponseSchema>;
export const deleteGoalResponseSchema = envelope({ goal_id: z.number().int() });

/** A reader's goals the requester may see, the newest period first. */
export const goalsResponseSchema = envelope({
  goals: z.array(goalSchema),
  total: z.number().int().min(0),
});
export type GoalsResponse = z.infer<typeof goalsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Statistics

export const STATS_YEAR_MIN = 1900;
export const STATS_YEAR_MAX = 2200;
const yearSchema = z
  .number({ error: 'must be a year' })
  .int({ error: 'must be a year' })
  .min(STATS_YEAR_MIN, { error: `must be ${STATS_YEAR_MIN} or later` })
  .max(STATS_YEAR_MAX, { error: `must be ${STATS_YEAR_MAX} or earlier` });

/** Book lengths, in pages: under 200, 200–349, 350–499, 500 and more. */
export const LENGTH_BUCKETS = ['under_200', '200_349', '350_499', '500_plus'] as const;
export type LengthBucket = (typeof LENGTH_BUCKETS)[number];
export const lengthBucketOf = (pages: number): LengthBucket =>
  pages < 200 ? 'under_200' : pages < 350 ? '200_349' : pages < 500 ? '350_499' : '500_plus';

/** How many books missing a page count the statistics list (the total says how many in all). */
export const MISSING_PAGES_LIST_MAX = 20;

const countSchema = z.number().int().min(0);
const statsBookSchema = z.object({ book: reviewBookSchema, pages: z.number().int().min(1) });

/**
 * A reader's statistics for one calendar year (`year`) or all time (`year` null):
 * - `buckets`: finished books and pages per month of the year (12, January first) or, for all
 *   time, per year from the first finish to the last (none when nothing is dated);
 * - `totals.undated`: finished readings counted in the totals but in no bucket (a year's readings
 *   known only to the year; for all time, those with an unknown finish);
 * - `genres`: finished readings per genre, most first; `lengths`: per LENGTH_BUCKETS (all four);
 * - `ratings`: the reader's reviews written in the period, per star (1 to 5, all five);
 * - `rereads`: finished readings of a book the reader had finished before (by finish date, an
 *   unknown finish by the day it was recorded);
 * - `dnf`: readings abandoned in the period (by the day they were stopped);
 * - `average_days`: from start to finish, both counted, over readings whose two days are known;
 * - `longest` / `shortest`: by pages; `missing_pages`: finished books without a page count, the
 *   most recent first (at most MISSING_PAGES_LIST_MAX; `totals.without_pages` counts readings);
 * - `goal`: the reader's goal whose period is that calendar year, if any;
 * - `shared`: whether the year's summary page is public (always false for all time);
 * - `years`: every year with a dated finish, newest first (the period picker's choices).
 */
export const statsSchema = z.object({
  year: yearSchema.nullable(),
  totals: z.object({
    books: countSchema,
    pages: countSchema,
    without_pages: countSchema,
    undated: countSchema,
    rereads: countSchema,
    dnf: countSchema,
  }),
  buckets: z.object({
    unit: z.enum(['month', 'year']),
    items: z.array(z.object({ key: z.string(), books: countSchema, pages: countSchema })),
  }),
  genres: z.array(z.object({ genre: z.string(), books: countSchema })),
  lengths: z.array(z.object({ bucket: z.enum(LENGTH_BUCKETS), books: countSchema })),
  ratings: z.array(z.object({ stars: z.number().int().min(1).max(5), count: countSchema })),
  average_days: z.number().min(1).nullable(),
  longest: statsBookSchema.nullable(),
  shortest: statsBookSchema.nullable(),
  missing_pages: z.array(reviewBookSchema),
  goal: goalSchema.nullable(),
  shared: z.boolean(),
  years: z.array(yearSchema),
});
export type Stats = z.infer<typeof statsSchema>;

/** The reader's own statistics: a year, or all time when `year` is missing or null. */
export const statsBodySchema = z.preprocess(
  (raw) => (raw === undefined || raw === null ? {} : typeof raw === 'number' ? { year: raw } : raw),
  z.object({ year: yearSchema.nullable().optional().default(null) }),
);
export type StatsBody = number | { year?: number | null } | undefined;
export const statsResponseSchema = envelope({ stats: statsSchema });
export type StatsResponse = z.infer<typeof statsResponseSchema>;

/** A reader's year summary page: public when its reader shared it; always for its reader. */
export const yearSummaryBodySchema = z.object({ user_id: idSchema, year: yearSchema });
export type YearSummaryBody = z.input<typeof yearSummaryBodySchema>;
export const yearSummaryResponseSchema = envelope({
  user: reviewAuthorSchema,
  stats: statsSchema,
});
export type YearSummaryResponse = z.infer<typeof yearSummaryResponseSchema>;

export const shareYearBodySchema = z.object({ year: yearSchema, shared: z.boolean() });
export type ShareYearBody = z.input<typeof shareYearBodySchema>;
export const shareYearResponseSchema = envelope({ year: yearSchema, shared: z.boolean() });

// ---------------------------------------------------------------------------------------------
// The calls (spread into `apiRoutes`, routes.ts)

export const statsRoutes = {
  /**
   * A reader's goals the requester may see, newest period first, paged: all of one's own; of
   * another reader the public ones, and the followers-only ones when the requester follows them.
   */
  '/goals/get/user': {
    request: userIdBodySchema,
    response: goalsResponseSchema,
    access: 'public',
  },
  '/goals/set': {
    request: setGoalBodySchema,
    response: goalResponseSchema,
    access: 'session',
  },
  /** Deletes one of the reader's goals (another reader's: code 4; unknown: code 3). */
  '/goals/delete': {
    request: goalIdBodySchema,
    response: deleteGoalResponseSchema,
    access: 'session',
  },
  '/stats/get': {
    request: statsBodySchema,
    response: statsResponseSchema,
    access: 'session',
  },
  /** Another reader's year: code 4 unless they shared it; an unknown reader is code 3. */
  '/stats/get/year-summary': {
    request: yearSummaryBodySchema,
    response: yearSummaryResponseSchema,
    access: 'public',
  },
  '/stats/share-year': {
    request: shareYearBodySchema,
    response: shareYearResponseSchema,
    access: 'session',
  },
} as const satisfies Record<string, { request: z.ZodType; response: z.ZodType; access: Access }>;

export type StatsPath = keyof typeof statsRoutes;

export interface StatsRequestBodies {
  '/goals/get/user': UserIdBody;
  '/goals/set': SetGoalBody;
  '/goals/delete': GoalIdBody;
  '/stats/get': StatsBody;
  '/stats/get/year-summary': YearSummaryBody;
  '/stats/share-year': ShareYearBody;
}
export type StatsResponses = {
  [Path in StatsPath]: z.infer<(typeof statsRoutes)[Path]['response']>;
};

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const everyStatsCallTyped: Same<StatsPath, keyof StatsRequestBodies> = true;
void everyStatsCallTyped;
