import type { ApiPath } from './routes';

/**
 * The route tables a client loads one at a time: checking an answer loads only its group's
 * schemas, so a page that calls the spec's routes never evaluates the journal's, statistics',
 * imports', moderation's or shelves' schemas (building zod schemas is a long task on a slow phone). Free of zod itself.
 */
export type RouteGroup = 'core' | 'journal' | 'stats' | 'imports' | 'moderation' | 'shelves';

/** The group whose table holds `path` (routeGroups.test.ts checks every route). */
export function routeGroupOf(path: ApiPath): RouteGroup {
  if (path.startsWith('/readings/')) return 'journal';
  if (path.startsWith('/goals/') || path.startsWith('/stats/')) return 'stats';
  if (path.startsWith('/imports/')) return 'imports';
  if (path.startsWith('/moderation/')) return 'moderation';
  // A reader's own library beyond the spec's lists: shelves, notes and copies.
  if (path.startsWith('/shelves/') || path.startsWith('/notes/')) return 'shelves';
  return 'core';
}
