/**
 * Fills an empty database with a large synthetic data set for the benchmark:
 * 100k books, 10k readers, 1M reviews (each with its read relation), 200k follows.
 *   npm run seed:synthetic                       (DATA_DIR, default ./data/bench)
 *   DATABASE_URL=postgres://... npm run seed:synthetic
 * Sizes: BOOKS, USERS, REVIEWS_PER_USER, FOLLOWS_PER_USER, and FEED_READER_FOLLOWS for reader 1
 * (the benchmark's feed reader: 500, a heavy follower). All readers share the password
 * BENCH_PASSWORD (hashed once: this data set is for measuring, not for people).
 */
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { searchColumns } from '../domain/searchText';
import { indexSearchTerms } from '../repos/searchTerms';
import { books as syntheticBooks, random } from './synthetic';

import { BENCH_PASSWORD } from './password';

const BOOKS = Number(process.env.BOOKS ?? 100_000);
const USERS = Number(process.env.USERS ?? 10_000);
const REVIEWS_PER_USER = Number(process.env.REVIEWS_PER_USER ?? 100);
const FOLLOWS_PER_USER = Number(process.env.FOLLOWS_PER_USER ?? 20);
const FEED_READER_FOLLOWS = Number(process.env.FEED_READER_FOLLOWS ?? 500);
/** Reader 2's history for the statistics case: finished readings over twenty years. */
const STATS_READER_READINGS = Number(process.env.STATS_READER_READINGS ?? 5_000);
const STATS_READER = 2;

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR ?? path.resolve('data', 'bench');

type Row = (string | number | null)[];

/** Bulk writer: prepared statements (SQLite) or unnest() batches (PostgreSQL). */
interface Writer {
  insert(table: string, columns: string[], types: string[], rows: Row[]): Promise<void>;
  finish(): Promise<void>;
}

function sqliteWriter(file: string): Writer {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.exec('BEGIN');
  const statements = new Map<string, SQLite.Statement>();
  return {
    async insert(table, columns, _types, rows) {
      const key = `${table}:${columns.join(',')}`;
      let statement = statements.get(key);
      if (!statement) {
        statement = db.prepare(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        );
        statements.set(key, statement);
      }
      for (const row of rows) statement.run(row);
    },
    async finish() {
      db.exec('COMMIT');
      db.pragma('optimize');
      db.close();
    },
  };
}

async function postgresWriter(url: string): Promise<Writer> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('BEGIN');
  return {
    async insert(table, columns, types, rows) {
      const arrays = columns.map((_, index) => rows.map((row) => row[index] ?? null));
      const unnest = types.map((type, index) => `$${index + 1}::${type}[]`).join(', ');
      await client.query(
        `INSERT INTO ${table} (${columns.join(', ')}) SELECT * FROM unnest(${unnest})`,
        arrays,
      );
    },
    async finish() {
      for (const table of ['books', 'users', 'reviews']) {
        await client.query(
          `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
        );
      }
      await client.query('COMMIT');
      // VACUUM as well: until the visibility map is set, index-only scans (the feed's, the
      // counts') visit the table, and a fresh data set measured slower than it runs later.
      await client.query('VACUUM (ANALYZE)');
      await client.end();
    },
  };
}

class Batcher {
  private rows: Row[] = [];
  constructor(
    private readonly writer: Writer,
    private readonly table: string,
    private readonly columns: string[],
    private readonly types: string[],
    private readonly size = 20_000,
  ) {}
  async add(row: Row) {
    this.rows.push(row);
    if (this.rows.length >= this.size) await this.flush();
  }
  async flush() {
    if (this.rows.length === 0) return;
    const rows = this.rows;
    this.rows = [];
    await this.writer.insert(this.table, this.columns, this.types, rows);
  }
}

async function main() {
  const started = performance.now();
  const handle = openDatabase({ databaseUrl, dataDir });
  await migrateToLatest(handle.db, handle.dialect);
  const existing = await handle.db
    .selectFrom('books')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) {
    await handle.close();
    throw new Error('the database is not empty; point DATA_DIR or DATABASE_URL at an empty one');
  }
  // The synthetic set must not be overwritten by the demo seed at server start.
  await handle.db.insertInto('app_meta').values({ key: 'seeded_at', value: 'synthetic' }).execute();

  const now = Date.now();
  const stamp = new Date(now).toISOString();
  const rng = random(2026);
  const passwordHash = await hash(BENCH_PASSWORD);

  const bookRows: { title_norm: string; author_norm: string }[] = [];
  const reads = new Int32Array(BOOKS + 1);
  const ratingCount = new Int32Array(BOOKS + 1);
  const ratingSum = new Int32Array(BOOKS + 1);

  // Popular books get most reviews: a skewed pick over the catalogue.
  const popularBook = () => 1 + Math.floor(BOOKS * rng.next() ** 3);

  const reviewsByUser: { bookId: number; rating: number; created: string }[][] = [];
  for (let user = 1; user <= USERS; user += 1) {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(REVIEWS_PER_USER, BOOKS)) chosen.add(popularBook());
    reviewsByUser.push(
      [...chosen].map((bookId) => {
        const rating = 1 + Math.min(4, Math.floor(rng.next() * 5.5));
        reads[bookId] = (reads[bookId] ?? 0) + 1;
        ratingCount[bookId] = (ratingCount[bookId] ?? 0) + 1;
        ratingSum[bookId] = (ratingSum[bookId] ?? 0) + rating;
        const created = new Date(now - Math.floor(rng.next() * 730 * 86_400_000)).toISOString();
        return { bookId, rating, created };
      }),
    );
  }

  const writer = databaseUrl
    ? await postgresWriter(databaseUrl)
    : sqliteWriter(path.join(dataDir, 'shelfmark.db'));
  await handle.close();

  const bookBatch = new Batcher(
    writer,
    'books',
    [
      'id',
      'title',
      'author',
      'description',
      'genre',
      'published_year',
      'isbn',
      'publisher',
      'title_norm',
      'author_norm',
      'search_text',
      'reads_count',
      'ratings_count',
      'reviews_count',
      'rating_sum',
      'created_at',
      'updated_at',
    ],
    [
      'int',
      'text',
      'text',
      'text',
      'text',
      'int',
      'text',
      'text',
      'text',
      'text',
      'text',
      'int',
      'int',
      'int',
      'int',
      'text',
      'text',
    ],
  );
  let id = 0;
  for (const book of syntheticBooks(BOOKS, 7)) {
    id += 1;
    const columns = searchColumns({ title: book.title, author: book.author, isbn: book.isbn });
    bookRows.push(columns);
    await bookBatch.add([
      id,
      book.title,
      book.author,
      book.description,
      book.genre,
      book.publishedYear,
      book.isbn,
      'Synthetic Press',
      columns.title_norm,
      columns.author_norm,
      columns.search_text,
      reads[id] ?? 0,
      ratingCount[id] ?? 0,
      // Every synthetic rating has words, so each is a review too.
      ratingCount[id] ?? 0,
      ratingSum[id] ?? 0,
      stamp,
      stamp,
    ]);
  }
  await bookBatch.flush();
  console.log(`books: ${BOOKS} (${Math.round(performance.now() - started)} ms)`);

  const userBatch = new Batcher(
    writer,
    'users',
    [
      'id',
      'username',
      'username_key',
      'name',
      'surname',
      'full_name',
      'email',
      'gender',
      'password_hash',
      'created_at',
      'updated_at',
    ],
    ['int', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text'],
  );
  for (let user = 1; user <= USERS; user += 1) {
    await userBatch.add([
      user,
      `reader_${user}`,
      `reader_${user}`,
      'Bench',
      `Reader${user}`,
      `Bench Reader${user}`,
      `reader${user}@bench.test`,
      rng.pick(['male', 'female', 'other']),
      passwordHash,
      stamp,
      stamp,
    ]);
  }
  await userBatch.flush();
  console.log(`users: ${USERS} (${Math.round(performance.now() - started)} ms)`);

  const relationBatch = new Batcher(
    writer,
    'user_book_relations',
    ['user_id', 'book_id', 'read', 'liked', 'favorite', 'read_list', 'updated_at'],
    ['int', 'int', 'int', 'int', 'int', 'int', 'text'],
  );
  const reviewBatch = new Batcher(
    writer,
    'reviews',
    [
      'id',
      'user_id',
      'book_id',
      'rating',
      'review_title',
      'review_text',
      'created_at',
      'updated_at',
    ],
    ['int', 'int', 'int', 'int', 'text', 'text', 'text', 'text'],
  );
  let reviewId = 0;
  for (let user = 1; user <= USERS; user += 1) {
    for (const review of reviewsByUser[user - 1] ?? []) {
      reviewId += 1;
      const liked = review.rating >= 4 ? 1 : 0;
      await relationBatch.add([
        user,
        review.bookId,
        1,
        liked,
        liked && rng.next() < 0.3 ? 1 : 0,
        0,
        review.created,
      ]);
      await reviewBatch.add([
        reviewId,
        user,
        review.bookId,
        review.rating,
        `Thoughts #${reviewId}`,
        'A synthetic review written to measure the server under load.',
        review.created,
        review.created,
      ]);
    }
  }
  await relationBatch.flush();
  await reviewBatch.flush();
  console.log(`reviews: ${reviewId} (${Math.round(performance.now() - started)} ms)`);

  const followBatch = new Batcher(
    writer,
    'follows',
    ['follower_id', 'following_id', 'created_at'],
    ['int', 'int', 'text'],
  );
  let follows = 0;
  for (let user = 1; user <= USERS; user += 1) {
    const targets = new Set<number>();
    const wanted = user === 1 ? FEED_READER_FOLLOWS : FOLLOWS_PER_USER;
    while (targets.size < Math.min(wanted, USERS - 1)) {
      const target = 1 + rng.int(USERS);
      if (target !== user) targets.add(target);
    }
    for (const target of targets) {
      follows += 1;
      await followBatch.add([user, target, stamp]);
    }
  }
  await followBatch.flush();
  await writer.finish();
  console.log(`follows: ${follows} (${Math.round(performance.now() - started)} ms)`);

  const terms = openDatabase({ databaseUrl, dataDir });
  await indexSearchTerms(terms.db, bookRows);
  // `read` is "has a read reading" (the journal, migration 0009): one undated reading per read.
  await sql`INSERT INTO readings (user_id, book_id, state, started_precision,
      finished_precision, created_at, updated_at)
    SELECT user_id, book_id, 'read', 'unknown', 'unknown', updated_at, updated_at
    FROM user_book_relations WHERE read = 1`.execute(terms.db);
  await statsReaderHistory(terms.db, rng, stamp);
  await terms.close();
  console.log(`done in ${Math.round(performance.now() - started)} ms; password ${BENCH_PASSWORD}`);
}

/**
 * Reader 2 (the benchmark's statistics reader) finishes STATS_READER_READINGS readings over the
 * last twenty years, a fifth of them re-reads, with day-precise dates and (for four books in
 * five) the edition's page count, plus a DNF in every fifty. Their relations say read, as the
 * journal keeps them.
 */
async function statsReaderHistory(
  db: ReturnType<typeof openDatabase>['db'],
  rng: ReturnType<typeof random>,
  stamp: string,
) {
  const distinct = Math.max(1, Math.floor(STATS_READER_READINGS * 0.8));
  const firstBook = 1 + rng.int(Math.max(1, BOOKS - distinct));
  const rows = [];
  const day = 86_400_000;
  const end = Date.parse('2025-12-31T00:00:00Z');
  for (let index = 0; index < STATS_READER_READINGS; index += 1) {
    const bookId = firstBook + (index % distinct);
    const finished = end - rng.int(20 * 365) * day;
    const started = finished - rng.int(40) * day;
    const date = (time: number) => new Date(time).toISOString().slice(0, 10);
    const dnf = index % 50 === 49;
    rows.push({
      user_id: STATS_READER,
      book_id: bookId,
      state: dnf ? ('dnf' as const) : ('read' as const),
      started_date: date(started),
      started_precision: 'day' as const,
      finished_date: dnf ? null : date(finished),
      finished_precision: dnf ? null : ('day' as const),
      stopped_date: dnf ? date(finished) : null,
      stopped_precision: dnf ? ('day' as const) : null,
      created_at: stamp,
      updated_at: stamp,
    });
  }
  for (let offset = 0; offset < rows.length; offset += 500) {
    await db
      .insertInto('readings')
      .values(rows.slice(offset, offset + 500))
      .execute();
  }
  const relations = Array.from({ length: distinct }, (_, index) => ({
    user_id: STATS_READER,
    book_id: firstBook + index,
    read: 1 as const,
    liked: 0 as const,
    favorite: 0 as const,
    read_list: 0 as const,
    page_count: index % 5 === 4 ? null : 120 + rng.int(700),
    updated_at: stamp,
  }));
  for (let offset = 0; offset < relations.length; offset += 500) {
    await db
      .insertInto('user_book_relations')
      .values(relations.slice(offset, offset + 500))
      .onConflict((oc) =>
        oc.columns(['user_id', 'book_id']).doUpdateSet((eb) => ({
          read: 1,
          page_count: eb.ref('excluded.page_count'),
        })),
      )
      .execute();
  }
  console.log(`statistics reader: ${rows.length} readings of ${distinct} books`);
}

await main();
