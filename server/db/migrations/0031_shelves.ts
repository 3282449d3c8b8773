import { type Migration, sql } from 'kysely';
import { type AnyDb, type DialectName, identitySql } from './dialect';

/**
 * A reader's own shelves (repos/shelves.ts): `shelves` in the owner's order, `shelf_books` the
 * books on each with when they were put there. The imported tags of 0012 (`relation_tags`)
 * become shelves here and their table goes. Safe to run again: the tables are created if
 * missing, the move skips what it already made, and the tags' table is dropped last.
 *
 * The move, per reader: one shelf per tag name as the contract folds names (`shelfNameKey`,
 * copied below as it was), named by the earliest-placed spelling; a name that folds to nothing
 * or to a built-in list's name stays out; a name longer than a shelf's is cut. The shelves are
 * public and in alphabetical order of their folded names. A placement is dated by the
 * relation's last change when there is one, else by the migration. Every shelf is kept, even
 * beyond the number a reader may create, so no tag is lost.
 */

/** The contract's SHELF_NAME_MAX when this ran. */
const NAME_MAX = 60;

// src/api/contract/searchText.ts `normaliseText`, frozen: a change there must not change how
// this migration named the shelves it made.
const LETTER_FOLDS: Record<string, string> = {
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
};

function nameKey(input: string): string {
  return input
    .replace(/İ/g, 'i')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ıßæœøłđðþ]/g, (letter) => LETTER_FOLDS[letter] ?? letter)
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// The contract's reserved shelf names when this ran (RESERVED_SHELF_NAMES), folded.
const RESERVED = new Set(
  [
    'read',
    'to read',
    'to-read',
    'currently reading',
    'currently-reading',
    'reading',
    'want to read',
    'reading list',
    'read list',
    'liked',
    'likes',
    'favourites',
    'favorites',
    'did not finish',
    'dnf',
    'paused',
  ].map(nameKey),
);

/** Readers moved per batch, and rows per INSERT (3 to 7 parameters a row, under every limit). */
const READERS_PER_BATCH = 200;
const ROWS_PER_INSERT = 500;

interface TagRow {
  user_id: number;
  book_id: number;
  tag: string;
  updated_at: string | null;
}

/** A tag trimmed and cut to a shelf name's length in characters (never halving a pair). */
function shelfName(tag: string): string {
  return Array.from(tag.trim()).slice(0, NAME_MAX).join('').trim();
}

/** Text order by code units, the same on both engines whatever the database's collation. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface PlannedShelf {
  name: string;
  key: string;
  /** The earliest placement's time, to pick the spelling by. */
  firstAt: string;
  books: Map<number, string>;
}

/** One reader's shelves from their tag rows. */
function planShelves(rows: TagRow[], now: string): PlannedShelf[] {
  const shelves = new Map<string, PlannedShelf>();
  for (const row of rows) {
    const name = shelfName(row.tag);
    const key = nameKey(name);
    if (key === '' || RESERVED.has(key)) continue;
    const at = row.updated_at ?? now;
    const shelf = shelves.get(key);
    if (!shelf) {
      shelves.set(key, { name, key, firstAt: at, books: new Map([[row.book_id, at]]) });
      continue;
    }
    if (at < shelf.firstAt || (at === shelf.firstAt && byText(name, shelf.name) < 0)) {
      shelf.name = name;
      shelf.firstAt = at;
    }
    const placed = shelf.books.get(row.book_id);
    if (placed === undefined || at < placed) shelf.books.set(row.book_id, at);
  }
  return [...shelves.values()].sort((a, b) => byText(a.key, b.key));
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size));
  return out;
}

async function hasTable(db: AnyDb, dialect: DialectName, table: string): Promise<boolean> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ found: unknown }>`SELECT to_regclass(${table}) IS NOT NULL AS found`.execute(db)
      : await sql<{
          found: unknown;
        }>`SELECT count(*) AS found FROM sqlite_master WHERE type = 'table' AND name = ${table}`.execute(
          db,
        );
  // PostgreSQL answers a boolean, SQLite a count.
  return Number(rows[0]?.found ?? 0) > 0;
}

/** Moves the tags of the readers `userIds` into shelves (existing ones are left as they are). */
async function moveReaders(db: AnyDb, userIds: number[], now: string) {
  const rows: TagRow[] = await db
    .selectFrom('relation_tags as t')
    .leftJoin('user_book_relations as r', (join) =>
      join.onRef('r.user_id', '=', 't.user_id').onRef('r.book_id', '=', 't.book_id'),
    )
    .select(['t.user_id', 't.book_id', 't.tag', 'r.updated_at'])
    .where('t.user_id', 'in', userIds)
    .execute();
  const byReader = new Map<number, TagRow[]>();
  for (const row of rows) {
    const list = byReader.get(row.user_id) ?? [];
    list.push(row);
    byReader.set(row.user_id, list);
  }
  const planned = [...byReader].map(([userId, tags]) => ({
    userId,
    shelves: planShelves(tags, now),
  }));
  const shelfRows = planned.flatMap(({ userId, shelves }) =>
    shelves.map((shelf, position) => ({
      user_id: userId,
      name: shelf.name,
      name_key: shelf.key,
      is_private: 0,
      position,
      created_at: now,
      updated_at: now,
    })),
  );
  for (const part of chunks(shelfRows, ROWS_PER_INSERT)) {
    await db
      .insertInto('shelves')
      .values(part)
      .onConflict((conflict) => conflict.columns(['user_id', 'name_key']).doNothing())
      .execute();
  }
  const ids: { id: number; user_id: number; name_key: string }[] = await db
    .selectFrom('shelves')
    .select(['id', 'user_id', 'name_key'])
    .where('user_id', 'in', userIds)
    .execute();
  const idOf = new Map(ids.map((row) => [`${row.user_id}\u0000${row.name_key}`, row.id]));
  const placements = planned.flatMap(({ userId, shelves }) =>
    shelves.flatMap((shelf) => {
      const shelfId = idOf.get(`${userId}\u0000${shelf.key}`);
      if (shelfId === undefined) return [];
      return [...shelf.books].map(([bookId, addedAt]) => ({
        shelf_id: shelfId,
        book_id: bookId,
        added_at: addedAt,
      }));
    }),
  );
  for (const part of chunks(placements, ROWS_PER_INSERT)) {
    await db
      .insertInto('shelf_books')
      .values(part)
      .onConflict((conflict) => conflict.columns(['shelf_id', 'book_id']).doNothing())
      .execute();
  }
}

export function shelves(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await sql
        .raw(
          `CREATE TABLE IF NOT EXISTS shelves (
        ${identitySql(dialect)},
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL,
        name_key text NOT NULL,
        is_private integer NOT NULL DEFAULT 0,
        position integer NOT NULL,
        created_at text NOT NULL,
        updated_at text NOT NULL,
        CONSTRAINT shelves_name_length CHECK (length(name) BETWEEN 1 AND ${NAME_MAX}),
        CONSTRAINT shelves_private_flag CHECK (is_private IN (0, 1)),
        CONSTRAINT shelves_position CHECK (position >= 0),
        CONSTRAINT shelves_one_per_name UNIQUE (user_id, name_key)
      )`,
        )
        .execute(db);
      await sql`CREATE TABLE IF NOT EXISTS shelf_books (
        shelf_id integer NOT NULL REFERENCES shelves (id) ON DELETE CASCADE,
        book_id integer NOT NULL REFERENCES books (id) ON DELETE CASCADE,
        added_at text NOT NULL,
        PRIMARY KEY (shelf_id, book_id)
      )`.execute(db);
      // A book's shelves (the shelf picker), and deleting a book without a scan.
      await sql`CREATE INDEX IF NOT EXISTS shelf_books_book ON shelf_books (book_id)`.execute(db);
      // A shelf's books newest placement first, paged without sorting the whole shelf.
      await sql`CREATE INDEX IF NOT EXISTS shelf_books_added
        ON shelf_books (shelf_id, added_at)`.execute(db);

      if (!(await hasTable(db, dialect, 'relation_tags'))) return;
      const now = new Date().toISOString();
      for (let after = 0; ;) {
        const readers: { user_id: number }[] = await db
          .selectFrom('relation_tags')
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
        if (db.isTransaction) await moveReaders(db, userIds, now);
        else await db.transaction().execute((trx) => moveReaders(trx, userIds, now));
      }
      await sql`DROP TABLE IF EXISTS relation_tags`.execute(db);
    },
  };
}
