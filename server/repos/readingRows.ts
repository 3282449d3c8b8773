import type { Kysely, Selectable } from 'kysely';
import {
  type PartialDate,
  type Reading,
  type ReadingState,
  UNKNOWN_DATE,
  comparePartialDates,
  finishOfRead,
  isActiveState,
} from '../../src/api/contract';
import type { Database, PrecisionValue, ReadingsTable } from '../db/schema';

/**
 * Rows of the reading journal (migration 0009) and the few statements on them that both the
 * journal (repos/readings.ts) and the spec's set-as-read toggle (repos/relations.ts) run.
 * Callers hold the (reader, book) relation row's lock: see repos/readings.ts.
 */

export type ReadingRow = Selectable<ReadingsTable>;

/** Today as a day-precision date, from the app clock's ISO timestamp (UTC). */
export const todayOf = (now: string): PartialDate => ({ date: now.slice(0, 10), precision: 'day' });

/** The finish of a read marked at `now`: what the reader said, else today (finishOfRead). */
export const finishAt = (said: PartialDate | undefined, now: string) =>
  finishOfRead(said, now.slice(0, 10));

function partialDate(date: string | null, precision: PrecisionValue): PartialDate {
  return precision === 'unknown' ? UNKNOWN_DATE : { date, precision };
}

/** A partial date as its two columns. */
export function dateColumns<
  Prefix extends 'started' | 'finished' | 'stopped',
  Value extends PartialDate | null,
>(prefix: Prefix, value: Value) {
  return {
    [`${prefix}_date`]: value && value.precision !== 'unknown' ? value.date : null,
    [`${prefix}_precision`]: value ? value.precision : null,
  } as Record<`${Prefix}_date`, string | null> &
    Record<`${Prefix}_precision`, Value extends null ? null : PrecisionValue>;
}

export const startedOf = (row: ReadingRow) => partialDate(row.started_date, row.started_precision);

export function toReading(row: ReadingRow): Reading {
  return {
    id: row.id,
    book_id: row.book_id,
    state: row.state,
    started: startedOf(row),
    finished: row.finished_precision
      ? partialDate(row.finished_date, row.finished_precision)
      : null,
    stopped: row.stopped_precision ? partialDate(row.stopped_date, row.stopped_precision) : null,
    dnf_reason: row.dnf_reason,
    progress: { pages: row.progress_pages, percent: row.progress_percent },
    note: row.note,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const isActive = (row: Pick<ReadingRow, 'state'>) => isActiveState(row.state as ReadingState);

/** The day a reading ended (finished or stopped), as stored: null when unknown or still active. */
const endDate = (row: ReadingRow) =>
  row.state === 'read' ? row.finished_date : isActive(row) ? null : row.stopped_date;

/**
 * Where an ended reading sorts: its end date, or for an unknown end the day it was recorded, so
 * a read marked today without dates is the latest (and so gives the status), not the oldest.
 */
const endKey = (row: ReadingRow) => endDate(row) ?? row.created_at.slice(0, 10);

/**
 * The contract's order (bookJournalSchema): the active reading first, then the ended ones by
 * their end (endKey), newest first, then the newest created (highest id).
 */
export function orderReadings(rows: ReadingRow[]): ReadingRow[] {
  return [...rows].sort((a, b) => {
    if (isActive(a) !== isActive(b)) return isActive(a) ? -1 : 1;
    const [endA, endB] = isActive(a) ? ['', ''] : [endKey(a), endKey(b)];
    if (endA !== endB) return endA < endB ? 1 : -1;
    return b.id - a.id;
  });
}

export async function readingsOf(db: Kysely<Database>, userId: number, bookId: number) {
  return db
    .selectFrom('readings')
    .selectAll()
    .where('user_id', '=', userId)
    .where('book_id', '=', bookId)
    .execute();
}

export const activeReading = (rows: ReadingRow[]) => rows.find(isActive);

/**
 * The end a finish on `day` gets: that day, or an unknown date when the reading started later
 * (a start typed in the future): the database refuses an end before its start.
 */
export function endOn(row: ReadingRow, day: PartialDate): PartialDate {
  const order = comparePartialDates(day, startedOf(row));
  return order !== null && order < 0 ? UNKNOWN_DATE : day;
}

/**
 * `/user-book-relations/set-as-read` turned `read` on: the active reading is finished today,
 * or, with none, a read reading finished today (and started who knows when) records it, as
 * the status menu's "Read" does: the contract's finishOfRead decides both. Run after the flip,
 * in its transaction.
 */
export async function recordRead(
  db: Kysely<Database>,
  userId: number,
  bookId: number,
  now: string,
) {
  const active = activeReading(await readingsOf(db, userId, bookId));
  if (active) {
    await db
      .updateTable('readings')
      .set({
        state: 'read',
        ...dateColumns('finished', endOn(active, finishAt(undefined, now))),
        ...dateColumns('stopped', null),
        updated_at: now,
      })
      .where('id', '=', active.id)
      .execute();
    return;
  }
  await db
    .insertInto('readings')
    .values({
      user_id: userId,
      book_id: bookId,
      state: 'read',
      ...dateColumns('started', UNKNOWN_DATE),
      ...dateColumns('finished', finishAt(undefined, now)),
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/**
 * `/user-book-relations/set-as-read` turned `read` off: the finished readings go (with their
 * progress logs); an active reading and DNF readings stay. Run after the flip, in its transaction.
 */
export async function removeReadReadings(db: Kysely<Database>, userId: number, bookId: number) {
  await db
    .deleteFrom('readings')
    .where('user_id', '=', userId)
    .where('book_id', '=', bookId)
    .where('state', '=', 'read')
    .execute();
}
