import { type Insertable, type Transaction, sql } from 'kysely';
import {
  type PartialDate,
  type Reading,
  UNKNOWN_DATE,
  comparePartialDates,
  finishOfRead,
  isWrittenReview,
} from '../../src/api/contract';
import type { DialectName } from '../db/connect';
import type { Database, Flag, ImportSource, ReadingStateValue, ReviewsTable } from '../db/schema';
import type { ImportRow } from '../import/formats/row';
import type {
  ShelfmarkAccount,
  ShelfmarkBookEntry,
  ShelfmarkShelf,
} from '../import/formats/shelfmark';
import { clampNoteText, clampOwnedCopies } from './noteValues';
import { importShelfName, placedAt } from '../import/formats/shelfNames';
import { ImportShelfPlan } from './importShelves';
import { type ReadingRow, dateColumns, startedOf } from './readingRows';

/**
 * Applying an import's rows to a reader's journal, a batch at a time inside the
 * caller's transaction, by the journal's rules (repos/readings.ts): the relation rows are locked
 * first (one upsert for the batch, in book order), readings are added, then each relation
 * settles (`read` is "has a read reading", like and favourite need it, the book's read count
 * moves with it; the reading list as the shelf says), reviews keep the book's rating counters.
 *
 * Applying a row is idempotent, so a batch applied twice (a resume) or a file imported twice
 * changes nothing the second time:
 * - a reading is added only when the reader has no reading of the book with the same state and
 *   dates (each of the row's readings claims one existing reading at most, so a Read Count of 2
 *   is two readings, not one more per import); an active reading is added only when there is none;
 * - the review is written only when its stars or text differ (the exact rating is in extras);
 * - shelves are found by name (repos/importShelves.ts) and a book already on one keeps its
 *   date there; extras are replaced per source only when they differ;
 * - the private note and owned copies (book_notes) take the row's note and copies when it has
 *   them, each on its own: a row without a note, or with 0 copies, keeps what the reader has;
 * - a flag is only ever set by an import, never cleared (the reading list aside: a finished,
 *   started or abandoned book leaves it when the import adds that reading).
 */

type Trx = Transaction<Database>;

export interface ApplyItem {
  row: ImportRow;
  bookId: number;
}

/** Most shelf names read of one row (a hostile file's cell may list thousands). */
const SHELVES_PER_ROW = 1000;

const CHUNK = 200;
function chunks<Item>(items: Item[], size = CHUNK): Item[][] {
  const out: Item[][] = [];
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size));
  return out;
}

interface RelationState {
  read: Flag;
  liked: Flag;
  favorite: Flag;
  read_list: Flag;
  page_count: number | null;
}

interface ReviewState {
  id: number | null;
  rating: number;
  review_title: string;
  review_text: string;
  changed: boolean;
  created_at?: string;
  updated_at?: string;
}

/** A reading as the batch knows it: stored, or to be inserted at the end. */
interface ReadingState {
  row: Omit<ReadingRow, 'id'>;
  stored: boolean;
  /** A Shelfmark export's progress log for a new reading. */
  log?: { at: string; pages: number | null; percent: number | null }[];
}

interface BookState {
  bookId: number;
  bookPageCount: number | null;
  before: RelationState;
  relation: RelationState;
  readings: ReadingState[];
  review: ReviewState | null;
  reviewBefore: { rating: number; written: boolean } | null;
  extras: Map<ImportSource, string>;
  newExtras: Map<ImportSource, string>;
  note: NoteState | null;
  noteChanged: boolean;
}

interface NoteState {
  text: string;
  owned_copies: number;
  updated_at: string;
}

/** The extras' keys that book_notes holds instead (an older Shelfmark export has them there). */
const NOTE_KEYS = ['private_notes', 'owned_copies'];

const flag = (value: boolean): Flag => (value ? 1 : 0);

function dateKey(date: PartialDate | null): string {
  if (!date) return '-';
  return date.precision === 'unknown' ? 'unknown' : `${date.precision}:${date.date}`;
}

function rowDate(date: string | null, precision: string | null): PartialDate | null {
  if (precision === null) return null;
  return precision === 'unknown'
    ? UNKNOWN_DATE
    : { date, precision: precision as Exclude<PartialDate['precision'], 'unknown'> };
}

/** What makes two readings the same for de-duplication: the state and every date. */
function readingKey(row: Omit<ReadingRow, 'id'>): string {
  return [
    row.state,
    dateKey(startedOf(row as ReadingRow)),
    dateKey(rowDate(row.finished_date, row.finished_precision)),
    dateKey(rowDate(row.stopped_date, row.stopped_precision)),
  ].join('|');
}

/** The start kept for an end: an end before its start cannot be stored, so the start goes. */
function startFor(started: PartialDate, end: PartialDate | null): PartialDate {
  if (!end) return started;
  const order = comparePartialDates(end, started);
  return order !== null && order < 0 ? UNKNOWN_DATE : started;
}

/** What a batch needs beside its rows. */
export interface ApplyOptions {
  /** On PostgreSQL the reader's row is locked before their shelves are read (readerLock.ts). */
  dialect?: DialectName;
  /**
   * A Shelfmark export's shelves: made first, in their order and with their privacy, so books
   * placed on them find them (every batch makes sure of them; only the first makes any).
   */
  declaredShelves?: ShelfmarkShelf[];
}

/**
 * Applies `items` (rows with their book) for `userId` in the caller's transaction. Rows of the
 * same book apply one after another, each seeing what the previous one added.
 */
export async function applyImportRows(
  trx: Trx,
  userId: number,
  items: ApplyItem[],
  now: string,
  options: ApplyOptions = {},
): Promise<void> {
  const declared = options.declaredShelves ?? [];
  if (items.length === 0 && declared.length === 0) return;
  const states = await loadStates(trx, userId, items, now);
  const shelves = new ImportShelfPlan();
  for (const shelf of [...declared].sort((a, b) => a.position - b.position)) {
    const name = importShelfName(shelf.name);
    if (name) shelves.name(name, shelf.is_private);
  }
  for (const item of items) {
    const state = states.get(item.bookId);
    if (!state) continue;
    if (item.row.shelfmark) applyShelfmarkRow(state, shelves, item.row, now);
    else applyFileRow(state, shelves, item.row, now);
  }
  await writeStates(trx, userId, [...states.values()], now);
  await shelves.write(trx, options.dialect, userId, now);
}

async function loadStates(
  trx: Trx,
  userId: number,
  items: ApplyItem[],
  now: string,
): Promise<Map<number, BookState>> {
  const bookIds = [...new Set(items.map((item) => item.bookId))].sort((a, b) => a - b);
  const states = new Map<number, BookState>();
  for (const part of chunks(bookIds)) {
    // The journal's lock (repos/readings.ts lockRelation), for the batch's books in book order:
    // created with every flag 0 when missing, rewritten unchanged otherwise.
    const locked = await trx
      .insertInto('user_book_relations')
      .values(
        part.map((bookId) => ({
          user_id: userId,
          book_id: bookId,
          read: 0 as const,
          liked: 0 as const,
          favorite: 0 as const,
          read_list: 0 as const,
          updated_at: now,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'book_id']).doUpdateSet({
          updated_at: sql<string>`user_book_relations.updated_at`,
        }),
      )
      .returning(['book_id', 'read', 'liked', 'favorite', 'read_list', 'page_count'])
      .execute();
    const [books, readings, reviews, extras, notes] = await Promise.all([
      trx.selectFrom('books').select(['id', 'page_count']).where('id', 'in', part).execute(),
      trx
        .selectFrom('readings')
        .selectAll()
        .where('user_id', '=', userId)
        .where('book_id', 'in', part)
        .orderBy('id')
        .execute(),
      trx
        .selectFrom('reviews')
        .select(['id', 'book_id', 'rating', 'review_title', 'review_text'])
        .where('user_id', '=', userId)
        .where('book_id', 'in', part)
        .execute(),
      trx
        .selectFrom('relation_extras')
        .select(['book_id', 'source', 'data'])
        .where('user_id', '=', userId)
        .where('book_id', 'in', part)
        .execute(),
      trx
        .selectFrom('book_notes')
        .select(['book_id', 'text', 'owned_copies', 'updated_at'])
        .where('user_id', '=', userId)
        .where('book_id', 'in', part)
        .execute(),
    ]);
    const pages = new Map(books.map((book) => [book.id, book.page_count]));
    for (const row of locked) {
      const relation: RelationState = {
        read: Number(row.read) as Flag,
        liked: Number(row.liked) as Flag,
        favorite: Number(row.favorite) as Flag,
        read_list: Number(row.read_list) as Flag,
        page_count: row.page_count,
      };
      states.set(row.book_id, {
        bookId: row.book_id,
        bookPageCount: pages.get(row.book_id) ?? null,
        before: { ...relation },
        relation,
        readings: [],
        review: null,
        reviewBefore: null,
        extras: new Map(),
        newExtras: new Map(),
        note: null,
        noteChanged: false,
      });
    }
    for (const reading of readings) {
      states.get(reading.book_id)?.readings.push({ row: reading, stored: true });
    }
    for (const review of reviews) {
      const state = states.get(review.book_id);
      if (!state) continue;
      state.review = { ...review, changed: false };
      state.reviewBefore = { rating: review.rating, written: isWrittenReview(review) };
    }
    for (const { book_id: bookId, source, data } of extras) {
      states.get(bookId)?.extras.set(source, data);
    }
    for (const { book_id: bookId, text, owned_copies: copies, updated_at: at } of notes) {
      const state = states.get(bookId);
      if (state) state.note = { text, owned_copies: Number(copies), updated_at: at };
    }
  }
  return states;
}

/** A new reading's row from its state and dates. */
function newReading(
  state: BookState,
  reading: {
    state: ReadingStateValue;
    started: PartialDate;
    finished?: PartialDate | null;
    stopped?: PartialDate | null;
    dnfReason?: string | null;
    note?: string | null;
    progress?: { pages: number | null; percent: number | null };
    createdAt: string;
    updatedAt: string;
  },
): Omit<ReadingRow, 'id'> {
  return {
    user_id: 0,
    book_id: state.bookId,
    state: reading.state,
    ...dateColumns('started', reading.started),
    // A file's read always says its finish: an empty Date Read says "unknown" (finishOfRead).
    ...dateColumns(
      'finished',
      reading.state === 'read'
        ? finishOfRead(reading.finished ?? UNKNOWN_DATE, reading.createdAt.slice(0, 10))
        : null,
    ),
    ...dateColumns(
      'stopped',
      reading.state === 'paused' || reading.state === 'dnf'
        ? (reading.stopped ?? UNKNOWN_DATE)
        : null,
    ),
    dnf_reason: reading.state === 'dnf' ? (reading.dnfReason ?? null) : null,
    note: reading.note ?? null,
    progress_pages: reading.progress?.pages ?? null,
    progress_percent: reading.progress?.percent ?? null,
    created_at: reading.createdAt,
    updated_at: reading.updatedAt,
  };
}

const isActive = (row: Pick<ReadingRow, 'state'>) =>
  row.state === 'reading' || row.state === 'paused';

/**
 * Adds `wanted` unless the book already has a reading with the same key that this row has not
 * claimed yet (`claimed` holds the claimed readings). An active reading is added only when the
 * book has none. Answers whether it was added.
 */
function addReading(
  state: BookState,
  wanted: Omit<ReadingRow, 'id'>,
  claimed: Set<ReadingState>,
  log?: ReadingState['log'],
): boolean {
  const key = readingKey(wanted);
  const same = state.readings.find(
    (reading) => !claimed.has(reading) && readingKey(reading.row) === key,
  );
  if (same) {
    claimed.add(same);
    return false;
  }
  if (isActive(wanted) && state.readings.some((reading) => isActive(reading.row))) return false;
  const added: ReadingState = { row: wanted, stored: false, log };
  state.readings.push(added);
  claimed.add(added);
  return true;
}

function settleRead(state: BookState) {
  const read = state.readings.some((reading) => reading.row.state === 'read');
  state.relation.read = flag(read);
  if (!read) {
    state.relation.liked = 0;
    state.relation.favorite = 0;
  }
}

/** Puts the book on the named shelves (reserved names are statuses, not shelves). */
function placeOnShelves(
  state: BookState,
  shelves: ImportShelfPlan,
  names: string[],
  addedAt: (index: number) => string,
) {
  names.slice(0, SHELVES_PER_ROW).forEach((raw, index) => {
    const shelf = importShelfName(raw);
    if (shelf) shelves.place(state.bookId, shelf, addedAt(index));
  });
}

function setExtras(state: BookState, source: ImportSource, data: Record<string, unknown>) {
  const text = JSON.stringify(data);
  if (state.extras.get(source) === text) return;
  state.extras.set(source, text);
  state.newExtras.set(source, text);
}

/**
 * Takes the row's note and copies where it has them (each clamped to the contract's limits);
 * what it lacks stays as it is. Dated by the row's `updated_at` when the result is exactly the
 * row's (an export's note keeps its date), else by `now`.
 */
function setNote(
  state: BookState,
  row: { text: string | null; owned_copies: number | null; updated_at?: string },
  now: string,
) {
  const text = clampNoteText(row.text);
  const copies = clampOwnedCopies(row.owned_copies);
  if (text === '' && copies === 0) return;
  const current = state.note;
  const next = {
    text: text || (current?.text ?? ''),
    owned_copies: copies || (current?.owned_copies ?? 0),
  };
  if (current && current.text === next.text && current.owned_copies === next.owned_copies) return;
  const exact = next.text === text && next.owned_copies === copies;
  state.note = { ...next, updated_at: exact && row.updated_at ? row.updated_at : now };
  state.noteChanged = true;
}

/**
 * An export entry's note: its own, or in a file exported before notes had a home, the first
 * source's extras that hold one (as the migration that moved them chose, without their dates).
 */
function entryNote(entry: ShelfmarkBookEntry) {
  if (entry.note !== undefined) return entry.note;
  const sources = Object.values(entry.extras);
  const text = sources
    .map((data) => data?.private_notes)
    .find((value) => clampNoteText(typeof value === 'string' ? value : null) !== '');
  const copies = sources
    .map((data) => data?.owned_copies)
    .find((value) => clampOwnedCopies(value) > 0);
  return {
    text: typeof text === 'string' ? text : null,
    owned_copies: typeof copies === 'number' ? copies : null,
  };
}

/** Extras without the keys book_notes holds. */
function withoutNoteKeys(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !NOTE_KEYS.includes(key)));
}

function setReview(
  state: BookState,
  wanted: { rating: number; title: string | null; text: string | null },
  timestamps?: { created_at: string; updated_at: string },
) {
  const current = state.review;
  const next = {
    rating: wanted.rating,
    review_title: wanted.title ?? current?.review_title ?? '',
    review_text: wanted.text ?? current?.review_text ?? '',
  };
  if (
    current &&
    current.rating === next.rating &&
    current.review_title === next.review_title &&
    current.review_text === next.review_text
  ) {
    return;
  }
  state.review = {
    id: current?.id ?? null,
    ...next,
    changed: true,
    created_at: timestamps?.created_at,
    updated_at: timestamps?.updated_at,
  };
}

/** A Goodreads or StoryGraph row, mapped as the module comment says. */
function applyFileRow(state: BookState, shelves: ImportShelfPlan, row: ImportRow, now: string) {
  const claimed = new Set<ReadingState>();
  let added = false;
  for (const reading of row.readings) {
    const started = startFor(reading.started, reading.finished);
    added =
      addReading(
        state,
        newReading(state, {
          state: 'read',
          started,
          finished: reading.finished,
          createdAt: now,
          updatedAt: now,
        }),
        claimed,
      ) || added;
  }
  const open = row.openReading;
  if (open) {
    const stopped = open.state === 'dnf' ? open.stopped : null;
    const started = startFor(open.started, stopped);
    added =
      addReading(
        state,
        newReading(state, { state: open.state, started, stopped, createdAt: now, updatedAt: now }),
        claimed,
      ) || added;
  }
  settleRead(state);
  const status = row.shelf.status;
  if (status === 'want_to_read') state.relation.read_list = 1;
  else if (status !== null && added) state.relation.read_list = 0;

  if (
    row.pages !== null &&
    row.pages >= 1 &&
    state.relation.page_count === null &&
    state.bookPageCount !== row.pages
  ) {
    state.relation.page_count = row.pages;
  }

  // A review needs a read book and a rating (the app's rule): otherwise it waits in extras.
  const reviewed = row.rating !== null && state.relation.read === 1;
  if (reviewed && row.rating)
    setReview(state, { rating: row.rating.stars, title: null, text: row.review });
  const addedAt = placedAt(row.dateAdded, now);
  placeOnShelves(state, shelves, row.tags, () => addedAt);

  const extras: Record<string, unknown> = {};
  const put = (key: string, value: unknown) => {
    if (value !== null && value !== undefined && value !== '' && value !== false)
      extras[key] = value;
  };
  put('source_id', row.sourceId);
  put('shelf', row.shelf.raw);
  put('date_added', row.dateAdded.precision === 'unknown' ? null : row.dateAdded);
  put('spoiler', row.spoiler);
  put('rating_exact', row.rating?.exact ?? null);
  put('unrated_review', reviewed ? null : row.review);
  put('binding', row.binding);
  put('pages', row.pages);
  put('original_year', row.originalYear);
  put('read_count', row.readCount);
  put('cells', Object.keys(row.extra).length > 0 ? row.extra : null);
  setExtras(state, row.source, extras);
  setNote(state, { text: row.privateNotes, owned_copies: row.ownedCopies }, now);
}

/** A Shelfmark export's entry: its readings, flags, review, shelves and extras exactly. */
function applyShelfmarkRow(
  state: BookState,
  shelves: ImportShelfPlan,
  row: ImportRow,
  now: string,
) {
  const entry = row.shelfmark;
  if (!entry) return;
  const claimed = new Set<ReadingState>();
  // Oldest first, as the export lists them, so ids keep their order.
  for (const reading of entry.readings as Reading[]) {
    const log = entry.progress_log
      .filter((update) => update.reading_id === reading.id)
      .map(({ at, pages, percent }) => ({ at, pages, percent }));
    addReading(
      state,
      newReading(state, {
        state: reading.state,
        started: reading.started,
        finished: reading.finished,
        stopped: reading.stopped,
        dnfReason: reading.dnf_reason,
        note: reading.note,
        progress: reading.progress,
        createdAt: reading.created_at,
        updatedAt: reading.updated_at,
      }),
      claimed,
      log,
    );
  }
  settleRead(state);
  const relation = entry.relation;
  if (relation.reading_list) state.relation.read_list = 1;
  if (state.relation.read === 1) {
    if (relation.liked) state.relation.liked = 1;
    if (relation.favorite) state.relation.favorite = 1;
  }
  if (relation.page_count !== null && state.relation.page_count === null) {
    state.relation.page_count = relation.page_count;
  }
  if (entry.review && state.relation.read === 1) {
    const { rating, title, text, created_at: createdAt, updated_at: updatedAt } = entry.review;
    setReview(state, { rating, title, text }, { created_at: createdAt, updated_at: updatedAt });
  }
  const placements = entry.shelves ?? [];
  placeOnShelves(
    state,
    shelves,
    placements.map((placement) => placement.shelf),
    (index) => placements[index]?.added_at ?? now,
  );
  placeOnShelves(state, shelves, entry.tags ?? [], () => now);
  for (const [source, data] of Object.entries(entry.extras)) {
    if (data) setExtras(state, source as ImportSource, withoutNoteKeys(data));
  }
  const note = entryNote(entry);
  if (note) setNote(state, note, now);
}

async function writeStates(trx: Trx, userId: number, states: BookState[], now: string) {
  // Readings: plain ones in multi-row inserts; ones with a progress log one by one (their id).
  const plain = states.flatMap((state) =>
    state.readings
      .filter((reading) => !reading.stored && !reading.log?.length)
      .map((reading) => ({ ...reading.row, user_id: userId })),
  );
  for (const part of chunks(plain)) await trx.insertInto('readings').values(part).execute();
  for (const state of states) {
    for (const reading of state.readings) {
      if (reading.stored || !reading.log?.length) continue;
      const { id } = await trx
        .insertInto('readings')
        .values({ ...reading.row, user_id: userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('progress_updates')
        .values(reading.log.map((update) => ({ reading_id: id, ...update })))
        .execute();
    }
  }

  // Relations: one UPDATE per distinct set of flags (and per page count) that changed.
  const byFlags = new Map<string, number[]>();
  const byPages = new Map<number, number[]>();
  const newlyRead: number[] = [];
  for (const state of states) {
    const { before, relation } = state;
    const flagsChanged =
      before.read !== relation.read ||
      before.liked !== relation.liked ||
      before.favorite !== relation.favorite ||
      before.read_list !== relation.read_list;
    if (flagsChanged) {
      const key = [relation.read, relation.liked, relation.favorite, relation.read_list].join('');
      byFlags.set(key, [...(byFlags.get(key) ?? []), state.bookId]);
    }
    if (relation.page_count !== before.page_count && relation.page_count !== null) {
      byPages.set(relation.page_count, [...(byPages.get(relation.page_count) ?? []), state.bookId]);
    }
    if (before.read === 0 && relation.read === 1) newlyRead.push(state.bookId);
  }
  for (const [key, bookIds] of byFlags) {
    const [read, liked, favorite, readList] = [...key].map(Number) as Flag[];
    for (const part of chunks(bookIds)) {
      await trx
        .updateTable('user_book_relations')
        .set({ read, liked, favorite, read_list: readList, updated_at: now })
        .where('user_id', '=', userId)
        .where('book_id', 'in', part)
        .execute();
    }
  }
  for (const [pages, bookIds] of byPages) {
    for (const part of chunks(bookIds)) {
      await trx
        .updateTable('user_book_relations')
        .set({ page_count: pages })
        .where('user_id', '=', userId)
        .where('book_id', 'in', part)
        .execute();
    }
  }
  for (const part of chunks(newlyRead)) {
    await trx
      .updateTable('books')
      .set({ reads_count: sql<number>`reads_count + 1` })
      .where('id', 'in', part)
      .execute();
  }

  // Reviews and the books' rating counters (grouped by the change they make).
  const counterChanges = new Map<string, number[]>();
  const newReviews: Insertable<ReviewsTable>[] = [];
  for (const state of states) {
    const review = state.review;
    if (!review?.changed) continue;
    const before = state.reviewBefore;
    const written = Number(isWrittenReview(review)) - Number(before?.written ?? false);
    const delta = `${review.rating - (before?.rating ?? 0)}:${before ? 0 : 1}:${written}`;
    counterChanges.set(delta, [...(counterChanges.get(delta) ?? []), state.bookId]);
    if (review.id === null) {
      newReviews.push({
        user_id: userId,
        book_id: state.bookId,
        rating: review.rating,
        review_title: review.review_title,
        review_text: review.review_text,
        created_at: review.created_at ?? now,
        updated_at: review.updated_at ?? now,
      });
    } else {
      await trx
        .updateTable('reviews')
        .set({
          rating: review.rating,
          review_title: review.review_title,
          review_text: review.review_text,
          updated_at: review.updated_at ?? now,
        })
        .where('id', '=', review.id)
        .execute();
    }
  }
  for (const part of chunks(newReviews)) await trx.insertInto('reviews').values(part).execute();
  for (const [delta, bookIds] of counterChanges) {
    const [sum, count, written] = delta.split(':').map(Number) as [number, number, number];
    if (sum === 0 && count === 0 && written === 0) continue;
    for (const part of chunks(bookIds)) {
      await trx
        .updateTable('books')
        .set({
          rating_sum: sql<number>`rating_sum + ${sum}`,
          ratings_count: sql<number>`ratings_count + ${count}`,
          reviews_count: sql<number>`reviews_count + ${written}`,
        })
        .where('id', 'in', part)
        .execute();
    }
  }

  const noteRows = states.flatMap((state) =>
    state.noteChanged && state.note
      ? [{ user_id: userId, book_id: state.bookId, ...state.note }]
      : [],
  );
  for (const part of chunks(noteRows)) {
    await trx
      .insertInto('book_notes')
      .values(part)
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'book_id']).doUpdateSet((eb) => ({
          text: eb.ref('excluded.text'),
          owned_copies: eb.ref('excluded.owned_copies'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }

  const extraRows = states.flatMap((state) =>
    [...state.newExtras].map(([source, data]) => ({
      user_id: userId,
      book_id: state.bookId,
      source,
      data,
      updated_at: now,
    })),
  );
  for (const part of chunks(extraRows)) {
    await trx
      .insertInto('relation_extras')
      .values(part)
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'book_id', 'source']).doUpdateSet((eb) => ({
          data: eb.ref('excluded.data'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}

/**
 * A Shelfmark export's account data: goals (one per period; an existing one stays), shared
 * years, and follows of the readers that exist here (by username; never oneself).
 */
export async function applyImportAccount(
  trx: Trx,
  userId: number,
  account: ShelfmarkAccount,
  now: string,
): Promise<void> {
  for (const part of chunks(account.goals)) {
    await trx
      .insertInto('reading_goals')
      .values(
        part.map((goal) => ({
          user_id: userId,
          start_date: goal.start,
          end_date: goal.end,
          books: goal.books,
          pages: goal.pages,
          visibility: goal.visibility,
          created_at: goal.created_at,
          updated_at: goal.updated_at,
        })),
      )
      .onConflict((conflict) => conflict.columns(['user_id', 'start_date', 'end_date']).doNothing())
      .execute();
  }
  for (const part of chunks([...new Set(account.shared_years)])) {
    await trx
      .insertInto('shared_years')
      .values(part.map((year) => ({ user_id: userId, year })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  for (const part of chunks([...new Set(account.following.map((name) => name.toLowerCase()))])) {
    const users = await trx
      .selectFrom('users')
      .select('id')
      .where('username_key', 'in', part)
      .where('id', '<>', userId)
      .execute();
    if (users.length === 0) continue;
    await trx
      .insertInto('follows')
      .values(
        users.map((user) => ({ follower_id: userId, following_id: user.id, created_at: now })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}
