import { type Migration, sql } from 'kysely';
import type { AnyDb, DialectName } from './dialect';

/**
 * Search finds substrings with an in-process index of the catalogue's text
 * (server/search/substringIndex.ts), so the database trigram indexes go; what replaces them
 * is a catalogue version that every write to the searchable text bumps in its own
 * transaction, by trigger, whoever writes. Each search compares it with the version its
 * index was built from. Safe to run again (the photo upgrade test replays 0005 onwards).
 */
export function catalogueVersion(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db
        .insertInto('app_meta')
        .values({ key: 'catalogue_version', value: '1' })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      if (dialect === 'postgres') {
        await sql`DROP INDEX IF EXISTS books_search_trgm`.execute(db);
        await sql`CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            UPDATE app_meta SET value = (value::bigint + 1)::text WHERE key = 'catalogue_version';
            RETURN NULL;
          END
        $$`.execute(db);
        await sql`DROP TRIGGER IF EXISTS books_catalogue_version ON books`.execute(db);
        await sql`CREATE TRIGGER books_catalogue_version
          AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF search_text ON books
          FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`.execute(db);
        return;
      }
      for (const name of ['books_fts_insert', 'books_fts_delete', 'books_fts_update']) {
        await sql`DROP TRIGGER IF EXISTS ${sql.id(name)}`.execute(db);
      }
      await sql`DROP TABLE IF EXISTS books_fts`.execute(db);
      const bump = sql`UPDATE app_meta SET value = CAST(value AS INTEGER) + 1
        WHERE key = 'catalogue_version'`;
      await sql`CREATE TRIGGER IF NOT EXISTS books_version_insert AFTER INSERT ON books BEGIN ${bump}; END`.execute(
        db,
      );
      await sql`CREATE TRIGGER IF NOT EXISTS books_version_delete AFTER DELETE ON books BEGIN ${bump}; END`.execute(
        db,
      );
      await sql`CREATE TRIGGER IF NOT EXISTS books_version_update AFTER UPDATE OF search_text ON books
        BEGIN ${bump}; END`.execute(db);
    },
  };
}
