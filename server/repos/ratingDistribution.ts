import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../domain/errors';
import { bookExists } from './books';

/** Stars a review can give (reviewRules.ts): one to five. */
const STARS = [1, 2, 3, 4, 5] as const;

/**
 * How many of the book's ratings give each number of stars, one to five, in one grouped read of
 * the (book, rating) index. An unknown book is code 3.
 */
export async function ratingDistribution(
  db: Kysely<Database>,
  bookId: number,
): Promise<{ counts: number[]; total: number }> {
  const rows = await db
    .selectFrom('reviews')
    .select(['rating', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('book_id', '=', bookId)
    .groupBy('rating')
    .execute();
  if (rows.length === 0 && !(await bookExists(db, bookId))) throw notFound('Book');
  const byStars = new Map(rows.map((row) => [Number(row.rating), Number(row.n)]));
  const counts = STARS.map((stars) => byStars.get(stars) ?? 0);
  return { counts, total: counts.reduce((sum, count) => sum + count, 0) };
}
