import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPORT_PATHS,
  importCurrentResponseSchema,
  importResponseSchema,
  importRowsResponseSchema,
  importSkippedResponseSchema,
  isWrittenReview,
} from '../../src/api/contract';
import { parseImport } from '../import/formats/parseImport';
import { matchRows } from '../import/match';
import { EXPORT_PAGE, exportBooks } from '../repos/exports';
import {
  type TestServer,
  bookIdBySource,
  call,
  journalOf,
  register,
  startTestServer,
} from './harness';
import {
  confirmAndWait,
  download,
  fixtureBytes,
  importFile,
  isbnOf,
  preview,
  readerRows,
  shelvesOf,
  upload,
} from './importHelpers';

describe('imports', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { requestsPerMinute: 0, registerPerIp: 1000 } });
  });
  afterAll(() => server.close());

  const bookByTitle = (title: string) =>
    server.context.db
      .selectFrom('books')
      .selectAll()
      .where('title', '=', title)
      .orderBy('id')
      .execute();

  it('previews a Goodreads export without writing to the shelves', async () => {
    const { token, user } = await register(server, 'imp_preview');
    const before = await readerRows(server, user.id);
    const summary = await preview(server, token, fixtureBytes('goodreads_matching.csv'));
    expect(summary).toMatchObject({
      format: 'goodreads',
      status: 'previewed',
      already_imported_at: null,
      rows: {
        total: 9,
        matched: { isbn13: 1, isbn10: 1, title_author: 2, chosen: 0 },
        to_create: 2,
        uncertain: 2,
        unresolved: 2,
        skipped: 1,
      },
      progress: { done: 0, total: 9 },
      result: null,
    });
    expect(summary.shelves).toEqual(
      expect.arrayContaining([
        { shelf: 'read', becomes: 'read', rows: 3 },
        { shelf: 'to-read', becomes: 'want_to_read', rows: 2 },
        { shelf: 'currently-reading', becomes: 'reading', rows: 1 },
        { shelf: 'dnf', becomes: 'dnf', rows: 1 },
        { shelf: 'owned', becomes: 'tag', rows: 1 },
      ]),
    );
    expect(summary.contents).toMatchObject({ ratings: 3, reviews: 2 });
    // Bookshelves and the custom exclusive shelf, in the file's order; "dnf" is a status.
    expect(summary.shelves_new).toEqual({
      names: ['horror', 'science-fiction', 'owned'],
      total: 3,
      over_limit: 0,
    });
    const potter = summary.uncertain.find((row) => row.title.startsWith('Harry Potter'));
    expect(potter?.candidates[0]).toMatchObject({
      book_id: await bookIdBySource(server, 2),
      title: "Harry Potter and the Philosopher's Stone",
    });
    expect(potter?.candidates[0]?.confidence).toBeGreaterThan(0.5);
    expect(potter?.candidates[0]?.confidence).toBeLessThan(0.9);
    expect(summary.skipped).toEqual([
      expect.objectContaining({ line: 7, reasons: ['Title: is empty and the row has no ISBN'] }),
    ]);
    // Nothing on the shelves, nothing in the catalogue.
    expect(await readerRows(server, user.id)).toEqual(before);
  });

  it('resolves uncertain rows, applies the rows by the journal rules, and a second import changes nothing', async () => {
    const { token, user } = await register(server, 'imp_apply');
    const file = fixtureBytes('goodreads_matching.csv');
    const summary = await preview(server, token, file);
    const potterLine = summary.uncertain.find((row) => row.title.startsWith('Harry'))?.line;
    const hobbitLine = summary.uncertain.find((row) => row.title.startsWith('The Hobbit'))?.line;
    const potter = await bookIdBySource(server, 2);
    // Confirming with rows left open is a conflict.
    const early = await call(server, '/imports/confirm', summary.id, { token });
    expect([early.http, early.body.status.code]).toEqual([409, '6']);

    const resolved = await call(
      server,
      '/imports/resolve',
      {
        import_id: summary.id,
        choices: [
          { line: potterLine, action: 'book', book_id: potter },
          { line: hobbitLine, action: 'create' },
        ],
      },
      { token },
    );
    expect(resolved.body.status.code).toBe('0');
    expect(importResponseSchema.parse(resolved.body).import.rows).toMatchObject({
      matched: { chosen: 1 },
      to_create: 3,
      unresolved: 0,
    });
    // A line that is not uncertain is refused.
    const wrong = await call(
      server,
      '/imports/resolve',
      { import_id: summary.id, choices: [{ line: 1, action: 'skip' }] },
      { token },
    );
    expect(wrong.body.status.code).toBe('1');

    const booksBefore = (await readerRows(server, user.id)).books;
    const done = await confirmAndWait(server, token, summary.id);
    expect(done.result).toEqual({ imported: 8, created: 3, skipped: 1 });
    const after = await readerRows(server, user.id);
    expect(after.books).toBe(booksBefore + 3);

    const dune = await bookIdBySource(server, 1);
    const duneJournal = await journalOf(server, token, dune);
    expect(duneJournal).toMatchObject({ status: 'read', read_count: 1 });
    expect(duneJournal.readings[0]?.finished).toEqual({ date: '2024-02-03', precision: 'day' });
    const duneBook = (await call(server, '/books/get/id', dune)).body.books[0];
    expect(duneBook.reads).toBeGreaterThanOrEqual(1);
    // Stars without words (Harry Potter's 4) are a rating: counted on the profile, not listed
    // among the reader's reviews.
    const reviews = (await call(server, '/reviews/get/user-reviews', user.id)).body.reviews;
    expect(reviews.map((review: { rating: number }) => review.rating).sort()).toEqual([1, 5]);
    // Nor among the book's reviews: its page lists and counts the ratings with words only,
    // while the rating still counts in the book's ratings.
    const potterReviews = (await call(server, '/reviews/get/book-reviews', { book_id: potter }))
      .body;
    expect(
      potterReviews.reviews.map((review: { user_id: number }) => review.user_id),
    ).not.toContain(user.id);
    const potterRows = await server.context.db
      .selectFrom('reviews')
      .select(['user_id', 'review_title', 'review_text'])
      .where('book_id', '=', potter)
      .execute();
    expect(potterRows.map((row) => row.user_id)).toContain(user.id);
    expect(potterReviews.total).toBe(potterRows.filter(isWrittenReview).length);
    expect((await call(server, '/books/get/id', potter)).body.books[0].ratings_count).toBe(
      potterRows.length,
    );

    expect(await journalOf(server, token, await bookIdBySource(server, 7))).toMatchObject({
      status: 'want_to_read',
    });
    expect(await journalOf(server, token, await bookIdBySource(server, 4))).toMatchObject({
      status: 'reading',
    });
    const it_ = await journalOf(server, token, await bookIdBySource(server, 8));
    expect(it_).toMatchObject({ status: 'dnf', read_count: 0 });
    expect(it_.readings[0]?.stopped).toEqual({ date: '2023-10-31', precision: 'day' });
    expect(await journalOf(server, token, potter)).toMatchObject({ status: 'read', read_count: 1 });
    // A read row with an empty "Date Read": the file says the finish is unknown (finishOfRead),
    // so the import does not date it today and it counts in no year's goal.
    expect((await journalOf(server, token, potter)).readings[0]?.finished).toEqual({
      date: null,
      precision: 'unknown',
    });

    // The unknown ISBN created a new book rather than matching the catalogue's Dune.
    const [created] = await bookByTitle('Dune (Dune Chronicles #1)');
    expect(created).toMatchObject({ added_by_reader: 1, isbn13: '9780340839935', genre: '' });
    const shelves = await shelvesOf(server, user.id);
    expect(shelves.map(({ name, position }) => [name, position])).toEqual([
      ['horror', 0],
      ['science-fiction', 1],
      ['owned', 2],
    ]);
    expect(
      shelves.filter((shelf) => shelf.books.some((book) => book.bookId === created?.id)),
    ).toHaveLength(2);
    // The file has no Date Added: the books are placed as of the import.
    expect(shelves[2]?.books).toEqual([{ bookId: created?.id, addedAt: done.finished_at }]);

    // Created books are found by search at once (the catalogue version moved).
    const found = (await call(server, '/books/search', { query: 'dune chronicles' })).body.books;
    expect(found.map((book: { id: number }) => book.id)).toContain(created?.id);

    // The same file again: nothing changes, and the preview says it was imported before.
    const exportBefore = await download(server, token, EXPORT_PATHS.goodreads);
    const again = await preview(server, token, file);
    expect(again.already_imported_at).toBe(done.finished_at);
    // The books created and chosen the first time are matched now: nothing to create or ask.
    expect(again.rows).toMatchObject({ to_create: 0, uncertain: 0, skipped: 1 });
    await confirmAndWait(server, token, again.id);
    expect(await readerRows(server, user.id)).toEqual(after);
    expect((await download(server, token, EXPORT_PATHS.goodreads)).body).toBe(exportBefore.body);
  });

  it('imports both Goodreads layouts and a StoryGraph export', async () => {
    const { token, user } = await register(server, 'imp_layouts');
    const first = await importFile(server, token, fixtureBytes('goodreads_library_export.csv'));
    expect(first.result).toMatchObject({ imported: 7, skipped: 0 });
    const old = await importFile(
      server,
      token,
      fixtureBytes('goodreads_library_export_31_columns.csv'),
    );
    expect(old.format).toBe('goodreads');
    expect(old.result).toMatchObject({ imported: 3 });
    const story = await importFile(server, token, fixtureBytes('storygraph_export.csv'));
    expect(story.format).toBe('storygraph');
    // Ulysses is in both the 31-column file and StoryGraph's: one relation, both extras.
    const [ulysses] = await bookByTitle('Ulysses');
    const extras = await server.context.db
      .selectFrom('relation_extras')
      .select(['source', 'data'])
      .where('user_id', '=', user.id)
      .where('book_id', '=', ulysses?.id ?? 0)
      .orderBy('source')
      .execute();
    expect(extras.map((row) => row.source)).toEqual(['goodreads', 'storygraph']);
    expect(JSON.parse(extras[1]?.data ?? '{}')).toMatchObject({
      cells: expect.objectContaining({ Moods: 'challenging', Pace: 'slow' }),
    });
    // The Way of Kings: quarter stars rounded (4.75 is 5), the exact value kept.
    const [kings] = await bookByTitle('The Way of Kings');
    const review = await server.context.db
      .selectFrom('reviews')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('book_id', '=', kings?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(review.rating).toBe(5);
    const kingsExtras = await server.context.db
      .selectFrom('relation_extras')
      .select('data')
      .where('user_id', '=', user.id)
      .where('book_id', '=', kings?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(kingsExtras.data)).toMatchObject({ rating_exact: 4.75 });
    const journal = await journalOf(server, token, kings?.id ?? 0);
    expect(journal.read_count).toBe(2);
    expect(journal.readings.map((reading) => reading.started.date).sort()).toEqual([
      '2023-01-05',
      '2024-03-01',
    ]);
  });

  it('refuses files that cannot be imported with code 1 and a problem code', async () => {
    const { token, user } = await register(server, 'imp_refused');
    const before = await readerRows(server, user.id);
    const cases: [Buffer | string, string, string[]?][] = [
      ['', 'empty'],
      ['   \n', 'empty'],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 1, 2, 3, 0, 255, 254]), 'not_text'],
      [Buffer.from('\ufeffTitle,Author\n', 'utf16le'), 'wrong_encoding'],
      [Buffer.from([0x54, 0x69, 0x74, 0x6c, 0x65, 0xe9, 0x0a]), 'wrong_encoding'],
      ['Book Id,Title,Author,Exclusive Shelf\n1,"Dune,Frank Herbert,read\n', 'not_csv'],
      [
        'Title,Author,Rating\nDune,Frank Herbert,5\n',
        'missing_columns',
        ['missing: Book Id, Exclusive Shelf'],
      ],
      ['Book Id,Title,Author,Exclusive Shelf\n', 'no_rows'],
      ['{"format":"shelfmark","version":99}', 'invalid_export'],
      ['{ not json', 'invalid_export'],
    ];
    for (const [bytes, problem, more] of cases) {
      const answer = await upload(server, token, bytes);
      expect([answer.http, answer.body.status.code], problem).toEqual([400, '1']);
      expect(answer.body.status.values[0]).toMatch(/^file: /);
      expect(answer.body.status.values).toContain(`problem: ${problem}`);
      for (const value of more ?? []) expect(answer.body.status.values).toContain(value);
    }
    const garbage = Buffer.alloc(64 * 1024);
    for (let index = 0; index < garbage.length; index += 1) garbage[index] = (index * 7919) % 256;
    const binary = await upload(server, token, garbage);
    expect(binary.body.status.values.some((value: string) => value.startsWith('problem: '))).toBe(
      true,
    );
    // Not base64 at all: the contract refuses it.
    const notBase64 = await call(
      server,
      '/imports/preview',
      { filename: 'x.csv', content_base64: '%%%' },
      { token },
    );
    expect(notBase64.body.status.code).toBe('1');
    expect(await readerRows(server, user.id)).toEqual(before);
  });

  it('refuses 50,001 rows and accepts 50,000 (previewed, not applied here)', async () => {
    const { token } = await register(server, 'imp_limit');
    const header = 'Book Id,Title,Author,ISBN13,Exclusive Shelf\n';
    const lines = (count: number) =>
      header +
      Array.from(
        { length: count },
        (_, index) => `${index},Book ${index},Author ${index % 97},${isbnOf(index)},to-read\n`,
      ).join('');
    const tooMany = await upload(server, token, lines(50_001));
    expect(tooMany.body.status.values).toContain('problem: too_many_rows');
    const most = await preview(server, token, lines(50_000));
    expect(most.rows.total).toBe(50_000);
  }, 60_000);

  it("serves other readers' calls while a file is parsed on another thread", async () => {
    const { token } = await register(server, 'imp_turns');
    const file =
      'Book Id,Title,Author,ISBN13,Exclusive Shelf\n' +
      Array.from(
        { length: 2000 },
        (_, index) => `${index},Book ${index},A,${isbnOf(index)},read\n`,
      ).join('');
    const parser = server.context.importParser;
    const parse = parser.parse;
    let parsing = () => {};
    const started = new Promise<void>((resolve) => {
      parsing = resolve;
    });
    parser.parse = (bytes) => {
      parsing();
      return parse(bytes);
    };
    try {
      const finished: string[] = [];
      const previewed = preview(server, token, file).then(() => finished.push('preview'));
      await started;
      // Sent once the parse has begun, answered before the preview: the thread was free.
      const other = call(server, '/books/genres', {}).then(() => finished.push('genres'));
      await Promise.all([previewed, other]);
      expect(finished).toEqual(['genres', 'preview']);
    } finally {
      parser.parse = parse;
    }
  });

  it('matches rows in turns, so a timer due meanwhile fires before the matching ends', async () => {
    const { user } = await register(server, 'imp_match_turns');
    const parsed = parseImport(
      Buffer.from(
        'Book Id,Title,Author,ISBN13,Exclusive Shelf\n' +
          Array.from(
            { length: 30 },
            (_, index) => `${index},Quorvath ${index},Ilvane,,read\n`,
          ).join(''),
      ),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
    const { db, search } = server.context;
    // On SQLite every database call ends in microtasks: without the turns, the matching would
    // finish before any macrotask ran.
    const first = await Promise.race([
      matchRows(db, search, parsed.rows, user.id).then(() => 'matching'),
      new Promise((resolve) => setImmediate(() => resolve('timer'))),
    ]);
    expect(first).toBe('timer');
  });

  it('reads an export a page at a time, serving other calls between pages', async () => {
    const { token, user } = await register(server, 'imp_export_turns');
    const file =
      'Book Id,Title,Author,ISBN13,Exclusive Shelf\n' +
      Array.from(
        { length: EXPORT_PAGE + 1 },
        (_, index) => `${index},Page Turner ${index},Ilvane,${isbnOf(80_000 + index)},read\n`,
      ).join('');
    await importFile(server, token, file, 'create');
    const pages: number[] = [];
    const reading = (async () => {
      for await (const page of exportBooks(server.context.db, user.id)) pages.push(page.length);
      return 'export';
    })();
    const first = await Promise.race([
      reading,
      new Promise((resolve) => setImmediate(() => resolve('timer'))),
    ]);
    expect(first).toBe('timer');
    await reading;
    expect(pages).toEqual([EXPORT_PAGE, 1]);
  });

  it('keeps very long fields and formula-like text, and never exports a formula', async () => {
    const { token, user } = await register(server, 'imp_hostile');
    const longReview = 'word '.repeat(40_000);
    const csv = [
      'Book Id,Title,Author,ISBN13,My Rating,Exclusive Shelf,My Review,Bookshelves,Read Count',
      `1,"=HYPERLINK(""http://evil.test"",""x"")",@Mallory,,3,read,"${longReview}","${'t'.repeat(5000)}, -cmd",1`,
      `2,"${'Long title '.repeat(10_000)}",Someone,,0,to-read,,,0`,
    ].join('\n');
    const done = await importFile(server, token, csv, 'create');
    expect(done.result).toMatchObject({ imported: 2, skipped: 0 });
    const review = await server.context.db
      .selectFrom('reviews')
      .select('review_text')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(review.review_text).toBe(longReview.trim());
    const exported = await download(server, token, EXPORT_PATHS.goodreads);
    expect(exported.http).toBe(200);
    const records = parse(exported.body, { columns: true }) as Record<string, string>[];
    const hostile = records.find((record) => record.Title?.includes('HYPERLINK'));
    expect(hostile?.Title).toBe(`'=HYPERLINK("http://evil.test","x")`);
    expect(hostile?.Author).toBe(`'@Mallory`);
    for (const record of records) {
      for (const [column, cell] of Object.entries(record)) {
        if (column === 'ISBN' || column === 'ISBN13') continue;
        expect(cell, column).not.toMatch(/^[=+\-@\t\r]/);
      }
    }
  });

  it('keeps imports private: another reader gets code 4, an unknown id code 3', async () => {
    const owner = await register(server, 'imp_owner');
    const other = await register(server, 'imp_other');
    const summary = await preview(server, owner.token, fixtureBytes('goodreads_matching.csv'));
    const line = summary.uncertain[0]?.line ?? 1;
    const attempts = [
      ['/imports/status', summary.id],
      ['/imports/confirm', { import_id: summary.id, unresolved: 'skip' }],
      ['/imports/resolve', { import_id: summary.id, choices: [{ line, action: 'skip' }] }],
      ['/imports/rows', { import_id: summary.id, list: 'uncertain' }],
      ['/imports/skipped', summary.id],
    ] as const;
    for (const [path, body] of attempts) {
      const answer = await call(server, path, body, { token: other.token });
      expect([answer.http, answer.body.status.code], path).toEqual([403, '4']);
    }
    const unknown = await call(server, '/imports/status', 999_999, { token: other.token });
    expect(unknown.body.status.code).toBe('3');
    const anonymous = await call(server, '/imports/status', summary.id);
    expect(anonymous.body.status.code).toBe('2');
    const exportAnonymous = await download(server, null, EXPORT_PATHS.shelfmark);
    expect(exportAnonymous.http).toBe(401);
    // Still previewed, untouched.
    const status = await call(server, '/imports/status', summary.id, { token: owner.token });
    expect(status.body.import.status).toBe('previewed');
  });

  it("answers the reader's import under way, so a reload picks it up, and none once done", async () => {
    const reader = await register(server, 'imp_current');
    const other = await register(server, 'imp_current_other');
    const current = async (token: string) => {
      const answer = await call(server, '/imports/current', undefined, { token });
      expect(answer.body.status.code).toBe('0');
      return importCurrentResponseSchema.parse(answer.body).import;
    };
    expect(await current(reader.token)).toBeNull();
    const summary = await preview(server, reader.token, fixtureBytes('goodreads_matching.csv'));
    const line = summary.uncertain[0]?.line ?? 1;
    await call(
      server,
      '/imports/resolve',
      { import_id: summary.id, choices: [{ line, action: 'skip' }] },
      { token: reader.token },
    );
    // The preview with the choice made, as it was left; nobody else's.
    const left = await current(reader.token);
    expect(left).toMatchObject({ id: summary.id, status: 'previewed' });
    expect(left?.rows.unresolved).toBe(summary.rows.unresolved - 1);
    expect(await current(other.token)).toBeNull();
    expect((await call(server, '/imports/current', undefined)).body.status.code).toBe('2');
    await confirmAndWait(server, reader.token, summary.id, 'skip');
    expect(await current(reader.token)).toBeNull();
  });

  it('lists rows page by page and offers the skipped rows as CSV', async () => {
    const { token } = await register(server, 'imp_rows');
    const csv = [
      'Book Id,Title,Author,Exclusive Shelf',
      '1,Children of Dune: Special Edition,Frank Herbert,read',
      '2,Gone Girls,Gillian Flynn,to-read',
      '3,,Nobody,read',
    ].join('\n');
    const summary = await preview(server, token, csv);
    const uncertain = summary.rows.uncertain;
    expect(uncertain).toBeGreaterThan(0);
    const rows = importRowsResponseSchema.parse(
      (
        await call(
          server,
          '/imports/rows',
          { import_id: summary.id, list: 'uncertain', limit: 1 },
          { token },
        )
      ).body,
    );
    expect(rows.total).toBe(uncertain);
    expect(rows.rows).toHaveLength(1);
    const done = await confirmAndWait(server, token, summary.id, 'skip');
    expect(done.result).toMatchObject({ skipped: 1 + uncertain });
    const skipped = importSkippedResponseSchema.parse(
      (await call(server, '/imports/skipped', summary.id, { token })).body,
    );
    expect(skipped.total).toBe(1 + uncertain);
    const records = parse(skipped.csv, { columns: true }) as Record<string, string>[];
    expect(records.map((record) => record['Shelfmark Line'])).toContain('3');
    expect(records.find((record) => record['Shelfmark Line'] === '3')?.['Shelfmark Reason']).toBe(
      'Title: is empty and the row has no ISBN',
    );
    expect(skipped.filename).toBe('export-skipped.csv');
  });

  it('creates a book two readers import at once only once', async () => {
    const a = await register(server, 'imp_race_a');
    const b = await register(server, 'imp_race_b');
    const csv = [
      'Book Id,Title,Author,ISBN13,Exclusive Shelf',
      '1,Race Condition,Ada Byron,="9781234567897",read',
      '2,Unnumbered Book,Ada Byron,,read',
    ].join('\n');
    const [pa, pb] = await Promise.all([
      preview(server, a.token, csv),
      preview(server, b.token, csv),
    ]);
    await Promise.all([
      confirmAndWait(server, a.token, pa.id),
      confirmAndWait(server, b.token, pb.id),
    ]);
    expect(await bookByTitle('Race Condition')).toHaveLength(1);
    expect(await bookByTitle('Unnumbered Book')).toHaveLength(1);
    const [race] = await bookByTitle('Race Condition');
    expect(race?.reads_count).toBe(2);
  });
});
