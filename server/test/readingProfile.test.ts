import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PartialDate,
  journalChangeResponseSchema,
  readerBooksResponseSchema,
  readingActivityResponseSchema,
} from '../../src/api/contract';
import type { Database } from '../db/schema';
import { readCounts, readingFeed, readingNow } from '../repos/readingLists';
import { DEFAULT_SEED_FILES } from '../seed/seed';
import {
  type TestServer,
  bookIdBySource,
  call,
  journalOf,
  countingQueries,
  login,
  register,
  startTestServer,
} from './harness';
import { day, month } from './partialDates';

const UNKNOWN: PartialDate = { date: null, precision: 'unknown' };

/**
 * The journal's public reads: read counts on the read shelf, a profile's "Reading"
 * tab and the social feed's reading activity.
 */
describe('reading on profiles and in the feed', () => {
  let server: TestServer;
  let books: number[];

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { requestsPerMinute: 0, registerPerIp: 1000 } });
    books = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((id) => bookIdBySource(server, id)));
  });
  afterAll(() => server.close());

  const book = (index: number) => books[index] as number;
  const codes = (answer: { http: number; body: { status: { code: string } } }) => [
    answer.http,
    answer.body.status.code,
  ];
  /** Moves a book to a status on `date`; answers the reading the status acted on. */
  const status = async (token: string, bookId: number, to: string, date?: PartialDate) => {
    const answer = await call(
      server,
      '/readings/set-status',
      { book_id: bookId, status: to, ...(date ? { date } : {}) },
      { token },
    );
    expect(codes(answer), JSON.stringify(answer.body.status)).toEqual([200, '0']);
    const { journal } = journalChangeResponseSchema.parse(answer.body);
    return journal.readings[0]?.id as number;
  };
  const edit = async (token: string, body: Record<string, unknown>) => {
    const answer = await call(server, '/readings/update', body, { token });
    expect(codes(answer), JSON.stringify(answer.body.status)).toEqual([200, '0']);
  };
  const readBooks = async (userId: number, paging: object = {}) => {
    const answer = await call(server, '/books/get/user/read-books', { user_id: userId, ...paging });
    expect(codes(answer)).toEqual([200, '0']);
    return readerBooksResponseSchema.parse(answer.body);
  };
  const readingTab = async (userId: number, paging: object = {}, token: string | null = null) => {
    const answer = await call(
      server,
      '/readings/get/user/reading',
      { user_id: userId, ...paging },
      { token },
    );
    expect(codes(answer), JSON.stringify(answer.body.status)).toEqual([200, '0']);
    return readerBooksResponseSchema.parse(answer.body);
  };
  const feed = async (token: string, body?: object) => {
    const answer = await call(server, '/readings/get/feed', body, { token });
    expect(codes(answer), JSON.stringify(answer.body.status)).toEqual([200, '0']);
    return { parsed: readingActivityResponseSchema.parse(answer.body), raw: answer.body };
  };
  /** Runs `read` on a handle that counts its queries (harness.ts), with that count. */
  const countingReads = async <Result>(read: (db: Kysely<Database>) => Promise<Result>) => {
    const counted = countingQueries(server.context.db);
    const result = await read(counted.db);
    return [result, counted.queries()] as const;
  };

  describe('read counts on the read shelf', () => {
    it('counts each book’s read readings, a re-read twice, page by page', async () => {
      const { token, user } = await register(server, 'counts_reader');
      // Book 0 read twice (a re-read), book 1 once through the spec's toggle, book 2 once.
      await status(token, book(0), 'reading', day('2025-01-02'));
      await status(token, book(0), 'read', day('2025-01-20'));
      await status(token, book(0), 'reading', day('2025-06-01'));
      await status(token, book(0), 'read', day('2025-06-30'));
      server.clock.advance(1000);
      const toggled = await call(server, '/user-book-relations/set-as-read', book(1), { token });
      expect(codes(toggled)).toEqual([200, '0']);
      server.clock.advance(1000);
      await status(token, book(2), 'read', day('2025-09-09'));
      // Re-reading book 2 now: still on the read shelf with its one finished reading.
      await status(token, book(2), 'reading', day('2025-10-01'));
      // A DNF is not a read.
      await status(token, book(3), 'dnf', day('2025-11-01'));

      const all = await readBooks(user.id);
      expect(all.total).toBe(3);
      const shelfOrder = all.books.map((entry) => entry.id);
      expect(new Set(shelfOrder)).toEqual(new Set([book(0), book(1), book(2)]));
      const expected = new Map([
        [book(0), 2],
        [book(1), 1],
        [book(2), 1],
      ]);
      expect(all.read_counts).toEqual(
        shelfOrder.map((id) => ({ book_id: id, count: expected.get(id) })),
      );

      // Paging keeps the same books, order and total, and counts only the page's books.
      const second = await readBooks(user.id, { limit: 1, offset: 1 });
      expect(second.total).toBe(3);
      expect(second.books.map((entry) => entry.id)).toEqual([shelfOrder[1]]);
      expect(second.read_counts).toEqual([
        { book_id: shelfOrder[1], count: expected.get(shelfOrder[1] as number) },
      ]);
      const beyond = await readBooks(user.id, { offset: 10 });
      expect(beyond).toMatchObject({ books: [], read_counts: [], total: 3 });

      // Other shelves keep the spec's answer.
      const liked = await call(server, '/books/get/user/liked-books', user.id);
      expect(liked.body.read_counts).toBeUndefined();
    });

    it('answers code 3 for an unknown reader, and reads the counts in one query', async () => {
      const missing = await call(server, '/books/get/user/read-books', { user_id: 987654 });
      expect(codes(missing)).toEqual([404, '3']);
      const { token, user } = await register(server, 'counts_queries');
      await status(token, book(4), 'read', day('2025-03-03'));
      const [counts, queries] = await countingReads((db) =>
        readCounts(db, user.id, [book(4), book(5)]),
      );
      expect(counts).toEqual([
        { book_id: book(4), count: 1 },
        { book_id: book(5), count: 0 },
      ]);
      expect(queries).toBe(1);
      const [none, noQueries] = await countingReads((db) => readCounts(db, user.id, []));
      expect([none, noQueries]).toEqual([[], 0]);
    });
  });

  describe("a profile's Reading tab", () => {
    it('lists the books being read, latest start first, unknown start last, paged', async () => {
      const { token, user } = await register(server, 'tab_reader');
      const other = await register(server, 'tab_visitor');
      await status(token, book(0), 'reading', day('2026-03-10'));
      await status(token, book(1), 'reading', day('2026-05-01'));
      await status(token, book(2), 'reading', month('2026-04-01'));
      const undated = await status(token, book(3), 'reading', day('2026-02-01'));
      await edit(token, { reading_id: undated, started: UNKNOWN });
      // Same start: the newer reading first.
      await status(token, book(4), 'reading', day('2026-03-10'));
      // Paused, finished and abandoned books are not being read.
      await status(token, book(5), 'reading', day('2026-06-01'));
      await status(token, book(5), 'paused', day('2026-06-02'));
      await status(token, book(6), 'read', day('2026-01-01'));
      await status(token, book(7), 'dnf', day('2026-01-01'));
      // A re-read: book 6 finished once before.
      await status(token, book(6), 'reading', day('2026-01-15'));

      const order = [book(1), book(2), book(4), book(0), book(6), book(3)];
      const tab = await readingTab(user.id);
      expect(tab.books.map((entry) => entry.id)).toEqual(order);
      expect(tab.total).toBe(6);
      expect(tab.read_counts).toEqual(
        order.map((id) => ({ book_id: id, count: id === book(6) ? 1 : 0 })),
      );

      const page = await readingTab(user.id, { limit: 2, offset: 3 });
      expect(page.books.map((entry) => entry.id)).toEqual(order.slice(3, 5));
      expect(page.read_counts.map((count) => count.book_id)).toEqual(order.slice(3, 5));
      expect(page.total).toBe(6);

      // Public: another reader and a guest see the same tab; a stale token is a guest.
      expect(await readingTab(user.id, {}, other.token)).toEqual(tab);
      expect(await readingTab(user.id, {}, 'no-such-session')).toEqual(tab);
      // Bare ids work as on the spec's shelves.
      const bare = await call(server, '/readings/get/user/reading', user.id);
      expect(readerBooksResponseSchema.parse(bare.body)).toEqual(tab);

      const [direct, queries] = await countingReads((db) => readingNow(db, user.id, 20, 0));
      expect(direct).toEqual({ books: tab.books, read_counts: tab.read_counts, total: 6 });
      expect(queries).toBe(2);
    });

    it('answers an empty tab for a reader reading nothing, code 3 for an unknown one', async () => {
      const { user } = await register(server, 'tab_idle');
      expect(await readingTab(user.id)).toMatchObject({ books: [], read_counts: [], total: 0 });
      const missing = await call(server, '/readings/get/user/reading', { user_id: 987654 });
      expect(codes(missing)).toEqual([404, '3']);
      const shelfMissing = await call(server, '/books/get/user/read-books', { user_id: 987654 });
      expect(codes(missing)).toEqual(codes(shelfMissing));
      const bad = await call(server, '/readings/get/user/reading', { user_id: 'x' });
      expect(codes(bad)).toEqual([400, '1']);
    });
  });

  describe("the feed's reading activity", () => {
    it('shows dated starts and finishes of followed readers only, newest first, paged', async () => {
      const viewer = await register(server, 'feed_viewer');
      const alice = await register(server, 'feed_alice');
      const bob = await register(server, 'feed_bob');
      const carol = await register(server, 'feed_carol');
      for (const followed of [alice, bob]) {
        const answer = await call(server, '/follows/follow-user', followed.user.id, {
          token: viewer.token,
        });
        expect(codes(answer)).toEqual([200, '0']);
      }
      // Carol follows Alice but is not followed: her readings never reach the viewer.
      await call(server, '/follows/follow-user', alice.user.id, { token: carol.token });

      // Alice: a finished reading (two events), one in progress, a book marked read (its finish
      // is the day it was marked, like any read), a reading whose start became unknown (none),
      // a month-precise start.
      const aliceRead = await status(alice.token, book(0), 'reading', day('2026-02-01'));
      await status(alice.token, book(0), 'read', day('2026-02-20'));
      await edit(alice.token, { reading_id: aliceRead, note: 'PRIVATE-NOTE' });
      const aliceNow = await status(alice.token, book(1), 'reading', day('2026-03-05'));
      const toggled = await call(server, '/user-book-relations/set-as-read', book(2), {
        token: alice.token,
      });
      expect(codes(toggled)).toEqual([200, '0']);
      const marked = (await journalOf(server, alice.token, book(2))).readings[0];
      const markedOn = marked?.finished?.date as string;
      expect(marked?.finished?.precision).toBe('day');
      const aliceUndated = await status(alice.token, book(3), 'reading', day('2026-01-01'));
      await edit(alice.token, { reading_id: aliceUndated, started: UNKNOWN });
      const aliceMonth = await status(alice.token, book(4), 'reading', month('2026-03-01'));
      await status(alice.token, book(4), 'paused', day('2026-03-02'));
      // Bob: a DNF started the day Alice finished (its stop is no event), and a book started
      // and finished on one day (the finish comes first).
      const bobDnf = await status(bob.token, book(5), 'reading', day('2026-02-20'));
      await status(bob.token, book(5), 'dnf', day('2026-02-25'));
      await call(
        server,
        '/readings/set-status',
        { book_id: book(5), status: 'dnf', dnf_reason: 'PRIVATE-REASON' },
        { token: bob.token },
      );
      const bobDay = await status(bob.token, book(6), 'reading', day('2026-01-10'));
      await status(bob.token, book(6), 'read', day('2026-01-10'));
      // Carol's dated readings stay out.
      await status(carol.token, book(7), 'reading', day('2026-04-01'));
      await status(carol.token, book(7), 'read', day('2026-04-02'));

      const expected = [
        ['finished', marked?.id, markedOn, 'day', alice.user.id, book(2)],
        ['started', aliceNow, '2026-03-05', 'day', alice.user.id, book(1)],
        ['started', aliceMonth, '2026-03-01', 'month', alice.user.id, book(4)],
        ['started', bobDnf, '2026-02-20', 'day', bob.user.id, book(5)],
        ['finished', aliceRead, '2026-02-20', 'day', alice.user.id, book(0)],
        ['started', aliceRead, '2026-02-01', 'day', alice.user.id, book(0)],
        ['finished', bobDay, '2026-01-10', 'day', bob.user.id, book(6)],
        ['started', bobDay, '2026-01-10', 'day', bob.user.id, book(6)],
      ] as const;
      expect(bobDnf).toBeGreaterThan(aliceRead);

      const { parsed: all, raw } = await feed(viewer.token, { limit: 20 });
      expect(all.total).toBe(expected.length);
      expect(
        all.activities.map((event) => [
          event.kind,
          event.reading_id,
          event.date.date,
          event.date.precision,
          event.user.id,
          event.book.id,
        ]),
      ).toEqual(expected);
      expect(all.activities.map((event) => event.id)).toEqual(
        expected.map(([kind, id]) => `${kind}-${id}`),
      );
      const first = all.activities[0];
      expect(first?.user).toMatchObject({ id: alice.user.id, username: 'feed_alice' });
      expect(first?.user.avatar_url).toBeNull();
      expect(Object.keys(first?.book ?? {}).sort()).toEqual(
        ['author', 'genre', 'id', 'image_url', 'title'].sort(),
      );
      // Nothing private on the wire.
      expect(Object.keys(raw.activities[0]).sort()).toEqual(
        ['book', 'date', 'id', 'kind', 'reading_id', 'user'].sort(),
      );
      const text = JSON.stringify(raw);
      for (const secret of ['PRIVATE-NOTE', 'PRIVATE-REASON', 'progress', 'note', 'dnf_reason']) {
        expect(text).not.toContain(secret);
      }

      // Default page of 5, then paging through the same order with the same total.
      const firstPage = (await feed(viewer.token)).parsed;
      expect(firstPage.activities.map((event) => event.id)).toEqual(
        all.activities.slice(0, 5).map((event) => event.id),
      );
      expect(firstPage.total).toBe(expected.length);
      const paged = (await feed(viewer.token, { limit: 2, offset: 3 })).parsed;
      expect(paged.activities).toEqual(all.activities.slice(3, 5));
      expect(paged.total).toBe(expected.length);
      // Each reader's events are read only as deep as the page goes (offset + limit): a page
      // of one at every offset is still that place of the whole list.
      for (let offset = 0; offset < expected.length; offset += 1) {
        const single = (await feed(viewer.token, { limit: 1, offset })).parsed;
        expect(single.activities).toEqual(all.activities.slice(offset, offset + 1));
      }
      expect((await feed(viewer.token, { offset: 50 })).parsed).toMatchObject({
        activities: [],
        total: expected.length,
      });

      // Carol follows Alice: she sees Alice's events only.
      const carols = (await feed(carol.token, { limit: 20 })).parsed;
      expect(carols.activities.every((event) => event.user.id === alice.user.id)).toBe(true);
      expect(carols.total).toBe(expected.filter((event) => event[4] === alice.user.id).length);

      // The page in one query, the total in one more.
      const [direct, queries] = await countingReads((db) =>
        readingFeed(db, server.context.dialect, viewer.user.id, 20, 0),
      );
      expect(direct).toEqual({ activities: all.activities, total: all.total });
      expect(queries).toBe(2);
    });

    it('is empty for a reader following nobody and needs a session', async () => {
      const loner = await register(server, 'feed_loner');
      const { parsed } = await feed(loner.token);
      expect(parsed).toMatchObject({ activities: [], total: 0 });
      expect(codes(await call(server, '/readings/get/feed', {}))).toEqual([401, '2']);
      expect(
        codes(await call(server, '/readings/get/feed', {}, { token: 'no-such-session' })),
      ).toEqual([401, '5']);
      expect(
        codes(await call(server, '/readings/get/feed', { limit: 0 }, { token: loner.token })),
      ).toEqual([400, '1']);
    });
  });
});

describe('the demo seed’s readings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: DEFAULT_SEED_FILES });
  });
  afterAll(() => server.close());

  const userId = async (username: string) =>
    (
      await server.context.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;

  it('gives Ada a feed of dated activity, profiles a Reading tab and a re-read count', async () => {
    const ada = await login(server, 'ada@shelfmark.test');
    const answer = await call(server, '/readings/get/feed', { limit: 100 }, { token: ada.token });
    const { activities, total } = readingActivityResponseSchema.parse(answer.body);
    expect(total).toBe(activities.length);
    expect(total).toBeGreaterThanOrEqual(10);
    expect(new Set(activities.map((event) => event.kind))).toEqual(
      new Set(['started', 'finished']),
    );
    expect(new Set(activities.map((event) => event.user.id)).size).toBeGreaterThanOrEqual(5);
    const dates = activities.map((event) => event.date.date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());

    const zeynep = await userId('zeynep_sahin');
    const tab = await call(server, '/readings/get/user/reading', zeynep);
    const reading = readerBooksResponseSchema.parse(tab.body);
    expect(reading.total).toBe(1);
    expect(reading.books[0]?.title).toBe('Middlesex');

    const cagla = await userId('cagla_okur');
    const shelf = await call(server, '/books/get/user/read-books', { user_id: cagla, limit: 100 });
    const read = readerBooksResponseSchema.parse(shelf.body);
    const twice = read.read_counts.filter((count) => count.count === 2);
    expect(
      twice.map((count) => read.books.find((entry) => entry.id === count.book_id)?.title),
    ).toEqual(['The Name of the Wind']);
    expect(read.read_counts.every((count) => count.count >= 1)).toBe(true);

    // Ada's own dashboard and shelves stay as they were: no readings in progress.
    const current = await call(server, '/readings/get/current', {}, { token: ada.token });
    expect(current.body.total).toBe(0);
  });

  it('keeps the journal’s rule: read exactly when there is a read reading; counters agree', async () => {
    const { db } = server.context;
    const disagreeing = await db
      .selectFrom('user_book_relations as r')
      .select(['r.user_id', 'r.book_id'])
      .where((eb) =>
        eb(
          'r.read',
          '<>',
          eb
            .case()
            .when(
              eb.exists(
                eb
                  .selectFrom('readings as g')
                  .select('g.id')
                  .whereRef('g.user_id', '=', 'r.user_id')
                  .whereRef('g.book_id', '=', 'r.book_id')
                  .where('g.state', '=', 'read'),
              ),
            )
            .then(1)
            .else(0)
            .end()
            .$castTo<0 | 1>(),
        ),
      )
      .execute();
    expect(disagreeing).toEqual([]);
    const orphans = await db
      .selectFrom('readings as g')
      .leftJoin('user_book_relations as r', (join) =>
        join.onRef('r.user_id', '=', 'g.user_id').onRef('r.book_id', '=', 'g.book_id'),
      )
      .select('g.id')
      .where('r.user_id', 'is', null)
      .execute();
    expect(orphans).toEqual([]);
    const drift = await db
      .selectFrom('books as b')
      .select('b.id')
      .where((eb) =>
        eb(
          'b.reads_count',
          '<>',
          eb
            .selectFrom('user_book_relations as r')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('r.book_id', '=', 'b.id')
            .where('r.read', '=', 1),
        ),
      )
      .execute();
    expect(drift).toEqual([]);
  });
});
