import type { Migration } from 'kysely';
import { addColumnIfMissing, type AnyDb, type DialectName } from './dialect';

/**
 * The unit a reader last logged a book's progress in ('pages' or 'percent'; null before the
 * first update), on the relation row so it follows the reader across devices and re-reads.
 * Safe to run again, like 0009's page count.
 */
export function progressUnit(dialect: DialectName): Migration {
  const definition = `text CHECK (progress_unit IS NULL OR progress_unit IN ('pages', 'percent'))`;
  return {
    async up(db: AnyDb) {
      await addColumnIfMissing(db, dialect, 'user_book_relations', 'progress_unit', definition);
    },
  };
}
