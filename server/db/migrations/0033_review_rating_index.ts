import type { Migration } from 'kysely';
import type { AnyDb, DialectName } from './dialect';

/**
 * A book page counts its ratings per star: with the rating beside the book in the index the
 * count reads the index alone, however many readers rated the book. Safe to run again.
 */
export function reviewRatingIndex(_dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createIndex('reviews_book_rating')
        .ifNotExists()
        .on('reviews')
        .columns(['book_id', 'rating'])
        .execute();
    },
  };
}
