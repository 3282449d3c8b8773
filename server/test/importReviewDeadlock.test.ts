// The import-versus-review window on PostgreSQL, forced. An import batch inserts its reviews in
// book order: the first one's trigger (count_user_reviews, migration 0017) takes the importing
// reader's row, and the next one's foreign key check waits for its book. A review of that book
// by a reader the importer follows holds the book's row (saveReview locks it first) and its
// trigger then wants the importer's row, a follower's: each holds what the other waits for.
// PostgreSQL breaks the cycle by failing one transaction with 40P01. Only the PostgreSQL leg
// runs this: SQLite runs one write transaction at a time.
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { type BuildOptions, buildApp } from '../app';
import {
  CHEAP_ARGON2,
  FIXTURE_SEED,
  type TestServer,
  bookIdBySource,
  call,
  journalOf,
  createClock,
  createTestDatabase,
  register,
  usingPostgres,
} from './harness';
import { preview, waitDone } from './importHelpers';

/** A test server whose database retries transactions `attempts` times (1: never again). */
async function startServer(attempts?: number) {
  const database = await createTestDatabase();
  const retried: string[] = [];
  const logged: string[] = [];
  const options: BuildOptions = {
    database: {
      ...database.options,
      ...(attempts === undefined ? {} : { transactionAttempts: attempts }),
      onTransactionRetry: (error) => retried.push(String((error as { code?: unknown }).code)),
    },
    now: createClock().now,
    seed: FIXTURE_SEED,
    argon2: CHEAP_ARGON2,
    rateLimits: { requestsPerMinute: 0 },
    // Both rows in one batch, as every batch of a big import is: a small import is cut into
    // batches of a row or two for its progress, which would split the crossing.
    importRunner: { progressSteps: 1 },
    logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } },
  };
  const server = { database, clock: createClock(), ...(await buildApp(options)) } as TestServer;
  server.close = async () => {
    await server.app.close();
    await database.drop();
  };
  return { server, retried, logged };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!usingPostgres)('an import and a review crossing on PostgreSQL', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  /**
   * Sets up the crossing and lets it run: answers the review's answer and the finished import.
   * A third connection holds the reviewer's row, so the review stops after locking the book
   * (its foreign key check waits); the import then takes the importer's row and waits for the
   * book. Once the import has waited longer than deadlock_timeout (its one deadlock check has
   * found no cycle), the reviewer's row is let go: the review's trigger closes the cycle, and
   * its own check finds it, so the review is the transaction PostgreSQL fails.
   */
  async function cross(server: TestServer) {
    const { db } = server.context;
    const importer = await register(server, 'crossing_importer');
    const reviewer = await register(server, 'crossing_reviewer');
    await call(server, '/follows/follow-user', reviewer.user.id, { token: importer.token });
    const [first, second] = (
      await Promise.all([1, 2].map((source) => bookIdBySource(server, source)))
    ).sort((a, b) => a - b) as [number, number];
    const isbn = async (id: number) =>
      (await db.selectFrom('books').select('isbn13').where('id', '=', id).executeTakeFirstOrThrow())
        .isbn13;
    // The importer has read the second book already, on the day the file says: the import adds
    // no reading of it, so nothing before its review touches that book's row.
    await call(server, '/user-book-relations/set-as-read', second, { token: importer.token });
    await call(server, '/user-book-relations/set-as-read', second, { token: reviewer.token });
    const journal = await journalOf(server, importer.token, second);
    const readOn = journal.readings[0]?.finished?.date ?? '';
    expect(readOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const csv = [
      'Book Id,Title,Author,ISBN13,My Rating,Exclusive Shelf,My Review,Read Count,Date Read',
      `1,First,Someone,="${await isbn(first)}",4,read,First of two.,1,`,
      `2,Second,Someone,="${await isbn(second)}",5,read,Second of two.,1,${readOn.replaceAll('-', '/')}`,
    ].join('\n');
    const summary = await preview(server, importer.token, csv);
    expect(summary.rows.uncertain).toBe(0);

    // Asked on the app's pool, not the holder: a transaction reads pg_stat_activity once.
    const waiters = async () =>
      (
        await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(db)
      ).rows[0]?.n ?? 0;
    const until = async (count: number) => {
      for (let tries = 0; (await waiters()) < count; tries += 1) {
        expect(tries, `${count} transactions waiting for a lock`).toBeLessThan(500);
        await sleep(10);
      }
    };

    const holder = new pg.Client({ connectionString: server.database.options?.databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [reviewer.user.id]);
      const review = call(
        server,
        '/reviews/create/book-review',
        { book_id: second, rating: 3, review_title: 'Meanwhile', review_text: 'Written at once.' },
        { token: reviewer.token },
      );
      await until(1);
      const confirmed = await call(
        server,
        '/imports/confirm',
        { import_id: summary.id },
        { token: importer.token },
      );
      expect(confirmed.body.status.code).toBe('0');
      await until(2);
      const { rows } = await holder.query<{ deadlock_timeout: string }>('SHOW deadlock_timeout');
      const timeout = Number.parseInt(rows[0]?.deadlock_timeout ?? '1000', 10);
      const ms = rows[0]?.deadlock_timeout.endsWith('ms') ? timeout : timeout * 1000;
      await sleep(ms + 300);
      await holder.query('COMMIT');
      const answer = await review;
      const done = await waitDone(server, importer.token, summary.id);
      return { answer, done, importer, reviewer, books: [first, second] };
    } finally {
      await holder.end();
    }
  }

  /** Every counter the two writes move, against the rows it counts. */
  async function countersTrue(server: TestServer) {
    const { db } = server.context;
    const books = await db
      .selectFrom('books as b')
      .select(['b.id', 'b.reads_count', 'b.ratings_count', 'b.rating_sum'])
      .select((eb) => [
        eb
          .selectFrom('user_book_relations as u')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('u.book_id', '=', 'b.id')
          .where('u.read', '=', 1)
          .as('reads'),
        eb
          .selectFrom('reviews as r')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('r.book_id', '=', 'b.id')
          .as('ratings'),
        eb
          .selectFrom('reviews as r')
          .select((inner) =>
            inner.fn.coalesce(inner.fn.sum<number>('r.rating'), inner.lit(0)).as('n'),
          )
          .whereRef('r.book_id', '=', 'b.id')
          .as('sum'),
      ])
      .execute();
    const users = await db
      .selectFrom('users as u')
      .select(['u.id', 'u.reviews_count', 'u.followed_reviews_count'])
      .select((eb) => [
        eb
          .selectFrom('reviews as r')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('r.user_id', '=', 'u.id')
          .as('own'),
        eb
          .selectFrom('follows as f')
          .innerJoin('reviews as r', 'r.user_id', 'f.following_id')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('f.follower_id', '=', 'u.id')
          .as('followed'),
      ])
      .execute();
    expect(
      books.filter(
        (row) =>
          Number(row.reads_count) !== Number(row.reads) ||
          Number(row.ratings_count) !== Number(row.ratings) ||
          Number(row.rating_sum) !== Number(row.sum),
      ),
    ).toEqual([]);
    expect(
      users.filter(
        (row) =>
          Number(row.reviews_count) !== Number(row.own) ||
          Number(row.followed_reviews_count) !== Number(row.followed),
      ),
    ).toEqual([]);
  }

  it('without retries the review meets the deadlock (40P01) and is asked to try again', async () => {
    const { server, logged } = await startServer(1);
    close = server.close;
    const { answer, done } = await cross(server);
    expect([answer.http, answer.body.status.code]).toEqual([503, '10']);
    expect(logged.some((line) => line.includes('"code":"40P01"'))).toBe(true);
    expect(done.status).toBe('done');
    await countersTrue(server);
  });

  it('retries the review: both writes succeed and every counter is right', async () => {
    const { server, retried } = await startServer();
    close = server.close;
    const { answer, done, importer, reviewer, books } = await cross(server);
    expect(retried).toEqual(['40P01']);
    expect([answer.http, answer.body.status.code]).toEqual([200, '0']);
    expect(done).toMatchObject({ status: 'done', result: { imported: 2, skipped: 0 } });
    const { db } = server.context;
    const reviews = await db
      .selectFrom('reviews')
      .select(['user_id', 'book_id', 'rating'])
      .where('book_id', 'in', books)
      .where('user_id', 'in', [importer.user.id, reviewer.user.id])
      .orderBy('user_id')
      .orderBy('book_id')
      .execute();
    expect(reviews).toEqual([
      { user_id: importer.user.id, book_id: books[0], rating: 4 },
      { user_id: importer.user.id, book_id: books[1], rating: 5 },
      { user_id: reviewer.user.id, book_id: books[1], rating: 3 },
    ]);
    const feed = await call(server, '/reviews/get/feed', { limit: 1 }, { token: importer.token });
    expect(feed.body.total).toBe(1);
    await countersTrue(server);
  });
});
