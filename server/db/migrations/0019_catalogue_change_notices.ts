import { type Migration, sql } from 'kysely';
import { BOOK_CHANGES_CHANNEL, CATALOGUE_CHANGED } from './channels';
import { type DialectName, statementsOn } from './dialect';

/**
 * PostgreSQL: each move of the catalogue version (0006's trigger, in the transaction of any
 * catalogue write) also notifies the book-changes channel with CATALOGUE_CHANGED, so a server
 * can trust the version it read last until it hears otherwise (search/engine.ts) instead of
 * reading it on every search. SQLite hears its own writes. Safe to run again (see 0006).
 */
export function catalogueChangeNotices(dialect: DialectName): Migration {
  return statementsOn('postgres', dialect, [
    sql`CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify(TG_ARGV[0], TG_ARGV[1]);
        RETURN NULL;
      END
    $$`,
    sql`DROP TRIGGER IF EXISTS catalogue_version_notify ON app_meta`,
    sql`CREATE TRIGGER catalogue_version_notify AFTER INSERT OR UPDATE ON app_meta
      FOR EACH ROW WHEN (NEW.key = 'catalogue_version')
      EXECUTE FUNCTION notify_catalogue_changed(${sql.lit(BOOK_CHANGES_CHANNEL)}, ${sql.lit(CATALOGUE_CHANGED)})`,
  ]);
}
