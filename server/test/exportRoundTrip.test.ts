import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_PATHS } from '../../src/api/contract';
import { parseImport } from '../import/formats/parseImport';
import { type TestServer, bookIdBySource, call, register, startTestServer } from './harness';
import { download, fixtureBytes, importFile, readerRows } from './importHelpers';

/**
 * Export, import into a fresh account, export again: the files are the same byte
 * for byte apart from ids, the export's own time, the profile (another account) and the
 * relations' change times, which the import itself sets.
 */
function masked(json: string): string {
  return json
    .replace(/"exported_at":"[^"]*"/, '"exported_at":"-"')
    .replace(/"profile":\{[^}]*\}/, '"profile":{}')
    .replace(/"(id|reading_id)":\d+/g, '"$1":0')
    .replace(
      /("reading_list":(?:true|false),"page_count":(?:null|\d+),"updated_at":)"[^"]*"/g,
      '$1"-"',
    );
}

describe('export round trip', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { requestsPerMinute: 0, registerPerIp: 1000 } });
  });
  afterAll(() => server.close());

  it('streams both exports; export, import into a fresh account, export is the same', async () => {
    const a = await register(server, 'trip_source');
    await importFile(server, a.token, fixtureBytes('goodreads_library_export.csv'));
    await importFile(server, a.token, fixtureBytes('goodreads_library_export_31_columns.csv'));
    await importFile(server, a.token, fixtureBytes('storygraph_export.csv'));
    // Journal activity beyond any file: a dated reading with progress and a note, a like, a
    // reader's edition, a goal, a shared year, a follow.
    const dune = await bookIdBySource(server, 1);
    const started = await call(
      server,
      '/readings/set-status',
      { book_id: dune, status: 'reading', date: { date: '2026-11-01', precision: 'day' } },
      { token: a.token },
    );
    const readingId = started.body.journal.readings[0].id as number;
    server.clock.advance(60_000);
    await call(
      server,
      '/readings/set-page-count',
      { book_id: dune, page_count: 612 },
      { token: a.token },
    );
    await call(
      server,
      '/readings/update-progress',
      { reading_id: readingId, pages: 100 },
      { token: a.token },
    );
    server.clock.advance(60_000);
    await call(
      server,
      '/readings/update',
      { reading_id: readingId, note: 'Slow start.' },
      { token: a.token },
    );
    const potter = await bookIdBySource(server, 2);
    await call(
      server,
      '/readings/set-status',
      { book_id: potter, status: 'read' },
      { token: a.token },
    );
    await call(server, '/user-book-relations/like', potter, { token: a.token });
    const typed = await call(
      server,
      '/notes/save',
      { book_id: potter, text: 'Owl post.\nSigned.', owned_copies: 2 },
      { token: a.token },
    );
    expect(typed.body.status.code).toBe('0');
    // A book on a shelf and nowhere else is in the library all the same.
    const untouched = await server.context.db
      .selectFrom('books')
      .select('id')
      .where('id', 'not in', (eb) =>
        eb.selectFrom('user_book_relations').select('book_id').where('user_id', '=', a.user.id),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const shelved = untouched.id;
    const gifts = await call(
      server,
      '/shelves/create',
      { name: 'Gifts to give' },
      { token: a.token },
    );
    const placed = await call(
      server,
      '/shelves/add-book',
      { shelf_id: gifts.body.shelf.id, book_id: shelved },
      { token: a.token },
    );
    expect(placed.body.status.code).toBe('0');
    await call(
      server,
      '/reviews/create/book-review',
      { book_id: potter, rating: 4, review_title: 'Magic', review_text: 'Owls.' },
      { token: a.token },
    );
    await call(
      server,
      '/goals/set',
      { start: '2026-01-01', end: '2026-12-31', books: 24, visibility: 'followers' },
      { token: a.token },
    );
    await call(server, '/stats/share-year', { year: 2025, shared: true }, { token: a.token });
    const ada = (await call(server, '/users/get/all', { limit: 100 })).body.users.find(
      (user: { username: string }) => user.username === 'ada_reads',
    );
    await call(server, '/follows/follow-user', { user_id: ada.id }, { token: a.token });

    const json = await download(server, a.token, EXPORT_PATHS.shelfmark);
    expect(json.http).toBe(200);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['content-disposition']).toMatch(/attachment/);
    const csv = await download(server, a.token, EXPORT_PATHS.goodreads);
    expect(csv.http).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);

    // The JSON export is what parseImport reads as the shelfmark format.
    const document = JSON.parse(json.body);
    expect(document).toMatchObject({ format: 'shelfmark', version: 1 });
    expect(document.profile).toMatchObject({
      username: 'trip_source',
      email: 'trip_source@example.test',
    });
    expect(document.profile).not.toHaveProperty('password_hash');
    expect(document.following).toEqual(['ada_reads']);
    expect(document.goals).toHaveLength(1);
    const duneEntry = document.books.find(
      (entry: { book: { id: number } }) => entry.book.id === dune,
    );
    expect(duneEntry.readings[0]).toMatchObject({ note: 'Slow start.', progress: { pages: 100 } });
    expect(duneEntry.progress_log).toHaveLength(1);
    expect(duneEntry.relation).toMatchObject({ page_count: 612 });
    // Notes and copies, imported and typed, have their own key and are no longer extras.
    const noteOf = (id: number) =>
      document.books.find((entry: { book: { id: number } }) => entry.book.id === id)?.note;
    expect(noteOf(potter)).toMatchObject({ text: 'Owl post.\nSigned.', owned_copies: 2 });
    const shelvedEntry = document.books.find(
      (entry: { book: { id: number } }) => entry.book.id === shelved,
    );
    expect(shelvedEntry.shelves).toEqual([expect.objectContaining({ shelf: 'Gifts to give' })]);
    const noted = document.books.filter((entry: { note: unknown }) => entry.note !== null);
    expect(noted.map((entry: { note: { text: string } }) => entry.note.text)).toContain(
      'Gift from Gran',
    );
    const extrasKeys = document.books.flatMap((entry: { extras: object }) =>
      Object.values(entry.extras).flatMap((data) => Object.keys(data)),
    );
    expect(extrasKeys).not.toContain('private_notes');
    expect(extrasKeys).not.toContain('owned_copies');
    expect(csv.body).toContain('"Owl post.\nSigned.",');
    const parsed = parseImport(Buffer.from(json.body));
    expect(parsed.ok && parsed.format).toBe('shelfmark');

    // A fresh account imports the JSON: both its exports are the same as the first account's.
    const b = await register(server, 'trip_target');
    const booksBefore = (await readerRows(server, b.user.id)).books;
    const imported = await importFile(server, b.token, Buffer.from(json.body));
    expect(imported.result?.created).toBe(0);
    expect((await readerRows(server, b.user.id)).books).toBe(booksBefore);
    expect(await notesOf(b.user.id)).toEqual(await notesOf(a.user.id));
    const json2 = await download(server, b.token, EXPORT_PATHS.shelfmark);
    expect(masked(json2.body)).toBe(masked(json.body));
    expect((await download(server, b.token, EXPORT_PATHS.goodreads)).body).toBe(csv.body);

    // Another fresh account imports the CSV: its CSV export is the same, byte for byte.
    const c = await register(server, 'trip_csv');
    await importFile(server, c.token, Buffer.from(csv.body));
    expect((await download(server, c.token, EXPORT_PATHS.goodreads)).body).toBe(csv.body);

    // And importing the JSON export again into the same account changes nothing.
    const rows = await readerRows(server, b.user.id);
    await importFile(server, b.token, Buffer.from(json.body));
    expect(await readerRows(server, b.user.id)).toEqual(rows);
    expect(masked((await download(server, b.token, EXPORT_PATHS.shelfmark)).body)).toBe(
      masked(json.body),
    );

    // A note typed where the file has none survives importing the file again.
    const bare = document.books.find((entry: { note: unknown }) => entry.note === null).book.id;
    await call(
      server,
      '/notes/save',
      { book_id: bare, text: 'Mine.', owned_copies: 0 },
      { token: b.token },
    );
    await importFile(server, b.token, Buffer.from(json.body));
    await importFile(server, b.token, fixtureBytes('goodreads_library_export.csv'));
    const kept = await call(server, '/notes/get', { book_id: bare }, { token: b.token });
    expect(kept.body.note).toMatchObject({ text: 'Mine.', owned_copies: 0 });
  });

  /** A reader's notes, by book. */
  async function notesOf(userId: number) {
    return server.context.db
      .selectFrom('book_notes')
      .select(['book_id', 'text', 'owned_copies', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('book_id')
      .execute();
  }
});
