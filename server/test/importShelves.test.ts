import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_PATHS } from '../../src/api/contract';
import { SHELVES_MAX, shelfNameKey } from '../../src/api/contract/shelves';
import { parseImport } from '../import/formats/parseImport';
import { applyImportRows } from '../repos/importApply';
import { type TestServer, bookIdBySource, call, register, startTestServer } from './harness';
import { download, importFile, isbnOf, preview, readerRows, shelvesOf } from './importHelpers';

/**
 * Imported shelves: Goodreads' Bookshelves and custom exclusive shelves and StoryGraph's Tags
 * become the reader's shelves (one per folded name, the file's first spelling, built-in lists'
 * names left out), dated by the file's Date Added; both exports carry them, and the JSON export
 * brings every shelf back into another account with its privacy, order and dates.
 */

const goodreadsFile = (rows: string[]) =>
  ['Book Id,Title,Author,ISBN13,Date Added,Bookshelves,Exclusive Shelf', ...rows].join('\n');

describe('imported shelves', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { requestsPerMinute: 0, registerPerIp: 1000 } });
  });
  afterAll(() => server.close());

  const bookIdOf = async (isbn13: string) => {
    const book = await server.context.db
      .selectFrom('books')
      .select('id')
      .where('isbn13', '=', isbn13)
      .executeTakeFirstOrThrow();
    return book.id;
  };

  it('makes a Goodreads file its shelves, and a JSON export restores them in a new account', async () => {
    const isbn = [1, 2, 3, 4].map((index) => isbnOf(40_000 + index));
    const file = goodreadsFile([
      `1,Shelved One,Ann Shelver,${isbn[0]},2021/05/04,"Book Club, summer-2024, to-read",to-read`,
      `2,Shelved Two,Ben Shelver,${isbn[1]},2022/01/02,"book-club, Favourites",read`,
      `3,Shelved Three,Cat Shelver,${isbn[2]},,"Ünïcode Shelf, waiting-for-sequel",waiting-for-sequel`,
      `4,Shelved Four,Dan Shelver,${isbn[3]},2020/12/31,"summer-2024, currently reading, DNF",read`,
    ]);
    const a = await register(server, 'shelf_trip_a');
    const previewed = await preview(server, a.token, file);
    // "book-club" is "Book Club"; to-read, Favourites, currently reading and DNF are statuses.
    expect(previewed.shelves_new).toEqual({
      names: ['Book Club', 'summer-2024', 'Ünïcode Shelf', 'waiting-for-sequel'],
      total: 4,
      over_limit: 0,
    });
    const done = await importFile(server, a.token, file, 'create');
    expect(done.result).toMatchObject({ imported: 4, skipped: 0 });
    const [one, two, three, four] = await Promise.all(isbn.map(bookIdOf));
    const importedAt = done.finished_at ?? '';
    expect(await shelvesOf(server, a.user.id)).toEqual([
      {
        name: 'Book Club',
        is_private: false,
        position: 0,
        books: [
          { bookId: one, addedAt: '2021-05-04T00:00:00.000Z' },
          { bookId: two, addedAt: '2022-01-02T00:00:00.000Z' },
        ],
      },
      {
        name: 'summer-2024',
        is_private: false,
        position: 1,
        books: [
          { bookId: one, addedAt: '2021-05-04T00:00:00.000Z' },
          { bookId: four, addedAt: '2020-12-31T00:00:00.000Z' },
        ],
      },
      {
        name: 'Ünïcode Shelf',
        is_private: false,
        position: 2,
        books: [{ bookId: three, addedAt: importedAt }],
      },
      {
        name: 'waiting-for-sequel',
        is_private: false,
        position: 3,
        books: [{ bookId: three, addedAt: importedAt }],
      },
    ]);

    // The reader makes one shelf private, adds an empty one and puts the last first.
    const shelfId = async (name: string) =>
      (
        await server.context.db
          .selectFrom('shelves')
          .select('id')
          .where('user_id', '=', a.user.id)
          .where('name_key', '=', shelfNameKey(name))
          .executeTakeFirstOrThrow()
      ).id;
    const updated = await call(
      server,
      '/shelves/update',
      { shelf_id: await shelfId('summer-2024'), is_private: true },
      { token: a.token },
    );
    expect(updated.body.status.code).toBe('0');
    const created = await call(
      server,
      '/shelves/create',
      { name: 'Still Empty', is_private: true },
      { token: a.token },
    );
    expect(created.body.status.code).toBe('0');
    const order = await Promise.all(
      ['waiting-for-sequel', 'Book Club', 'summer-2024', 'Ünïcode Shelf', 'Still Empty'].map(
        shelfId,
      ),
    );
    const reordered = await call(
      server,
      '/shelves/reorder',
      { shelf_ids: order },
      { token: a.token },
    );
    expect(reordered.body.status.code).toBe('0');
    const shelvesA = await shelvesOf(server, a.user.id);

    // Goodreads' columns: the book's shelves by name, the status shelf after them, and the
    // book's place on each shelf by date added.
    const csv = await download(server, a.token, EXPORT_PATHS.goodreads);
    const [header = [], ...records] = parse(csv.body) as string[][];
    const cell = (title: string, column: string) =>
      records.find((record) => record[header.indexOf('Title')] === title)?.[header.indexOf(column)];
    expect(cell('Shelved One', 'Bookshelves')).toBe('Book Club, summer-2024, to-read');
    expect(cell('Shelved One', 'Bookshelves with positions')).toBe(
      'Book Club (#1), summer-2024 (#2)',
    );
    expect(cell('Shelved Four', 'Bookshelves with positions')).toBe('summer-2024 (#1)');
    expect(cell('Shelved Three', 'Exclusive Shelf')).toBe('waiting-for-sequel');
    expect(cell('Shelved Three', 'Bookshelves')).toBe('Ünïcode Shelf, waiting-for-sequel');

    // The JSON export: the shelves in order with their privacy, each book's places dated.
    const json = await download(server, a.token, EXPORT_PATHS.shelfmark);
    const document = JSON.parse(json.body);
    expect(document.shelves).toEqual([
      { name: 'waiting-for-sequel', is_private: false, position: 0 },
      { name: 'Book Club', is_private: false, position: 1 },
      { name: 'summer-2024', is_private: true, position: 2 },
      { name: 'Ünïcode Shelf', is_private: false, position: 3 },
      { name: 'Still Empty', is_private: true, position: 4 },
    ]);
    const entryOne = document.books.find(
      (entry: { book: { id: number } }) => entry.book.id === one,
    );
    expect(entryOne.shelves).toEqual([
      { shelf: 'Book Club', added_at: '2021-05-04T00:00:00.000Z' },
      { shelf: 'summer-2024', added_at: '2021-05-04T00:00:00.000Z' },
    ]);
    expect(entryOne).not.toHaveProperty('tags');

    // A new account: the preview names every shelf, the import restores them all as they were.
    const b = await register(server, 'shelf_trip_b');
    const again = await preview(server, b.token, Buffer.from(json.body));
    expect(again.shelves_new).toEqual({
      names: ['waiting-for-sequel', 'Book Club', 'summer-2024', 'Ünïcode Shelf', 'Still Empty'],
      total: 5,
      over_limit: 0,
    });
    server.clock.advance(86_400_000);
    await importFile(server, b.token, Buffer.from(json.body));
    expect(await shelvesOf(server, b.user.id)).toEqual(shelvesA);
    expect((await download(server, b.token, EXPORT_PATHS.goodreads)).body).toBe(csv.body);

    // Importing it again changes nothing.
    const rows = await readerRows(server, b.user.id);
    await importFile(server, b.token, Buffer.from(json.body));
    expect(await readerRows(server, b.user.id)).toEqual(rows);
  });

  it('leaves the built-in lists and statuses out, and finds shelves the reader has by name', async () => {
    const { token, user } = await register(server, 'shelf_names');
    await call(server, '/shelves/create', { name: 'BOOK club' }, { token });
    const file = goodreadsFile([
      `1,Named One,Eve Namer,${isbnOf(41_001)},2023/03/03,"to-read, Favourites, liked, Reading List, read",to-read`,
      `2,Named Two,Fay Namer,${isbnOf(41_002)},2023/03/04,"currently-reading, Want to Read, paused",currently-reading`,
      `3,Named Three,Gus Namer,${isbnOf(41_003)},2023/03/05,"book-club, Book Club, !!!",did-not-finish`,
    ]);
    const previewed = await preview(server, token, file);
    expect(previewed.shelves_new).toEqual({ names: [], total: 0, over_limit: 0 });
    await importFile(server, token, file, 'create');
    const shelves = await shelvesOf(server, user.id);
    // One shelf, the reader's own spelling; the third book on it as of its Date Added.
    expect(shelves).toEqual([
      {
        name: 'BOOK club',
        is_private: false,
        position: 0,
        books: [{ bookId: await bookIdOf(isbnOf(41_003)), addedAt: '2023-03-05T00:00:00.000Z' }],
      },
    ]);
  });

  it('makes shelves up to the limit, says how many it cannot, and imports the books anyway', async () => {
    const { token, user } = await register(server, 'shelf_limit');
    const now = server.clock.now().toISOString();
    await server.context.db
      .insertInto('shelves')
      .values(
        Array.from({ length: SHELVES_MAX - 2 }, (_, position) => ({
          user_id: user.id,
          name: `Mine ${position}`,
          name_key: shelfNameKey(`Mine ${position}`),
          position,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const file = goodreadsFile([
      `1,Limit One,Hal Limiter,${isbnOf(42_001)},2024/01/01,"Mine 3, New A, New B",read`,
      `2,Limit Two,Ida Limiter,${isbnOf(42_002)},2024/01/02,"New C, New A",read`,
    ]);
    const previewed = await preview(server, token, file);
    expect(previewed.shelves_new).toEqual({
      names: ['New A', 'New B', 'New C'],
      total: 3,
      over_limit: 1,
    });
    const done = await importFile(server, token, file, 'create');
    expect(done.result).toMatchObject({ imported: 2, skipped: 0 });
    const shelves = await shelvesOf(server, user.id);
    expect(shelves).toHaveLength(SHELVES_MAX);
    expect(shelves.slice(-2).map(({ name, position }) => [name, position])).toEqual([
      ['New A', SHELVES_MAX - 2],
      ['New B', SHELVES_MAX - 1],
    ]);
    const two = await bookIdOf(isbnOf(42_002));
    expect(shelves.find((shelf) => shelf.name === 'New A')?.books).toContainEqual({
      bookId: two,
      addedAt: '2024-01-02T00:00:00.000Z',
    });
    expect(shelves.find((shelf) => shelf.name === 'Mine 3')?.books).toHaveLength(1);
  });

  it("makes StoryGraph's tags shelves, dated by its Date Added", async () => {
    const { token, user } = await register(server, 'shelf_storygraph');
    const file = [
      'Title,Authors,ISBN/UID,Read Status,Date Added,Tags',
      `Tagged One,Jo Tagger,${isbnOf(43_001)},read,2022/07/08,"cosy, Book Club"`,
      `Tagged Two,Kim Tagger,${isbnOf(43_002)},to-read,,cosy`,
    ].join('\n');
    const done = await importFile(server, token, file, 'create');
    expect(done.format).toBe('storygraph');
    const shelves = await shelvesOf(server, user.id);
    expect(shelves.map((shelf) => shelf.name)).toEqual(['cosy', 'Book Club']);
    expect(shelves[0]?.books).toEqual([
      { bookId: await bookIdOf(isbnOf(43_001)), addedAt: '2022-07-08T00:00:00.000Z' },
      { bookId: await bookIdOf(isbnOf(43_002)), addedAt: done.finished_at },
    ]);
  });

  it("applies a batch with the reader's row taken, and readers importing at once each get their own", async () => {
    const { user } = await register(server, 'shelf_locked');
    const parsed = parseImport(
      Buffer.from(goodreadsFile([`1,Dune,Frank Herbert,,2020/02/02,"Sand, spice",read`])),
    );
    if (!parsed.ok) return expect.fail(JSON.stringify(parsed.problem));
    const [row] = parsed.rows;
    if (!row) return expect.fail('no row');
    const dune = await bookIdBySource(server, 1);
    const now = server.clock.now().toISOString();
    await server.context.db.transaction().execute((trx) =>
      applyImportRows(trx, user.id, [{ row, bookId: dune }], now, {
        dialect: server.context.dialect,
        declaredShelves: [{ name: 'First', is_private: true, position: 0 }],
      }),
    );
    expect(
      (await shelvesOf(server, user.id)).map(({ name, is_private, books }) => [
        name,
        is_private,
        books.length,
      ]),
    ).toEqual([
      ['First', true, 0],
      ['Sand', false, 1],
      ['spice', false, 1],
    ]);

    const readers = await Promise.all(
      ['shelf_together_a', 'shelf_together_b', 'shelf_together_c'].map((name) =>
        register(server, name),
      ),
    );
    const file = goodreadsFile([
      `1,Together One,Lu Together,${isbnOf(44_001)},2021/01/01,"Shared, Also Shared",read`,
      `2,Together Two,Mo Together,${isbnOf(44_002)},2021/01/02,"shared, third",to-read`,
    ]);
    await Promise.all(readers.map(({ token }) => importFile(server, token, file, 'create')));
    for (const reader of readers) {
      const shelves = await shelvesOf(server, reader.user.id);
      expect(shelves.map(({ name, books }) => [name, books.length])).toEqual([
        ['Shared', 2],
        ['Also Shared', 1],
        ['third', 1],
      ]);
    }
  });
});
