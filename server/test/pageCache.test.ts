import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDER_CACHE_HEADER } from '../pages/bookPage';
import { type FakeBuild, fakeBuild } from './fakeBuild';
import { type TestServer, call, register, startTestServer } from './harness';
import { blackPng, dataUrl } from './images';

describe('rendered book pages are reused until what they show changes', () => {
  let server: TestServer;
  let build: FakeBuild;
  let bookId: number;
  let reader: Awaited<ReturnType<typeof register>>;
  /** The book's readers before these tests (the demo readers'). */
  let reads: number;

  beforeAll(async () => {
    build = fakeBuild();
    server = await startTestServer({ distDir: build.distDir, ssrDir: build.ssrDir });
    // A book nobody has reviewed: the page lists every review written here.
    const book = await server.context.db
      .selectFrom('books')
      .select('id')
      .where('ratings_count', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    bookId = book.id;
    reader = await register(server, 'page_reader');
  });
  afterAll(async () => {
    await server.close();
    build.remove();
  });

  const page = async (headers: Record<string, string> = { 'accept-encoding': 'gzip' }) => {
    const answer = await server.app.inject({
      method: 'GET',
      url: `/book/details?id=${bookId}`,
      headers,
    });
    expect(answer.statusCode).toBe(200);
    const html =
      answer.headers['content-encoding'] === 'gzip'
        ? gunzipSync(answer.rawPayload).toString('utf8')
        : answer.body;
    return { cache: answer.headers[RENDER_CACHE_HEADER], html };
  };
  const write = async (apiPath: string, body: unknown) => {
    const answer = await call(server, apiPath, body, { token: reader.token });
    expect([apiPath, answer.body.status.code]).toEqual([apiPath, '0']);
  };
  /** The page after a write: rendered again, and the same page from then on. */
  const rerendered = async () => {
    const fresh = await page();
    expect(fresh.cache).toBe('miss');
    const again = await page();
    expect(again).toEqual({ cache: 'hit', html: fresh.html });
    return fresh.html;
  };

  it('renders a page once, then serves it from the cache, gzipped or not', async () => {
    const first = await page();
    const second = await page();
    expect(first.cache).toBe('miss');
    expect(second).toEqual({ cache: 'hit', html: first.html });
    // Not on the request thread, where React's renderer would slow every later call (spa.ts).
    expect(first.html).toContain('<footer>rendered on its own thread</footer>');
    reads = Number(/reads (\d+), ratings 0/.exec(first.html)?.[1]);
    expect(reads).toBeGreaterThanOrEqual(0);
    // A client that takes no gzip gets the same page from the cache.
    expect(await page({})).toEqual({ cache: 'hit', html: first.html });
  });

  it('renders again after a relation toggle that changes the book, and only then', async () => {
    await write('/user-book-relations/set-as-read', bookId);
    expect(await rerendered()).toContain(`reads ${reads + 1}, ratings 0`);
    // A like shows nowhere on the book page: the page is still the one kept.
    await write('/user-book-relations/like', bookId);
    expect((await page()).cache).toBe('hit');
  });

  it('renders again after a new review', async () => {
    await write('/reviews/create/book-review', {
      book_id: bookId,
      rating: 5,
      review_title: 'Kept up all night',
      review_text: 'Could not put it down.',
    });
    const html = await rerendered();
    expect(html).toContain('ratings 1');
    expect(html).toContain('<article>Kept up all night | page_reader | Test | Reader | </article>');
  });

  it("renders again after the reviewer's name changes", async () => {
    await write('/users/update/profile', {
      name: 'Grace',
      surname: 'Hopper',
      email: reader.email,
    });
    expect(await rerendered()).toContain('Kept up all night | page_reader | Grace | Hopper | ');
  });

  it("renders again after the reviewer's avatar changes", async () => {
    const without = await page();
    expect(without.html).toContain('Kept up all night | page_reader | Grace | Hopper | </article>');
    await write('/users/update/profile-photo', {
      image_base64: dataUrl('image/png', blackPng(8, 8)),
    });
    const avatar = new RegExp(`Hopper \\| /api/users/${reader.user.id}/avatar\\?v=[^<]+</article>`);
    expect(await rerendered()).toMatch(avatar);

    // Without the photo the page shows what it showed before it: that page, still kept.
    await write('/users/remove/image', {});
    expect(await page()).toEqual({ cache: 'hit', html: without.html });
  });

  it('renders again after a write made straight in the database, by anything', async () => {
    await server.context.db
      .updateTable('books')
      .set({ title: 'Retitled in the database' })
      .where('id', '=', bookId)
      .execute();
    expect(await rerendered()).toContain('<h1>Retitled in the database</h1>');
  });
});
