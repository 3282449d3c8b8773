import { type Migration, sql } from 'kysely';
import type { AnyDb } from './dialect';

/**
 * The social feed's reading activity (server/repos/readingLists.ts readingFeed): the dated
 * starts and finishes of each followed reader, found through (user_id, date) on both
 * databases; undated readings (null dates) sort apart in the index. Safe to run again.
 */
export const readingActivityIndexes = (): Migration => ({
  async up(db: AnyDb) {
    await sql`CREATE INDEX IF NOT EXISTS readings_user_started
      ON readings (user_id, started_date)`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS readings_user_finished
      ON readings (user_id, finished_date)`.execute(db);
  },
});
