import { type Migration, sql } from 'kysely';
import type { AnyDb, DialectName } from './dialect';

/**
 * A reader's private note on a book and the copies they own (repos/bookNotes.ts), one row per
 * reader and book, gone with either. Imports kept both per source in `relation_extras`
 * (`private_notes`, `owned_copies`); they move here and leave the extras, so each has one home.
 *
 * The move, per reader and book: of the book's extras rows, newest `updated_at` first (then by
 * source name), the first non-blank note and the first positive number of copies win, each on
 * its own; the note is cut to the limit (never halving a pair), the copies capped at it. Nothing
 * is made when both are empty. The note is dated by the newest extras row it drew on. Safe to
 * run again: a note already there is kept, and extras without the keys are not read again.
 */

/** The contract's BOOK_NOTE_MAX and OWNED_COPIES_MAX when this ran. */
const TEXT_MAX = 10_000;
const COPIES_MAX = 999;

/** Readers moved per batch, and rows per INSERT (5 parameters a row, under every limit). */
const READERS_PER_BATCH = 200;
const ROWS_PER_INSERT = 500;

const MOVED_KEYS = ['private_notes', 'owned_copies'];

interface ExtrasRow {
  user_id: number;
  book_id: number;
  source: string;
  data: string;
  updated_at: string;
}

interface NoteRow {
  user_id: number;
  book_id: number;
  text: string;
  owned_copies: number;
  updated_at: string;
}

/** A note cut to TEXT_MAX code units, without leaving half of a surrogate pair at the end. */
function clampText(text: string): string {
  if (text.length <= TEXT_MAX) return text;
  const cut = text.slice(0, TEXT_MAX);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

function noteOf(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' ? clampText(value) : '';
}

function copiesOf(value: unknown): number {
  const copies = typeof value === 'number' ? value : Number.NaN;
  return Number.isFinite(copies) && copies >= 1 ? Math.min(COPIES_MAX, Math.floor(copies)) : 0;
}

function parse(data: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Text order by code units, the same on both engines whatever the database's collation. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The notes to make, and the extras rows rewritten without the moved keys. */
function plan(rows: ExtrasRow[]): { notes: NoteRow[]; extras: ExtrasRow[] } {
  const byBook = new Map<string, { row: ExtrasRow; data: Record<string, unknown> }[]>();
  const extras: ExtrasRow[] = [];
  for (const row of rows) {
    const data = parse(row.data);
    if (!data || !MOVED_KEYS.some((key) => key in data)) continue;
    const key = `${row.user_id}:${row.book_id}`;
    byBook.set(key, [...(byBook.get(key) ?? []), { row, data }]);
    const kept = Object.fromEntries(
      Object.entries(data).filter(([name]) => !MOVED_KEYS.includes(name)),
    );
    extras.push({ ...row, data: JSON.stringify(kept) });
  }
  const notes: NoteRow[] = [];
  for (const group of byBook.values()) {
    group.sort(
      (a, b) => byText(b.row.updated_at, a.row.updated_at) || byText(a.row.source, b.row.source),
    );
    const withText = group.find(({ data }) => noteOf(data.private_notes) !== '');
    const withCopies = group.find(({ data }) => copiesOf(data.owned_copies) > 0);
    const first = group[0];
    if ((!withText && !withCopies) || !first) continue;
    const dates = [withText, withCopies].flatMap((found) => (found ? [found.row.updated_at] : []));
    notes.push({
      user_id: first.row.user_id,
      book_id: first.row.book_id,
      text: noteOf(withText?.data.private_notes),
      owned_copies: copiesOf(withCopies?.data.owned_copies),
      updated_at: dates.sort(byText).at(-1) ?? first.row.updated_at,
    });
  }
  return { notes, extras };
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size));
  return out;
}

/** Moves the notes and copies of the readers `userIds` out of their extras. */
async function moveReaders(db: AnyDb, userIds: number[]) {
  const rows: ExtrasRow[] = await db
    .selectFrom('relation_extras')
    .select(['user_id', 'book_id', 'source', 'data', 'updated_at'])
    .where('user_id', 'in', userIds)
    .where((eb) => eb.or(MOVED_KEYS.map((key) => eb('data', 'like', `%"${key}"%`))))
    .execute();
  const { notes, extras } = plan(rows);
  for (const part of chunks(notes, ROWS_PER_INSERT)) {
    await db
      .insertInto('book_notes')
      .values(part)
      .onConflict((conflict) => conflict.columns(['user_id', 'book_id']).doNothing())
      .execute();
  }
  // Each row exists: the upsert rewrites its data in one statement per part, on both engines.
  for (const part of chunks(extras, ROWS_PER_INSERT)) {
    await db
      .insertInto('relation_extras')
      .values(part)
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'book_id', 'source'])
          .doUpdateSet((eb) => ({ data: eb.ref('excluded.data') })),
      )
      .execute();
  }
}

export function bookNotes(_dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await sql
        .raw(
          `CREATE TABLE IF NOT EXISTS book_notes (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        book_id integer NOT NULL REFERENCES books (id) ON DELETE CASCADE,
        text text NOT NULL,
        owned_copies integer NOT NULL DEFAULT 0,
        updated_at text NOT NULL,
        PRIMARY KEY (user_id, book_id),
        CONSTRAINT book_notes_text_length CHECK (length(text) <= ${TEXT_MAX}),
        CONSTRAINT book_notes_owned_copies CHECK (owned_copies BETWEEN 0 AND ${COPIES_MAX})
      )`,
        )
        .execute(db);
      // Deleting a book finds its notes without a scan.
      await sql`CREATE INDEX IF NOT EXISTS book_notes_book ON book_notes (book_id)`.execute(db);

      for (let after = 0; ;) {
        const readers: { user_id: number }[] = await db
          .selectFrom('relation_extras')
          .select('user_id')
          .distinct()
          .where('user_id', '>', after)
          .orderBy('user_id')
          .limit(READERS_PER_BATCH)
          .execute();
        if (readers.length === 0) break;
        const userIds = readers.map((row) => row.user_id);
        after = userIds[userIds.length - 1] ?? after;
        // PostgreSQL runs the whole migration in one transaction already; SQLite commits each
        // batch of readers whole, and a batch cut short is done again by the next run.
        if (db.isTransaction) await moveReaders(db, userIds);
        else await db.transaction().execute((trx) => moveReaders(trx, userIds));
      }
    },
  };
}
