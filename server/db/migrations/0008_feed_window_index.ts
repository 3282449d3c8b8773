import { type Migration, sql } from 'kysely';
import { type DialectName, statementsOn } from './dialect';

/**
 * Everyone's reviews newest first, with their author, for the feed of a reader who follows
 * many (server/repos/reviews.ts feedPageRows). SQLite only: PostgreSQL's planner chose a date
 * index over the per-reader read for the feed at 1M reviews (see 0004) and keeps that read.
 */
export function feedWindowIndex(dialect: DialectName): Migration {
  return statementsOn('sqlite', dialect, [
    sql`CREATE INDEX IF NOT EXISTS reviews_newest ON reviews (created_at, user_id)`,
  ]);
}
