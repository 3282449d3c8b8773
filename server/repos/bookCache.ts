import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Book } from '../../src/api/contract';
import type { BookChanges } from '../db/bookChanges';
import type { Database } from '../db/schema';
import { bookColumns, findBook, findBooks, toBook } from './books';

/** The most memory the kept books may take: the 100k books of the synthetic set fit. */
export const BOOK_CACHE_BYTES = 96 * 1024 * 1024;

export interface BookCache {
  /** The book as `findBook` reads it now: kept, or read and kept. Callers must not change it. */
  find(id: number): Promise<Book | null>;
  /**
   * The same book as JSON, in UTF-8: encoded once and kept with the book, so the cheapest call
   * there is does not serialise and transcode the same text on every request.
   */
  json(id: number): Promise<Buffer | null>;
  /**
   * The books of `ids` that exist, by id, when at most `readAtMost` of them are not kept (those
   * are read in one statement and kept); undefined when more are missing, or while changes
   * cannot be heard: the caller then reads what it needs its own way.
   */
  many(ids: readonly number[], readAtMost: number): Promise<Map<number, Book> | undefined>;
  /**
   * Reads the most read books, as many as fit, in one pass: a server starts with them kept
   * instead of reading each on its first call. Answers how many were kept.
   */
  preload(): Promise<number>;
}

/** A kept book, and its JSON once a caller has asked for it. */
interface Kept {
  book: Book;
  json?: Buffer;
}

/** About what a book takes in memory: its text at two bytes a character, and the object. */
function bookBytes(book: Book): number {
  let characters = 0;
  for (const value of Object.values(book))
    if (typeof value === 'string') characters += value.length;
  return 2 * characters + 256;
}

const keptBytes = ({ book, json }: Kept) => bookBytes(book) + (json?.length ?? 0);

/**
 * Books by id, kept between reads. A book by id is the cheapest call there is, and reading its
 * one row in a busy server cost more than all of Fastify's work for the call (the bench: about
 * 45 of 95 us of CPU a call on SQLite, more on PostgreSQL).
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
  maxBytes = BOOK_CACHE_BYTES,
): BookCache {
  const kept = new LRUCache<number, Kept>({ maxSize: maxBytes, sizeCalculation: keptBytes });
  changes.listen((id) => {
    if (id === null) kept.clear();
    else kept.delete(id);
  });
  const keep = (book: Book) => kept.set(book.id, { book: Object.freeze(book) });

  async function entry(id: number): Promise<Kept | null> {
    const readIn = changes.generation;
    if (readIn !== undefined) {
      const found = kept.get(id);
      if (found) return found;
    }
    const book = await findBook(db, id);
    if (!book) return null;
    const read = { book: Object.freeze(book) };
    if (readIn !== undefined && changes.generation === readIn) kept.set(id, read);
    return read;
  }

  return {
    async find(id) {
      return (await entry(id))?.book ?? null;
    },

    async json(id) {
      const found = await entry(id);
      if (!found) return null;
      if (!found.json) {
        found.json = Buffer.from(JSON.stringify(found.book));
        // Set again, so the bytes count against the bound; unless the book went meanwhile.
        if (kept.peek(id) === found) kept.set(id, found);
      }
      return found.json;
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
        found.set(book.id, Object.freeze(book));
        if (changes.generation === readIn) kept.set(book.id, { book });
      }
      return found;
    },

    async preload() {
      const readIn = changes.generation;
      if (readIn === undefined) return 0;
      // More rows than can fit are never read: no book takes less than the fixed part.
      const rows = await db
        .selectFrom('books')
        .select(bookColumns)
        .orderBy('books.reads_count', 'desc')
        .orderBy('books.id')
        .limit(Math.floor(maxBytes / bookBytes({} as Book)))
        .execute();
      if (changes.generation !== readIn) return 0;
      let bytes = 0;
      const fitting = [];
      for (const row of rows) {
        const book = toBook(row);
        bytes += bookBytes(book);
        if (bytes > maxBytes) break;
        fitting.push(book);
      }
      // Least read first, so the most read are the last to make room for others.
      for (let at = fitting.length - 1; at >= 0; at -= 1) keep(fitting[at] as Book);
      return fitting.length;
    },
  };
}
