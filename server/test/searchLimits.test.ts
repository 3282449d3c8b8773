import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { normaliseQuery, searchTokens } from '../domain/searchText';
import * as typos from '../domain/typos';
import { type TestServer, call, startTestServer } from './harness';

// Records every query word the search measures against catalogue words for near spellings.
vi.mock('../domain/typos', async (importOriginal) => {
  const actual = await importOriginal<typeof typos>();
  return { ...actual, editDistance: vi.fn(actual.editDistance) };
});
const variantWords = () => [
  ...new Set(vi.mocked(typos.editDistance).mock.calls.map(([word]) => Array.from(word).length)),
];

const titles = (answer: { body: { books: { title: string }[] } }) =>
  answer.body.books.map((book) => book.title);

describe('search text that grows under normalisation', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    vi.mocked(typos.editDistance).mockClear();
  });

  it('bounds the normalised query and each of its words', () => {
    // "㌖" is six letters after NFKD, "ﷺ" four words of eighteen letters.
    for (const query of [
      '㌖'.repeat(200),
      'ﷺ'.repeat(200),
      `${'㌖'.repeat(20)} ${'ﷺ'.repeat(150)}`,
    ]) {
      const words = searchTokens(normaliseQuery(query));
      expect(words.length).toBeGreaterThan(0);
      expect(Array.from(words.join(' ')).length).toBeLessThanOrEqual(200);
      for (const word of words) expect(Array.from(word).length).toBeLessThanOrEqual(64);
    }
  });

  it('never measures near spellings of a word longer than any catalogue word', async () => {
    const answer = await call(server, '/books/search', { query: '㌖'.repeat(200) });
    expect(answer.body.status.code).toBe('0');
    expect(answer.body.books).toEqual([]);
    expect(Math.max(0, ...variantWords())).toBeLessThanOrEqual(typos.MAX_FUZZY_LENGTH + 1);
  });

  it('still widens ordinary words to near spellings', async () => {
    expect(titles(await call(server, '/books/search', { query: 'dnue' }))).toContain('Dune');
    expect(variantWords()).toEqual([4]);
  });
});
