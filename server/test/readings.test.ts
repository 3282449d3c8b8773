import type { Kysely, KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROGRESS_LOG_MAX,
  currentReadingsResponseSchema,
  journalChangeResponseSchema,
  journalResponseSchema,
  progressResponseSchema,
} from '../../src/api/contract';
import type { Database } from '../db/schema';
import { bookJournal, currentReadings } from '../repos/readings';
import { type TestServer, bookIdBySource, call, login, register, startTestServer } from './harness';

/** The clock of the harness starts on this day (createClock). */
const TODAY = '2026-11-21';
const day = (date: string) => ({ date, precision: 'day' as const });
const UNKNOWN = { date: null, precision: 'unknown' as const };

describe('reading journal', () => {
  let server: TestServer;
  let dune: number;
  let potter: number;
  let istanbul: number;
  let childrenOfDune: number;
  let madonna: number;
  let hobbit: number;
  let goneGirl: number;
  let it_: number;

  beforeAll(async () => {
    // Every test registers its own readers.
    server = await startTestServer({ rateLimits: { requestsPerMinute: 0, registerPerIp: 1000 } });
    const book = (sourceId: number) => bookIdBySource(server, sourceId);
    [dune, potter, istanbul, childrenOfDune, madonna, hobbit, goneGirl, it_] = await Promise.all([
      book(1),
      book(2),
      book(3),
      book(4),
      book(5),
      book(6),
      book(7),
      book(8),
    ]);
  });
  afterAll(() => server.close());

  const journal = (path: string, body: unknown, token: string | null) =>
    call(server, `/readings/${path}`, body, { token });
  const codes = (answer: { http: number; body: { status: { code: string } } }) => [
    answer.http,
    answer.body.status.code,
  ];
  /** A successful journal write, its answer checked against the contract. */
  const change = async (path: string, body: unknown, token: string) => {
    const answer = await journal(path, body, token);
    expect(codes(answer), JSON.stringify(answer.body.status)).toEqual([200, '0']);
    return journalChangeResponseSchema.parse(answer.body);
  };
  const getJournal = async (bookId: number, token: string) => {
    const answer = await journal('get/book', bookId, token);
    expect(codes(answer)).toEqual([200, '0']);
    return journalResponseSchema.parse(answer.body).journal;
  };
  const progress = async (body: unknown, token: string) => {
    const answer = await journal('update-progress', body, token);
    expect(codes(answer), JSON.stringify(answer.body.status)).toEqual([200, '0']);
    return progressResponseSchema.parse(answer.body);
  };
  const reads = async (bookId: number) =>
    (await call(server, '/books/get/id', bookId)).body.books[0].reads as number;
  const relationOf = async (bookId: number, token: string) =>
    (
      await call(server, '/user-book-relations/get/user-book-relation', bookId, {
        token,
      })
    ).body.userBookRelations[0];
  /** Runs `read` on a database handle that counts the queries it sends. */
  const countingQueries = async <Result>(read: (db: Kysely<Database>) => Promise<Result>) => {
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const result = await read(server.context.db.withPlugin(counting));
    return [result, queries] as const;
  };
  const readingRows = (userId: number, bookId: number) =>
    server.context.db
      .selectFrom('readings')
      .selectAll()
      .where('user_id', '=', userId)
      .where('book_id', '=', bookId)
      .execute();

  it('needs a session for every call (2 without a token, 5 with a stale one)', async () => {
    const paths = [
      'get/book',
      'get/current',
      'set-status',
      'update-progress',
      'update',
      'delete',
      'set-page-count',
    ];
    for (const path of paths) {
      expect(codes(await journal(path, { book_id: dune }, null))).toEqual([401, '2']);
      expect(codes(await journal(path, { book_id: dune }, 'no-such-token'))).toEqual([401, '5']);
    }
  });

  it('answers an empty journal for a book never shelved, and 3 for an unknown book', async () => {
    const { token } = await register(server, 'journal_empty');
    expect(await getJournal(hobbit, token)).toEqual({
      book_id: hobbit,
      status: null,
      page_count: null,
      progress_unit: null,
      read_count: 0,
      readings: [],
      updates: [],
    });
    expect(codes(await journal('get/book', 987654, token))).toEqual([404, '3']);
    const status = await journal('set-status', { book_id: 987654, status: 'reading' }, token);
    expect(codes(status)).toEqual([404, '3']);
    const pages = await journal('set-page-count', { book_id: 987654, page_count: 10 }, token);
    expect(codes(pages)).toEqual([404, '3']);
  });

  it('carries the seed: a book marked read has one read reading with unknown dates', async () => {
    const { token } = await login(server, 'ada@shelfmark.test');
    const seeded = await getJournal(dune, token);
    expect(seeded).toMatchObject({ status: 'read', read_count: 1 });
    expect(seeded.readings).toEqual([
      expect.objectContaining({ state: 'read', started: UNKNOWN, finished: UNKNOWN }),
    ]);
    // On the reading list and not read: want to read, no readings.
    expect(await getJournal(hobbit, token)).toMatchObject({ status: 'want_to_read', readings: [] });
  });

  it('starts, logs progress, pauses, resumes and finishes a reading', async () => {
    const { token } = await register(server, 'journal_reader');
    const readsBefore = await reads(istanbul);
    await change('set-status', { book_id: istanbul, status: 'want_to_read' }, token);
    const started = await change('set-status', { book_id: istanbul, status: 'reading' }, token);
    expect(started.journal.status).toBe('reading');
    expect(started.journal.readings).toEqual([
      expect.objectContaining({ state: 'reading', started: day(TODAY), finished: null }),
    ]);
    // Starting takes the book off the reading list; nothing is read yet.
    expect(started.userBookRelations[0]).toMatchObject({ read: false, readingList: false });
    expect(started.books[0]).toMatchObject({ id: istanbul, reads: readsBefore });
    const readingId = started.journal.readings[0]?.id as number;

    // Without a page count, progress is what was sent.
    const percentOnly = await progress({ reading_id: readingId, percent: 10 }, token);
    expect(percentOnly.update).toMatchObject({ pages: null, percent: 10 });

    // With the reader's edition, the other unit is derived.
    const counted = await journal('set-page-count', { book_id: istanbul, page_count: 300 }, token);
    expect(journalResponseSchema.parse(counted.body).journal.page_count).toBe(300);
    const pages = await progress({ reading_id: readingId, pages: 150 }, token);
    expect(pages.update).toMatchObject({ pages: 150, percent: 50 });
    const percent = await progress({ reading_id: readingId, percent: 20 }, token);
    expect(percent.update).toMatchObject({ pages: 60, percent: 20 });
    expect(percent.journal.readings[0]?.progress).toEqual({ pages: 60, percent: 20 });
    // Newest first; a value below the last one is accepted.
    expect(percent.journal.updates.map((update) => update.percent)).toEqual([20, 50, 10]);

    const beyond = await journal('update-progress', { reading_id: readingId, pages: 301 }, token);
    expect(codes(beyond)).toEqual([400, '1']);
    expect(beyond.body.status.values).toEqual([
      "pages: must be at most 300, the book's page count",
    ]);
    const both = await journal(
      'update-progress',
      { reading_id: readingId, pages: 1, percent: 1 },
      token,
    );
    expect(codes(both)).toEqual([400, '1']);

    // A stop before the start is refused, naming the field.
    const early = await journal(
      'set-status',
      { book_id: istanbul, status: 'paused', date: day('2026-11-20') },
      token,
    );
    expect(codes(early)).toEqual([400, '1']);
    expect(early.body.status.values).toEqual(['date: must not be before the start']);

    const paused = await change('set-status', { book_id: istanbul, status: 'paused' }, token);
    expect(paused.journal.status).toBe('paused');
    expect(paused.journal.readings[0]).toMatchObject({ state: 'paused', stopped: day(TODAY) });
    // Logging progress on a paused reading resumes it.
    const resumed = await progress({ reading_id: readingId, pages: 200 }, token);
    expect(resumed.journal).toMatchObject({ status: 'reading' });
    expect(resumed.journal.readings[0]).toMatchObject({ state: 'reading', stopped: null });

    const finished = await change(
      'set-status',
      { book_id: istanbul, status: 'read', date: { date: '2026-11-01', precision: 'month' } },
      token,
    );
    expect(finished.journal).toMatchObject({ status: 'read', read_count: 1 });
    expect(finished.journal.readings).toEqual([
      expect.objectContaining({
        id: readingId,
        state: 'read',
        finished: { date: '2026-11-01', precision: 'month' },
      }),
    ]);
    expect(finished.userBookRelations[0]).toMatchObject({ read: true, readingList: false });
    expect(finished.books[0]?.reads).toBe(readsBefore + 1);
    // Read again: nothing changes.
    const again = await change('set-status', { book_id: istanbul, status: 'read' }, token);
    expect(again.journal.readings).toHaveLength(1);
    expect(await reads(istanbul)).toBe(readsBefore + 1);
    // Progress on a finished reading is refused.
    const late = await journal('update-progress', { reading_id: readingId, percent: 90 }, token);
    expect(codes(late)).toEqual([403, '4']);
  });

  it('remembers the unit progress was last logged in, per book and per reader', async () => {
    const { token } = await register(server, 'unit_reader');
    const other = await register(server, 'unit_other');
    const started = await change('set-status', { book_id: hobbit, status: 'reading' }, token);
    expect(started.journal.progress_unit).toBeNull();
    const readingId = started.journal.readings[0]?.id as number;

    // A page without a page count is kept as a page: no share of the book is claimed.
    const page = await progress({ reading_id: readingId, pages: 40 }, token);
    expect(page.update).toMatchObject({ pages: 40, percent: null });
    expect(page.journal.progress_unit).toBe('pages');

    await journal('set-page-count', { book_id: hobbit, page_count: 300 }, token);
    const percent = await progress({ reading_id: readingId, percent: 40 }, token);
    expect(percent.journal.readings[0]?.progress).toEqual({ pages: 120, percent: 40 });
    expect(percent.journal.progress_unit).toBe('percent');
    expect((await getJournal(hobbit, token)).progress_unit).toBe('percent');

    // A refused update changes nothing, the unit included.
    const beyond = await journal('update-progress', { reading_id: readingId, pages: 301 }, token);
    expect(codes(beyond)).toEqual([400, '1']);
    expect((await getJournal(hobbit, token)).progress_unit).toBe('percent');

    // The unit belongs to the book, not the reading: a re-read opens in it too; the dashboard
    // carries it; it is the reader's own.
    await change('set-status', { book_id: hobbit, status: 'read' }, token);
    const again = await change('set-status', { book_id: hobbit, status: 'reading' }, token);
    expect(again.journal.progress_unit).toBe('percent');
    const current = await journal('get/current', {}, token);
    const listed = currentReadingsResponseSchema.parse(current.body).journals;
    expect(listed.find((item) => item.book_id === hobbit)?.progress_unit).toBe('percent');
    expect((await getJournal(hobbit, other.token)).progress_unit).toBeNull();
    const row = await server.context.db
      .selectFrom('user_book_relations')
      .select(['progress_unit'])
      .where('book_id', '=', hobbit)
      .where('user_id', '=', other.user.id)
      .executeTakeFirst();
    expect(row?.progress_unit ?? null).toBeNull();
  });

  it('refuses a unit the contract does not know in the database itself', async () => {
    const { token, user } = await register(server, 'unit_checker');
    await change('set-status', { book_id: madonna, status: 'want_to_read' }, token);
    await expect(
      server.context.db
        .updateTable('user_book_relations')
        .set({ progress_unit: 'chapters' as never })
        .where('user_id', '=', user.id)
        .where('book_id', '=', madonna)
        .execute(),
    ).rejects.toThrow();
  });

  it('re-reads: read stays, like stays, finishing again counts two reads', async () => {
    const { token } = await register(server, 'journal_rereader');
    const readsBefore = await reads(madonna);
    await change('set-status', { book_id: madonna, status: 'read' }, token);
    const liked = await call(server, '/user-book-relations/like', madonna, { token });
    expect(liked.body.userBookRelations[0]).toMatchObject({ like: true });
    // Wanting to read it again keeps it read.
    const wish = await change('set-status', { book_id: madonna, status: 'want_to_read' }, token);
    expect(wish.journal.status).toBe('want_to_read');
    expect(wish.userBookRelations[0]).toMatchObject({ read: true, like: true, readingList: true });

    const reread = await change('set-status', { book_id: madonna, status: 'reading' }, token);
    expect(reread.journal).toMatchObject({ status: 'reading', read_count: 1 });
    expect(reread.journal.readings.map((reading) => reading.state)).toEqual(['reading', 'read']);
    expect(reread.userBookRelations[0]).toMatchObject({
      read: true,
      like: true,
      readingList: false,
    });
    const done = await change('set-status', { book_id: madonna, status: 'read' }, token);
    expect(done.journal).toMatchObject({ status: 'read', read_count: 2 });
    expect(done.userBookRelations[0]).toMatchObject({ read: true, like: true });
    // One reader, one read on the book's counter, however many times.
    expect(done.books[0]?.reads).toBe(readsBefore + 1);
  });

  it('refuses want-to-read over an active reading unless its readings may go (code 6)', async () => {
    const { token, user } = await register(server, 'journal_discard');
    const started = await change('set-status', { book_id: goneGirl, status: 'reading' }, token);
    const readingId = started.journal.readings[0]?.id as number;
    await progress({ reading_id: readingId, percent: 30 }, token);

    const refused = await journal(
      'set-status',
      { book_id: goneGirl, status: 'want_to_read' },
      token,
    );
    expect(codes(refused)).toEqual([409, '6']);
    expect(refused.body.status.values[0]).toMatch(/^discard_readings: /);
    expect(await getJournal(goneGirl, token)).toMatchObject({ status: 'reading' });

    const discarded = await change(
      'set-status',
      { book_id: goneGirl, status: 'want_to_read', discard_readings: true },
      token,
    );
    expect(discarded.journal).toMatchObject({ status: 'want_to_read', readings: [], updates: [] });
    expect(discarded.userBookRelations[0]).toMatchObject({ readingList: true });
    expect(await readingRows(user.id, goneGirl)).toEqual([]);
    const orphans = await server.context.db
      .selectFrom('progress_updates')
      .select('id')
      .where('reading_id', '=', readingId)
      .execute();
    expect(orphans).toEqual([]);
  });

  it('abandons with a reason, updates only the reason when abandoned again', async () => {
    const { token } = await register(server, 'journal_dnf');
    const reasonOnReading = await journal(
      'set-status',
      { book_id: it_, status: 'reading', dnf_reason: 'too long' },
      token,
    );
    expect(codes(reasonOnReading)).toEqual([400, '1']);
    expect(reasonOnReading.body.status.values).toEqual([
      'dnf_reason: is only for a book the reader did not finish',
    ]);

    await change('set-status', { book_id: it_, status: 'reading' }, token);
    const dnf = await change(
      'set-status',
      { book_id: it_, status: 'dnf', dnf_reason: '  too long  ' },
      token,
    );
    expect(dnf.journal.status).toBe('dnf');
    expect(dnf.journal.readings).toEqual([
      expect.objectContaining({ state: 'dnf', stopped: day(TODAY), dnf_reason: 'too long' }),
    ]);
    const again = await change(
      'set-status',
      { book_id: it_, status: 'dnf', dnf_reason: 'too scary' },
      token,
    );
    expect(again.journal.readings).toEqual([
      expect.objectContaining({ id: dnf.journal.readings[0]?.id, dnf_reason: 'too scary' }),
    ]);
    const onDnf = await journal(
      'update-progress',
      { reading_id: dnf.journal.readings[0]?.id, pages: 3 },
      token,
    );
    expect(codes(onDnf)).toEqual([403, '4']);
    // Without an active reading, abandoning records one with an unknown start.
    const direct = await change('set-status', { book_id: hobbit, status: 'dnf' }, token);
    expect(direct.journal.readings[0]).toMatchObject({
      state: 'dnf',
      started: UNKNOWN,
      stopped: day(TODAY),
      dnf_reason: null,
    });
    const pausedDirect = await change('set-status', { book_id: potter, status: 'paused' }, token);
    expect(pausedDirect.journal.readings[0]).toMatchObject({ state: 'paused', started: UNKNOWN });
  });

  it('edits dates, reason and note within the rules (code 1 otherwise)', async () => {
    const { token } = await register(server, 'journal_editor');
    const read = await change(
      'set-status',
      { book_id: childrenOfDune, status: 'read', date: day('2024-05-10') },
      token,
    );
    const readingId = read.journal.readings[0]?.id as number;
    const edited = await change(
      'update',
      {
        reading_id: readingId,
        started: { date: '2024-01-01', precision: 'year' },
        finished: day('2024-06-02'),
        note: '  Better than the first.  ',
      },
      token,
    );
    expect(edited.journal.readings[0]).toMatchObject({
      started: { date: '2024-01-01', precision: 'year' },
      finished: day('2024-06-02'),
      note: 'Better than the first.',
    });
    // The same year as the start is fine at year precision.
    await change('update', { reading_id: readingId, finished: day('2024-01-01') }, token);

    const refusals: [unknown, string[]][] = [
      [
        { reading_id: readingId, finished: null },
        ['finished: cannot be cleared; change the status instead'],
      ],
      [
        { reading_id: readingId, stopped: day('2024-07-01') },
        ['stopped: only a paused or abandoned reading has a stop date'],
      ],
      [
        { reading_id: readingId, dnf_reason: 'meh' },
        ['dnf_reason: is only for a book the reader did not finish'],
      ],
      [
        { reading_id: readingId, started: day('2025-02-01') },
        ['started: must not be after the finish date'],
      ],
      [
        { reading_id: readingId, finished: { date: '2023-01-01', precision: 'year' } },
        ['finished: must not be before the start'],
      ],
      // The contract refines partial dates: month precision is day 01, unknown has no date.
      [
        { reading_id: readingId, started: { date: '2024-03-15', precision: 'month' } },
        ['started.date: must be the first day of the month when only the month is known'],
      ],
      [
        { reading_id: readingId, started: { date: '2024-03-15', precision: 'unknown' } },
        ['started.date: must be null when the date is unknown'],
      ],
      [
        { reading_id: readingId, started: day('2023-02-30') },
        ['started.date: must be a calendar date (YYYY-MM-DD)'],
      ],
    ];
    for (const [body, values] of refusals) {
      const answer = await journal('update', body, token);
      expect(codes(answer), JSON.stringify(body)).toEqual([400, '1']);
      expect(answer.body.status.values).toEqual(values);
    }
    const kept = await getJournal(childrenOfDune, token);
    expect(kept.readings[0]).toMatchObject({
      started: { date: '2024-01-01', precision: 'year' },
      finished: day('2024-01-01'),
    });

    // A stopped reading's stop date and reason are editable.
    const dnf = await change('set-status', { book_id: istanbul, status: 'dnf' }, token);
    const dnfId = dnf.journal.readings[0]?.id as number;
    const reasoned = await change(
      'update',
      { reading_id: dnfId, stopped: day('2026-11-02'), dnf_reason: 'lost it' },
      token,
    );
    expect(reasoned.journal.readings[0]).toMatchObject({
      stopped: day('2026-11-02'),
      dnf_reason: 'lost it',
    });
    const finishOnDnf = await journal('update', { reading_id: dnfId, finished: day(TODAY) }, token);
    expect(finishOnDnf.body.status.values).toEqual([
      'finished: only a finished reading has a finish date',
    ]);
  });

  it("keeps each reader's readings private: another's reading is code 4, an unknown one 3", async () => {
    const owner = await register(server, 'journal_owner');
    const other = await register(server, 'journal_other');
    const started = await change('set-status', { book_id: potter, status: 'reading' }, owner.token);
    const readingId = started.journal.readings[0]?.id as number;
    await change('update', { reading_id: readingId, note: 'secret thoughts' }, owner.token);

    for (const [path, body] of [
      ['update-progress', { reading_id: readingId, percent: 99 }],
      ['update', { reading_id: readingId, note: 'mine now' }],
      ['delete', { reading_id: readingId }],
    ] as const) {
      const answer = await journal(path, body, other.token);
      expect(codes(answer), path).toEqual([403, '4']);
      expect(JSON.stringify(answer.body)).not.toContain('secret');
      const unknown = await journal(path, { ...body, reading_id: 987654 }, other.token);
      expect(codes(unknown), path).toEqual([404, '3']);
    }
    // The other reader's journal of the same book is their own: empty, no note.
    const theirs = await journal('get/book', potter, other.token);
    expect(theirs.body.journal).toMatchObject({ status: null, readings: [] });
    expect(JSON.stringify(theirs.body)).not.toContain('secret');
    const current = await journal('get/current', {}, other.token);
    expect(JSON.stringify(current.body)).not.toContain('secret');
    // Naming the owner in a body is refused, never acted on.
    const claimed = await journal(
      'get/book',
      { book_id: potter, user_id: owner.user.id },
      other.token,
    );
    expect(codes(claimed)).toEqual([403, '4']);

    const mine = await getJournal(potter, owner.token);
    expect(mine.readings[0]).toMatchObject({
      note: 'secret thoughts',
      progress: { percent: null },
    });
  });

  it('deletes a reading: the status follows the rest, losing the last read clears the flags', async () => {
    const { token } = await register(server, 'journal_deleter');
    const readsBefore = await reads(hobbit);
    const first = await change('set-status', { book_id: hobbit, status: 'read' }, token);
    await call(server, '/user-book-relations/like', hobbit, { token });
    await call(server, '/user-book-relations/favorite', hobbit, { token });
    await change('set-status', { book_id: hobbit, status: 'dnf' }, token);
    const second = await change('set-status', { book_id: hobbit, status: 'read' }, token);
    expect(second.journal.read_count).toBe(2);
    expect(second.books[0]?.reads).toBe(readsBefore + 1);

    const [newest, older] = second.journal.readings.filter((reading) => reading.state === 'read');
    const oneLeft = await change('delete', { reading_id: newest?.id }, token);
    expect(oneLeft.journal.read_count).toBe(1);
    expect(oneLeft.userBookRelations[0]).toMatchObject({ read: true, like: true, favorite: true });
    const noneLeft = await change('delete', { reading_id: older?.id }, token);
    expect(noneLeft.journal).toMatchObject({ status: 'dnf', read_count: 0 });
    expect(noneLeft.userBookRelations[0]).toMatchObject({
      read: false,
      like: false,
      favorite: false,
    });
    expect(noneLeft.books[0]?.reads).toBe(readsBefore);
    const lastId = noneLeft.journal.readings[0]?.id;
    const empty = await change('delete', { reading_id: lastId }, token);
    expect(empty.journal).toMatchObject({ status: null, readings: [] });
    expect(codes(await journal('delete', { reading_id: lastId }, token))).toEqual([404, '3']);
    expect(first.journal.readings).toHaveLength(1);
  });

  it('keeps the spec toggles in step with the journal', async () => {
    const { token, user } = await register(server, 'journal_toggler');
    const readsBefore = await reads(dune);
    // set-as-read on a book being read finishes that reading today.
    const started = await change('set-status', { book_id: dune, status: 'reading' }, token);
    const readingId = started.journal.readings[0]?.id;
    const marked = await call(server, '/user-book-relations/set-as-read', dune, { token });
    expect(marked.body.userBookRelations[0]).toMatchObject({ read: true });
    expect(marked.body.books[0].reads).toBe(readsBefore + 1);
    expect((await getJournal(dune, token)).readings).toEqual([
      expect.objectContaining({ id: readingId, state: 'read', finished: day(TODAY) }),
    ]);
    // The toggle's answer carries the journal it changed: the page reloads nothing.
    expect(marked.body.journal).toEqual(await getJournal(dune, token));
    const liked = await call(server, '/user-book-relations/like', dune, { token });
    expect(liked.body.journal).toBeUndefined();

    // A re-read in progress stays when read is unmarked; the finished readings go.
    await change('set-status', { book_id: dune, status: 'reading' }, token);
    const unmarked = await call(server, '/user-book-relations/set-as-read', dune, { token });
    expect(unmarked.body.userBookRelations[0]).toMatchObject({
      read: false,
      like: false,
      favorite: false,
    });
    expect(unmarked.body.books[0].reads).toBe(readsBefore);
    const after = await getJournal(dune, token);
    expect(after).toMatchObject({ status: 'reading', read_count: 0 });
    expect(after.readings.map((reading) => reading.state)).toEqual(['reading']);

    // Marking read without a reading records one finished today (finishOfRead).
    const fresh = await call(server, '/user-book-relations/set-as-read', goneGirl, { token });
    expect(fresh.body.userBookRelations[0]).toMatchObject({ read: true });
    expect((await getJournal(goneGirl, token)).readings).toEqual([
      expect.objectContaining({ state: 'read', started: UNKNOWN, finished: day(TODAY) }),
    ]);
    // The reading list toggle flips the list as before.
    const listed = await call(server, '/user-book-relations/add-to-read-list', goneGirl, { token });
    expect(listed.body.userBookRelations[0]).toMatchObject({ read: true, readingList: true });
    expect((await getJournal(goneGirl, token)).status).toBe('want_to_read');
    expect(listed.body.journal).toMatchObject({ status: 'want_to_read', read_count: 1 });
    expect(await readingRows(user.id, goneGirl)).toHaveLength(1);
  });

  it('marks read the same way by every path: finished today, counted in the year', async () => {
    const { token, user } = await register(server, 'journal_two_ways');
    const goal = await call(
      server,
      '/goals/set',
      { start: '2026-01-01', end: '2026-12-31', books: 12, pages: null, visibility: 'private' },
      { token },
    );
    expect(codes(goal)).toEqual([200, '0']);
    // The book page's "Mark as read" and the status menu's "Read", neither with a reading.
    await call(server, '/user-book-relations/set-as-read', madonna, { token });
    await change('set-status', { book_id: istanbul, status: 'read' }, token);
    for (const bookId of [madonna, istanbul]) {
      expect((await getJournal(bookId, token)).readings).toEqual([
        expect.objectContaining({ state: 'read', started: UNKNOWN, finished: day(TODAY) }),
      ]);
    }
    const goals = await call(server, '/goals/get/user', user.id, { token });
    expect(goals.body.goals[0].progress).toMatchObject({ books: 2 });
    // "I don't remember" is said, and kept: that read counts in no year.
    await change('set-status', { book_id: potter, status: 'read', date: UNKNOWN }, token);
    expect((await getJournal(potter, token)).readings[0]).toMatchObject({ finished: UNKNOWN });
    const after = await call(server, '/goals/get/user', user.id, { token });
    expect(after.body.goals[0].progress).toMatchObject({ books: 2 });
  });

  it('lists the books being read, most recently updated first, paged', async () => {
    const { token } = await register(server, 'journal_current');
    const ids: number[] = [];
    for (const book of [dune, potter, istanbul]) {
      const started = await change('set-status', { book_id: book, status: 'reading' }, token);
      ids.push(started.journal.readings[0]?.id as number);
      server.clock.advance(1_000);
    }
    // Paused books are not current.
    await change('set-status', { book_id: hobbit, status: 'reading' }, token);
    await change('set-status', { book_id: hobbit, status: 'paused' }, token);
    server.clock.advance(1_000);
    await progress({ reading_id: ids[0], percent: 5 }, token);

    const all = currentReadingsResponseSchema.parse((await journal('get/current', {}, token)).body);
    expect(all.total).toBe(3);
    expect(all.books.map((book) => book.id)).toEqual([dune, istanbul, potter]);
    expect(all.journals.map((entry) => entry.book_id)).toEqual([dune, istanbul, potter]);
    expect(all.journals[0]?.updates).toEqual([expect.objectContaining({ percent: 5 })]);
    const page = currentReadingsResponseSchema.parse(
      (await journal('get/current', { limit: 1, offset: 1 }, token)).body,
    );
    expect([page.total, page.books.map((book) => book.id)]).toEqual([3, [istanbul]]);
    const bad = await journal('get/current', { limit: 0 }, token);
    expect(codes(bad)).toEqual([400, '1']);
  });

  it('keeps the newest updates of the current reading only', async () => {
    const { token, user } = await register(server, 'journal_logger');
    const started = await change('set-status', { book_id: madonna, status: 'reading' }, token);
    const readingId = started.journal.readings[0]?.id as number;
    for (let percent = 1; percent <= PROGRESS_LOG_MAX + 3; percent += 1) {
      await progress({ reading_id: readingId, percent }, token);
    }
    const logged = await getJournal(madonna, token);
    expect(logged.updates).toHaveLength(PROGRESS_LOG_MAX);
    expect(logged.updates[0]?.percent).toBe(PROGRESS_LOG_MAX + 3);

    // get/book reads the journal in at most 4 queries, however long the history.
    const [bundle, bookQueries] = await countingQueries((db) => bookJournal(db, user.id, madonna));
    expect(bundle?.journal.updates).toHaveLength(PROGRESS_LOG_MAX);
    expect(bookQueries).toBeLessThanOrEqual(4);

    // The current list reads every journal's log in one query, each cut at PROGRESS_LOG_MAX.
    const other = await change('set-status', { book_id: goneGirl, status: 'reading' }, token);
    await progress({ reading_id: other.journal.readings[0]?.id, pages: 12 }, token);
    await progress({ reading_id: other.journal.readings[0]?.id, pages: 30 }, token);
    const [current, listQueries] = await countingQueries((db) =>
      currentReadings(db, user.id, 10, 0),
    );
    expect(current.journals.map((entry) => [entry.book_id, entry.updates.length])).toEqual([
      [goneGirl, 2],
      [madonna, PROGRESS_LOG_MAX],
    ]);
    expect(current.journals[0]?.updates.map((update) => update.pages)).toEqual([30, 12]);
    expect(listQueries).toBeLessThanOrEqual(5);
  });

  it('refuses in the database itself rows that break the journal rules', async () => {
    const { user } = await register(server, 'journal_checks');
    const base = {
      user_id: user.id,
      book_id: potter,
      state: 'read' as const,
      started_date: null,
      started_precision: 'unknown' as const,
      finished_date: '2024-05-01',
      finished_precision: 'month' as const,
      created_at: 'x',
      updated_at: 'x',
    };
    const insert = (row: Record<string, unknown>) =>
      server.context.db
        .insertInto('readings')
        .values({ ...base, ...row })
        .execute();
    await expect(insert({ finished_date: '2024-05-15' })).rejects.toThrow(); // month on day 15
    await expect(insert({ finished_date: null })).rejects.toThrow(); // month without a date
    await expect(insert({ started_date: '2024-05-01' })).rejects.toThrow(); // unknown with a date
    await expect(
      insert({ started_date: '2024-06-01', started_precision: 'day' }),
    ).rejects.toThrow(); // finished before the start
    await expect(insert({ state: 'reading' })).rejects.toThrow(); // finished on a reading
    await expect(insert({ dnf_reason: 'no' })).rejects.toThrow(); // a reason on a read
    await expect(insert({ progress_percent: 101 })).rejects.toThrow();
    // The coarser precision decides: May 2024 does not end before 2024-05-20.
    await insert({ started_date: '2024-05-20', started_precision: 'day' });

    const active = {
      state: 'reading',
      finished_date: null,
      finished_precision: null,
      book_id: madonna,
    };
    await insert(active);
    await expect(insert(active)).rejects.toThrow(); // a second active reading
    await expect(insert({ ...active, state: 'paused' })).rejects.toThrow();
    await expect(
      server.context.db
        .insertInto('progress_updates')
        .values({ reading_id: 987654, at: 'x', pages: 1, percent: null })
        .execute(),
    ).rejects.toThrow(); // no such reading
    const [reading] = await readingRows(user.id, madonna);
    await expect(
      server.context.db
        .insertInto('progress_updates')
        .values({ reading_id: reading?.id as number, at: 'x', pages: null, percent: null })
        .execute(),
    ).rejects.toThrow(); // neither pages nor percent
    await expect(
      server.context.db
        .insertInto('user_book_relations')
        .values({
          user_id: user.id,
          book_id: it_,
          read: 0,
          liked: 0,
          favorite: 0,
          read_list: 0,
          page_count: 0,
          updated_at: 'x',
        })
        .execute(),
    ).rejects.toThrow(); // an edition of 0 pages
  });

  describe('under concurrency', () => {
    it('10 simultaneous starts leave one active reading and one relation row', async () => {
      const { token, user } = await register(server, 'journal_racer');
      // A fresh (reader, book) each round: no relation row yet, so the lock creates it too.
      for (const book of [childrenOfDune, goneGirl, istanbul]) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, () =>
            journal('set-status', { book_id: book, status: 'reading' }, token),
          ),
        );
        expect(answers.map((answer) => answer.body.status.code)).toEqual(Array(10).fill('0'));
        const rows = await readingRows(user.id, book);
        expect(rows.map((row) => row.state)).toEqual(['reading']);
        const relations = await server.context.db
          .selectFrom('user_book_relations')
          .select('read_list')
          .where('user_id', '=', user.id)
          .where('book_id', '=', book)
          .execute();
        expect(relations).toHaveLength(1);
        // Every answer names the one reading.
        const ids = new Set(answers.map((answer) => answer.body.journal.readings[0].id));
        expect([...ids]).toEqual([rows[0]?.id]);
      }
    });

    it('mixed finishes, set-as-read toggles and deletions keep read and reads_count agreeing', async () => {
      const readers = await Promise.all(
        ['journal_mix_a', 'journal_mix_b', 'journal_mix_c'].map((name) => register(server, name)),
      );
      for (const reader of readers) {
        await change('set-status', { book_id: it_, status: 'reading' }, reader.token);
      }
      const calls = readers.flatMap((reader) => [
        ...Array.from({ length: 4 }, () =>
          journal('set-status', { book_id: it_, status: 'read' }, reader.token),
        ),
        ...Array.from({ length: 3 }, () =>
          call(server, '/user-book-relations/set-as-read', it_, { token: reader.token }),
        ),
        journal('set-status', { book_id: it_, status: 'reading' }, reader.token),
        call(server, '/user-book-relations/like', it_, { token: reader.token }),
        journal('set-status', { book_id: it_, status: 'dnf' }, reader.token),
      ]);
      const answers = await Promise.all(calls);
      // Likes may come before any read (code 4); everything else succeeds.
      expect(
        answers.every((answer) => ['0', '4'].includes(answer.body.status.code)),
        JSON.stringify(answers.map((answer) => answer.body.status)),
      ).toBe(true);

      for (const reader of readers) {
        const rows = await readingRows(reader.user.id, it_);
        const relation = await relationOf(it_, reader.token);
        expect(relation.read).toBe(rows.some((row) => row.state === 'read'));
        expect(relation.like && !relation.read).toBe(false);
        expect(
          rows.filter((row) => row.state === 'reading' || row.state === 'paused').length,
        ).toBeLessThanOrEqual(1);
      }
      const readers1 = await server.context.db
        .selectFrom('user_book_relations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('book_id', '=', it_)
        .where('read', '=', 1)
        .executeTakeFirstOrThrow();
      expect(await reads(it_)).toBe(Number(readers1.n));
    });
  });
});

describe('migration 0009 on a database from before the journal', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const readRelations = () =>
    server.context.db
      .selectFrom('user_book_relations')
      .select(['user_id', 'book_id'])
      .where('read', '=', 1)
      .orderBy('user_id')
      .orderBy('book_id')
      .execute();
  const readReadings = () =>
    server.context.db
      .selectFrom('readings')
      .select(['user_id', 'book_id', 'started_precision', 'finished_precision'])
      .where('state', '=', 'read')
      .orderBy('user_id')
      .orderBy('book_id')
      .execute();
  const replay0009 = async () => {
    await server.context.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '>=', '0009_reading_journal' as never)
      .execute();
    await server.restart();
  };

  it('gives every book marked read one read reading, finished the day it was marked, once', async () => {
    const marked = await readRelations();
    expect(marked.length).toBeGreaterThan(0);
    // Books marked read before the journal existed have no readings.
    await server.context.db.deleteFrom('readings').execute();
    await replay0009();
    // 0009 adds it undated; 0024 (replayed after it) dates it as "Mark as read" does now.
    const expected = marked.map((row) => ({
      ...row,
      started_precision: 'unknown',
      finished_precision: 'day',
    }));
    expect(await readReadings()).toEqual(expected);
    // Run again (as the photo upgrade replays later migrations): nothing is added.
    await replay0009();
    expect(await readReadings()).toEqual(expected);
  });
});

describe('migration 0024: reads marked without a finish get the day they were marked', () => {
  let server: TestServer;
  let books: number[];
  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { requestsPerMinute: 0, registerPerIp: 1000 } });
    books = await Promise.all([1, 2, 3, 4].map((source) => bookIdBySource(server, source)));
  });
  afterAll(() => server.close());

  const marked = '2025-03-04T10:00:00.000Z';
  const undatedRead = (userId: number, bookId: number, changes: Record<string, unknown> = {}) =>
    server.context.db
      .insertInto('readings')
      .values({
        user_id: userId,
        book_id: bookId,
        state: 'read',
        started_date: null,
        started_precision: 'unknown',
        finished_date: null,
        finished_precision: 'unknown',
        created_at: marked,
        updated_at: marked,
        ...changes,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const finishOf = async (id: number) => {
    const row = await server.context.db
      .selectFrom('readings')
      .select(['finished_date', 'finished_precision'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { date: row.finished_date, precision: row.finished_precision };
  };
  const replay0024 = async () => {
    await server.context.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '>=', '0024_dated_marked_reads' as never)
      .execute();
    await server.restart();
  };

  it("dates the old button's reads only, once", async () => {
    const { user } = await register(server, 'migration_0024');
    const [oldButton, edited, noted, imported] = books as [number, number, number, number];
    const fromButton = await undatedRead(user.id, oldButton);
    // Said "date unknown" later, by an edit: the reader's word stays.
    const fromEdit = await undatedRead(user.id, edited, { updated_at: '2025-05-01T08:00:00.000Z' });
    const withNote = await undatedRead(user.id, noted, { note: 'read it at school' });
    // A Goodreads row without "Date Read", applied by an import running at that moment.
    await server.context.db
      .insertInto('imports')
      .values({
        user_id: user.id,
        format: 'goodreads',
        filename: 'goodreads.csv',
        sha256: 'a'.repeat(64),
        status: 'done',
        rows_json: '[]',
        preview_json: '{}',
        resolutions_json: '{}',
        account_json: null,
        rows_total: 1,
        lease_owner: null,
        lease_until: null,
        created_at: '2025-06-01T11:59:00.000Z',
        updated_at: '2025-06-01T12:01:00.000Z',
        finished_at: '2025-06-01T12:01:00.000Z',
      })
      .execute();
    const fromImport = await undatedRead(user.id, imported, {
      created_at: '2025-06-01T12:00:00.000Z',
      updated_at: '2025-06-01T12:00:00.000Z',
    });

    await replay0024();
    expect(await finishOf(fromButton.id)).toEqual({ date: '2025-03-04', precision: 'day' });
    for (const kept of [fromEdit, withNote, fromImport]) {
      expect(await finishOf(kept.id)).toEqual({ date: null, precision: 'unknown' });
    }
    // Run again (upgrade tests replay later migrations): nothing moves.
    await server.context.db
      .updateTable('readings')
      .set({ finished_date: '2025-03-05' })
      .where('id', '=', fromButton.id)
      .execute();
    await replay0024();
    expect(await finishOf(fromButton.id)).toEqual({ date: '2025-03-05', precision: 'day' });
    expect(await finishOf(fromImport.id)).toEqual({ date: null, precision: 'unknown' });
  });
});
