import { type Migration, sql } from 'kysely';
import { type DialectName, statementsOn } from './dialect';

/**
 * The feed's total sums the followed readers' review counters (0007): on SQLite each of 500
 * followed readers was a visit to a whole users row (hashes, names, dates); this narrow index
 * made the sum a third cheaper at the bench. PostgreSQL has its own since 0013.
 */
export function userReviewCountsIndexSqlite(dialect: DialectName): Migration {
  return statementsOn('sqlite', dialect, [
    sql`CREATE INDEX IF NOT EXISTS users_review_counts ON users (id, reviews_count)`,
  ]);
}
