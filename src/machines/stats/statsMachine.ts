import { assign, fromPromise, setup } from 'xstate';
import type { Goal, ShareYearBody, Stats } from '../../api/contract';
import { today } from '../../lib/today';
import {
  onFailure,
  requestFailureGuards,
  requestFailureStates,
  requestFailureTransitions,
} from '../shared/requestFailures';
import { isFailureOfKind, toast, type ToastRequest } from '../shared/toastRequest';

/** The statistics' period: a calendar year, or all time (null), as `/stats/get` takes it. */
export type StatsPeriod = number | null;

export interface StatsInput {
  /** The period to open on: a year, or all time (null). The reader's current year when missing. */
  period?: StatsPeriod;
  /** The reader's local day (`YYYY-MM-DD`) the current year is read from; today by default. */
  today?: string;
}

export interface StatsContext {
  /** The period shown, or being loaded. */
  period: StatsPeriod;
  /** The reader's current year (the default period, the goal prompt's year). */
  currentYear: number;
  /**
   * The last statistics answered. While another period loads it is still the previous one (its
   * `year` says which), so a screen may keep the period picker's `years` on screen.
   */
  stats: Stats | null;
  /** The last load failure, for screens that show more than its state says. */
  error: unknown;
}

/**
 * - `period.change { period }`: show another year or all time; a load under way is dropped for
 *   it (the latest choice wins). The period shown again is ignored, except after a failure;
 * - `stats.retry`: from a failure, load the period again;
 * - `share.toggle`: make the year's summary public or private again (a year only): shown at once,
 *   rolled back if the call fails;
 * - `goal.saved { goal }` / `goal.deleted { goalId }`: the goal form's answer, shown without a
 *   reload when it is the year's goal.
 */
export type StatsEvent =
  | { type: 'period.change'; period: StatsPeriod }
  | { type: 'stats.retry' }
  | { type: 'share.toggle' }
  | { type: 'goal.saved'; goal: Goal }
  | { type: 'goal.deleted'; goalId: number };

/** What `/stats/share-year` answers: the year and whether its summary is now public. */
export interface ShareAnswer {
  year: number;
  shared: boolean;
}

/** A period with nothing to show: no finished book, no abandoned one, no review. */
export function isEmptyStats(stats: Stats): boolean {
  return (
    stats.totals.books === 0 &&
    stats.totals.dnf === 0 &&
    stats.ratings.every((rating) => rating.count === 0)
  );
}

/** The period picker's years: the current one, then every year with a dated finish, newest first. */
export function statsYears(stats: Stats | null, currentYear: number): number[] {
  return [...new Set([currentYear, ...(stats?.years ?? [])])].sort((a, b) => b - a);
}

/** Whether `goal` is `year`'s calendar-year goal (the one a year's statistics show). */
export function isYearGoal(goal: Pick<Goal, 'start' | 'end'>, year: number): boolean {
  return goal.start === `${year}-01-01` && goal.end === `${year}-12-31`;
}

const yearOf = (day: string) => Number(day.slice(0, 4));

/** The statistics with the year summary's sharing set to `shared`. */
const withShared = (stats: Stats | null, shared: boolean) => stats && { ...stats, shared };

/** The share call's body for the statistics shown (only entered for a year's statistics). */
function shareBody(stats: Stats | null): ShareYearBody {
  if (!stats || stats.year === null) throw new Error('Only a year is shared');
  return { year: stats.year, shared: stats.shared };
}

/** The share failures: each of the request failures, else `unknown`, the optimistic flip undone. */
const shareFailureTransitions = [
  onFailure('isSessionEnded', 'shareFailure.sessionEnded'),
  onFailure('isNetworkFailure', 'shareFailure.network'),
  onFailure('isServerFailure', 'shareFailure.server'),
  onFailure('isRateLimited', 'shareFailure.rateLimited'),
  { target: 'shareFailure.unknown' },
].map((transition) => ({ ...transition, actions: 'flipShared' as const }));

const loadFailureTransitions = [
  ...requestFailureTransitions,
  onFailure('isFormatFailure', 'failure.format'),
  { target: 'failure.unknown' },
].map((transition) => ({
  ...transition,
  actions: {
    type: 'storeError' as const,
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
  },
}));

const shareToggle = { 'share.toggle': { guard: 'isYear' as const, target: 'sharing' } };

/**
 * The statistics screen: a year's or all time's statistics, `loading`, then `loaded` or `empty`
 * (nothing finished, abandoned or reviewed in the period), or a failure named after its cause
 * (`failure.network`, `failure.server`, `failure.rateLimited`, `failure.format`,
 * `failure.sessionEnded`, `failure.unknown`), each with retry; the screen shows the failure
 * itself, so loads ask for no toast. Choosing another period loads it, dropping a load under way.
 * In a loaded year the summary's sharing toggles optimistically (`loaded.sharing`); a failure
 * flips it back, toasts, and rests in `loaded.shareFailure.*`.
 */
export const statsMachine = setup({
  types: {
    context: {} as StatsContext,
    events: {} as StatsEvent,
    input: {} as StatsInput,
  },
  actors: {
    loadStats: fromPromise<Stats, { year: StatsPeriod }>(async () => {
      throw new Error('loadStats must be provided');
    }),
    shareYear: fromPromise<ShareAnswer, ShareYearBody>(async () => {
      throw new Error('shareYear must be provided');
    }),
  },
  actions: {
    showToast: (_, _request: ToastRequest) => {},
    setPeriod: assign(({ event }) =>
      event.type === 'period.change' ? { period: event.period } : {},
    ),
    storeStats: assign((_, { stats }: { stats: Stats }) => ({ stats, error: null })),
    storeError: assign((_, { error }: { error: unknown }) => ({ error })),
    flipShared: assign(({ context }) => ({
      stats: withShared(context.stats, !context.stats?.shared),
    })),
    storeShared: assign(({ context }, { answer }: { answer: ShareAnswer }) => ({
      stats:
        context.stats?.year === answer.year
          ? withShared(context.stats, answer.shared)
          : context.stats,
    })),
    adoptGoal: assign(({ context, event }) => {
      const { stats } = context;
      if (event.type !== 'goal.saved' || !stats || stats.year === null) return {};
      if (isYearGoal(event.goal, stats.year)) return { stats: { ...stats, goal: event.goal } };
      // Edited onto another period: no longer this year's goal.
      return stats.goal?.id === event.goal.id ? { stats: { ...stats, goal: null } } : {};
    }),
    dropGoal: assign(({ context, event }) =>
      event.type === 'goal.deleted' && context.stats?.goal?.id === event.goalId
        ? { stats: { ...context.stats, goal: null } }
        : {},
    ),
  },
  guards: {
    isNewPeriod: ({ context, event }) =>
      event.type === 'period.change' && event.period !== context.period,
    isEmpty: (_, { stats }: { stats: Stats }) => isEmptyStats(stats),
    isYear: ({ context }) => context.stats !== null && context.stats.year !== null,
    ...requestFailureGuards,
    isFormatFailure: (_, { error }: { error: unknown }) => isFailureOfKind(error, 'format'),
  },
}).createMachine({
  id: 'stats',
  context: ({ input }) => {
    const currentYear = yearOf(input.today ?? today().date ?? '');
    return {
      period: input.period === undefined ? currentYear : input.period,
      currentYear,
      stats: null,
      error: null,
    };
  },
  initial: 'loading',
  on: {
    'period.change': {
      guard: 'isNewPeriod',
      target: '.loading',
      reenter: true,
      actions: 'setPeriod',
    },
    'goal.saved': { actions: 'adoptGoal' },
    'goal.deleted': { actions: 'dropGoal' },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadStats',
        input: ({ context }) => ({ year: context.period }),
        onDone: [
          {
            guard: { type: 'isEmpty', params: ({ event }) => ({ stats: event.output }) },
            target: 'empty',
            actions: { type: 'storeStats', params: ({ event }) => ({ stats: event.output }) },
          },
          {
            target: 'loaded',
            actions: { type: 'storeStats', params: ({ event }) => ({ stats: event.output }) },
          },
        ],
        onError: loadFailureTransitions,
      },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: { on: shareToggle },
        sharing: {
          tags: ['busy'],
          entry: 'flipShared',
          invoke: {
            src: 'shareYear',
            input: ({ context }) => shareBody(context.stats),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'storeShared', params: ({ event }) => ({ answer: event.output }) },
                {
                  type: 'showToast',
                  params: ({ event }) => ({
                    kind: 'success',
                    message: event.output.shared ? 'stats.toast.shared' : 'stats.toast.unshared',
                    values: { year: String(event.output.year) },
                  }),
                },
              ],
            },
            onError: shareFailureTransitions,
          },
        },
        // The switch shows the summary's sharing as it was; toggling tries again.
        shareFailure: {
          initial: 'unknown',
          on: shareToggle,
          states: {
            ...requestFailureStates,
            unknown: { entry: toast({ kind: 'error', message: 'stats.toast.shareFailed' }) },
          },
        },
      },
    },
    empty: {},
    failure: {
      initial: 'unknown',
      on: {
        'stats.retry': 'loading',
        // After a failure the same period may be chosen again: it loads again.
        'period.change': { target: 'loading', actions: 'setPeriod' },
      },
      states: {
        sessionEnded: {},
        network: {},
        server: {},
        rateLimited: {},
        format: {},
        unknown: {},
      },
    },
  },
});
