import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { GENRES, GENDERS, completeProgress } from '../../src/api/contract';
import type { Passwords } from '../auth/passwords';
import type { Database } from '../db/schema';
import { parseIsbn } from '../import/formats/isbn';
import { searchColumns } from '../domain/searchText';
import { writtenReview } from '../repos/reviewWords';
import { indexSearchTerms } from '../repos/searchTerms';

export const DEMO_PASSWORD = 'Shelfmark2026';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_SEED_FILES = {
  catalogue: path.join(here, 'data', 'catalogue.json'),
  facts: path.join(here, 'data', 'catalogue-facts.json'),
  demo: path.join(here, 'data', 'demo.json'),
};

const catalogueBook = z.object({
  sourceId: z.number().int(),
  title: z.string().min(1),
  author: z.string().min(1),
  publishedYear: z.number().int().nullable(),
  isbn13: z.string().nullable(),
  /** The series and number ("Harry Potter, #3"): searched, not shown. */
  series: z.string().optional(),
  genre: z.enum(GENRES),
  publisher: z.string().nullable(),
  description: z.string(),
});
const catalogueSchema = z.array(catalogueBook);

/** Books with facts only (catalogue-facts.json): seeded with no genre ('') and no description. */
const factsSchema = z.array(
  catalogueBook.pick({
    sourceId: true,
    title: true,
    author: true,
    publishedYear: true,
    isbn13: true,
    series: true,
  }),
);

const demoSchema = z.object({
  readers: z.array(
    z.object({
      username: z.string(),
      name: z.string(),
      surname: z.string(),
      email: z.string(),
      gender: z.enum(GENDERS).nullable().optional(),
    }),
  ),
  shelves: z.record(
    z.string(),
    z.object({
      read: z.array(z.number()).default([]),
      liked: z.array(z.number()).default([]),
      favorites: z.array(z.number()).default([]),
      readingList: z.array(z.number()).default([]),
    }),
  ),
  reviews: z.array(
    z.object({
      username: z.string(),
      sourceId: z.number(),
      rating: z.number().int().min(1).max(5),
      title: z.string(),
      text: z.string(),
      daysAgo: z.number().min(0),
    }),
  ),
  follows: z.array(z.tuple([z.string(), z.string()])),
  /**
   * Dated readings (the journal): `ended` is the finish of a read reading and the
   * stop of a DNF one; `pageCount` is the reader's edition; `progress` the dated page log of a
   * reading in progress. A read book without a dated read reading gets an undated one.
   */
  readings: z
    .array(
      z.object({
        username: z.string(),
        sourceId: z.number(),
        state: z.enum(['reading', 'read', 'dnf']),
        started: z.string().nullable(),
        ended: z.string().optional(),
        pageCount: z.number().int().min(1).optional(),
        progress: z
          .array(z.object({ date: z.string(), pages: z.number().int().min(0) }))
          .optional(),
        dnfReason: z.string().optional(),
      }),
    )
    .default([]),
});

export interface SeedFiles {
  catalogue: string;
  /** Facts-only books, seeded after the catalogue (so its books keep their ids); optional. */
  facts?: string;
  /** Demo readers, shelves, reviews and follows; optional. */
  demo?: string;
}

export interface SeedResult {
  seeded: boolean;
  books: number;
  readers: number;
  /** How long the seed took, in milliseconds (0 when nothing was seeded). */
  ms: number;
}

/** What `seedIfEmpty` answers when it seeds nothing. */
export const NOT_SEEDED: SeedResult = { seeded: false, books: 0, readers: 0, ms: 0 };

const BATCH = 500;

async function insertInBatches<Table extends keyof Database>(
  db: Kysely<Database>,
  table: Table,
  rows: readonly Record<string, unknown>[],
) {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    // Rows are built from validated seed files for exactly this table's columns; Kysely cannot
    // check a row type chosen by a generic table name.
    await db
      .insertInto(table)
      .values(batch as never)
      .execute();
  }
}

/** The catalogue's ISBN as the isbn13 column keeps it (migration 0012), null when invalid. */
function isbn13Of(isbn: string): string | null {
  const parsed = parseIsbn(isbn);
  return parsed.kind === 'isbn13' ? parsed.isbn13 : null;
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * Loads the catalogue and demo readers into an empty database, all in one transaction. A row
 * in app_meta claims the seed, so a second start (or a second process) never seeds again.
 */
export async function seedIfEmpty(
  db: Kysely<Database>,
  passwords: Passwords,
  files: SeedFiles,
  now: Date,
): Promise<SeedResult> {
  const already = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', 'seeded_at')
    .executeTakeFirst();
  if (already) return NOT_SEEDED;
  if (!fs.existsSync(files.catalogue)) return NOT_SEEDED;

  const started = performance.now();
  const catalogue = [
    ...catalogueSchema.parse(readJson(files.catalogue)),
    ...(files.facts && fs.existsSync(files.facts)
      ? factsSchema
          .parse(readJson(files.facts))
          .map((book) => ({ ...book, genre: '', publisher: null, description: '' }))
      : []),
  ];
  const demo =
    files.demo && fs.existsSync(files.demo) ? demoSchema.parse(readJson(files.demo)) : undefined;
  // argon2 is slow on purpose: hash every reader's password in parallel before the transaction.
  const hashes = demo
    ? await Promise.all(demo.readers.map(() => passwords.hash(DEMO_PASSWORD)))
    : [];
  const stamp = now.toISOString();

  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .insertInto('app_meta')
      .values({ key: 'seeded_at', value: stamp })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .executeTakeFirst();
    if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return NOT_SEEDED;

    const bookRows = catalogue.map((book) => ({
      source_id: book.sourceId,
      title: book.title,
      author: book.author,
      description: book.description,
      genre: book.genre,
      published_year: book.publishedYear,
      isbn: book.isbn13,
      isbn13: book.isbn13 ? isbn13Of(book.isbn13) : null,
      publisher: book.publisher,
      image_url: null,
      ...searchColumns({
        title: book.title,
        author: book.author,
        isbn: book.isbn13,
        series: book.series,
      }),
      created_at: stamp,
      updated_at: stamp,
    }));
    await insertInBatches(trx, 'books', bookRows);
    await indexSearchTerms(trx, bookRows);
    const elapsed = () => Math.round(performance.now() - started);
    if (!demo) return { seeded: true, books: bookRows.length, readers: 0, ms: elapsed() };

    const userRows = demo.readers.map((reader, index) => ({
      username: reader.username,
      username_key: reader.username.toLowerCase(),
      name: reader.name,
      surname: reader.surname,
      full_name: `${reader.name} ${reader.surname}`,
      email: reader.email.trim().toLowerCase(),
      gender: reader.gender ?? null,
      password_hash: hashes[index] as string,
      avatar_version: null,
      created_at: stamp,
      updated_at: stamp,
    }));
    await insertInBatches(trx, 'users', userRows);

    const users = new Map(
      (await trx.selectFrom('users').select(['id', 'username']).execute()).map((row) => [
        row.username,
        row.id,
      ]),
    );
    const books = new Map(
      (await trx.selectFrom('books').select(['id', 'source_id']).execute()).map((row) => [
        row.source_id,
        row.id,
      ]),
    );

    // Liking, keeping or reviewing a book implies having read it (the schema enforces it).
    const relations = new Map<
      string,
      {
        user_id: number;
        book_id: number;
        read: 0 | 1;
        liked: 0 | 1;
        favorite: 0 | 1;
        read_list: 0 | 1;
        page_count: number | null;
        updated_at: string;
      }
    >();
    const relation = (userId: number, bookId: number) => {
      const key = `${userId}:${bookId}`;
      let row = relations.get(key);
      if (!row) {
        row = {
          user_id: userId,
          book_id: bookId,
          read: 0,
          liked: 0,
          favorite: 0,
          read_list: 0,
          page_count: null,
          updated_at: stamp,
        };
        relations.set(key, row);
      }
      return row;
    };
    for (const [username, shelf] of Object.entries(demo.shelves)) {
      const userId = users.get(username);
      if (userId === undefined) continue;
      const each = (ids: number[], apply: (row: ReturnType<typeof relation>) => void) => {
        for (const sourceId of ids) {
          const bookId = books.get(sourceId);
          if (bookId !== undefined) apply(relation(userId, bookId));
        }
      };
      each(shelf.readingList, (row) => (row.read_list = 1));
      each(shelf.read, (row) => {
        row.read = 1;
        row.read_list = 0;
      });
      each(shelf.liked, (row) => {
        row.read = 1;
        row.liked = 1;
      });
      each(shelf.favorites, (row) => {
        row.read = 1;
        row.favorite = 1;
      });
    }

    const reviewRows = demo.reviews.flatMap((review, index) => {
      const userId = users.get(review.username);
      const bookId = books.get(review.sourceId);
      if (userId === undefined || bookId === undefined) return [];
      const row = relation(userId, bookId);
      row.read = 1;
      row.read_list = 0;
      // Minutes apart so reviews written "the same day" still have a stable order.
      const created = new Date(
        now.getTime() - review.daysAgo * 86_400_000 - index * 60_000,
      ).toISOString();
      return [
        {
          user_id: userId,
          book_id: bookId,
          rating: review.rating,
          review_title: review.title,
          review_text: review.text,
          created_at: created,
          updated_at: created,
        },
      ];
    });
    const uniqueReviews = [
      ...new Map(reviewRows.map((row) => [`${row.user_id}:${row.book_id}`, row])).values(),
    ];

    // Dated readings: a finished one puts the book on the read shelf, one being read or
    // abandoned takes it off the reading list (as /readings/set-status does).
    const readings = demo.readings.flatMap((reading) => {
      const userId = users.get(reading.username);
      const bookId = books.get(reading.sourceId);
      if (userId === undefined || bookId === undefined) return [];
      const row = relation(userId, bookId);
      if (reading.state === 'read') row.read = 1;
      row.read_list = 0;
      if (reading.pageCount !== undefined) row.page_count = reading.pageCount;
      return [{ ...reading, userId, bookId }];
    });

    await insertInBatches(trx, 'user_book_relations', [...relations.values()]);
    await insertInBatches(trx, 'reviews', uniqueReviews);
    for (const reading of readings) {
      const day = (date: string | null | undefined) => ({
        date: date ?? null,
        precision: date ? ('day' as const) : ('unknown' as const),
      });
      const last = reading.progress?.at(-1);
      const pages = last?.pages ?? null;
      const lastDay = last?.date ?? reading.ended ?? reading.started;
      // Recorded on its last day (evening UTC), never after the seed itself.
      const at = (date: string | null | undefined) => {
        const time = date ? `${date}T18:00:00.000Z` : stamp;
        return time < stamp ? time : stamp;
      };
      const percent = (value: number | null) =>
        completeProgress({ pages: value, percent: null }, reading.pageCount ?? null).percent;
      const { id } = await trx
        .insertInto('readings')
        .values({
          user_id: reading.userId,
          book_id: reading.bookId,
          state: reading.state,
          started_date: reading.started,
          started_precision: day(reading.started).precision,
          finished_date: reading.state === 'read' ? (reading.ended ?? null) : null,
          finished_precision: reading.state === 'read' ? day(reading.ended).precision : null,
          stopped_date: reading.state === 'dnf' ? (reading.ended ?? null) : null,
          stopped_precision: reading.state === 'dnf' ? day(reading.ended).precision : null,
          dnf_reason: reading.state === 'dnf' ? (reading.dnfReason ?? null) : null,
          progress_pages: pages,
          progress_percent: percent(pages),
          created_at: at(reading.started),
          updated_at: at(lastDay),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const log = (reading.progress ?? []).map((entry) => ({
        reading_id: id,
        at: at(entry.date),
        pages: entry.pages,
        percent: percent(entry.pages),
      }));
      if (log.length > 0) await trx.insertInto('progress_updates').values(log).execute();
    }
    // `read` is "has a read reading" (the journal, migration 0009): each read book without a
    // dated one gets one, its dates unknown.
    await sql`INSERT INTO readings (user_id, book_id, state, started_precision,
        finished_precision, created_at, updated_at)
      SELECT r.user_id, r.book_id, 'read', 'unknown', 'unknown', r.updated_at, r.updated_at
      FROM user_book_relations r
      WHERE r.read = 1 AND NOT EXISTS (SELECT 1 FROM readings g
        WHERE g.user_id = r.user_id AND g.book_id = r.book_id AND g.state = 'read')`.execute(trx);

    const followRows = [
      ...new Map(
        demo.follows.flatMap(([from, to]) => {
          const follower = users.get(from);
          const following = users.get(to);
          if (follower === undefined || following === undefined || follower === following)
            return [];
          return [
            [
              `${follower}:${following}`,
              { follower_id: follower, following_id: following, created_at: stamp },
            ] as const,
          ];
        }),
      ).values(),
    ];
    await insertInBatches(trx, 'follows', followRows);

    await sql`UPDATE books SET
      reads_count = (SELECT count(*) FROM user_book_relations r WHERE r.book_id = books.id AND r.read = 1),
      ratings_count = (SELECT count(*) FROM reviews v WHERE v.book_id = books.id),
      reviews_count = (SELECT count(*) FROM reviews v WHERE v.book_id = books.id AND ${writtenReview('v')}),
      rating_sum = (SELECT coalesce(sum(v.rating), 0) FROM reviews v WHERE v.book_id = books.id)
      WHERE id IN (SELECT book_id FROM user_book_relations UNION SELECT book_id FROM reviews)`.execute(
      trx,
    );

    return { seeded: true, books: bookRows.length, readers: userRows.length, ms: elapsed() };
  });
}
