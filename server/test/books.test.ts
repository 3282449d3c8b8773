import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENRES, booksResponseSchema, genresResponseSchema } from '../../src/api/contract';
import { BookChanges } from '../db/bookChanges';
import { createBookCache } from '../repos/bookCache';
import { createBookSearch } from '../search/engine';
import {
  FIXTURE_SEED,
  type TestServer,
  bookIdBySource,
  call,
  login,
  startTestServer,
} from './harness';

describe('books', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const titles = (answer: { body: { books: { title: string }[] } }) =>
    answer.body.books.map((book) => book.title);

  it('gets a book by a bare id, an id string or {"id": n}, with counters', async () => {
    const dune = await bookIdBySource(server, 1);
    for (const body of [dune, String(dune), { id: dune }, { book_id: dune }]) {
      const answer = await call(server, '/books/get/id', body);
      expect(answer.http).toBe(200);
      const parsed = booksResponseSchema.parse(answer.body);
      expect(parsed.books[0]).toMatchObject({
        id: dune,
        title: 'Dune',
        published_year: 1965,
        isbn: '9780441013593',
        publisher: 'Ace',
        reads: 2,
        ratings_count: 2,
        rating: 4.5,
        image_url: null,
      });
    }
  });

  it('answers code 3 / 404 for a missing book and code 1 for a bad id', async () => {
    const missing = await call(server, '/books/get/id', 999_999);
    expect(missing.http).toBe(404);
    expect(missing.body.status.code).toBe('3');
    expect(missing.body.status.values[0]).toBe('Book not found.');
    for (const bad of [-1, 0, 1.5, 'abc', null, [], { id: true }, 2 ** 40]) {
      const answer = await call(server, '/books/get/id', bad);
      expect(answer.http).toBe(400);
      expect(answer.body.status.code).toBe('1');
      expect(answer.body.status.values[0]).toMatch(/^(book_id|body): /);
    }
  });

  it('lists most-read books by reads then id, with total and clamped limits', async () => {
    const answer = await call(server, '/books/discover/most-reads', { limit: 3 });
    const parsed = booksResponseSchema.parse(answer.body);
    expect(parsed.books.map((book) => book.title)).toEqual([
      'Dune',
      "Harry Potter and the Philosopher's Stone",
      'İstanbul: Hatıralar ve Şehir',
    ]);
    expect(parsed.total).toBe(8);
    const paged = await call(server, '/books/discover/most-reads', { limit: 2, offset: 2 });
    expect(paged.body.books[0].title).toBe('İstanbul: Hatıralar ve Şehir');
    const clamped = await call(server, '/books/discover/most-reads', { limit: 5000 });
    expect(clamped.body.books).toHaveLength(8);
    const negative = await call(server, '/books/discover/most-reads', { limit: -3 });
    expect(negative.body.status.values).toEqual(['limit: must be at least 1']);
  });

  it('lists the genres of the catalogue in the fixed order', async () => {
    for (const body of [undefined, {}, null]) {
      const parsed = genresResponseSchema.parse((await call(server, '/books/genres', body)).body);
      expect(parsed.genres).toEqual(
        GENRES.filter((genre) =>
          ['Science Fiction', 'Fantasy', 'Biography', 'Classics', 'Thriller', 'Horror'].includes(
            genre,
          ),
        ),
      );
    }
  });

  it('finds books by genre case-insensitively, bare string or object', async () => {
    const bare = await call(server, '/books/get/by-genre', 'science fiction');
    expect(titles(bare)).toEqual(['Dune', 'Children of Dune']);
    expect(bare.body.total).toBe(2);
    const object = await call(server, '/books/get/by-genre', { genre: 'FANTASY', limit: 1 });
    expect(object.body.books).toHaveLength(1);
    expect(object.body.total).toBe(2);
    const none = await call(server, '/books/get/by-genre', 'Cooking');
    expect(none.body).toMatchObject({ books: [], total: 0 });
  });

  it('searches title, author and ISBN, ranked, accent- and Turkish-case-insensitive', async () => {
    expect(titles(await call(server, '/books/search', { query: 'dune', limit: 20 }))).toEqual([
      'Dune',
      'Children of Dune',
    ]);
    expect(titles(await call(server, '/books/search', { query: 'Herbert' }))).toEqual([
      'Dune',
      'Children of Dune',
    ]);
    expect(titles(await call(server, '/books/search', { query: '9780747532699' }))).toEqual([
      "Harry Potter and the Philosopher's Stone",
    ]);
    for (const query of ['İSTANBUL', 'istanbul', 'ISTANBUL', 'ıstanbul', 'hatiralar']) {
      expect(titles(await call(server, '/books/search', { query }))).toEqual([
        'İstanbul: Hatıralar ve Şehir',
      ]);
    }
    expect(titles(await call(server, '/books/search', 'kurk mantolu'))).toEqual([
      'Kürk Mantolu Madonna',
    ]);
    // Exact and prefix title matches come before substring matches.
    expect(titles(await call(server, '/books/search', { query: 'it' }))[0]).toBe('It');
  });

  it('tolerates a one-letter typo', async () => {
    expect(titles(await call(server, '/books/search', { query: 'Dnue' }))).toEqual([
      'Dune',
      'Children of Dune',
    ]);
    expect(titles(await call(server, '/books/search', { query: 'Harry Poter' }))).toEqual([
      "Harry Potter and the Philosopher's Stone",
    ]);
    expect(titles(await call(server, '/books/search', { query: 'Tolkein' }))).toEqual([
      'The Hobbit',
    ]);
    expect((await call(server, '/books/search', { query: 'qqqqzzzz' })).body).toMatchObject({
      books: [],
      total: 0,
    });
    expect((await call(server, '/books/search', { query: '' })).body.total).toBe(0);
    expect((await call(server, '/books/search', { query: '%_"*' })).body.total).toBe(0);
  });

  it('widens to near spellings only when there are other spellings to try', async () => {
    const bookReads: string[] = [];
    const counted = server.context.db.withPlugin({
      transformQuery: ({ node }) => {
        if (node.kind === 'SelectQueryNode' && JSON.stringify(node.from).includes('"books"')) {
          bookReads.push(node.kind);
        }
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    // Books kept apart from the app's, over the counted handle: none is kept to begin with.
    const books = createBookCache(counted, server.bookChanges);
    const search = createBookSearch(counted, server.context.dialect, {
      books,
      changes: server.bookChanges,
    });
    // Both words are catalogue words, but no book has both: the near spellings of each are
    // the words themselves. Candidates come from the index, and an empty page reads nothing.
    expect(await search.search('dune hobbit', 20, 0)).toEqual({
      ids: [],
      total: 0,
      total_capped: false,
    });
    expect(bookReads).toHaveLength(0);
    // A typo: its near spelling's candidates come from the index too, then the page's books,
    // which are not kept yet, are read in one statement.
    expect((await search.search('Dnue', 20, 0)).total).toBe(2);
    expect(bookReads).toHaveLength(1);
    // The same phrases again, with the catalogue unchanged: the matches, the version and the
    // books are all kept, so nothing is read.
    bookReads.length = 0;
    expect((await search.search('dnue', 20, 0)).total).toBe(2);
    expect(await search.search('dune hobbit', 20, 0)).toEqual({
      ids: [],
      total: 0,
      total_capped: false,
    });
    expect(bookReads).toHaveLength(0);
  });

  it('searches the same way without memory: the version and the page read every time', async () => {
    let versionReads = 0;
    let bookReads = 0;
    const counted = server.context.db.withPlugin({
      transformQuery: ({ node }) => {
        const from = JSON.stringify(node.kind === 'SelectQueryNode' ? node.from : null);
        if (from.includes('"app_meta"')) versionReads += 1;
        if (from.includes('"books"')) bookReads += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    // Changes that are never heard: nothing kept may be trusted, so nothing is kept.
    const deaf = new BookChanges();
    const search = createBookSearch(counted, server.context.dialect, {
      books: createBookCache(counted, deaf),
      changes: deaf,
    });
    const app = (query: string, limit: number, offset: number) =>
      server.context.search.search(query, limit, offset);
    for (const [query, limit, offset] of [
      ['dune', 20, 0],
      ['dune', 1, 1],
      ['Dnue', 20, 0],
      ['tolkien', 2, 0],
    ] as const) {
      expect(await search.search(query, limit, offset)).toEqual(await app(query, limit, offset));
    }
    versionReads = 0;
    bookReads = 0;
    await search.search('dune', 20, 0);
    expect([versionReads, bookReads]).toEqual([1, 1]);
  });

  it('pages search results with a total', async () => {
    const first = await call(server, '/books/search', { query: 'dune', limit: 1 });
    const second = await call(server, '/books/search', { query: 'dune', limit: 1, offset: 1 });
    const past = await call(server, '/books/search', { query: 'dune', limit: 1, offset: 5 });
    expect([first.body.total, second.body.total, past.body.total]).toEqual([2, 2, 2]);
    expect(titles(second)).toEqual(['Children of Dune']);
    expect(past.body.books).toEqual([]);
  });

  it("lists a member's shelves publicly", async () => {
    const { user } = await login(server, 'ada@shelfmark.test');
    const shelf = async (path: string) =>
      titles(await call(server, `/books/get/user/${path}`, user.id));
    expect((await shelf('read-books')).sort()).toEqual([
      'Dune',
      "Harry Potter and the Philosopher's Stone",
    ]);
    expect(await shelf('liked-books')).toEqual(['Dune']);
    expect(await shelf('favorite-books')).toEqual(["Harry Potter and the Philosopher's Stone"]);
    expect(await shelf('read-list')).toEqual(['The Hobbit']);
    const missing = await call(server, '/books/get/user/read-books', { user_id: 424242 });
    expect(missing.body.status.code).toBe('3');
  });
});

describe('a catalogue with facts-only books (catalogue-facts.json)', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shelfmark-facts-'));
    const facts = path.join(dir, 'catalogue-facts.json');
    fs.writeFileSync(
      facts,
      JSON.stringify([
        {
          sourceId: 900,
          title: 'The Gathering Storm',
          author: 'Robert Jordan',
          publishedYear: 2009,
          isbn13: '9780765302304',
        },
        {
          sourceId: 901,
          title: 'Dune Messiah',
          author: 'Frank Herbert',
          publishedYear: null,
          isbn13: null,
        },
      ]),
    );
    server = await startTestServer({ seed: { ...FIXTURE_SEED, facts } });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('seeds them after the catalogue, with no genre, publisher or description', async () => {
    expect(server.seed).toMatchObject({ seeded: true, books: 10 });
    const id = await bookIdBySource(server, 900);
    expect(id).toBeGreaterThan(await bookIdBySource(server, 8));
    const answer = await call(server, '/books/get/id', id);
    expect(answer.body.books[0]).toMatchObject({
      title: 'The Gathering Storm',
      genre: '',
      description: '',
      publisher: null,
      isbn: '9780765302304',
      published_year: 2009,
    });
  });

  it('keeps them out of the genre list and the genre pages, not out of search', async () => {
    const genres = genresResponseSchema.parse((await call(server, '/books/genres')).body).genres;
    expect(genres).not.toContain('');
    expect(genres.every((genre) => (GENRES as readonly string[]).includes(genre))).toBe(true);
    const empty = await call(server, '/books/get/by-genre', { genre: '' });
    expect(empty.body.status.code).toBe('1');
    const scifi = await call(server, '/books/get/by-genre', 'Science Fiction');
    expect(scifi.body.books.map((book: { title: string }) => book.title)).toEqual([
      'Dune',
      'Children of Dune',
    ]);
    const found = await call(server, '/books/search', { query: 'dune messiah' });
    expect(found.body.books[0]).toMatchObject({ title: 'Dune Messiah', genre: '' });
    const isbn = await call(server, '/books/search', { query: '9780765302304' });
    expect(isbn.body.books[0]).toMatchObject({ title: 'The Gathering Storm' });
  });

  it('ranks them by reads like any book in the most-read list', async () => {
    const mostRead = await call(server, '/books/discover/most-reads', { limit: 20 });
    expect(mostRead.body.total).toBe(10);
    expect(mostRead.body.books.slice(-2).map((book: { title: string }) => book.title)).toEqual([
      'The Gathering Storm',
      'Dune Messiah',
    ]);
  });
});
