import { type Migration, sql } from 'kysely';
import { type AnyDb, type DialectName, identitySql } from './dialect';

/**
 * Goals and statistics: a reader's goals, one per period, and the years whose summary
 * page the reader made public. Statistics read the readings through `readings_user_finished`
 * (0010) and the indexes on stopped days and on each book's finishes added here. Safe to run again (see 0006).
 */
export function goalsAndYears(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      const id = identitySql(dialect);
      await sql
        .raw(
          `CREATE TABLE IF NOT EXISTS reading_goals (
        ${id},
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        start_date text NOT NULL,
        end_date text NOT NULL,
        books integer,
        pages integer,
        visibility text NOT NULL,
        created_at text NOT NULL,
        updated_at text NOT NULL,
        CONSTRAINT reading_goals_one_per_period UNIQUE (user_id, start_date, end_date),
        CONSTRAINT reading_goals_has_target CHECK (books IS NOT NULL OR pages IS NOT NULL),
        CONSTRAINT reading_goals_targets CHECK ((books IS NULL OR books >= 1)
          AND (pages IS NULL OR pages >= 1)),
        CONSTRAINT reading_goals_period CHECK (end_date >= start_date),
        CONSTRAINT reading_goals_visibility CHECK (visibility IN ('public', 'followers', 'private'))
      )`,
        )
        .execute(db);
      await sql`CREATE TABLE IF NOT EXISTS shared_years (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        year integer NOT NULL,
        PRIMARY KEY (user_id, year)
      )`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS readings_user_stopped
        ON readings (user_id, stopped_date)`.execute(db);
      // Whether a finish is a re-read: the book's earlier finishes, answered by the index alone.
      await sql`CREATE INDEX IF NOT EXISTS readings_user_book_finish
        ON readings (user_id, book_id, state, finished_date, created_at, id)`.execute(db);
    },
  };
}
