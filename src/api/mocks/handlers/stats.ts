import type { z } from 'zod';
import {
  API_CODES,
  setGoalBodySchema,
  shareYearBodySchema,
  statsBodySchema,
  yearSummaryBodySchema,
  type Goal,
} from '../../contract';
import { authorOf, users } from '../fixtures';
import { page, type Paged } from '../paging';
import { post } from '../post';
import { followingOf, userIdOf } from '../readerWorld';
import { fail, never, networkError, ok, refused } from '../respond';
import {
  goalFixture,
  goalOf,
  scenarioStats,
  statsScenarios,
  type GoalSpec,
  type StatsScenario,
} from '../statsFixtures';

type SetGoalOutput = z.output<typeof setGoalBodySchema>;

/** The reader the mock world is seen by (the stories' signed-in reader, Ada). */
const VIEWER_ID = 1;

/**
 * Other readers' goals as the contract shows them to Ada: public ones, and followers-only ones of
 * readers she follows (Çağla, 2); private ones never. Jonah (4) is not followed by her.
 */
const otherReadersGoals: Record<number, Goal[]> = {
  2: [
    goalFixture({ id: 201, user_id: 2, books: 52, progress: { books: 40, pages: 12_800 } }),
    goalFixture({
      id: 202,
      user_id: 2,
      start: '2026-06-01',
      end: '2026-08-31',
      books: null,
      pages: 3_000,
      visibility: 'followers',
      progress: { books: 9, pages: 3_240 },
    }),
    goalFixture({
      id: 203,
      user_id: 2,
      start: '2026-01-01',
      end: '2026-03-31',
      visibility: 'private',
    }),
  ],
  4: [
    goalFixture({ id: 401, user_id: 4, books: 12, progress: { books: 11, pages: 3_900 } }),
    goalFixture({
      id: 402,
      user_id: 4,
      ...{ start: '2026-09-01', end: '2026-12-31' },
      visibility: 'followers',
    }),
  ],
};

/** Years other readers shared: Çağla's 2025 summary is public (answered from the typical reader). */
const sharedByOthers: Record<number, number[]> = { 2: [2025] };

const visibleTo = (ownerId: number) => (goal: Goal) =>
  goal.visibility === 'public' ||
  (goal.visibility === 'followers' && (followingOf[VIEWER_ID] ?? []).includes(ownerId));

const newestFirst = (a: GoalSpec, b: GoalSpec) =>
  b.start.localeCompare(a.start) || b.end.localeCompare(a.end);

/**
 * The signed-in reader's goals and statistics, kept in memory and changed as the contract
 * describes the server's (src/api/contract/stats.ts): goals set (one per period; with `id`, that
 * goal edited, code 3 when unknown, code 6 when moved onto another goal's period; bad input code 1
 * worded as the server words it) and deleted, years shared and unshared, statistics and goal
 * progress computed from the scenario's history. Each call makes a fresh world, so a story that
 * saves does not leak into the next.
 */
export function statsWorld(scenario: StatsScenario = statsScenarios.typical) {
  const world: StatsScenario = {
    history: scenario.history,
    goals: [...scenario.goals].sort(newestFirst),
    shared: [...scenario.shared],
  };
  let nextId = Math.max(0, ...scenario.goals.map((goal) => goal.id)) + 1;
  const answer = (spec: GoalSpec) => goalOf(world.history, spec);

  const setGoal = (input: SetGoalOutput) => {
    const spec: GoalSpec = {
      id: input.id ?? nextId,
      start: input.start,
      end: input.end,
      books: input.books,
      pages: input.pages,
      visibility: input.visibility,
    };
    const samePeriod = world.goals.find(
      (goal) => goal.start === input.start && goal.end === input.end,
    );
    if (input.id !== undefined) {
      if (!world.goals.some((goal) => goal.id === input.id)) {
        return fail(API_CODES.notFound, ['goal: not found'], 'Goal not found.');
      }
      if (samePeriod && samePeriod.id !== input.id) {
        return fail(
          API_CODES.conflict,
          ['start: another goal has this period'],
          'Another goal has this period.',
        );
      }
    } else if (samePeriod) {
      // One goal per period: a new goal for a period that has one replaces it.
      spec.id = samePeriod.id;
    } else {
      nextId += 1;
    }
    world.goals = [...world.goals.filter((goal) => goal.id !== spec.id), spec].sort(newestFirst);
    return ok('/goals/set', { goal: answer(spec) });
  };

  return [
    post('/goals/get/user', ({ parsed }) => {
      const userId = userIdOf(parsed);
      if (!users.some((user) => user.id === userId)) {
        return fail(API_CODES.notFound, ['user not found']);
      }
      const goals =
        userId === VIEWER_ID
          ? world.goals.map(answer)
          : (otherReadersGoals[userId ?? 0] ?? []).filter(visibleTo(userId ?? 0));
      return ok('/goals/get/user', {
        goals: page(goals, parsed as Paged, 10),
        total: goals.length,
      });
    }),
    post('/goals/set', ({ body, parsed }) => {
      if (!parsed) return refused(setGoalBodySchema, body);
      return setGoal(parsed as SetGoalOutput);
    }),
    post('/goals/delete', ({ parsed }) => {
      const goalId = (parsed as { id?: number } | undefined)?.id;
      if (!world.goals.some((goal) => goal.id === goalId)) {
        return fail(API_CODES.notFound, ['goal: not found'], 'Goal not found.');
      }
      world.goals = world.goals.filter((goal) => goal.id !== goalId);
      return ok('/goals/delete', { goal_id: goalId ?? 0 });
    }),
    post('/stats/get', ({ body, parsed }) => {
      if (!parsed) return refused(statsBodySchema, body);
      const { year } = parsed as { year: number | null };
      return ok('/stats/get', { stats: scenarioStats(world, year) });
    }),
    post('/stats/get/year-summary', ({ body, parsed }) => {
      if (!parsed) return refused(yearSummaryBodySchema, body);
      const { user_id: userId, year } = parsed as { user_id: number; year: number };
      const reader = users.find((user) => user.id === userId);
      if (!reader) return fail(API_CODES.notFound, ['user not found']);
      if (userId === VIEWER_ID) {
        return ok('/stats/get/year-summary', {
          user: authorOf(reader),
          stats: scenarioStats(world, year),
        });
      }
      if (!(sharedByOthers[userId] ?? []).includes(year)) {
        return fail(API_CODES.forbidden, ['year: is not shared'], 'This summary is not shared.');
      }
      const { history } = statsScenarios.typical;
      return ok('/stats/get/year-summary', {
        user: authorOf(reader),
        stats: scenarioStats({ history, goals: [], shared: [year] }, year),
      });
    }),
    post('/stats/share-year', ({ body, parsed }) => {
      if (!parsed) return refused(shareYearBodySchema, body);
      const { year, shared } = parsed as { year: number; shared: boolean };
      world.shared = shared
        ? [...new Set([...world.shared, year])]
        : world.shared.filter((item) => item !== year);
      return ok('/stats/share-year', { year, shared });
    }),
  ];
}

export const statsHandlers = statsWorld();

const READS = ['/stats/get', '/goals/get/user', '/stats/get/year-summary'] as const;

/**
 * Worlds and failures for stories: put one into a story's `stats` handlers key. The scenario
 * variants are fresh worlds; the failing and pending ones answer the named calls so and leave
 * the rest to a world (the typical one unless given).
 */
export const statsVariants = {
  typical: () => statsWorld(statsScenarios.typical),
  empty: () => statsWorld(statsScenarios.empty),
  oneBook: () => statsWorld(statsScenarios.oneBook),
  hugeHistory: () => statsWorld(statsScenarios.hugeHistory),
  missingPages: () => statsWorld(statsScenarios.missingPages),
  /** The reads never answer: loading states. */
  loading: () => READS.map((path) => post(path, never)),
  /** The reads get no answer at all. */
  loadNetworkError: () => READS.map((path) => post(path, networkError)),
  /** The reads fail with code 9 (HTTP 500). */
  loadServerError: () => READS.map((path) => post(path, () => fail(API_CODES.internal))),
  /** The reads answer with too many requests (code 7, HTTP 429). */
  loadRateLimited: () =>
    READS.map((path) => post(path, () => fail(API_CODES.rateLimited, [], 'Too many requests'))),
  /** Another reader's year summary that was not shared (code 4). */
  summaryNotShared: () => [
    post('/stats/get/year-summary', () =>
      fail(API_CODES.forbidden, ['year: is not shared'], 'This summary is not shared.'),
    ),
  ],
  /** Sharing a year fails with code 9; the rest is the world. */
  shareFails: (scenario: StatsScenario = statsScenarios.typical) => [
    post('/stats/share-year', () => fail(API_CODES.internal)),
    ...statsWorld(scenario),
  ],
  /** Sharing a year never answers. */
  sharePending: (scenario: StatsScenario = statsScenarios.typical) => [
    post('/stats/share-year', never),
    ...statsWorld(scenario),
  ],
  /** Saving a goal never answers. */
  goalSaving: (scenario: StatsScenario = statsScenarios.typical) => [
    post('/goals/set', never),
    ...statsWorld(scenario),
  ],
  /** Saving a goal gets no answer at all. */
  goalSaveNetworkError: (scenario: StatsScenario = statsScenarios.typical) => [
    post('/goals/set', networkError),
    ...statsWorld(scenario),
  ],
  /** Saving a goal fails with code 9. */
  goalSaveServerError: (scenario: StatsScenario = statsScenarios.typical) => [
    post('/goals/set', () => fail(API_CODES.internal)),
    ...statsWorld(scenario),
  ],
  /** Deleting a goal never answers. */
  goalDeleting: (scenario: StatsScenario = statsScenarios.typical) => [
    post('/goals/delete', never),
    ...statsWorld(scenario),
  ],
  /** Deleting a goal fails with code 9. */
  goalDeleteFails: (scenario: StatsScenario = statsScenarios.typical) => [
    post('/goals/delete', () => fail(API_CODES.internal)),
    ...statsWorld(scenario),
  ],
};
