import { type Migration, sql } from 'kysely';
import { addColumnIfMissing, type AnyDb, type DialectName, identitySql } from './dialect';

const PRECISIONS = `('day', 'month', 'year', 'unknown')`;

/** A partial date's pair of columns: the date is null exactly when the precision is unknown. */
function partialDateCheck(prefix: string, required: boolean) {
  const date = `${prefix}_date`;
  const precision = `${prefix}_precision`;
  const known = `(${precision} IN ('day', 'month', 'year') AND ${date} IS NOT NULL
    AND length(${date}) = 10
    AND (${precision} <> 'month' OR substr(${date}, 9, 2) = '01')
    AND (${precision} <> 'year' OR substr(${date}, 6, 5) = '01-01'))`;
  const unknown = `(${precision} = 'unknown' AND ${date} IS NULL)`;
  const absent = required ? '' : ` OR (${precision} IS NULL AND ${date} IS NULL)`;
  return `${known} OR ${unknown}${absent}`;
}

/** Characters of `YYYY-MM-DD` a precision knows (year 4, month 7, day 10). */
const prefixLength = (precision: string) =>
  `CASE ${precision} WHEN 'year' THEN 4 WHEN 'month' THEN 7 ELSE 10 END`;

/**
 * An end not before the start, compared at the coarser of the two precisions (2019 and
 * 2019-03-05 may be the same day); nothing is said when either is unknown.
 */
function endNotBeforeStart(end: string) {
  const [endLength, startLength] = [
    prefixLength(`${end}_precision`),
    prefixLength('started_precision'),
  ];
  const length = `CASE WHEN ${endLength} < ${startLength} THEN ${endLength} ELSE ${startLength} END`;
  return `${end}_date IS NULL OR started_date IS NULL
    OR substr(${end}_date, 1, ${length}) >= substr(started_date, 1, ${length})`;
}

/**
 * The reading journal: one row per reading of a book by its reader, with partial
 * dates (date + precision), progress and a dated progress log; the reader's edition's page
 * count on the relation row and an optional catalogue page count on books. Every rule the
 * contract states about a stored reading is also a CHECK here, on both databases. Relations
 * marked read before the journal existed get one read reading with unknown dates, so `read`
 * equals "has a read reading" from the start. Safe to run again (see 0006).
 */
export function readingJournal(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      const id = identitySql(dialect);
      await sql
        .raw(
          `CREATE TABLE IF NOT EXISTS readings (
        ${id},
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        book_id integer NOT NULL REFERENCES books (id) ON DELETE CASCADE,
        state text NOT NULL,
        started_date text,
        started_precision text NOT NULL,
        finished_date text,
        finished_precision text,
        stopped_date text,
        stopped_precision text,
        dnf_reason text,
        note text,
        progress_pages integer,
        progress_percent integer,
        created_at text NOT NULL,
        updated_at text NOT NULL,
        CONSTRAINT readings_state_known CHECK (state IN ('reading', 'paused', 'read', 'dnf')),
        CONSTRAINT readings_precisions_known CHECK (started_precision IN ${PRECISIONS}
          AND (finished_precision IS NULL OR finished_precision IN ${PRECISIONS})
          AND (stopped_precision IS NULL OR stopped_precision IN ${PRECISIONS})),
        CONSTRAINT readings_started_date CHECK (${partialDateCheck('started', true)}),
        CONSTRAINT readings_finished_date CHECK (${partialDateCheck('finished', false)}),
        CONSTRAINT readings_stopped_date CHECK (${partialDateCheck('stopped', false)}),
        CONSTRAINT readings_finished_when_read
          CHECK ((state = 'read' AND finished_precision IS NOT NULL)
            OR (state <> 'read' AND finished_precision IS NULL)),
        CONSTRAINT readings_stopped_when_stopped
          CHECK ((state IN ('paused', 'dnf') AND stopped_precision IS NOT NULL)
            OR (state NOT IN ('paused', 'dnf') AND stopped_precision IS NULL)),
        CONSTRAINT readings_dnf_reason_for_dnf CHECK (dnf_reason IS NULL OR state = 'dnf'),
        CONSTRAINT readings_progress_ranges CHECK ((progress_pages IS NULL OR progress_pages >= 0)
          AND (progress_percent IS NULL OR progress_percent BETWEEN 0 AND 100)),
        CONSTRAINT readings_finished_not_before_start CHECK (${endNotBeforeStart('finished')}),
        CONSTRAINT readings_stopped_not_before_start CHECK (${endNotBeforeStart('stopped')})
      )`,
        )
        .execute(db);
      // At most one active reading per reader and book: the database refuses a second.
      await sql`CREATE UNIQUE INDEX IF NOT EXISTS readings_one_active ON readings (user_id, book_id)
        WHERE state IN ('reading', 'paused')`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS readings_user_book ON readings (user_id, book_id)`.execute(
        db,
      );
      // The dashboard's "Currently reading": a reader's readings in one state, newest change first.
      await sql`CREATE INDEX IF NOT EXISTS readings_user_state_recent
        ON readings (user_id, state, updated_at)`.execute(db);

      await sql
        .raw(
          `CREATE TABLE IF NOT EXISTS progress_updates (
        ${id},
        reading_id integer NOT NULL REFERENCES readings (id) ON DELETE CASCADE,
        at text NOT NULL,
        pages integer,
        percent integer,
        CONSTRAINT progress_updates_names_progress CHECK (pages IS NOT NULL OR percent IS NOT NULL),
        CONSTRAINT progress_updates_ranges CHECK ((pages IS NULL OR pages >= 0)
          AND (percent IS NULL OR percent BETWEEN 0 AND 100))
      )`,
        )
        .execute(db);
      await sql`CREATE INDEX IF NOT EXISTS progress_updates_reading
        ON progress_updates (reading_id, id)`.execute(db);

      for (const table of ['user_book_relations', 'books']) {
        const check = `CHECK (page_count IS NULL OR page_count >= 1)`;
        await addColumnIfMissing(db, dialect, table, 'page_count', `integer ${check}`);
      }

      // `read` is "has a read reading": books marked read before the journal get one, undated.
      await sql`INSERT INTO readings (user_id, book_id, state, started_precision,
          finished_precision, created_at, updated_at)
        SELECT r.user_id, r.book_id, 'read', 'unknown', 'unknown', r.updated_at, r.updated_at
        FROM user_book_relations r
        WHERE r.read = 1 AND NOT EXISTS (SELECT 1 FROM readings g
          WHERE g.user_id = r.user_id AND g.book_id = r.book_id AND g.state = 'read')`.execute(db);
    },
  };
}
