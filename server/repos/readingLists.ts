import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Book, ReadCount, ReadingActivity } from '../../src/api/contract';
import type { DialectName } from '../db/connect';
import type { Database, PrecisionValue } from '../db/schema';
import { bookColumns, toBook } from './books';
import { type MentionRow, mentionsOf } from './mentions';
import { inFeedOf } from './readerAccess';

/**
 * The journal's public reads: read counts on a reader's books, a profile's
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

type EventKind = 'started' | 'finished';

/**
 * Each followed reader's newest `depth` events of one kind, as readings `g`: a start is a
 * reading with a known start, a finish a read reading with a known finish (a known date is a
 * non-null one: the CHECKs of 0009 tie a null date to an unknown precision). A page of the feed
 * (offset + limit = depth) can hold no older event of a reader than these, so the page is
 * chosen among at most followed x depth x 2 events, each kind read backwards through its
 * (user_id, date) index (migration 0010), instead of among all of them. PostgreSQL reads them
 * in a lateral join; SQLite, which has none, as the ids a correlated subquery names.
 */
function followedEvents(
  db: Db,
  dialect: DialectName,
  userId: number,
  kind: EventKind,
  depth: number,
) {
  const column = kind === 'started' ? 'started_date' : 'finished_date';
  const newest = (eb: ExpressionBuilder<Database & { f: Database['follows'] }, 'f'>) =>
    eb
      .selectFrom('readings as s')
      .whereRef('s.user_id', '=', 'f.following_id')
      .where(`s.${column}`, 'is not', null)
      .$if(kind === 'finished', (query) => query.where('s.state', '=', 'read'))
      .orderBy(`s.${column}`, 'desc')
      .orderBy('s.id', 'desc')
      .limit(depth);
  const follows = db
    .selectFrom('follows as f')
    .where('f.follower_id', '=', userId)
    .where(inFeedOf('f.following_id', userId));
  const readings =
    dialect === 'postgres'
      ? follows.innerJoinLateral(
          (eb) => newest(eb).selectAll('s').as('g'),
          (join) => join.onTrue(),
        )
      : follows.innerJoin('readings as g', (join) =>
          join.on((eb) => eb('g.id', 'in', newest(eb).select('s.id'))),
        );
  return readings.select([
    sql<EventKind>`${sql.lit(kind)}`.as('kind'),
    sql<number>`${sql.lit(kind === 'started' ? 1 : 0)}`.as('kind_order'),
    'g.id as reading_id',
    'g.user_id',
    'g.book_id',
    sql<string>`${sql.ref(`g.${column}`)}`.as('date'),
    sql<PrecisionValue>`${sql.ref(kind === 'started' ? 'g.started_precision' : 'g.finished_precision')}`.as(
      'precision',
    ),
  ]);
}

export interface ActivityPage {
  activities: ReadingActivity[];
  total: number;
}

/**
 * The social feed's reading activity: newest date first, then the newest reading, a finish
 * before the start of the same reading. One query for the page (each followed reader's newest
 * events of both kinds, sorted and cut, then joined to readers and books), one for the total
 * (one pass over the followed readers' readings; two index-only counts were slower on
 * PostgreSQL). Reading each followed reader's newest events as deep as the page goes, rather
 * than sorting every event of everyone followed, keeps a first page cheap however long their
 * histories (docs/performance.md has the figures).
 */
export async function readingFeed(
  db: Db,
  dialect: DialectName,
  userId: number,
  limit: number,
  offset: number,
): Promise<ActivityPage> {
  const depth = offset + limit;
  const page = db
    .selectFrom(
      followedEvents(db, dialect, userId, 'started', depth)
        .unionAll(followedEvents(db, dialect, userId, 'finished', depth))
        .as('all_events'),
    )
    .selectAll()
    .orderBy('date', 'desc')
    .orderBy('reading_id', 'desc')
    .orderBy('kind_order')
    .limit(limit)
    .offset(offset);
  const [rows, count] = await Promise.all([
    db
      .selectFrom(page.as('e'))
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
      .execute(),
    db
      .selectFrom('follows as f')
      .innerJoin('readings as g', 'g.user_id', 'f.following_id')
      .where('f.follower_id', '=', userId)
      .where(inFeedOf('f.following_id', userId))
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
