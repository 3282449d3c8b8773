import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { random } from '../bench/synthetic';
import { searchColumns } from '../domain/searchText';
import { createBookSearch } from '../search/engine';
import { BUILD_SLICE, SubstringIndex } from '../search/substringIndex';
import { type TestServer, call, startTestServer } from './harness';

const titles = (answer: { body: { books: { title: string }[] } }) =>
  answer.body.books.map((book) => book.title);

describe('the in-process substring index', () => {
  it('finds exactly the books whose text contains every group, or whose title or author starts with a prefix (checked against a scan)', async () => {
    const rng = random(5);
    const letters = 'abcdeıöü12';
    const word = (length: number) =>
      Array.from({ length }, () => letters[rng.int(letters.length)]).join('');
    const rows = Array.from({ length: 400 }, (_, index) => {
      const title_norm = Array.from({ length: 1 + rng.int(3) }, () => word(2 + rng.int(5))).join(
        ' ',
      );
      const author_norm = word(3 + rng.int(4));
      return {
        id: 3 * index + 7,
        title_norm,
        author_norm,
        search_text: `${title_norm} ${author_norm}`,
      };
    });
    const index = await SubstringIndex.build([...rows].reverse());
    for (let trial = 0; trial < 300; trial += 1) {
      const groups = Array.from({ length: 1 + rng.int(2) }, () =>
        Array.from({ length: 1 + rng.int(2) }, () => word(1 + rng.int(4))),
      );
      const cap = 1 + rng.int(60);
      const expected = rows
        .filter((row) => groups.every((group) => group.some((w) => row.search_text.includes(w))))
        .map((row) => row.id)
        .slice(0, cap);
      expect(index.match(groups, cap), JSON.stringify(groups)).toEqual(expected);
    }
    for (let trial = 0; trial < 300; trial += 1) {
      const column = trial % 2 === 0 ? 'title_norm' : 'author_norm';
      const prefix = word(1 + rng.int(3));
      const limit = 1 + rng.int(20);
      const expected = rows
        .filter((row) => row[column].startsWith(prefix))
        .sort((a, b) => (a[column] < b[column] ? -1 : a[column] > b[column] ? 1 : a.id - b.id))
        .slice(0, limit)
        .map((row) => row.id);
      const found: number[] = [];
      index.visitPrefixed(column, prefix, limit, (id, text) => {
        expect(text[column].startsWith(prefix)).toBe(true);
        found.push(id);
      });
      expect(found, `${column} ${prefix}`).toEqual(expected);
    }
    expect(index.textOf(7)).toEqual({
      title_norm: rows[0]?.title_norm,
      author_norm: rows[0]?.author_norm,
      search_text: rows[0]?.search_text,
    });
    expect(index.textOf(8)).toBeUndefined();
  });
});

describe('building the substring index', () => {
  it('pauses after every slice of books and words, and builds the same index', async () => {
    const rows = Array.from({ length: 2 * BUILD_SLICE + 10 }, (_, index) => {
      const title_norm = `kitap${index % 997} cilt${index % 13}`;
      const author_norm = `yazar${index % 101}`;
      return {
        id: index + 1,
        title_norm,
        author_norm,
        search_text: `${title_norm} ${author_norm}`,
      };
    });
    let pauses = 0;
    const sliced = await SubstringIndex.build(rows, async () => {
      pauses += 1;
    });
    const whole = await SubstringIndex.build(rows);
    // Two pauses in each pass over the books: the words, then the two posting-list visits;
    // then, for each of the two prefix orders, one before each of its three slices' sorts and
    // each of its three merges (5,000 + 5,000, 10 + nothing, 10,000 + 10).
    expect(pauses).toBe(6 + 2 * (3 + 3));
    for (const groups of [[['kitap12']], [['cilt3'], ['yazar7']], [['tap99'], ['zar1']]]) {
      const found = sliced.match(groups, 50);
      expect(found.length).toBeGreaterThan(0);
      expect(found).toEqual(whole.match(groups, 50));
    }
    // Prefix runs that cross the sorted slices' bounds come out whole and in order.
    const prefixed = (
      index: SubstringIndex,
      column: 'title_norm' | 'author_norm',
      prefix: string,
    ) => {
      const ids: number[] = [];
      index.visitPrefixed(column, prefix, 10_000, (id) => ids.push(id));
      return ids;
    };
    const expected = (column: 'title_norm' | 'author_norm', prefix: string) =>
      rows
        .filter((row) => row[column].startsWith(prefix))
        .sort((a, b) => (a[column] < b[column] ? -1 : a[column] > b[column] ? 1 : a.id - b.id))
        .map((row) => row.id);
    for (const [column, prefix] of [
      ['title_norm', 'kitap9'],
      ['title_norm', 'kitap1 '],
      ['author_norm', 'yazar1'],
    ] as const) {
      expect(prefixed(sliced, column, prefix).length).toBeGreaterThan(5);
      expect(prefixed(sliced, column, prefix)).toEqual(expected(column, prefix));
    }
  });
});

describe('search after catalogue writes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const book = (title: string) => ({
    title,
    author: 'Ayşe Kulin',
    description: 'Written straight into the database, as a catalogue import would.',
    genre: 'Fiction',
    created_at: '2026-11-21T12:00:00.000Z',
    updated_at: '2026-11-21T12:00:00.000Z',
    ...searchColumns({ title, author: 'Ayşe Kulin', isbn: null }),
  });

  // Inner parts of words: only the substring index finds them (the prefix reads cannot).
  it('sees books inserted, retitled and deleted by another writer', async () => {
    const search = async (query: string) => titles(await call(server, '/books/search', { query }));
    expect(await search('rüdüanka')).toEqual([]);

    const { id } = await server.context.db
      .insertInto('books')
      .values(book('Zümrüdüanka'))
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await search('ruduanka')).toEqual(['Zümrüdüanka']);
    expect(await search('MRÜD')).toEqual(['Zümrüdüanka']);

    await server.context.db
      .updateTable('books')
      .set({
        title: 'Gölgesizler',
        ...searchColumns({ title: 'Gölgesizler', author: 'Ayşe Kulin', isbn: null }),
      })
      .where('id', '=', id)
      .execute();
    expect(await search('ruduanka')).toEqual([]);
    expect(await search('lgesiz')).toEqual(['Gölgesizler']);

    await server.context.db.deleteFrom('books').where('id', '=', id).execute();
    expect(await search('lgesiz')).toEqual([]);
  });

  // A search that read a newer version than the index being built waits for that build, then
  // builds its own: it never takes (or keeps matches from) an older version's index.
  it('answers a search of a newer version from that version, while an older index is built', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let pauses = 0;
    // The first load stops at its first pause (its text read, not yet indexed) until released.
    const memory = { books: server.context.books, changes: server.bookChanges };
    const search = createBookSearch(server.context.db, server.context.dialect, memory, {
      pause: async () => {
        pauses += 1;
        if (pauses === 1) await held;
      },
    });
    const older = search.search('dune', 20, 0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pauses).toBe(1);
    const { id } = await server.context.db
      .insertInto('books')
      .values(book('Zümrütçiçek'))
      .returning('id')
      .executeTakeFirstOrThrow();
    const newer = search.search('mrutcic', 20, 0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect((await older).total).toBeGreaterThan(0);
    expect((await newer).ids).toEqual([id]);
    expect((await search.search('mrutcic', 20, 0)).ids).toEqual([id]);
    await server.context.db.deleteFrom('books').where('id', '=', id).execute();
  });

  // Matches are kept per catalogue version; read counts are not, so the order stays live.
  it('orders kept matches by the read counts of the moment', async () => {
    const search = async (query: string) => titles(await call(server, '/books/search', { query }));
    const inserted = await server.context.db
      .insertInto('books')
      .values([book('Kuyruklu Yıldız'), book('Kayan Yıldız')])
      .returning('id')
      .execute();
    expect(await search('yildiz')).toEqual(['Kuyruklu Yıldız', 'Kayan Yıldız']);
    await server.context.db
      .updateTable('books')
      .set({ reads_count: 5 })
      .where('id', '=', inserted[1]?.id ?? 0)
      .execute();
    expect(await search('yildiz')).toEqual(['Kayan Yıldız', 'Kuyruklu Yıldız']);
  });

  // More candidates of one rank class than the page: the page must be the most read of them all.
  it('pages a rank class by reads across all its candidates', async () => {
    const reads = { Bir: 2, İki: 9, Üç: 0, Dört: 5, Beş: 7 };
    const inserted = await server.context.db
      .insertInto('books')
      .values(
        Object.entries(reads).map(([name, count]) => ({
          ...book(`Zırzıpkavak ${name}`),
          reads_count: count,
        })),
      )
      .returning('id')
      .execute();
    const page = async (offset: number) =>
      titles(await call(server, '/books/search', { query: 'rzıpkav', limit: 2, offset }));
    expect(await page(0)).toEqual(['Zırzıpkavak İki', 'Zırzıpkavak Beş']);
    expect(await page(2)).toEqual(['Zırzıpkavak Dört', 'Zırzıpkavak Bir']);
    expect(await page(4)).toEqual(['Zırzıpkavak Üç']);
    await server.context.db
      .updateTable('books')
      .set({ reads_count: 10 })
      .where('id', '=', inserted[2]?.id ?? 0)
      .execute();
    expect(await page(0)).toEqual(['Zırzıpkavak Üç', 'Zırzıpkavak İki']);
  });
});
