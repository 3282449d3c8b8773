import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookMetaDescription } from '../pages/bookPage';
import { type TestServer, startTestServer } from './harness';

describe('page routes with malformed URLs', () => {
  let server: TestServer;
  let distDir: string;
  let ssrDir: string;
  const logged: string[] = [];
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shelfmark-dist-'));
    ssrDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shelfmark-ssr-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>empty shell</title>');
    fs.writeFileSync(path.join(distDir, 'landing.html'), '<!doctype html><h1>Landing</h1>');
    fs.writeFileSync(
      path.join(distDir, 'book.html'),
      '<!doctype html><div id="root"><!--app-html--></div><!--app-data-->',
    );
    // parseBookId as the real bundle has it (src/machines/bookDetails/bookDetailsMachine.ts): it trusts
    // that it is given a string.
    fs.writeFileSync(
      path.join(ssrDir, 'renderPage.js'),
      `export const PREFETCHED_ELEMENT_ID = 'prefetched';
export function parseBookId(raw) {
  if (!raw || !/^\\d+$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
export const firstBookReviewsCall = (id) => ({ book_id: id, offset: 0, limit: 5 });
export async function renderBookPage(id, answers) {
  return { html: '<h1>' + answers.book.books[0].title + '</h1>', data: '{}' };
}
`,
    );
    server = await startTestServer({
      distDir,
      ssrDir,
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(distDir, { recursive: true, force: true });
    fs.rmSync(ssrDir, { recursive: true, force: true });
  });

  const get = (url: string) => server.app.inject({ method: 'GET', url });
  beforeEach(() => {
    logged.length = 0;
  });

  it('still renders a well-formed book page', async () => {
    const page = await get('/book/details?id=1');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>');
  });

  it('answers repeated and odd query values with the empty shell, logging no error', async () => {
    for (const url of [
      '/book/details?id=7&id=8',
      '/book/details?id=1&id=1',
      '/book/details?id[]=1',
      '/book/details?id=%',
      '/book/details?id=%E0%A4%A',
      '/book/details?id=1%00',
      '/book/details?id',
      '/book/details?__proto__=1&constructor=2&id=x',
      '/explore?query=a&query=b',
      '/category/fantasy?page=1&page=2',
    ]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('empty shell');
    }
    expect(logged).toEqual([]);
  });

  it('answers URLs that cannot be decoded as not found (code 3), never 500', async () => {
    for (const url of ['/book/details%', '/%E0%A4%A', '/api/users/%/avatar']) {
      const page = await get(url);
      expect([page.statusCode, page.json().status.code], url).toEqual([404, '3']);
    }
    const avatar = await get('/api/users/1/avatar?v=a&v=b');
    expect(avatar.statusCode).toBeLessThan(500);
    expect(logged).toEqual([]);
  });
});

describe('the book page meta description', () => {
  const book = { title: 'The Odyssey', author: 'Homer', description: '', published_year: -720 };

  it('names a book without a description, its year and era', () => {
    expect(bookMetaDescription(book)).toBe(
      'The Odyssey by Homer (720 BCE) on Shelfmark: see its readers, ratings and reviews, and ' +
        'keep it on your shelf.',
    );
    expect(bookMetaDescription({ ...book, description: ' \n ', published_year: null })).toMatch(
      /^The Odyssey by Homer on Shelfmark: /,
    );
  });

  it('uses the description, on one line and cut at a word past 200 characters', () => {
    expect(bookMetaDescription({ ...book, description: 'A long\n way  home.' })).toBe(
      'A long way home.',
    );
    const long = bookMetaDescription({ ...book, description: 'word '.repeat(60) });
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long).toMatch(/ word…$/);
  });
});
