import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED_FILES } from '../seed/seed';
import { type TestServer, call, startTestServer } from './harness';

/**
 * What readers type into search on the real catalogue (goodbooks-10k, seeded once for the
 * file), and the book they were looking for. Written from the catalogue's books, not from the
 * engine: typos at one and two edits, authors alone, titles with authors, series with their
 * number, ISBN-10 and ISBN-13 with or without hyphens, Turkish letters and casing, '&' for
 * 'and', punctuation and apostrophes left out.
 */
interface Expected {
  kind: string;
  query: string;
  /** The book looked for; absent when any book of `author` answers the query. */
  title?: string;
  author: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const queries = JSON.parse(
  fs.readFileSync(path.join(here, 'relevance.queries.json'), 'utf8'),
) as Expected[];

/** The share of queries whose book must be among the first three results. */
const TOP_3_FLOOR = 0.95;

interface Found {
  title: string;
  author: string;
}

const isWanted = (expected: Expected) => (book: Found) =>
  book.author === expected.author &&
  (expected.title === undefined || book.title === expected.title);

describe('search relevance on the seeded catalogue', () => {
  let server: TestServer;
  const search = async (query: string, limit = 3) => {
    const answer = await call(server, '/books/search', { query, limit });
    expect(answer.body.status.code).toBe('0');
    return answer.body as { books: Found[]; total: number; total_capped?: boolean };
  };
  const titles = async (query: string) => (await search(query)).books.map((book) => book.title);

  beforeAll(async () => {
    server = await startTestServer({ seed: DEFAULT_SEED_FILES });
  }, 120_000);
  afterAll(() => server.close());

  it(`finds the book readers mean in the top 3 for at least ${TOP_3_FLOOR * 100}% of ${queries.length} queries`, async () => {
    expect(queries.length).toBeGreaterThanOrEqual(100);
    const byKind = new Map<string, { hits: number; all: number }>();
    const misses: string[] = [];
    for (const expected of queries) {
      const { books } = await search(expected.query);
      const hit = books.some(isWanted(expected));
      const kind = byKind.get(expected.kind) ?? { hits: 0, all: 0 };
      byKind.set(expected.kind, { hits: kind.hits + (hit ? 1 : 0), all: kind.all + 1 });
      if (!hit) {
        const wanted = expected.title ?? `a book by ${expected.author}`;
        const got = books.map((book) => book.title).join(' | ') || 'nothing';
        misses.push(`  "${expected.query}" wanted ${wanted}; got ${got}`);
      }
    }
    const hits = queries.length - misses.length;
    const rate = hits / queries.length;
    const kinds = [...byKind].map(([kind, { hits, all }]) => `${kind} ${hits}/${all}`).join(', ');
    console.log(
      `search relevance: ${hits}/${queries.length} in the top 3 (${(rate * 100).toFixed(1)}%): ${kinds}` +
        (misses.length > 0 ? `\nmissed:\n${misses.join('\n')}` : ''),
    );
    expect(rate).toBeGreaterThanOrEqual(TOP_3_FLOOR);
  });

  it('offers The Hobbit first for "hobit", not an obscure title that contains the letters', async () => {
    expect((await titles('hobit'))[0]).toBe('The Hobbit');
  });

  it('shows Tolkien’s books for "tolkein"', async () => {
    const { books } = await search('tolkein');
    expect(books).toHaveLength(3);
    for (const book of books) expect(book.author).toBe('J.R.R. Tolkien');
  });

  it('finds 1984 for "orwell 1984"', async () => {
    expect((await titles('orwell 1984'))[0]).toBe('1984');
  });

  it('reads "and" and "&" as one word', async () => {
    expect((await titles('angels and demons'))[0]).toBe('Angels & Demons');
    expect((await titles('pride & prejudice'))[0]).toBe('Pride and Prejudice');
  });

  it('finds a title typed without its apostrophe', async () => {
    expect((await titles('handmaids tale'))[0]).toBe("The Handmaid's Tale");
  });

  it('finds a book by its series and number', async () => {
    expect((await titles('harry potter 3'))[0]).toBe('Harry Potter and the Prisoner of Azkaban');
    expect((await titles('wheel of time 13'))[0]).toBe('Towers of Midnight');
  });

  it('counts every match, or says the count is capped', async () => {
    const common = await search('the');
    expect(common.total_capped).toBe(true);
    expect(common.total).toBeGreaterThanOrEqual(1000);
    const rare = await search('mockingjay', 100);
    expect(rare.total_capped).toBe(false);
    expect(rare.total).toBe(rare.books.length);
  });
});
