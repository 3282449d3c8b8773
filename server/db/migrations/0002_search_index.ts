import { type Migration, sql } from 'kysely';
import type { AnyDb, DialectName } from './dialect';

/** Substring candidates for search: FTS5 trigram (SQLite) or pg_trgm GIN (PostgreSQL). */
export function searchIndex(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect === 'postgres') {
        await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
        await sql`CREATE INDEX books_search_trgm ON books USING gin (search_text gin_trgm_ops)`.execute(
          db,
        );
        return;
      }
      await sql`CREATE VIRTUAL TABLE books_fts USING fts5(
        search_text, content='books', content_rowid='id', tokenize='trigram'
      )`.execute(db);
      // External-content FTS: these triggers keep the index in step with the books table.
      await sql`CREATE TRIGGER books_fts_insert AFTER INSERT ON books BEGIN
        INSERT INTO books_fts(rowid, search_text) VALUES (new.id, new.search_text);
      END`.execute(db);
      await sql`CREATE TRIGGER books_fts_delete AFTER DELETE ON books BEGIN
        INSERT INTO books_fts(books_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
      END`.execute(db);
      await sql`CREATE TRIGGER books_fts_update AFTER UPDATE OF search_text ON books BEGIN
        INSERT INTO books_fts(books_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
        INSERT INTO books_fts(rowid, search_text) VALUES (new.id, new.search_text);
      END`.execute(db);
    },
  };
}
