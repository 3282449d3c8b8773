import { type Kysely, sql } from 'kysely';
import type { Book, ReadCount, ReadingActivity } from '../../src/api/contract';
import type { Database, PrecisionValue } from '../db/schema';
import { bookColumns, toBook } from './books';
import { type MentionRow, mentionsOf } from './mentions';

/**
 * The journal's public reads (issue 15): read counts on a reader's books, a profile's
 * "Reading" tab and the social feed's reading activity. Nothing private leaves here: no
 * notes, DNF reasons or progress.
 */

type Db = Kysely<Database>;

/**
 * How many times `userId` finished each of `bookIds` (their readings in state 'read'), in the
 * order of `bookIds`, 0 for a book never finished: one grouped query whatever the page size.
 */
export async function readCounts(db: Db, userId: number, bookIds: number[]): Promise<ReadCount[]> {
  if (bookIds.length === 0) return [];
  const rows = await db
    .selectFrom('readings')
    .select(['book_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .where('state', '=', 'read')
    .where('book_id', 'in', bookIds)
    .groupBy('book_id')
    .execute();
  const counts = new Map(rows.map((row) => [row.book_id, Number(row.n)]));
  return bookIds.map((id) => ({ book_id: id, count: counts.get(id) ?? 0 }));
}

export interface ReaderBooksPage {
  books: Book[];
  read_counts: ReadCount[];
  total: number;
}

/**
 * A profile's "Reading" tab: the books `userId` is reading now (their reading in state
 * 'reading'), most recently started first (an unknown start last), then the newest reading;
 * each with how often the reader finished it before (a correlated count in the page query).
 * Two queries: the page and its total.
 */
export async function readingNow(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<ReaderBooksPage> {
  const base = db
    .selectFrom('readings as g')
    .where('g.user_id', '=', userId)
    .where('g.state', '=', 'reading');
  const [rows, count] = await Promise.all([
    base
      .innerJoin('books', 'books.id', 'g.book_id')
      .select(bookColumns)
      .select((eb) =>
        eb
          .selectFrom('readings as done')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('done.user_id', '=', 'g.user_id')
          .whereRef('done.book_id', '=', 'g.book_id')
          .where('done.state', '=', 'read')
          .as('read_count'),
      )
      .orderBy(sql`CASE WHEN g.started_date IS NULL THEN 1 ELSE 0 END`)
      .orderBy('g.started_date', 'desc')
      .orderBy('g.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    books: rows.map(toBook),
    read_counts: rows.map((row) => ({ book_id: row.id, count: Number(row.read_count ?? 0) })),
    total: Number(count.n),
  };
}

interface ActivityRow extends MentionRow {
  kind: 'started' | 'finished';
  reading_id: number;
  date: string;
  precision: PrecisionValue;
}

function toActivity(row: ActivityRow): ReadingActivity {
  return {
    id: `${row.kind}-${row.reading_id}`,
    kind: row.kind,
    reading_id: row.reading_id,
    // Only known dates make events (followedEvents), so the precision is never 'unknown' here.
    date: { date: row.date, precision: row.precision },
    ...mentionsOf(row),
  };
}

/**
 * The events of the readers `userId` follows: one 'started' per reading with a known start,
 * one 'finished' per read reading with a known finish (a known date is a non-null one: the
 * CHECKs of 0009 tie a null date to an unknown precision). Each kind is read per followed
 * reader through its (user_id, date) index (migration 0010).
 */
function followedEvents(db: Db, userId: number) {
  const started = db
    .selectFrom('follows as f')
    .innerJoin('readings as g', 'g.user_id', 'f.following_id')
    .where('f.follower_id', '=', userId)
    .where('g.started_date', 'is not', null)
    .select([
      sql<'started' | 'finished'>`'started'`.as('kind'),
      sql<number>`1`.as('kind_order'),
      'g.id as reading_id',
      'g.user_id',
      'g.book_id',
      'g.started_date as date',
      'g.started_precision as precision',
    ]);
  const finished = db
    .selectFrom('follows as f')
    .innerJoin('readings as g', 'g.user_id', 'f.following_id')
    .where('f.follower_id', '=', userId)
    .where('g.finished_date', 'is not', null)
    .where('g.state', '=', 'read')
    .select([
      sql<'started' | 'finished'>`'finished'`.as('kind'),
      sql<number>`0`.as('kind_order'),
      'g.id as reading_id',
      'g.user_id',
      'g.book_id',
      'g.finished_date as date',
      sql<PrecisionValue>`g.finished_precision`.as('precision'),
    ]);
  return started.unionAll(finished);
}

export interface ActivityPage {
  activities: ReadingActivity[];
  total: number;
}

/**
 * The social feed's reading activity: newest date first, then the newest reading, a finish
 * before the start of the same reading. One query for the page (the union of both kinds,
 * joined to readers and books, sorted and cut), one for the total.
 */
export async function readingFeed(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<ActivityPage> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom(followedEvents(db, userId).as('e'))
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .innerJoin('books as b', 'b.id', 'e.book_id')
      .select([
        'e.kind',
        'e.reading_id',
        'e.date',
        'e.precision',
        'e.user_id',
        'u.username',
        'u.name',
        'u.surname',
        'u.avatar_version',
        'e.book_id',
        'b.title',
        'b.author',
        'b.genre',
        'b.image_url',
      ])
      .orderBy('e.date', 'desc')
      .orderBy('e.reading_id', 'desc')
      .orderBy('e.kind_order')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('follows as f')
      .innerJoin('readings as g', 'g.user_id', 'f.following_id')
      .where('f.follower_id', '=', userId)
      .select((eb) => [
        eb.fn
          .sum<number>(eb.case().when('g.started_date', 'is not', null).then(1).else(0).end())
          .as('started'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(eb.and([eb('g.state', '=', 'read'), eb('g.finished_date', 'is not', null)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('finished'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    activities: (rows as ActivityRow[]).map(toActivity),
    total: Number(count.started ?? 0) + Number(count.finished ?? 0),
  };
}
