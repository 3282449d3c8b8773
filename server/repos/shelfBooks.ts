import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import {
  SHELF_SORT_ORDER,
  type Shelf,
  type ShelfEntry,
  type ShelfSort,
} from '../../src/api/contract/shelves';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { notFound } from '../domain/errors';
import { bookColumns, bookExists, toBook } from './books';
import { keepInLibrary } from './relations';
import { listShelves, ownShelf } from './shelves';

/** The books on shelves: a shelf's page in each order, a book's shelves, placing and removing. */

type Db = Kysely<Database>;
type EntryScope = ExpressionBuilder<Database, 'shelf_books' | 'books'>;

/** The shelf owner's rating of the entry's book (one review per reader and book). */
const ownerRating = (eb: EntryScope, ownerId: number) =>
  eb
    .selectFrom('reviews')
    .select('reviews.rating')
    .where('reviews.user_id', '=', ownerId)
    .whereRef('reviews.book_id', '=', 'shelf_books.book_id');

/** The owner's latest finish of the book: `finished_date` is set exactly on read readings. */
const ownerReadAt = (eb: EntryScope, ownerId: number) =>
  eb
    .selectFrom('readings')
    .select((inner) => inner.fn.max('readings.finished_date').as('read_at'))
    .where('readings.user_id', '=', ownerId)
    .whereRef('readings.book_id', '=', 'shelf_books.book_id')
    .where('readings.state', '=', 'read');

/**
 * Folded title or author, compared by code points on both engines (PostgreSQL's collation of
 * the database would otherwise order spaces and punctuation its own way).
 */
const byText = (column: 'books.title_norm' | 'books.author_norm', dialect: DialectName) =>
  dialect === 'postgres' ? sql`${sql.ref(column)} COLLATE "C"` : sql.ref(column);

/**
 * One page of a shelf's books in `sort` (SHELF_SORT_ORDER's direction), each with when it was
 * put there, the owner's rating and latest finish. Books without a rating or finish come last
 * in those orders; ties go by title, then by book. Two queries: the page and the count.
 */
export async function shelfEntries(
  db: Db,
  dialect: DialectName,
  shelf: Shelf,
  sort: ShelfSort,
  limit: number,
  offset: number,
): Promise<{ entries: ShelfEntry[]; total: number }> {
  const owner = shelf.user_id;
  const direction = SHELF_SORT_ORDER[sort];
  let query = db
    .selectFrom('shelf_books')
    .innerJoin('books', 'books.id', 'shelf_books.book_id')
    .where('shelf_books.shelf_id', '=', shelf.id)
    .select(bookColumns)
    .select('shelf_books.added_at')
    .select((eb) => [
      ownerRating(eb, owner).as('owner_rating'),
      ownerReadAt(eb, owner).as('read_at'),
    ]);
  if (sort === 'added') query = query.orderBy('shelf_books.added_at', direction);
  if (sort === 'author') query = query.orderBy(byText('books.author_norm', dialect), direction);
  if (sort === 'rating' || sort === 'read') {
    // Repeated rather than named: PostgreSQL sorts by an output name only when it stands alone.
    const value = (eb: EntryScope) =>
      sort === 'rating' ? ownerRating(eb, owner) : ownerReadAt(eb, owner);
    query = query
      .orderBy((eb) => sql`(${value(eb)}) IS NULL`)
      .orderBy((eb) => value(eb), direction);
  }
  query = query
    .orderBy(byText('books.title_norm', dialect), sort === 'title' ? direction : 'asc')
    .orderBy('books.id');
  const [rows, count] = await Promise.all([
    query.limit(limit).offset(offset).execute(),
    db
      .selectFrom('shelf_books')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shelf_id', '=', shelf.id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    entries: rows.map((row) => ({
      book: toBook(row),
      added_at: row.added_at,
      rating: row.owner_rating === null ? null : Number(row.owner_rating),
      read_at: row.read_at ?? null,
    })),
    total: Number(count.n),
  };
}

async function assertBook(db: Db, bookId: number) {
  if (!(await bookExists(db, bookId))) throw notFound('Book');
}

/** Every shelf of the reader (private ones too) and the ids of those holding the book. */
export async function bookShelves(
  db: Db,
  ownerId: number,
  bookId: number,
): Promise<{ shelves: Shelf[]; shelf_ids: number[] }> {
  await assertBook(db, bookId);
  const [shelves, holding] = await Promise.all([
    listShelves(db, ownerId, true),
    db
      .selectFrom('shelf_books')
      .innerJoin('shelves', 'shelves.id', 'shelf_books.shelf_id')
      .select('shelf_books.shelf_id')
      .where('shelf_books.book_id', '=', bookId)
      .where('shelves.user_id', '=', ownerId)
      .execute(),
  ]);
  const held = new Set(holding.map((row) => row.shelf_id));
  return { shelves, shelf_ids: shelves.filter((s) => held.has(s.id)).map((s) => s.id) };
}

/** Puts a book on one of the owner's shelves; a book already there keeps its date. */
export async function addToShelf(
  db: Db,
  ownerId: number,
  shelfId: number,
  bookId: number,
  now: string,
): Promise<Shelf> {
  await ownShelf(db, ownerId, shelfId);
  await assertBook(db, bookId);
  await db.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto('shelf_books')
      .values({ shelf_id: shelfId, book_id: bookId, added_at: now })
      .onConflict((c) => c.columns(['shelf_id', 'book_id']).doNothing())
      .executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0) await touch(trx, shelfId, now);
    await keepInLibrary(trx, ownerId, bookId, now);
  });
  return ownShelf(db, ownerId, shelfId);
}

/** Takes a book off one of the owner's shelves; a book not there is fine. */
export async function removeFromShelf(
  db: Db,
  ownerId: number,
  shelfId: number,
  bookId: number,
  now: string,
): Promise<Shelf> {
  await ownShelf(db, ownerId, shelfId);
  await assertBook(db, bookId);
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('shelf_books')
      .where('shelf_id', '=', shelfId)
      .where('book_id', '=', bookId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) await touch(trx, shelfId, now);
  });
  return ownShelf(db, ownerId, shelfId);
}

/** A shelf whose books changed was updated. */
async function touch(db: Db, shelfId: number, now: string) {
  await db.updateTable('shelves').set({ updated_at: now }).where('id', '=', shelfId).execute();
}
