import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { API_CODES, ApiError } from '../../api/client';
import type { ShareYearBody, Stats } from '../../api/contract';
import {
  STATS_TODAY,
  emptyStats,
  goalFixture,
  hugeAllTimeStats,
  typicalAllTimeStats,
  typicalCurrentYearStats,
  typicalYearStats,
} from '../../api/mocks/statsFixtures';
import { leafStates, recordStates } from '../shared/stateCoverage';
import { connectionFailureRows } from '../testing/connectionFailures';
import { paramsOf, settle } from '../testing/harness';
import { statsActors } from './actors';
import {
  isEmptyStats,
  isYearGoal,
  statsMachine,
  statsYears,
  type ShareAnswer,
  type StatsInput,
  type StatsPeriod,
} from './statsMachine';

/** A promise the test settles, and whether the actor waiting on it was told to stop. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject, aborted: false };
}

type Pending<T> = ReturnType<typeof deferred<T>>;

const byPeriod = (period: StatsPeriod): Stats =>
  period === null
    ? typicalAllTimeStats
    : period === 2025
      ? typicalYearStats
      : typicalCurrentYearStats;

/**
 * Starts the machine with a fake server. `answers` answers each load at once (by period) unless
 * `hold` is set: then every load waits in `loads` for the test to settle it.
 */
function start(
  options: {
    input?: StatsInput;
    load?: (period: StatsPeriod) => Promise<Stats>;
    share?: (body: ShareYearBody) => Promise<ShareAnswer>;
    hold?: boolean;
  } = {},
) {
  const loads: { period: StatsPeriod; pending: Pending<Stats> }[] = [];
  const shares: ShareYearBody[] = [];
  const effects = { showToast: vi.fn() };
  const actor = createActor(
    statsMachine.provide({
      actions: effects,
      actors: {
        loadStats: fromPromise<Stats, { year: StatsPeriod }>(({ input, signal }) => {
          if (!options.hold) return (options.load ?? (async (p) => byPeriod(p)))(input.year);
          const pending = deferred<Stats>();
          signal.addEventListener('abort', () => {
            pending.aborted = true;
          });
          loads.push({ period: input.year, pending });
          return pending.promise;
        }),
        shareYear: fromPromise<ShareAnswer, ShareYearBody>(({ input }) => {
          shares.push(input);
          return (options.share ?? (async (body) => body))(input);
        }),
      },
    }),
    { input: options.input ?? { today: STATS_TODAY } },
  );
  const seen = recordStates(actor);
  actor.start();
  const state = () => actor.getSnapshot();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  const toasts = () => paramsOf(effects.showToast);
  return { actor, loads, shares, seen, state, settled, toasts };
}

const withTotals = (totals: Partial<Stats['totals']>): Stats => ({
  ...emptyStats,
  totals: { ...emptyStats.totals, ...totals },
});

describe('statistics rules', () => {
  it('call a period empty when nothing was finished, abandoned or reviewed in it', () => {
    expect(isEmptyStats(emptyStats)).toBe(true);
    expect(isEmptyStats(typicalYearStats)).toBe(false);
    expect(isEmptyStats(withTotals({ dnf: 1 }))).toBe(false);
    expect(
      isEmptyStats({
        ...emptyStats,
        ratings: emptyStats.ratings.map((rating) => ({
          ...rating,
          count: rating.stars === 4 ? 1 : 0,
        })),
      }),
    ).toBe(false);
  });

  it('offer the current year and every year with a finish, newest first', () => {
    expect(statsYears(null, 2026)).toEqual([2026]);
    expect(statsYears(typicalYearStats, 2026)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(statsYears(typicalYearStats, 2027)[0]).toBe(2027);
    expect(statsYears(hugeAllTimeStats, 2026)).toHaveLength(25);
  });

  it('know a calendar year goal', () => {
    expect(isYearGoal(goalFixture(), 2026)).toBe(true);
    expect(isYearGoal(goalFixture({ start: '2026-06-01' }), 2026)).toBe(false);
  });
});

describe('statsMachine', () => {
  it('opens on the current year by default and keeps the answer', async () => {
    const { state, settled } = start();
    expect(state().value).toBe('loading');
    expect(state().context).toMatchObject({ period: 2026, currentYear: 2026, stats: null });
    await settled();
    expect(state().value).toEqual({ loaded: 'idle' });
    expect(state().context.stats).toEqual(typicalCurrentYearStats);
  });

  it('opens on the period the input names: a year or all time', async () => {
    const year = start({ input: { period: 2025, today: STATS_TODAY } });
    await year.settled();
    expect(year.state().context.stats?.year).toBe(2025);
    const allTime = start({ input: { period: null, today: STATS_TODAY } });
    await allTime.settled();
    expect(allTime.state().context).toMatchObject({ period: null, stats: { year: null } });
  });

  it('reads the current year from the reader’s own day when no day is given', () => {
    const { state } = start({ input: {} });
    expect(state().context.currentYear).toBe(new Date().getFullYear());
  });

  it('is empty when nothing happened in the period, loaded when only a DNF did', async () => {
    const empty = start({ load: async () => emptyStats });
    await empty.settled();
    expect(empty.state().value).toBe('empty');
    expect(empty.state().context.stats).toEqual(emptyStats);
    const dnfOnly = start({ load: async () => withTotals({ dnf: 1 }) });
    await dnfOnly.settled();
    expect(dnfOnly.state().value).toEqual({ loaded: 'idle' });
  });

  it.each([
    ...connectionFailureRows.map(([label, error, failure]) => [label, error, failure] as const),
    ['session', new ApiError('api', '', { code: API_CODES.sessionInvalid }), 'sessionEnded'],
    ['format', new ApiError('format', 'The answer does not match the contract'), 'format'],
    ['refusal', new ApiError('api', '', { code: API_CODES.validation }), 'unknown'],
    ['bug', new TypeError('boom'), 'unknown'],
  ] as const)(
    'names a %s failure after its cause, with no toast, and retries',
    async (_, error, failure) => {
      let fail = true;
      const { actor, state, settled, toasts } = start({
        load: async (period) => {
          if (fail) throw error;
          return byPeriod(period);
        },
      });
      await settled();
      expect(state().value).toEqual({ failure });
      expect(state().context.error).toBe(error);
      expect(toasts()).toEqual([]);
      fail = false;
      actor.send({ type: 'stats.retry' });
      expect(state().value).toBe('loading');
      await settled();
      expect(state().value).toEqual({ loaded: 'idle' });
      expect(state().context.error).toBeNull();
    },
  );

  it('lets the latest period win: a load under way is dropped and aborted', async () => {
    const { actor, loads, state } = start({ hold: true });
    actor.send({ type: 'period.change', period: 2025 });
    actor.send({ type: 'period.change', period: null });
    expect(loads.map((load) => load.period)).toEqual([2026, 2025, null]);
    expect(loads.map((load) => load.pending.aborted)).toEqual([true, true, false]);
    // The dropped answers arrive late, in any order: none is shown.
    loads[1]?.pending.resolve(typicalYearStats);
    loads[0]?.pending.resolve(typicalCurrentYearStats);
    await settle();
    expect(state().value).toBe('loading');
    expect(state().context.stats).toBeNull();
    loads[2]?.pending.resolve(typicalAllTimeStats);
    await settle();
    expect(state().value).toEqual({ loaded: 'idle' });
    expect(state().context).toMatchObject({ period: null, stats: typicalAllTimeStats });
  });

  it('ignores a failure of a dropped load', async () => {
    const { actor, loads, state } = start({ hold: true });
    actor.send({ type: 'period.change', period: 2025 });
    loads[0]?.pending.reject(new ApiError('network', 'offline'));
    await settle();
    expect(state().value).toBe('loading');
    loads[1]?.pending.resolve(typicalYearStats);
    await settle();
    expect(state().context.stats?.year).toBe(2025);
  });

  it('keeps the previous statistics while another period loads', async () => {
    const { actor, loads, state } = start({ hold: true });
    loads[0]?.pending.resolve(typicalCurrentYearStats);
    await settle();
    actor.send({ type: 'period.change', period: 2025 });
    expect(state().value).toBe('loading');
    expect(state().context).toMatchObject({ period: 2025, stats: { year: 2026 } });
  });

  it('ignores the period already shown, but loads it again after a failure', async () => {
    let calls = 0;
    const { actor, state, settled } = start({
      load: async (period) => {
        calls += 1;
        if (calls === 2) throw new ApiError('server', '', { httpStatus: 500 });
        return byPeriod(period);
      },
    });
    await settled();
    actor.send({ type: 'period.change', period: 2026 });
    expect(state().value).toEqual({ loaded: 'idle' });
    expect(calls).toBe(1);
    actor.send({ type: 'period.change', period: 2025 });
    await settled();
    expect(state().value).toEqual({ failure: 'server' });
    actor.send({ type: 'period.change', period: 2025 });
    await settled();
    expect(state().context.stats?.year).toBe(2025);
    expect(calls).toBe(3);
  });

  it('shares a year optimistically and says so', async () => {
    const { actor, shares, state, settled, toasts } = start({
      input: { period: 2025, today: STATS_TODAY },
    });
    await settled();
    expect(state().context.stats?.shared).toBe(false);
    actor.send({ type: 'share.toggle' });
    expect(state().value).toEqual({ loaded: 'sharing' });
    expect(state().context.stats?.shared).toBe(true);
    // A second press while the call travels does nothing.
    actor.send({ type: 'share.toggle' });
    await settled();
    expect(shares).toEqual([{ year: 2025, shared: true }]);
    expect(state().value).toEqual({ loaded: 'idle' });
    expect(state().context.stats?.shared).toBe(true);
    actor.send({ type: 'share.toggle' });
    await settled();
    expect(state().context.stats?.shared).toBe(false);
    expect(toasts()).toEqual([
      { kind: 'success', message: 'stats.toast.shared', values: { year: '2025' } },
      { kind: 'success', message: 'stats.toast.unshared', values: { year: '2025' } },
    ]);
  });

  it.each([
    ...connectionFailureRows.map(
      ([label, error, failure, message]) => [label, error, failure, message] as const,
    ),
    [
      'refused',
      new ApiError('api', '', { code: API_CODES.validation }),
      'unknown',
      'stats.toast.shareFailed',
    ],
  ] as const)(
    'rolls the sharing back after a %s failure, toasts, and may try again',
    async (_, error, failure, message) => {
      let fail = true;
      const { actor, state, settled, toasts } = start({
        input: { period: 2025, today: STATS_TODAY },
        share: async (body) => {
          if (fail) throw error;
          return body;
        },
      });
      await settled();
      actor.send({ type: 'share.toggle' });
      expect(state().context.stats?.shared).toBe(true);
      await settled();
      expect(state().value).toEqual({ loaded: { shareFailure: failure } });
      expect(state().context.stats?.shared).toBe(false);
      expect(state().context.stats).toEqual(typicalYearStats);
      expect(toasts()).toEqual([{ kind: expect.any(String), message }]);
      fail = false;
      actor.send({ type: 'share.toggle' });
      await settled();
      expect(state().value).toEqual({ loaded: 'idle' });
      expect(state().context.stats?.shared).toBe(true);
    },
  );

  it('leaves an ended session to the session flow: rolled back, no toast', async () => {
    const { actor, state, settled, toasts } = start({
      input: { period: 2025, today: STATS_TODAY },
      share: async () => {
        throw new ApiError('api', '', { code: API_CODES.sessionInvalid, httpStatus: 401 });
      },
    });
    await settled();
    actor.send({ type: 'share.toggle' });
    await settled();
    expect(state().value).toEqual({ loaded: { shareFailure: 'sessionEnded' } });
    expect(state().context.stats?.shared).toBe(false);
    expect(toasts()).toEqual([]);
  });

  it('shares only a year, never all time', async () => {
    const { actor, shares, state, settled } = start({
      input: { period: null, today: STATS_TODAY },
    });
    await settled();
    actor.send({ type: 'share.toggle' });
    expect(state().value).toEqual({ loaded: 'idle' });
    expect(shares).toEqual([]);
  });

  it('drops a sharing call when the period changes; the new answer is shown', async () => {
    const pending = deferred<ShareAnswer>();
    const { actor, state, settled } = start({
      input: { period: 2025, today: STATS_TODAY },
      share: () => pending.promise,
    });
    await settled();
    actor.send({ type: 'share.toggle' });
    actor.send({ type: 'period.change', period: 2026 });
    pending.resolve({ year: 2025, shared: true });
    await settled();
    expect(state().context.stats).toEqual(typicalCurrentYearStats);
  });

  it('shows the goal form’s answer when it is the year’s goal', async () => {
    const { actor, state, settled } = start();
    await settled();
    const current = typicalCurrentYearStats.goal!;
    actor.send({ type: 'goal.saved', goal: { ...current, books: 40 } });
    expect(state().context.stats?.goal?.books).toBe(40);
    actor.send({
      type: 'goal.saved',
      goal: goalFixture({ id: 77, ...{ start: '2027-01-01', end: '2027-12-31' } }),
    });
    expect(state().context.stats?.goal?.id).toBe(current.id);
    // The year's goal moved onto another period: the year has none now.
    actor.send({ type: 'goal.saved', goal: { ...current, start: '2026-06-01' } });
    expect(state().context.stats?.goal).toBeNull();
    actor.send({ type: 'goal.saved', goal: current });
    actor.send({ type: 'goal.deleted', goalId: 999 });
    expect(state().context.stats?.goal).toEqual(current);
    actor.send({ type: 'goal.deleted', goalId: current.id });
    expect(state().context.stats?.goal).toBeNull();
  });

  it('takes no goal into all time', async () => {
    const { actor, state, settled } = start({ input: { period: null, today: STATS_TODAY } });
    await settled();
    actor.send({ type: 'goal.saved', goal: goalFixture() });
    expect(state().context.stats?.goal).toBeNull();
  });

  it('reaches every state through explicit event sequences', async () => {
    let loadError: unknown = null;
    let shareError: unknown = null;
    const { actor, seen, settled } = start({
      input: { period: 2025, today: STATS_TODAY },
      load: async (period) => {
        if (loadError) throw loadError;
        return period === 2024 ? emptyStats : byPeriod(period);
      },
      share: async (body) => {
        if (shareError) throw shareError;
        return body;
      },
    });
    await settled(); // loaded.idle
    for (const error of [
      new ApiError('api', '', { code: API_CODES.sessionInvalid }),
      new ApiError('network', ''),
      new ApiError('server', '', { httpStatus: 500 }),
      new ApiError('rateLimited', '', { httpStatus: 429 }),
      new ApiError('api', '', { code: API_CODES.forbidden }),
    ]) {
      shareError = error;
      actor.send({ type: 'share.toggle' }); // loaded.sharing → loaded.shareFailure.*
      await settled();
    }
    shareError = null;
    for (const error of [
      new ApiError('api', '', { code: API_CODES.sessionInvalid }),
      new ApiError('network', ''),
      new ApiError('server', '', { httpStatus: 500 }),
      new ApiError('rateLimited', '', { httpStatus: 429 }),
      new ApiError('format', ''),
      new ApiError('api', '', { code: API_CODES.forbidden }),
    ]) {
      loadError = error;
      actor.send({ type: 'stats.retry' });
      actor.send({ type: 'period.change', period: 2023 }); // loading → failure.*
      await settled();
    }
    loadError = null;
    actor.send({ type: 'period.change', period: 2024 }); // empty
    await settled();
    const { stable, passing } = leafStates(statsMachine);
    expect(passing).toEqual([]);
    expect([...seen].sort()).toEqual(stable);
  });
});

describe('statsActors', () => {
  it('load a period and share a year through the typed client, passing the signal on', async () => {
    const api = vi.fn(async (path: string) =>
      path === '/stats/get'
        ? { status: { code: '0' }, stats: typicalYearStats }
        : { status: { code: '0' }, year: 2025, shared: true },
    );
    const actors = statsActors(api as never);
    const load = createActor(actors.loadStats, { input: { year: 2025 } }).start();
    await waitFor(load, (snapshot) => snapshot.status === 'done');
    expect(load.getSnapshot().output).toEqual(typicalYearStats);
    expect(api).toHaveBeenLastCalledWith(
      '/stats/get',
      { year: 2025 },
      { signal: expect.any(AbortSignal) },
    );
    const share = createActor(actors.shareYear, { input: { year: 2025, shared: true } }).start();
    await waitFor(share, (snapshot) => snapshot.status === 'done');
    expect(share.getSnapshot().output).toEqual({ year: 2025, shared: true });
    expect(api).toHaveBeenLastCalledWith(
      '/stats/share-year',
      { year: 2025, shared: true },
      { signal: expect.any(AbortSignal) },
    );
  });
});
