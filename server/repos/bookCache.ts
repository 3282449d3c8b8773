import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Book } from '../../src/api/contract';
import type { BookChanges } from '../db/bookChanges';
import type { Database } from '../db/schema';
import { bookColumns, findBook, findBooks, toBook } from './books';

/**
 * The most memory the kept books may take: the 100k books of the synthetic set fit, each with
 * its JSON (about 130 MB by `keptBytes`).
 */
export const BOOK_CACHE_BYTES = 160 * 1024 * 1024;

export interface BookCache {
  /** The book as `findBook` reads it now: kept, or read and kept. Callers must not change it. */
  find(id: number): Promise<Book | null>;
  /**
   * The same book as JSON, in UTF-8: encoded when the book is kept, so the cheapest call there
   * is does not serialise and transcode the same text on every request.
   */
  json(id: number): Promise<Buffer | null>;
  /**
   * The books of `ids` that exist, by id, when at most `readAtMost` of them are not kept (those
   * are read in one statement and kept); undefined when more are missing, or while changes
   * cannot be heard: the caller then reads what it needs its own way.
   */
  many(ids: readonly number[], readAtMost: number): Promise<Map<number, Book> | undefined>;
  /**
   * Reads the most read books, as many as fit, in slices: a server starts with them kept
   * instead of reading each on its first call. Answers how many were kept.
   */
  preload(): Promise<number>;
}

/** Books read per statement at start. */
const PRELOAD_SLICE = 10_000;

/** The next most read books after `after` (by reads desc, then id), or the first ones. */
function readSlice(
  db: Kysely<Database>,
  size: number,
  after: { reads: number; id: number } | undefined,
) {
  let query = db
    .selectFrom('books')
    .select(bookColumns)
    .orderBy('books.reads_count', 'desc')
    .orderBy('books.id')
    .limit(size);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('books.reads_count', '<', after.reads),
        eb.and([eb('books.reads_count', '=', after.reads), eb('books.id', '>', after.id)]),
      ]),
    );
  }
  return query.execute();
}

/** A kept book and its JSON. */
interface Kept {
  book: Book;
  json: Buffer;
}

const entryOf = (book: Book): Kept => ({
  book: Object.freeze(book),
  json: Buffer.from(JSON.stringify(book)),
});

/** About what a book takes in memory: its text at two bytes a character, and the object. */
function bookBytes(book: Book): number {
  let characters = 0;
  for (const value of Object.values(book))
    if (typeof value === 'string') characters += value.length;
  return 2 * characters + 256;
}

const keptBytes = ({ book, json }: Kept) => bookBytes(book) + json.length;

export interface BookCacheOptions {
  /** The bound on memory, BOOK_CACHE_BYTES by default. */
  maxBytes?: number;
  /** Books read per statement by `preload`, PRELOAD_SLICE by default. */
  preloadSlice?: number;
}

/**
 * Books by id, kept between reads. A book by id is the cheapest call there is, and reading its
 * one row in a busy server cost more than all of Fastify's work for the call (the bench, on
 * both databases; docs/performance.md). Search orders its pages from the
 * kept books too (search/engine.ts), so a page costs no statement when its books are kept.
 *
 * A kept book is dropped as soon as a change to it is heard (db/bookChanges.ts): at once for
 * this server's own writes, which are heard before the write's answer is sent, and within a
 * notification for another server's. A read that was under way while any book changed is not
 * kept, since it may predate the change. While changes cannot be heard nothing kept is served.
 * Books not found are not kept.
 */
export function createBookCache(
  db: Kysely<Database>,
  changes: BookChanges,
  { maxBytes = BOOK_CACHE_BYTES, preloadSlice = PRELOAD_SLICE }: BookCacheOptions = {},
): BookCache {
  const kept = new LRUCache<number, Kept>({ maxSize: maxBytes, sizeCalculation: keptBytes });
  changes.listen((id) => {
    if (id === null) kept.clear();
    else kept.delete(id);
  });
  const keep = (entry: Kept) => kept.set(entry.book.id, entry);

  async function entry(id: number): Promise<Kept | null> {
    const readIn = changes.generation;
    if (readIn !== undefined) {
      const found = kept.get(id);
      if (found) return found;
    }
    const book = await findBook(db, id);
    if (!book) return null;
    const read = entryOf(book);
    if (readIn !== undefined && changes.generation === readIn) keep(read);
    return read;
  }

  return {
    async find(id) {
      return (await entry(id))?.book ?? null;
    },

    async json(id) {
      return (await entry(id))?.json ?? null;
    },

    async many(ids, readAtMost) {
      const readIn = changes.generation;
      if (readIn === undefined) return undefined;
      const found = new Map<number, Book>();
      const missing: number[] = [];
      for (const id of ids) {
        const entry = kept.get(id);
        if (entry) found.set(id, entry.book);
        else missing.push(id);
      }
      if (missing.length > readAtMost) return undefined;
      for (const book of await findBooks(db, missing)) {
        const read = entryOf(book);
        found.set(book.id, read.book);
        if (changes.generation === readIn) keep(read);
      }
      return found;
    },

    async preload() {
      const readIn = changes.generation;
      if (readIn === undefined) return 0;
      let bytes = 0;
      const fitting: Kept[] = [];
      // In slices, most read first, so a catalogue far larger than the bound is not read whole.
      for (let after: { reads: number; id: number } | undefined; ;) {
        const rows = await readSlice(db, preloadSlice, after);
        if (changes.generation !== readIn) return 0;
        for (const row of rows) {
          const read = entryOf(toBook(row));
          bytes += keptBytes(read);
          if (bytes > maxBytes) break;
          fitting.push(read);
        }
        const last = fitting[fitting.length - 1];
        if (rows.length < preloadSlice || bytes > maxBytes || !last) break;
        after = { reads: last.book.reads, id: last.book.id };
      }
      // Least read first, so the most read are the last to make room for others.
      for (let at = fitting.length - 1; at >= 0; at -= 1) keep(fitting[at] as Kept);
      return fitting.length;
    },
  };
}
