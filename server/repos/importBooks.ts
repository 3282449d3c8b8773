import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { searchColumns } from '../domain/searchText';
import { indexSearchTerms } from './searchTerms';

/**
 * The catalogue side of an import: batched lookups for matching, and books created
 * from a reader's rows. Reader-added books are marked (`added_by_reader`), keep the row's facts
 * (title, authors, ISBN, publisher, pages, year) and no genre (''); two unique partial indexes
 * (migration 0012) make one exist per ISBN-13, or per normalised title + author without one,
 * however many readers create it at once. Inserting a book bumps the catalogue version
 * (migration 0006's trigger), so every process's search index picks it up at its next search.
 */

type Db = Kysely<Database>;

/** Values per IN list: far below both databases' bound-parameter limits. */
const CHUNK = 500;

function chunks<Item>(items: Item[], size = CHUNK): Item[][] {
  const out: Item[][] = [];
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size));
  return out;
}

/** Book ids by ISBN-13; a catalogue book wins over a reader-added one, then the oldest. */
export async function booksByIsbn13(db: Db, isbns: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const part of chunks([...new Set(isbns)])) {
    const rows = await db
      .selectFrom('books')
      .select(['id', 'isbn13'])
      .where('isbn13', 'in', part)
      .orderBy('added_by_reader')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      if (row.isbn13 !== null && !found.has(row.isbn13)) found.set(row.isbn13, row.id);
    }
  }
  return found;
}

/** Books by normalised title, for exact title + author matching (catalogue first, then oldest). */
export async function booksByTitleNorm(
  db: Db,
  titles: string[],
): Promise<Map<string, { id: number; author_norm: string }[]>> {
  const found = new Map<string, { id: number; author_norm: string }[]>();
  for (const part of chunks([...new Set(titles)])) {
    const rows = await db
      .selectFrom('books')
      .select(['id', 'title_norm', 'author_norm'])
      .where('title_norm', 'in', part)
      .orderBy('added_by_reader')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const list = found.get(row.title_norm) ?? [];
      list.push({ id: row.id, author_norm: row.author_norm });
      found.set(row.title_norm, list);
    }
  }
  return found;
}

export interface CandidateBook {
  id: number;
  title: string;
  author: string;
  isbn: string | null;
  published_year: number | null;
}

/** What the preview shows of candidate books. */
export async function booksForCandidates(db: Db, ids: number[]): Promise<CandidateBook[]> {
  const rows: CandidateBook[] = [];
  for (const part of chunks([...new Set(ids)])) {
    rows.push(
      ...(await db
        .selectFrom('books')
        .select(['id', 'title', 'author', 'isbn', 'published_year'])
        .where('id', 'in', part)
        .execute()),
    );
  }
  return rows;
}

/** Which of `ids` the reader has a relation with. */
export async function shelvedBooks(db: Db, userId: number, ids: number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (const part of chunks([...new Set(ids)])) {
    const rows = await db
      .selectFrom('user_book_relations')
      .select('book_id')
      .where('user_id', '=', userId)
      .where('book_id', 'in', part)
      .execute();
    for (const row of rows) found.add(row.book_id);
  }
  return found;
}

export async function existingBookIds(db: Db, ids: number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (const part of chunks([...new Set(ids)])) {
    const rows = await db.selectFrom('books').select('id').where('id', 'in', part).execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** A book a row asks to create, from the row's facts. */
export interface NewBook {
  title: string;
  author: string;
  isbn13: string | null;
  publisher: string | null;
  pages: number | null;
  year: number | null;
}

/** Longest title, author or publisher a created book keeps (a hostile file's 1 MB cell is cut). */
const TEXT_MAX = 500;
const clipText = (text: string) => (text.length > TEXT_MAX ? text.slice(0, TEXT_MAX) : text);

/** The key a created book is unique by: its ISBN-13, else its normalised title and author. */
export function newBookKey(book: NewBook): string {
  if (book.isbn13) return `isbn:${book.isbn13}`;
  const { title_norm: title, author_norm: author } = searchColumns({
    title: clipText(book.title),
    author: clipText(book.author),
    isbn: null,
  });
  return `title:${title}\u0000${author}`;
}

/**
 * The id of each book: an existing one with the same ISBN-13 (or, without one, the same
 * normalised title and author), else a new reader-added book. Inserts take the keys in sorted
 * order and skip a conflict (another reader created it meanwhile), then read the winners, so
 * concurrent imports of the same unknown book create it once. Answers ids by key and how many
 * books this call created.
 */
export async function findOrCreateBooks(
  db: Db,
  books: NewBook[],
  now: string,
): Promise<{ ids: Map<string, number>; created: number }> {
  const byKey = new Map<string, NewBook>();
  for (const book of books) {
    const key = newBookKey(book);
    if (!byKey.has(key)) byKey.set(key, book);
  }
  const ids = await lookUp(db, [...byKey.keys()]);
  const missing = [...byKey.entries()]
    .filter(([key]) => !ids.has(key))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  let created = 0;
  for (const part of chunks(missing, 200)) {
    const rows = part.map(([, book]) => {
      const title = clipText(book.title);
      const author = clipText(book.author);
      return {
        source_id: null,
        title,
        author,
        description: '',
        genre: '',
        published_year: book.year,
        isbn: book.isbn13,
        isbn13: book.isbn13,
        publisher: book.publisher === null ? null : clipText(book.publisher),
        image_url: null,
        page_count: book.pages !== null && book.pages >= 1 ? book.pages : null,
        added_by_reader: 1 as const,
        ...searchColumns({ title, author, isbn: book.isbn13 }),
        created_at: now,
        updated_at: now,
      };
    });
    const inserted = await db
      .insertInto('books')
      .values(rows)
      .onConflict((conflict) => conflict.doNothing())
      .returning(['id', 'title_norm', 'author_norm'])
      .execute();
    created += inserted.length;
    await indexSearchTerms(db, inserted);
  }
  if (missing.length > 0) {
    for (const [key, id] of await lookUp(
      db,
      missing.map(([key]) => key),
    ))
      ids.set(key, id);
  }
  return { ids, created };
}

/** Ids of books by `newBookKey`: the catalogue's first, then the oldest. */
async function lookUp(db: Db, keys: string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const isbns = keys.filter((key) => key.startsWith('isbn:')).map((key) => key.slice(5));
  for (const [isbn, id] of await booksByIsbn13(db, isbns)) ids.set(`isbn:${isbn}`, id);
  const pairs = keys
    .filter((key) => key.startsWith('title:'))
    .map((key) => key.slice(6).split('\u0000') as [string, string]);
  const byTitle = await booksByTitleNorm(
    db,
    pairs.map(([title]) => title),
  );
  for (const [title, author] of pairs) {
    const book = (byTitle.get(title) ?? []).find((candidate) => candidate.author_norm === author);
    if (book) ids.set(`title:${title}\u0000${author}`, book.id);
  }
  return ids;
}
