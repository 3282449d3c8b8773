import type { Kysely } from 'kysely';
import type { Reading } from '../../src/api/contract';
import type { Database, ImportSource } from '../db/schema';
import { notFound } from '../domain/errors';
import { yieldToRequests } from '../db/yieldToRequests';
import type {
  ShelfmarkAccount,
  ShelfmarkBookEntry,
  ShelfmarkGoal,
  ShelfmarkNote,
} from '../import/formats/shelfmark';
import { toReading } from './readingRows';

/**
 * What a reader's exports read: their books a page at a time, in book id order, each
 * page in a fixed number of queries whatever its size, so an export streams a library of any
 * size without holding it. Each page is read on its own (no snapshot across pages): a change
 * made while an export runs may or may not be in it.
 */

type Db = Kysely<Database>;

/** Books per page of an export. */
export const EXPORT_PAGE = 500;

/** The reader's books, a page at a time (every relation row of theirs, oldest book id first). */
export async function* exportBooks(db: Db, userId: number): AsyncGenerator<ShelfmarkBookEntry[]> {
  let after = 0;
  for (;;) {
    // Between pages, other readers' requests are served: on SQLite a page would hold them.
    if (after > 0) await yieldToRequests();
    const relations = await db
      .selectFrom('user_book_relations as r')
      .innerJoin('books as b', 'b.id', 'r.book_id')
      .select([
        'r.book_id',
        'r.read',
        'r.liked',
        'r.favorite',
        'r.read_list',
        'r.page_count as edition_pages',
        'r.updated_at',
        'b.title',
        'b.author',
        'b.isbn13',
        'b.isbn',
        'b.publisher',
        'b.published_year',
        'b.page_count',
        'b.added_by_reader',
      ])
      .where('r.user_id', '=', userId)
      .where('r.book_id', '>', after)
      .orderBy('r.book_id')
      .limit(EXPORT_PAGE)
      .execute();
    if (relations.length === 0) return;
    after = relations[relations.length - 1]?.book_id ?? after;
    const bookIds = relations.map((row) => row.book_id);
    const [readings, reviews, placements, extras, notes] = await Promise.all([
      db
        .selectFrom('readings')
        .selectAll()
        .where('user_id', '=', userId)
        .where('book_id', 'in', bookIds)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('reviews')
        .selectAll()
        .where('user_id', '=', userId)
        .where('book_id', 'in', bookIds)
        .execute(),
      db
        .selectFrom('shelf_books as sb')
        .innerJoin('shelves as s', 's.id', 'sb.shelf_id')
        .select(['sb.book_id', 's.name', 'sb.added_at'])
        .where('s.user_id', '=', userId)
        .where('sb.book_id', 'in', bookIds)
        .orderBy('sb.book_id')
        .orderBy('s.position')
        .orderBy('s.id')
        .execute(),
      db
        .selectFrom('relation_extras')
        .select(['book_id', 'source', 'data'])
        .where('user_id', '=', userId)
        .where('book_id', 'in', bookIds)
        .orderBy('book_id')
        .orderBy('source')
        .execute(),
      db
        .selectFrom('book_notes')
        .select(['book_id', 'text', 'owned_copies', 'updated_at'])
        .where('user_id', '=', userId)
        .where('book_id', 'in', bookIds)
        .execute(),
    ]);
    const readingIds = readings.map((reading) => reading.id);
    const log =
      readingIds.length === 0
        ? []
        : await db
            .selectFrom('progress_updates')
            .selectAll()
            .where('reading_id', 'in', readingIds)
            .orderBy('reading_id')
            .orderBy('at')
            .orderBy('id')
            .execute();
    const byBook = <Row extends { book_id: number }>(rows: Row[]) => {
      const map = new Map<number, Row[]>();
      for (const row of rows) map.set(row.book_id, [...(map.get(row.book_id) ?? []), row]);
      return map;
    };
    const readingsOf = byBook(readings);
    const reviewOf = new Map(reviews.map((review) => [review.book_id, review]));
    const placementsOf = byBook(placements);
    const extrasOf = byBook(extras);
    const noteOf = new Map(notes.map((note) => [note.book_id, note]));
    const bookOfReading = new Map(readings.map((reading) => [reading.id, reading.book_id]));
    const logOf = new Map<number, typeof log>();
    for (const update of log) {
      const bookId = bookOfReading.get(update.reading_id);
      if (bookId !== undefined) logOf.set(bookId, [...(logOf.get(bookId) ?? []), update]);
    }

    yield relations.map((row) => {
      const review = reviewOf.get(row.book_id);
      const entry: ShelfmarkBookEntry = {
        book: {
          id: row.book_id,
          title: row.title,
          author: row.author,
          isbn13: row.isbn13,
          isbn: row.isbn,
          publisher: row.publisher,
          published_year: row.published_year,
          page_count: row.page_count,
          added_by_reader: Number(row.added_by_reader) === 1,
        },
        relation: {
          read: Number(row.read) === 1,
          liked: Number(row.liked) === 1,
          favorite: Number(row.favorite) === 1,
          reading_list: Number(row.read_list) === 1,
          page_count: row.edition_pages,
          updated_at: row.updated_at,
        },
        shelves: (placementsOf.get(row.book_id) ?? []).map((placement) => ({
          shelf: placement.name,
          added_at: placement.added_at,
        })),
        readings: (readingsOf.get(row.book_id) ?? []).map(
          (reading) => toReading(reading) as Reading,
        ),
        progress_log: (logOf.get(row.book_id) ?? []).map((update) => ({
          reading_id: update.reading_id,
          at: update.at,
          pages: update.pages,
          percent: update.percent,
        })),
        review: review
          ? {
              id: review.id,
              rating: review.rating,
              title: review.review_title,
              text: review.review_text,
              created_at: review.created_at,
              updated_at: review.updated_at,
            }
          : null,
        note: noteFor(noteOf.get(row.book_id)),
        extras: Object.fromEntries(
          (extrasOf.get(row.book_id) ?? []).map((extra) => [
            extra.source as ImportSource,
            JSON.parse(extra.data) as Record<string, unknown>,
          ]),
        ),
      };
      return entry;
    });
    if (relations.length < EXPORT_PAGE) return;
  }
}

function noteFor(
  row: { text: string; owned_copies: number; updated_at: string } | undefined,
): ShelfmarkNote | null {
  if (!row) return null;
  return { text: row.text, owned_copies: Number(row.owned_copies), updated_at: row.updated_at };
}

/** The reader's profile as the JSON export writes it (their own data, email included). */
export async function exportProfile(db: Db, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'name', 'surname', 'full_name', 'email', 'gender', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound('User');
  return user;
}

/**
 * Shelves (in the reader's order, numbered from 0), goals, shared years and the usernames
 * followed, each in a stable order.
 */
export async function exportAccount(db: Db, userId: number): Promise<ShelfmarkAccount> {
  const [shelves, goals, years, following] = await Promise.all([
    db
      .selectFrom('shelves')
      .select(['name', 'is_private'])
      .where('user_id', '=', userId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('reading_goals')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('start_date')
      .orderBy('end_date')
      .execute(),
    db
      .selectFrom('shared_years')
      .select('year')
      .where('user_id', '=', userId)
      .orderBy('year')
      .execute(),
    db
      .selectFrom('follows as f')
      .innerJoin('users as u', 'u.id', 'f.following_id')
      .select('u.username')
      .where('f.follower_id', '=', userId)
      .orderBy('u.username_key')
      .execute(),
  ]);
  return {
    shelves: shelves.map((shelf, position) => ({
      name: shelf.name,
      is_private: Number(shelf.is_private) === 1,
      position,
    })),
    goals: goals.map((goal): ShelfmarkGoal => ({
      id: goal.id,
      start: goal.start_date,
      end: goal.end_date,
      books: goal.books,
      pages: goal.pages,
      visibility: goal.visibility,
      created_at: goal.created_at,
      updated_at: goal.updated_at,
    })),
    shared_years: years.map((row) => row.year),
    following: following.map((row) => row.username),
  };
}

/**
 * Where each of `bookIds` stands on each of the reader's shelves holding it, as Goodreads'
 * "Bookshelves with positions" numbers it: 1 for the shelf's first book by date added (then by
 * book id), by shelf name. Ranked over each whole shelf, then only this page's books are kept:
 * one query per page, whatever the library's size.
 */
export async function shelfPositions(
  db: Db,
  userId: number,
  bookIds: number[],
): Promise<Map<number, Map<string, number>>> {
  const positions = new Map<number, Map<string, number>>();
  if (bookIds.length === 0) return positions;
  const ranked = db
    .selectFrom('shelf_books as sb')
    .innerJoin('shelves as s', 's.id', 'sb.shelf_id')
    .select((eb) => [
      'sb.book_id',
      's.name',
      eb.fn
        .agg<number | string>('row_number')
        .over((over) =>
          over.partitionBy('sb.shelf_id').orderBy('sb.added_at').orderBy('sb.book_id'),
        )
        .as('position'),
    ])
    .where('s.user_id', '=', userId)
    .as('ranked');
  const rows = await db
    .selectFrom(ranked)
    .select(['ranked.book_id', 'ranked.name', 'ranked.position'])
    .where('ranked.book_id', 'in', bookIds)
    .execute();
  for (const row of rows) {
    const shelves = positions.get(row.book_id) ?? new Map<string, number>();
    shelves.set(row.name, Number(row.position));
    positions.set(row.book_id, shelves);
  }
  return positions;
}
