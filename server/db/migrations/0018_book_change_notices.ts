import { type Migration, sql } from 'kysely';
import { BOOK_CHANGES_CHANNEL } from './channels';
import { type DialectName, statementsOn } from './dialect';

/**
 * PostgreSQL: each change to a book (a review's or a read's counters, through the triggers
 * above, or any other) notifies the channel every server listens on (db/bookChanges.ts) with
 * the book's id, so a server keeping books in memory drops the ones another server changed.
 * PostgreSQL sends the notifications when the transaction commits, one per id. A TRUNCATE
 * notifies with no id: any book may have gone. Inserts need none: a book not yet there is
 * never kept. SQLite has one server per file, which hears its own writes. Safe to run again
 * (see 0006).
 */
export function bookChangeNotices(dialect: DialectName): Migration {
  const channel = sql.lit(BOOK_CHANGES_CHANNEL);
  return statementsOn('postgres', dialect, [
    sql`CREATE OR REPLACE FUNCTION notify_book_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify(TG_ARGV[0], CASE WHEN TG_LEVEL = 'ROW' THEN OLD.id::text ELSE '' END);
        RETURN NULL;
      END
    $$`,
    sql`DROP TRIGGER IF EXISTS books_changed_notify ON books`,
    sql`DROP TRIGGER IF EXISTS books_truncated_notify ON books`,
    sql`CREATE TRIGGER books_changed_notify AFTER UPDATE OR DELETE ON books
      FOR EACH ROW EXECUTE FUNCTION notify_book_changed(${channel})`,
    sql`CREATE TRIGGER books_truncated_notify AFTER TRUNCATE ON books
      FOR EACH STATEMENT EXECUTE FUNCTION notify_book_changed(${channel})`,
  ]);
}
