import { type Migration, sql } from 'kysely';
import { addColumnIfMissing, type AnyDb, type DialectName } from './dialect';

/**
 * Each book's number of reviews (ratings with words, reviewWords.ts) beside its ratings_count,
 * so the book page lists and counts reviews without counting a popular book's rows per page.
 * Kept by the same statements that keep ratings_count (review save and delete, import), in the
 * same transaction and lock order. Safe to run again: the column is added once and the count
 * is recomputed from the rows.
 */
export function bookReviewCounts(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await addColumnIfMissing(db, dialect, 'books', 'reviews_count', 'integer NOT NULL DEFAULT 0');
      await sql`UPDATE books SET reviews_count = (SELECT count(*) FROM reviews r
          WHERE r.book_id = books.id AND (r.review_title <> '' OR r.review_text <> ''))
        WHERE id IN (SELECT book_id FROM reviews)`.execute(db);
    },
  };
}
