import { describe, expect, it } from 'vitest';
import { coreRoutes } from './coreRoutes';
import { importRoutes } from './imports';
import { journalRoutes } from './journal';
import { moderationRoutes } from './moderation';
import { type RouteGroup, routeGroupOf } from './routeGroups';
import { type ApiPath, apiRoutes } from './routes';
import { shelfRoutes } from './shelves';
import { statsRoutes } from './stats';

const tables: Record<RouteGroup, Record<string, unknown>> = {
  core: coreRoutes,
  journal: journalRoutes,
  stats: statsRoutes,
  imports: importRoutes,
  moderation: moderationRoutes,
  shelves: shelfRoutes,
};

describe('routeGroupOf', () => {
  it.each(Object.keys(apiRoutes) as ApiPath[])('finds %s in its group’s table', (path) => {
    const table = tables[routeGroupOf(path)];
    expect(Object.keys(table)).toContain(path);
    expect(table[path]).toBe(apiRoutes[path]);
  });

  it('puts every table’s routes in that table’s group', () => {
    for (const [group, table] of Object.entries(tables)) {
      for (const path of Object.keys(table)) expect(routeGroupOf(path as ApiPath)).toBe(group);
    }
  });
});
