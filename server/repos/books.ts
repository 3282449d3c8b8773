import type { Kysely, Selectable } from 'kysely';
import type { Book } from '../../src/api/contract';
import { reusable } from '../db/reusable';
import type { BooksTable, Database } from '../db/schema';

export const bookColumns = [
  'books.id',
  'books.title',
  'books.author',
  'books.description',
  'books.genre',
  'books.published_year',
  'books.isbn',
  'books.publisher',
  'books.image_url',
  'books.reads_count',
  'books.ratings_count',
  'books.rating_sum',
  'books.created_at',
  'books.updated_at',
] as const;

type BookRow = Pick<
  Selectable<BooksTable>,
  | 'id'
  | 'title'
  | 'author'
  | 'description'
  | 'genre'
  | 'published_year'
  | 'isbn'
  | 'publisher'
  | 'image_url'
  | 'reads_count'
  | 'ratings_count'
  | 'rating_sum'
  | 'created_at'
  | 'updated_at'
>;

export function toBook(row: BookRow): Book {
  const count = Number(row.ratings_count);
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    description: row.description,
    genre: row.genre,
    published_year: row.published_year,
    rating: count > 0 ? Math.round((Number(row.rating_sum) / count) * 100) / 100 : 0,
    ratings_count: count,
    reads: Number(row.reads_count),
    isbn: row.isbn,
    publisher: row.publisher,
    created_at: row.created_at,
    updated_at: row.updated_at,
    image_url: row.image_url,
  };
}

export interface BookPage {
  books: Book[];
  total: number;
}

const bookById = reusable((db, id: number) =>
  db.selectFrom('books').select(bookColumns).where('books.id', '=', id),
);

export async function findBook(db: Kysely<Database>, id: number): Promise<Book | null> {
  const [row] = await bookById(db, id);
  return row ? toBook(row) : null;
}

/** The books of `ids` that exist, in no particular order: for a few ids at a time. */
export async function findBooks(db: Kysely<Database>, ids: readonly number[]): Promise<Book[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('books')
    .select(bookColumns)
    .where('books.id', 'in', ids)
    .execute();
  return rows.map(toBook);
}

export async function bookExists(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom('books').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

const countBooks = (db: Kysely<Database>) =>
  db.selectFrom('books').select((eb) => eb.fn.countAll<number>().as('n'));

/**
 * The catalogue size, remembered for a minute per database: books are written only by the
 * seed, never through the API, so a per-process copy cannot disagree for long, and counting
 * 100k rows on every most-read call would dominate its cost.
 */
const catalogueSizes = new WeakMap<Kysely<Database>, { value: number; until: number }>();
const CATALOGUE_SIZE_TTL_MS = 60_000;

async function catalogueSize(db: Kysely<Database>): Promise<number> {
  const cached = catalogueSizes.get(db);
  if (cached && cached.until > Date.now()) return cached.value;
  const row = await countBooks(db).executeTakeFirstOrThrow();
  const value = Number(row.n);
  catalogueSizes.set(db, { value, until: Date.now() + CATALOGUE_SIZE_TTL_MS });
  return value;
}

export async function mostRead(
  db: Kysely<Database>,
  limit: number,
  offset: number,
): Promise<BookPage> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('books')
      .select(bookColumns)
      .orderBy('books.reads_count', 'desc')
      .orderBy('books.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    catalogueSize(db),
  ]);
  return { books: rows.map(toBook), total };
}

export async function booksOfGenre(
  db: Kysely<Database>,
  genre: string,
  limit: number,
  offset: number,
): Promise<BookPage> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('books')
      .select(bookColumns)
      .where('books.genre', '=', genre)
      .orderBy('books.reads_count', 'desc')
      .orderBy('books.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    countBooks(db).where('books.genre', '=', genre).executeTakeFirstOrThrow(),
  ]);
  return { books: rows.map(toBook), total: Number(count.n) };
}

export async function catalogueGenres(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('books').select('genre').distinct().execute();
  return rows.map((row) => row.genre);
}

export type ShelfFlag = 'read' | 'liked' | 'favorite' | 'read_list';

/** A member's shelf (read, liked, favourites, reading list), most recently changed first. */
export async function shelf(
  db: Kysely<Database>,
  userId: number,
  flag: ShelfFlag,
  limit: number,
  offset: number,
): Promise<BookPage> {
  const base = db
    .selectFrom('user_book_relations as r')
    .where('r.user_id', '=', userId)
    .where(`r.${flag}`, '=', 1);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('books', 'books.id', 'r.book_id')
      .select(bookColumns)
      .orderBy('r.updated_at', 'desc')
      .orderBy('r.book_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { books: rows.map(toBook), total: Number(count.n) };
}
