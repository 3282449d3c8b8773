import { type Migration, sql } from 'kysely';
import { type DialectName, statementsOn } from './dialect';

/** Prefix lookups for search ranking (PostgreSQL needs pattern_ops for LIKE 'x%'). */
export function searchPrefixIndex(dialect: DialectName): Migration {
  // SQLite's BINARY indexes on the columns serve ranges.
  return statementsOn('postgres', dialect, [
    sql`CREATE INDEX books_title_prefix ON books (title_norm text_pattern_ops)`,
    sql`CREATE INDEX books_author_prefix ON books (author_norm text_pattern_ops)`,
  ]);
}
