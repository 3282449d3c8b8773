import type { Kysely } from 'kysely';
import type { BookNote } from '../../src/api/contract/shelves';
import type { Database } from '../db/schema';
import { notFound } from '../domain/errors';
import { noteText } from './noteValues';
import { bookExists } from './books';
import { keepInLibrary } from './relations';

/**
 * A reader's private note on a book and the copies they own. Every call names the reader
 * (`userId`, the session's): there is no way to read or write another reader's note.
 */

type Db = Kysely<Database>;

const emptyNote = (bookId: number): BookNote => ({
  book_id: bookId,
  text: '',
  owned_copies: 0,
  updated_at: null,
});

/** The reader's note on the book, empty when there is none. An unknown book is not found. */
export async function getBookNote(db: Db, userId: number, bookId: number): Promise<BookNote> {
  const row = await db
    .selectFrom('books')
    .leftJoin('book_notes as n', (join) =>
      join.onRef('n.book_id', '=', 'books.id').on('n.user_id', '=', userId),
    )
    .select(['books.id', 'n.text', 'n.owned_copies', 'n.updated_at'])
    .where('books.id', '=', bookId)
    .executeTakeFirst();
  if (!row) throw notFound('Book');
  if (row.updated_at === null) return emptyNote(bookId);
  return {
    book_id: bookId,
    text: row.text ?? '',
    owned_copies: Number(row.owned_copies ?? 0),
    updated_at: row.updated_at,
  };
}

/**
 * Sets the note and copies as given (an all-whitespace text is no note); nothing left removes
 * the row. Saving makes sure the reader has a relation with the book, all flags off when new,
 * so the export, which lists the reader's relations, carries the note.
 */
export async function saveBookNote(
  db: Db,
  userId: number,
  wanted: { book_id: number; text: string; owned_copies: number },
  now: string,
): Promise<BookNote> {
  const bookId = wanted.book_id;
  if (!(await bookExists(db, bookId))) throw notFound('Book');
  const text = noteText(wanted.text);
  if (text === '' && wanted.owned_copies === 0) {
    await db
      .deleteFrom('book_notes')
      .where('user_id', '=', userId)
      .where('book_id', '=', bookId)
      .execute();
    return emptyNote(bookId);
  }
  const note = { text, owned_copies: wanted.owned_copies, updated_at: now };
  await db.transaction().execute(async (trx) => {
    await keepInLibrary(trx, userId, bookId, now);
    await trx
      .insertInto('book_notes')
      .values({ user_id: userId, book_id: bookId, ...note })
      .onConflict((conflict) => conflict.columns(['user_id', 'book_id']).doUpdateSet(note))
      .execute();
  });
  return { book_id: bookId, ...note };
}
