import { type Migration, sql } from 'kysely';
import { type DialectName, statementsOn } from './dialect';

/**
 * The feed's two reads on PostgreSQL (server/repos/reviews.ts feedPageRows), both from an
 * index alone, in the feed's order (created_at, then id, newest first): the walk over
 * everyone's newest reviews (SQLite's reviews_newest, in this shape since 0015), and the read
 * per followed reader it falls back to. Before, the feed joined follows to all the followed
 * readers' reviews and sorted them all. The walk's query names no reader, so the per-reader read cannot pick its index.
 * And the followed readers' review counters, for the feed's total.
 */
export function feedIndexes(dialect: DialectName): Migration {
  return statementsOn('postgres', dialect, [
    sql`CREATE INDEX IF NOT EXISTS reviews_newest ON reviews (created_at, id, user_id)`,
    sql`CREATE INDEX IF NOT EXISTS reviews_user_newest
      ON reviews (user_id, created_at DESC, id DESC)`,
    // The feed's total sums the followed readers' counters: 500 heap visits through the
    // primary key (a bitmap scan each), under half that time from this index alone.
    sql`CREATE INDEX IF NOT EXISTS users_review_counts ON users (id) INCLUDE (reviews_count)`,
  ]);
}
