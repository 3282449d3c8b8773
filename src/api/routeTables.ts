import type { z } from 'zod';
import type { ApiPath } from './contract';
import { type RouteGroup, routeGroupOf } from './contract/routeGroups';

type RouteTable = Partial<Record<ApiPath, { response: z.ZodType }>>;

// Only the call's group of routes loads, so a page of the spec's calls never builds the
// journal's, statistics', imports' or moderation's schemas.
const routeTables: Record<RouteGroup, () => Promise<RouteTable>> = {
  core: () => import('./contract/coreRoutes').then((module) => module.coreRoutes),
  journal: () => import('./contract/journal').then((module) => module.journalRoutes),
  stats: () => import('./contract/stats').then((module) => module.statsRoutes),
  imports: () => import('./contract/imports').then((module) => module.importRoutes),
  moderation: () => import('./contract/moderation').then((module) => module.moderationRoutes),
  shelves: () => import('./contract/shelves').then((module) => module.shelfRoutes),
};

/** Loads (once; the module system keeps it) the route table that holds `path`. */
export const loadRouteTable = (path: ApiPath) => routeTables[routeGroupOf(path)]();

export type AnswerCheck = { ok: true; data: unknown } | { ok: false };

/** The answer as the contract parses it (its schema's output), or not ok when it does not match. */
export async function checkAnswerHere(path: ApiPath, answer: unknown): Promise<AnswerCheck> {
  const parsed = (await loadRouteTable(path))[path]?.response.safeParse(answer);
  return parsed?.success ? { ok: true, data: parsed.data } : { ok: false };
}
