import { type Kysely, type Transaction, sql } from 'kysely';
import type { Relation } from '../../src/api/contract';
import type { Database, Flag } from '../db/schema';
import { forbidden, notFound } from '../domain/errors';
import { recordRead, removeReadReadings } from './readingRows';

interface RelationRow {
  read: Flag | number;
  liked: Flag | number;
  favorite: Flag | number;
  read_list: Flag | number;
}

export function toRelation(userId: number, bookId: number, row: RelationRow | undefined): Relation {
  const readList = row?.read_list === 1;
  return {
    user_id: userId,
    book_id: bookId,
    read: row?.read === 1,
    like: row?.liked === 1,
    favorite: row?.favorite === 1,
    readingList: readList,
    read_list: readList,
  };
}

const flags = ['read', 'liked', 'favorite', 'read_list'] as const;

/**
 * Makes sure the book is in the reader's library (a relation row, every flag off when new) and
 * leaves an existing one as it is. The exports list the library: a book that only has a note or
 * a shelf placement would be left out of them without it.
 */
export async function keepInLibrary(
  trx: Kysely<Database> | Transaction<Database>,
  userId: number,
  bookId: number,
  now: string,
): Promise<void> {
  await trx
    .insertInto('user_book_relations')
    .values({
      user_id: userId,
      book_id: bookId,
      read: 0,
      liked: 0,
      favorite: 0,
      read_list: 0,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'book_id']).doNothing())
    .execute();
}

export async function getRelation(db: Kysely<Database>, userId: number, bookId: number) {
  const row = await db
    .selectFrom('user_book_relations')
    .select(flags)
    .where('user_id', '=', userId)
    .where('book_id', '=', bookId)
    .executeTakeFirst();
  return toRelation(userId, bookId, row);
}

export type ToggleAction = 'like' | 'favorite' | 'read' | 'read_list';

async function assertBook(trx: Transaction<Database>, bookId: number) {
  const book = await trx
    .selectFrom('books')
    .select('id')
    .where('id', '=', bookId)
    .executeTakeFirst();
  if (!book) throw notFound('Book');
}

/**
 * Each call is one atomic flip done by the database (INSERT ... ON CONFLICT DO UPDATE), so
 * concurrent identical calls are serialised on the (user, book) row: they never create a
 * second row, and N calls flip the flag N times. The answer is the state after this call.
 */
export async function toggle(
  db: Kysely<Database>,
  userId: number,
  bookId: number,
  action: ToggleAction,
  now: string,
): Promise<Relation> {
  return db.transaction().execute(async (trx) => {
    await assertBook(trx, bookId);

    if (action === 'like' || action === 'favorite') {
      const column = action === 'like' ? 'liked' : 'favorite';
      // Only a read book can be liked: the WHERE makes check and flip one statement.
      const row = await trx
        .updateTable('user_book_relations')
        .set({ [column]: sql<Flag>`1 - ${sql.ref(column)}`, updated_at: now })
        .where('user_id', '=', userId)
        .where('book_id', '=', bookId)
        .where('read', '=', 1)
        .returning(flags)
        .executeTakeFirst();
      if (!row) {
        throw forbidden(
          action === 'like'
            ? 'You need to read this book first to like it.'
            : 'You need to read this book first to add it to favorites.',
        );
      }
      return toRelation(userId, bookId, row);
    }

    if (action === 'read_list') {
      const row = await trx
        .insertInto('user_book_relations')
        .values({
          user_id: userId,
          book_id: bookId,
          read: 0,
          liked: 0,
          favorite: 0,
          read_list: 1,
          updated_at: now,
        })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'book_id']).doUpdateSet({
            read_list: sql<Flag>`1 - user_book_relations.read_list`,
            updated_at: now,
          }),
        )
        .returning(flags)
        .executeTakeFirstOrThrow();
      return toRelation(userId, bookId, row);
    }

    // Marking read removes the book from the reading list; unmarking clears like and favourite.
    // SET expressions see the row as it was before this statement on both databases.
    const row = await trx
      .insertInto('user_book_relations')
      .values({
        user_id: userId,
        book_id: bookId,
        read: 1,
        liked: 0,
        favorite: 0,
        read_list: 0,
        updated_at: now,
      })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'book_id']).doUpdateSet({
          read: sql<Flag>`1 - user_book_relations.read`,
          liked: sql<Flag>`CASE WHEN user_book_relations.read = 1 THEN 0 ELSE user_book_relations.liked END`,
          favorite: sql<Flag>`CASE WHEN user_book_relations.read = 1 THEN 0 ELSE user_book_relations.favorite END`,
          read_list: sql<Flag>`CASE WHEN user_book_relations.read = 0 THEN 0 ELSE user_book_relations.read_list END`,
          updated_at: now,
        }),
      )
      .returning(flags)
      .executeTakeFirstOrThrow();
    // Every flip changes the count by exactly one, in the same transaction as the flip.
    await trx
      .updateTable('books')
      .set({ reads_count: sql<number>`reads_count + ${row.read === 1 ? 1 : -1}` })
      .where('id', '=', bookId)
      .execute();
    // The journal agrees (read = "has a read reading", repos/readings.ts): the flip holds the
    // row lock, so these run before any other write to this reader's book.
    if (row.read === 1) await recordRead(trx, userId, bookId, now);
    else await removeReadReadings(trx, userId, bookId);
    return toRelation(userId, bookId, row);
  });
}
