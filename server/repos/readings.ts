import { type Kysely, type Transaction, type Updateable, sql } from 'kysely';
import {
  type Book,
  type BookJournal,
  type PartialDate,
  type ProgressUpdate,
  type ReadingStatus,
  type Relation,
  PROGRESS_LOG_MAX,
  UNKNOWN_DATE,
  comparePartialDates,
  completeProgress,
} from '../../src/api/contract';
import type { Database, Flag, ReadingStateValue, ReadingsTable } from '../db/schema';
import { conflict, forbidden, invalid, notFound } from '../domain/errors';
import { bookColumns, toBook } from './books';
import {
  type ReadingRow,
  activeReading,
  dateColumns,
  finishAt,
  orderReadings,
  readingsOf,
  startedOf,
  toReading,
  todayOf,
} from './readingRows';
import { toRelation } from './relations';

/**
 * The reading journal (the rules are the contract's, src/api/contract/journal.ts).
 *
 * Readings are the source of truth for `read`: a reader's relation row has read = 1 exactly
 * when they have a reading in state 'read' of that book, and `books.reads_count` counts those
 * readers. Every write is one transaction that
 * 1. locks the (reader, book) relation row first (`lockRelation`: an upsert that creates it
 *    with every flag 0 when missing; on PostgreSQL it holds the row lock until commit, so
 *    writes to one reader's book, the spec's toggles included, run one after another, and
 *    each sees what the previous one committed; SQLite runs one write transaction at a time);
 * 2. changes readings;
 * 3. settles (`settle`): recomputes `read` from the readings, clears like and favourite when
 *    it goes 1 -> 0, moves `books.reads_count` by the change and sets the reading list as
 *    the call says.
 * The partial unique index `readings_one_active` refuses a second active reading regardless.
 */

export interface JournalBundle {
  journal: BookJournal;
  book: Book;
  relation: Relation;
}

type Db = Kysely<Database>;

// ---------------------------------------------------------------------------------------------
// Reads

/** The newest PROGRESS_LOG_MAX progress updates of each reading. */
async function latestUpdates(db: Db, readingIds: number[]) {
  if (readingIds.length === 0) return [];
  if (readingIds.length === 1) {
    return db
      .selectFrom('progress_updates')
      .selectAll()
      .where('reading_id', '=', readingIds[0] as number)
      .orderBy('id', 'desc')
      .limit(PROGRESS_LOG_MAX)
      .execute();
  }
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('progress_updates')
        .selectAll()
        .select(sql<number>`row_number() OVER (PARTITION BY reading_id ORDER BY id DESC)`.as('n'))
        .where('reading_id', 'in', readingIds)
        .as('u'),
    )
    .select(['u.id', 'u.reading_id', 'u.at', 'u.pages', 'u.percent'])
    .where('u.n', '<=', PROGRESS_LOG_MAX)
    .orderBy('u.id', 'desc')
    .execute();
}

function toUpdate(row: {
  id: number;
  reading_id: number;
  at: string;
  pages: number | null;
  percent: number | null;
}): ProgressUpdate {
  return {
    id: row.id,
    reading_id: row.reading_id,
    at: row.at,
    pages: row.pages,
    percent: row.percent,
  };
}

/**
 * The status the contract derives: the active reading's state, else want-to-read when the
 * book is on the reading list, else the latest ended reading's state (the first of the
 * ordered readings), else null.
 */
function deriveStatus(ordered: ReadingRow[], readList: boolean): ReadingStatus | null {
  const first = ordered[0];
  if (first && (first.state === 'reading' || first.state === 'paused')) return first.state;
  if (readList) return 'want_to_read';
  return first ? first.state : null;
}

/**
 * The reader's journals, books and relations for `bookIds` in three queries whatever their
 * number (books with the relation joined, the readings, the current readings' updates).
 * Books that do not exist are absent from the map.
 */
export async function loadJournals(
  db: Db,
  userId: number,
  bookIds: number[],
): Promise<Map<number, JournalBundle>> {
  const bundles = new Map<number, JournalBundle>();
  if (bookIds.length === 0) return bundles;
  const [bookRows, readingRows] = await Promise.all([
    db
      .selectFrom('books')
      .leftJoin('user_book_relations as r', (join) =>
        join.onRef('r.book_id', '=', 'books.id').on('r.user_id', '=', userId),
      )
      .select([
        ...bookColumns,
        'books.page_count as book_page_count',
        'r.page_count as edition_page_count',
        'r.progress_unit',
        'r.read',
        'r.liked',
        'r.favorite',
        'r.read_list',
      ])
      .where('books.id', 'in', bookIds)
      .execute(),
    db
      .selectFrom('readings')
      .selectAll()
      .where('user_id', '=', userId)
      .where('book_id', 'in', bookIds)
      .execute(),
  ]);
  const byBook = new Map<number, ReadingRow[]>();
  for (const row of readingRows) {
    const rows = byBook.get(row.book_id);
    if (rows) rows.push(row);
    else byBook.set(row.book_id, [row]);
  }
  const ordered = new Map(
    [...byBook].map(([bookId, rows]) => [bookId, orderReadings(rows)] as const),
  );
  const currentIds = [...ordered.values()].flatMap((rows) => (rows[0] ? [rows[0].id] : []));
  const updates = await latestUpdates(db, currentIds);

  for (const row of bookRows) {
    const readings = ordered.get(row.id) ?? [];
    const current = readings[0];
    const relationRow =
      row.read === null || row.liked === null || row.favorite === null || row.read_list === null
        ? undefined
        : { read: row.read, liked: row.liked, favorite: row.favorite, read_list: row.read_list };
    bundles.set(row.id, {
      journal: {
        book_id: row.id,
        status: deriveStatus(readings, row.read_list === 1),
        page_count: row.edition_page_count ?? row.book_page_count,
        progress_unit: row.progress_unit,
        read_count: readings.filter((reading) => reading.state === 'read').length,
        readings: readings.map(toReading),
        updates: current
          ? updates.filter((update) => update.reading_id === current.id).map(toUpdate)
          : [],
      },
      book: toBook(row),
      relation: toRelation(userId, row.id, relationRow),
    });
  }
  return bundles;
}

/** One book's journal, book and relation; null when the book does not exist. */
export async function bookJournal(db: Db, userId: number, bookId: number) {
  return (await loadJournals(db, userId, [bookId])).get(bookId) ?? null;
}

/** The reader's readings in progress, most recently updated first, with their journals. */
export async function currentReadings(db: Db, userId: number, limit: number, offset: number) {
  const base = db
    .selectFrom('readings')
    .where('user_id', '=', userId)
    .where('state', '=', 'reading');
  const [rows, count] = await Promise.all([
    base
      .select('book_id')
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const bookIds = rows.map((row) => row.book_id);
  const bundles = await loadJournals(db, userId, bookIds);
  const listed = bookIds.flatMap((id) => bundles.get(id) ?? []);
  return {
    books: listed.map((bundle) => bundle.book),
    journals: listed.map((bundle) => bundle.journal),
    total: Number(count.n),
  };
}

// ---------------------------------------------------------------------------------------------
// The write protocol: lock, change, settle

interface LockedRelation {
  read: Flag;
  read_list: Flag;
  page_count: number | null;
}

/**
 * Locks the (reader, book) relation row, creating it with every flag 0 when missing. The
 * conflict branch writes the row unchanged: it takes PostgreSQL's row lock (held to commit)
 * without moving the row on the reader's shelves, which are ordered by `updated_at`.
 */
async function lockRelation(
  trx: Transaction<Database>,
  userId: number,
  bookId: number,
  now: string,
): Promise<LockedRelation> {
  return trx
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
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'book_id']).doUpdateSet({
        updated_at: sql<string>`user_book_relations.updated_at`,
      }),
    )
    .returning(['read', 'read_list', 'page_count'])
    .executeTakeFirstOrThrow();
}

/** What a write does to the reading list: set it, clear it, or leave it. */
type ReadingListChange = Flag | 'keep';

/**
 * The one settle step of every journal write, run with the relation row locked: `read` is
 * recomputed from the readings; losing it clears like and favourite in the same statement;
 * the book's read count moves by the change (the counter the spec's toggle keeps); the
 * reading list follows the call. `updated_at` moves only when a flag changed.
 */
async function settle(
  trx: Transaction<Database>,
  userId: number,
  bookId: number,
  locked: LockedRelation,
  readingList: ReadingListChange,
  now: string,
) {
  const { n } = await trx
    .selectFrom('readings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('book_id', '=', bookId)
    .where('state', '=', 'read')
    .executeTakeFirstOrThrow();
  const read: Flag = Number(n) > 0 ? 1 : 0;
  const readList = readingList === 'keep' ? locked.read_list : readingList;
  if (read === locked.read && readList === locked.read_list) return;
  await trx
    .updateTable('user_book_relations')
    .set({
      read,
      read_list: readList,
      ...(read === 0 ? { liked: 0, favorite: 0 } : {}),
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .where('book_id', '=', bookId)
    .execute();
  if (read !== locked.read) {
    await trx
      .updateTable('books')
      .set({ reads_count: sql<number>`reads_count + ${read === 1 ? 1 : -1}` })
      .where('id', '=', bookId)
      .execute();
  }
}

async function assertBook(trx: Transaction<Database>, bookId: number) {
  const row = await trx
    .selectFrom('books')
    .select('id')
    .where('id', '=', bookId)
    .executeTakeFirst();
  if (!row) throw notFound('Book');
}

/** The journal as this transaction left it: the answer of every write. */
async function journalAfter(trx: Transaction<Database>, userId: number, bookId: number) {
  const bundle = await bookJournal(trx, userId, bookId);
  if (!bundle) throw notFound('Book');
  return bundle;
}

/** The reader's own reading: code 3 when it does not exist, 4 when it is someone else's. */
async function ownReading(db: Db, userId: number, readingId: number) {
  const row = await db
    .selectFrom('readings')
    .selectAll()
    .where('id', '=', readingId)
    .executeTakeFirst();
  if (!row) throw notFound('Reading');
  if (row.user_id !== userId) throw forbidden('You can only change your own readings.');
  return row;
}

/**
 * Locks the relation row of the reading's book, then reads the reading again: a write that
 * held the lock before may have changed or deleted it.
 */
async function lockOwnReading(
  trx: Transaction<Database>,
  userId: number,
  readingId: number,
  now: string,
) {
  const first = await ownReading(trx, userId, readingId);
  const locked = await lockRelation(trx, userId, first.book_id, now);
  return { locked, reading: await ownReading(trx, userId, readingId) };
}

/** `field: must not be before the start` when `end` precedes the reading's start. */
function assertEndAfterStart(field: string, end: PartialDate, started: PartialDate) {
  const order = comparePartialDates(end, started);
  if (order !== null && order < 0) throw invalid([`${field}: must not be before the start`]);
}

/** Empty text is no text. */
const textOrNull = (value: string | null | undefined) => (value ? value : null);

// ---------------------------------------------------------------------------------------------
// Writes

export interface SetStatusInput {
  bookId: number;
  status: ReadingStatus;
  date?: PartialDate;
  dnfReason?: string | null;
  discardReadings?: boolean;
}

/** `/readings/set-status` (the contract's rules on the route). */
export async function setStatus(
  db: Db,
  userId: number,
  input: SetStatusInput,
  now: string,
): Promise<JournalBundle> {
  return db.transaction().execute(async (trx) => {
    await assertBook(trx, input.bookId);
    const locked = await lockRelation(trx, userId, input.bookId, now);
    const readings = orderReadings(await readingsOf(trx, userId, input.bookId));
    const active = activeReading(readings);
    const status = deriveStatus(readings, locked.read_list === 1);
    const day = input.date ?? todayOf(now);
    // A read's finish is the contract's one rule, whichever path marks it.
    const finish = finishAt(input.date, now);
    const target = input.status;

    const insert = (state: ReadingStateValue, started: PartialDate) =>
      trx
        .insertInto('readings')
        .values({
          user_id: userId,
          book_id: input.bookId,
          state,
          ...dateColumns('started', started),
          ...dateColumns('finished', state === 'read' ? finish : null),
          ...dateColumns('stopped', state === 'paused' || state === 'dnf' ? day : null),
          dnf_reason: state === 'dnf' ? textOrNull(input.dnfReason) : null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    const update = (id: number, changes: Updateable<ReadingsTable>) =>
      trx.updateTable('readings').set(changes).where('id', '=', id).execute();

    if (target === 'want_to_read') {
      if (active && !input.discardReadings) {
        throw conflict('The book has an active reading.', [
          'discard_readings: the book has an active reading; send true to delete it and its progress',
        ]);
      }
      // Its progress log goes with it (ON DELETE CASCADE).
      if (active) await trx.deleteFrom('readings').where('id', '=', active.id).execute();
    } else if (target === 'reading') {
      if (active?.state === 'paused') {
        await update(active.id, {
          state: 'reading',
          ...dateColumns('stopped', null),
          updated_at: now,
        });
      } else if (!active) {
        await insert('reading', day);
      }
    } else if (target === 'read') {
      if (active) {
        assertEndAfterStart('date', finish, startedOf(active));
        await update(active.id, {
          state: 'read',
          ...dateColumns('finished', finish),
          ...dateColumns('stopped', null),
          updated_at: now,
        });
      } else if (status !== 'read') {
        await insert('read', UNKNOWN_DATE);
      }
    } else if (active) {
      // 'paused' or 'dnf' with a reading in progress (or paused): it stops.
      if (active.state !== target) {
        assertEndAfterStart('date', day, startedOf(active));
        await update(active.id, {
          state: target,
          ...dateColumns('stopped', day),
          dnf_reason: target === 'dnf' ? textOrNull(input.dnfReason) : null,
          updated_at: now,
        });
      }
    } else if (status === target) {
      // Already abandoned (a paused book always has an active reading): only the reason moves.
      const latest = readings[0];
      if (latest && target === 'dnf' && input.dnfReason !== undefined) {
        await update(latest.id, { dnf_reason: textOrNull(input.dnfReason), updated_at: now });
      }
    } else {
      await insert(target, UNKNOWN_DATE);
    }

    await settle(trx, userId, input.bookId, locked, target === 'want_to_read' ? 1 : 0, now);
    return journalAfter(trx, userId, input.bookId);
  });
}

export interface ProgressInput {
  readingId: number;
  pages?: number;
  percent?: number;
}

/** `/readings/update-progress`: logs progress on the reader's active reading. */
export async function updateProgress(
  db: Db,
  userId: number,
  input: ProgressInput,
  now: string,
): Promise<{ update: ProgressUpdate; journal: BookJournal }> {
  return db.transaction().execute(async (trx) => {
    const { locked, reading } = await lockOwnReading(trx, userId, input.readingId, now);
    if (reading.state !== 'reading' && reading.state !== 'paused') {
      throw forbidden('Progress is logged on a book being read; this reading has ended.');
    }
    const book = await trx
      .selectFrom('books')
      .select('page_count')
      .where('id', '=', reading.book_id)
      .executeTakeFirstOrThrow();
    const pageCount = locked.page_count ?? book.page_count;
    if (input.pages !== undefined && pageCount !== null && input.pages > pageCount) {
      throw invalid([`pages: must be at most ${pageCount}, the book's page count`]);
    }
    const { pages, percent } = completeProgress(
      { pages: input.pages ?? null, percent: input.percent ?? null },
      pageCount,
    );

    const saved = await trx
      .insertInto('progress_updates')
      .values({ reading_id: reading.id, at: now, pages, percent })
      .returning(['id', 'reading_id', 'at', 'pages', 'percent'])
      .executeTakeFirstOrThrow();
    const resumes = reading.state === 'paused';
    await trx
      .updateTable('readings')
      .set({
        progress_pages: pages,
        progress_percent: percent,
        ...(resumes ? { state: 'reading' as const, ...dateColumns('stopped', null) } : {}),
        updated_at: now,
      })
      .where('id', '=', reading.id)
      .execute();
    // The unit sent is the one the dialog opens in next time. `updated_at` stays: the
    // shelves are ordered by it, and the unit is no shelf change.
    await trx
      .updateTable('user_book_relations')
      .set({ progress_unit: input.pages !== undefined ? 'pages' : 'percent' })
      .where('user_id', '=', userId)
      .where('book_id', '=', reading.book_id)
      .execute();
    // Resuming is starting again: the book leaves the reading list, as set-status does.
    await settle(trx, userId, reading.book_id, locked, resumes ? 0 : 'keep', now);
    const { journal } = await journalAfter(trx, userId, reading.book_id);
    return { update: toUpdate(saved), journal };
  });
}

export interface EditReadingInput {
  readingId: number;
  started?: PartialDate;
  finished?: PartialDate | null;
  stopped?: PartialDate | null;
  dnfReason?: string | null;
  note?: string | null;
}

/** `/readings/update`: edits one of the reader's readings (dates, DNF reason, note). */
export async function editReading(
  db: Db,
  userId: number,
  input: EditReadingInput,
  now: string,
): Promise<JournalBundle> {
  return db.transaction().execute(async (trx) => {
    const { locked, reading } = await lockOwnReading(trx, userId, input.readingId, now);
    const current = toReading(reading);
    const problems: string[] = [];
    if (input.finished !== undefined) {
      if (input.finished === null) {
        problems.push('finished: cannot be cleared; change the status instead');
      } else if (reading.state !== 'read') {
        problems.push('finished: only a finished reading has a finish date');
      }
    }
    if (input.stopped !== undefined) {
      if (input.stopped === null) {
        problems.push('stopped: cannot be cleared; change the status instead');
      } else if (reading.state !== 'paused' && reading.state !== 'dnf') {
        problems.push('stopped: only a paused or abandoned reading has a stop date');
      }
    }
    const dnfReason = input.dnfReason === undefined ? undefined : textOrNull(input.dnfReason);
    if (dnfReason && reading.state !== 'dnf') {
      problems.push('dnf_reason: is only for a book the reader did not finish');
    }
    if (problems.length > 0) throw invalid(problems);

    const started = input.started ?? current.started;
    const ends = [
      ['finished', input.finished ?? current.finished] as const,
      ['stopped', input.stopped ?? current.stopped] as const,
    ];
    for (const [field, end] of ends) {
      const order = end ? comparePartialDates(end, started) : null;
      if (order !== null && order < 0) {
        const edited = input[field] ? field : 'started';
        throw invalid([
          edited === 'started'
            ? `started: must not be after the ${field === 'finished' ? 'finish' : 'stop'} date`
            : `${field}: must not be before the start`,
        ]);
      }
    }

    await trx
      .updateTable('readings')
      .set({
        ...(input.started ? dateColumns('started', input.started) : {}),
        ...(input.finished ? dateColumns('finished', input.finished) : {}),
        ...(input.stopped ? dateColumns('stopped', input.stopped) : {}),
        ...(dnfReason !== undefined ? { dnf_reason: dnfReason } : {}),
        ...(input.note !== undefined ? { note: textOrNull(input.note) } : {}),
        updated_at: now,
      })
      .where('id', '=', reading.id)
      .execute();
    await settle(trx, userId, reading.book_id, locked, 'keep', now);
    return journalAfter(trx, userId, reading.book_id);
  });
}

/** `/readings/delete`: deletes one of the reader's readings and its progress log. */
export async function deleteReading(
  db: Db,
  userId: number,
  readingId: number,
  now: string,
): Promise<JournalBundle> {
  return db.transaction().execute(async (trx) => {
    const { locked, reading } = await lockOwnReading(trx, userId, readingId, now);
    await trx.deleteFrom('readings').where('id', '=', reading.id).execute();
    await settle(trx, userId, reading.book_id, locked, 'keep', now);
    return journalAfter(trx, userId, reading.book_id);
  });
}

/**
 * `/readings/set-page-count`: the reader's edition (null: the catalogue's) on the relation row,
 * created when missing. Readings do not change, so there is nothing to settle.
 */
export async function setPageCount(
  db: Db,
  userId: number,
  bookId: number,
  pageCount: number | null,
  now: string,
): Promise<BookJournal> {
  return db.transaction().execute(async (trx) => {
    await assertBook(trx, bookId);
    await lockRelation(trx, userId, bookId, now);
    await trx
      .updateTable('user_book_relations')
      .set({ page_count: pageCount })
      .where('user_id', '=', userId)
      .where('book_id', '=', bookId)
      .execute();
    return (await journalAfter(trx, userId, bookId)).journal;
  });
}
