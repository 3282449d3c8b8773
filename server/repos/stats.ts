import { type Kysely, type RawBuilder, sql } from 'kysely';
import {
  LENGTH_BUCKETS,
  type LengthBucket,
  MISSING_PAGES_LIST_MAX,
  type Stats,
  yearPeriod,
} from '../../src/api/contract';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { COUNTED_FINISH_DAY, goalForPeriod, toGoal } from './goals';

/**
 * A reader's statistics for a calendar year or all time, in a fixed number of grouped
 * queries whatever the size of the history: one for every aggregate over the finished readings
 * (buckets, genres, lengths, days to finish, re-reads), one for the longest, shortest and
 * page-less books, and small ones for ratings, DNFs, the years, the goal and the sharing flag.
 * The rules (what counts where) are the contract's: src/api/contract/stats.ts.
 */

type Db = Kysely<Database>;

/**
 * The reader's finished readings in the period, each with its pages, genre and whether it is a
 * re-read: the book had a finish before it (by finish day, an unknown finish by the day it was
 * recorded, as the journal orders readings). Materialized once per query, however many of the
 * query's parts read it; found through (user_id, finished_date) for a year.
 */
function finishedIn(userId: number, year: number | null) {
  const period =
    year === null
      ? sql``
      : sql`AND ${sql.ref(`r.${COUNTED_FINISH_DAY}`)} >= ${yearPeriod(year).start}
          AND ${sql.ref(`r.${COUNTED_FINISH_DAY}`)} <= ${yearPeriod(year).end}`;
  const order = (alias: string) =>
    sql.raw(`(COALESCE(${alias}.finished_date, substr(${alias}.created_at, 1, 10)), ${alias}.id)`);
  return sql`WITH period AS MATERIALIZED (
      SELECT r.id, r.book_id, r.finished_date, r.finished_precision, r.started_date,
        r.started_precision, COALESCE(rel.page_count, b.page_count) AS pages, b.genre,
        CASE WHEN EXISTS (SELECT 1 FROM readings e
          WHERE e.user_id = r.user_id AND e.book_id = r.book_id AND e.state = 'read'
            AND ${order('e')} < ${order('r')}) THEN 1 ELSE 0 END AS reread
      FROM readings r
      JOIN books b ON b.id = r.book_id
      LEFT JOIN user_book_relations rel ON rel.user_id = r.user_id AND rel.book_id = r.book_id
      WHERE r.user_id = ${userId} AND r.state = 'read' ${period}
    )`;
}

/** Days from start to finish, both counted, in each dialect's date arithmetic. */
const daysToFinish = (dialect: DialectName): RawBuilder<number> =>
  dialect === 'postgres'
    ? sql`(finished_date::date - started_date::date + 1)`
    : sql`(julianday(finished_date) - julianday(started_date) + 1)`;

const lengthCase = sql`CASE WHEN pages < 200 THEN 'under_200' WHEN pages < 350 THEN '200_349'
  WHEN pages < 500 THEN '350_499' ELSE '500_plus' END`;

// Typed NULLs: PostgreSQL types a bare NULL in a subquery as text, which a UNION with counts refuses.
const noText = sql`CAST(NULL AS text)`;
const noCount = sql`CAST(NULL AS bigint)`;

interface AggregateRow {
  kind: 'bucket' | 'genre' | 'length' | 'days' | 'longest' | 'shortest' | 'missing';
  label: string | null;
  precision: string | null;
  n: number | string | null;
  pages: number | string | null;
  without_pages: number | string | null;
  rereads: number | string | null;
  book_id: number | null;
}

/**
 * Every aggregate over the period's finished readings in one query over one materialized set:
 * buckets (with pages, page-less readings and re-reads), genres, lengths, days to finish, and
 * the ids of the longest, the shortest and the most recent page-less books.
 */
async function aggregates(db: Db, dialect: DialectName, userId: number, year: number | null) {
  const { rows } = await sql<AggregateRow>`${finishedIn(userId, year)}
    SELECT 'bucket' AS kind, substr(finished_date, 1, 7) AS label, finished_precision AS precision,
      COUNT(*) AS n, SUM(pages) AS pages,
      SUM(CASE WHEN pages IS NULL THEN 1 ELSE 0 END) AS without_pages,
      SUM(reread) AS rereads, CAST(NULL AS integer) AS book_id
    FROM period GROUP BY substr(finished_date, 1, 7), finished_precision
    UNION ALL
    SELECT 'genre', genre, NULL, COUNT(*), NULL, NULL, NULL, NULL FROM period GROUP BY genre
    UNION ALL
    SELECT 'length', ${lengthCase}, NULL, COUNT(*), NULL, NULL, NULL, NULL
    FROM period WHERE pages IS NOT NULL GROUP BY ${lengthCase}
    UNION ALL
    SELECT 'days', NULL, NULL, COUNT(*), SUM(${daysToFinish(dialect)}), NULL, NULL, NULL
    FROM period WHERE started_precision = 'day' AND finished_precision = 'day'
    UNION ALL
    SELECT * FROM (SELECT 'longest', ${noText}, ${noText}, ${noCount}, pages, ${noCount}, ${noCount}, book_id
      FROM period
      WHERE pages IS NOT NULL ORDER BY pages DESC, finished_date DESC, id DESC LIMIT 1) longest
    UNION ALL
    SELECT * FROM (SELECT 'shortest', ${noText}, ${noText}, ${noCount}, pages, ${noCount}, ${noCount}, book_id
      FROM period
      WHERE pages IS NOT NULL ORDER BY pages ASC, finished_date DESC, id DESC LIMIT 1) shortest
    UNION ALL
    SELECT * FROM (SELECT 'missing', ${noText}, ${noText}, ${noCount}, CAST(NULL AS integer), ${noCount},
      ${noCount}, book_id FROM period
      WHERE pages IS NULL GROUP BY book_id
      ORDER BY MAX(COALESCE(finished_date, '')) DESC, book_id DESC
      LIMIT ${MISSING_PAGES_LIST_MAX}) missing`.execute(db);
  return rows;
}

/** The books the statistics name (longest, shortest, page-less), as the contract shows a book. */
async function booksById(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, Stats['missing_pages'][number]>();
  const rows = await db
    .selectFrom('books')
    .select(['id', 'title', 'author', 'genre', 'image_url'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

async function ratingsGiven(db: Db, userId: number, year: number | null) {
  let query = db
    .selectFrom('reviews')
    .select(['rating', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId);
  if (year !== null) {
    query = query
      .where('created_at', '>=', `${year}-01-01`)
      .where('created_at', '<', `${year + 1}-01-01`);
  }
  const rows = await query.groupBy('rating').execute();
  const counts = new Map(rows.map((row) => [row.rating, Number(row.n)]));
  return [1, 2, 3, 4, 5].map((stars) => ({ stars, count: counts.get(stars) ?? 0 }));
}

async function dnfCount(db: Db, userId: number, year: number | null) {
  let query = db
    .selectFrom('readings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('state', '=', 'dnf');
  if (year !== null) {
    const { start, end } = yearPeriod(year);
    query = query.where('stopped_date', '>=', start).where('stopped_date', '<=', end);
  }
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Every year with a dated finish, newest first. */
async function finishYears(db: Db, userId: number) {
  const rows = await db
    .selectFrom('readings')
    .select(sql<string>`substr(finished_date, 1, 4)`.as('year'))
    .distinct()
    .where('user_id', '=', userId)
    // Only read readings have a finish day (a CHECK says so): the index alone answers.
    .where('finished_date', 'is not', null)
    .orderBy('year', 'desc')
    .execute();
  return rows.map((row) => Number(row.year));
}

async function isShared(db: Db, userId: number, year: number | null) {
  if (year === null) return false;
  const row = await db
    .selectFrom('shared_years')
    .select('year')
    .where('user_id', '=', userId)
    .where('year', '=', year)
    .executeTakeFirst();
  return row !== undefined;
}

const count = (value: number | string | null) => Number(value ?? 0);

/** Zero-filled buckets: the year's twelve months, or every year from the first finish to the last. */
function bucketsOf(rows: AggregateRow[], year: number | null): Stats['buckets'] {
  const placed = new Map<string, { books: number; pages: number }>();
  for (const row of rows) {
    if (row.kind !== 'bucket' || row.label === null) continue;
    if (year !== null && row.precision === 'year') continue;
    const key = year === null ? row.label.slice(0, 4) : row.label;
    const bucket = placed.get(key) ?? { books: 0, pages: 0 };
    bucket.books += count(row.n);
    bucket.pages += count(row.pages);
    placed.set(key, bucket);
  }
  let keys: string[];
  if (year !== null) {
    keys = Array.from(
      { length: 12 },
      (_, month) => `${year}-${String(month + 1).padStart(2, '0')}`,
    );
  } else {
    const years = [...placed.keys()].map(Number);
    const [first, last] = [Math.min(...years), Math.max(...years)];
    keys =
      years.length === 0
        ? []
        : Array.from({ length: last - first + 1 }, (_, i) => String(first + i));
  }
  return {
    unit: year === null ? 'year' : 'month',
    items: keys.map((key) => ({ key, ...(placed.get(key) ?? { books: 0, pages: 0 }) })),
  };
}

export async function readerStats(
  db: Db,
  dialect: DialectName,
  userId: number,
  year: number | null,
): Promise<Stats> {
  const [rows, ratings, dnf, years, shared, goalRow] = await Promise.all([
    aggregates(db, dialect, userId, year),
    ratingsGiven(db, userId, year),
    dnfCount(db, userId, year),
    finishYears(db, userId),
    isShared(db, userId, year),
    year === null ? null : goalForPeriod(db, userId, yearPeriod(year).start, yearPeriod(year).end),
  ]);
  const bucketRows = rows.filter((row) => row.kind === 'bucket');
  const sum = (pick: (row: AggregateRow) => number | string | null) =>
    bucketRows.reduce((total, row) => total + count(pick(row)), 0);
  const totals = {
    books: sum((row) => row.n),
    pages: sum((row) => row.pages),
    without_pages: sum((row) => row.without_pages),
    undated: sum((row) => (row.precision === (year === null ? 'unknown' : 'year') ? row.n : 0)),
    rereads: sum((row) => row.rereads),
    dnf,
  };
  const lengths = new Map(
    rows.filter((row) => row.kind === 'length').map((row) => [row.label, count(row.n)]),
  );
  const days = rows.find((row) => row.kind === 'days');
  const namedRows = rows.filter((row) => row.book_id !== null);
  const books = await booksById(
    db,
    namedRows.map((row) => row.book_id as number),
  );
  const named = (kind: AggregateRow['kind']) =>
    namedRows.flatMap((row) => {
      const book = books.get(row.book_id as number);
      return row.kind === kind && book ? [{ book, pages: count(row.pages) }] : [];
    });
  return {
    year,
    totals,
    buckets: bucketsOf(rows, year),
    genres: rows
      .filter((row) => row.kind === 'genre')
      .map((row) => ({ genre: row.label ?? '', books: count(row.n) }))
      .sort((a, b) => b.books - a.books || a.genre.localeCompare(b.genre)),
    lengths: LENGTH_BUCKETS.map((bucket: LengthBucket) => ({
      bucket,
      books: lengths.get(bucket) ?? 0,
    })),
    ratings,
    average_days:
      days && count(days.n) > 0 ? Math.round((count(days.pages) / count(days.n)) * 10) / 10 : null,
    longest: named('longest')[0] ?? null,
    shortest: named('shortest')[0] ?? null,
    missing_pages: named('missing').map((entry) => entry.book),
    goal: goalRow
      ? toGoal(goalRow, {
          books: totals.books,
          pages: totals.pages,
          books_without_pages: totals.without_pages,
        })
      : null,
    shared,
    years,
  };
}

/** Makes a year's summary page public (or private again); idempotent either way. */
export async function shareYear(db: Db, userId: number, year: number, shared: boolean) {
  if (shared) {
    await db
      .insertInto('shared_years')
      .values({ user_id: userId, year })
      .onConflict((oc) => oc.columns(['user_id', 'year']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('shared_years')
      .where('user_id', '=', userId)
      .where('year', '=', year)
      .execute();
  }
}
