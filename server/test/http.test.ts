import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Book, PHOTO_MAX_BYTES } from '../../src/api/contract';
import { type TestServer, call, countRows, login, register, startTestServer } from './harness';
import { dataUrl, paddedPng } from './images';

const png = paddedPng;

describe('http behaviour', () => {
  let server: TestServer;
  let distDir: string;
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shelfmark-dist-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Shelfmark</title>');
    fs.writeFileSync(path.join(distDir, 'app.js'), 'console.log(1)');
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(2)');
    server = await startTestServer({ distDir, rateLimits: { requestsPerMinute: 40 } });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('refuses a NUL character anywhere in a body with code 1 / 400, on both databases', async () => {
    for (const raw of ['{"genre":"\\u0000","limit":12}', '["a\\u0000b"]', '{"a\\u0000":1}']) {
      const refused = await call(server, '/books/get/by-genre', undefined, { raw });
      expect([refused.http, refused.body.status.code]).toEqual([400, '1']);
      expect(refused.body.status.values).toEqual(['body: contains a NUL character']);
    }
    const plain = await server.app.inject({
      method: 'POST',
      url: '/api/books/search',
      headers: { 'content-type': 'text/plain' },
      payload: 'du\0ne',
    });
    expect([plain.statusCode, plain.json().status.code]).toEqual([400, '1']);
    // An escaped backslash followed by "u0000" is ordinary text.
    const text = await call(server, '/books/get/by-genre', undefined, {
      raw: '{"genre":"\\\\u0000","limit":12}',
    });
    expect(text.http).toBe(200);
  });

  it('answers bad JSON with code 1 / 400 and unknown API routes with code 3 / 404', async () => {
    const bad = await call(server, '/books/search', undefined, { raw: '{"query": ' });
    expect([bad.http, bad.body.status.code]).toEqual([400, '1']);
    expect(bad.body.status.values).toEqual(['body: is not valid JSON']);
    const unknown = await call(server, '/books/nothing', {});
    expect([unknown.http, unknown.body.status.code]).toEqual([404, '3']);
    const get = await server.app.inject({ method: 'GET', url: '/api/books/search' });
    expect([get.statusCode, get.json().status.code]).toEqual([404, '3']);
    // Fastify reads text/plain as a bare string body, which is a valid search query.
    const text = await call(server, '/books/search', undefined, {
      raw: 'dune',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.body.books[0].title).toBe('Dune');
    const xml = await call(server, '/books/search', undefined, {
      raw: '<q/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect([xml.http, xml.body.status.code]).toEqual([400, '1']);
    expect(xml.body.status.values).toEqual(['body: content-type must be application/json']);
  });

  it('refuses JSON bodies over 1 MB with code 8 / 413', async () => {
    const big = await call(server, '/books/search', { query: 'x'.repeat(1024 * 1024 + 10) });
    expect([big.http, big.body.status.code]).toEqual([413, '8']);
  });

  it('never leaks internals in errors', async () => {
    const answer = await call(server, '/books/search', { query: 'x'.repeat(5000) });
    expect(answer.body.status.code).toBe('1');
    expect(JSON.stringify(answer.body)).not.toMatch(/stack|SELECT|sqlite|at \//i);
  });

  it('sets security headers and a strict CSP', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data: blob:",
      "style-src 'self' 'unsafe-inline'",
      "script-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the SPA with history fallback', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/app.js' });
    expect(asset.body).toBe('console.log(1)');
    const hashed = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missingAsset = await server.app.inject({ method: 'GET', url: '/assets/nope.js' });
    expect(missingAsset.body).toContain('<title>Shelfmark</title>');
    for (const url of ['/', '/book/details?id=3', '/category/science%20fiction']) {
      const page = await server.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Shelfmark</title>');
    }
  });

  it('stores a profile photo, serves it cacheably, and removes it', async () => {
    const { token, user } = await register(server, 'photo_owner');
    const bytes = png(2048);
    const saved = await call(
      server,
      '/users/update/profile-photo',
      { user_id: user.id, image_base64: dataUrl('image/png', bytes) },
      { token },
    );
    expect(saved.body.status.code).toBe('0');
    const avatarUrl: string = saved.body.users[0].avatar_url;
    expect(avatarUrl).toMatch(new RegExp(`^/api/users/${user.id}/avatar\\?v=`));

    const image = await server.app.inject({ method: 'GET', url: avatarUrl });
    expect(image.statusCode).toBe(200);
    // Re-encoded (photo.test.ts), so a JPEG whatever was uploaded.
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect([...image.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(image.headers['cache-control']).toContain('immutable');
    const etag = String(image.headers.etag);
    const again = await server.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/avatar`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const list = await call(server, '/users/get/all', { limit: 100 });
    const listed = list.body.users.find((entry: { id: number }) => entry.id === user.id);
    expect(listed.avatar_url).toBe(avatarUrl);
    expect(JSON.stringify(list.body)).not.toContain('base64');

    const removed = await call(server, '/users/remove/image', { userId: user.id }, { token });
    expect(removed.body.users[0].avatar_url).toBeNull();
    const gone = await server.app.inject({ method: 'GET', url: `/api/users/${user.id}/avatar` });
    expect([gone.statusCode, gone.json().status.code]).toEqual([404, '3']);
  });

  it('checks photos: type, content, size (8 / 413) and owner', async () => {
    const { token } = await register(server, 'photo_check');
    const { user: ada } = await login(server, 'ada@shelfmark.test');
    const post = (body: unknown) => call(server, '/users/update/profile-photo', body, { token });

    const wrongType = await post({ image_base64: dataUrl('image/jpeg', png(100)) });
    expect([wrongType.http, wrongType.body.status.code]).toEqual([400, '1']);
    expect(wrongType.body.status.values[0]).toBe('image_base64: is not a JPEG image');
    const notImage = await post({ image_base64: 'data:text/html;base64,PGgxPg==' });
    expect(notImage.body.status.code).toBe('1');
    const garbage = await post({ image_base64: 'data:image/png;base64,!!!' });
    expect(garbage.body.status.code).toBe('1');

    const justFits = await post({ image_base64: dataUrl('image/png', png(PHOTO_MAX_BYTES)) });
    expect(justFits.body.status.code).toBe('0');
    const tooBig = await post({ image_base64: dataUrl('image/png', png(PHOTO_MAX_BYTES + 1)) });
    expect([tooBig.http, tooBig.body.status.code]).toEqual([413, '8']);
    const wayTooBig = await post({ image_base64: dataUrl('image/png', png(PHOTO_MAX_BYTES * 2)) });
    expect([wayTooBig.http, wayTooBig.body.status.code]).toEqual([413, '8']);

    const forged = await post({ user_id: ada.id, image_base64: dataUrl('image/png', png(100)) });
    expect([forged.http, forged.body.status.code]).toEqual([403, '4']);
    const adaRow = await server.context.db
      .selectFrom('users')
      .select('avatar_version')
      .where('id', '=', ada.id)
      .executeTakeFirstOrThrow();
    expect(adaRow.avatar_version).toBeNull();
  });

  it('applies a general per-address request ceiling (7 / 429)', async () => {
    server.clock.advance(61_000);
    const codes: number[] = [];
    for (let index = 0; index < 45; index += 1) {
      codes.push((await call(server, '/books/genres', {})).http);
    }
    expect(codes.slice(0, 40).every((code) => code === 200)).toBe(true);
    expect(codes.slice(40)).toEqual([429, 429, 429, 429, 429]);
    const limited = await call(server, '/books/genres', {});
    expect(limited.body.status.code).toBe('7');
    server.clock.advance(61_000);
    expect((await call(server, '/books/genres', {})).http).toBe(200);
  });
});

describe('durability', () => {
  it('keeps everything across a restart on the same database and never seeds twice', async () => {
    const server = await startTestServer();
    try {
      expect(server.seed.seeded).toBe(true);
      const { token, user } = await register(server, 'durable_one');
      await call(server, '/user-book-relations/add-to-read-list', 1, { token });
      await call(server, '/follows/follow-user', 1, { token });
      const tables = [
        'books',
        'users',
        'user_book_relations',
        'follows',
        'reviews',
        'sessions',
      ] as const;
      const counts = () => Promise.all(tables.map((table) => countRows(server, table)));
      const before = await counts();

      await server.restart();
      expect(server.seed.seeded).toBe(false);
      expect(await counts()).toEqual(before);
      const me = await call(server, '/auth/me', {}, { token });
      expect(me.body.users[0].id).toBe(user.id);
      const relation = await call(
        server,
        '/user-book-relations/get/user-book-relation',
        { book_id: 1 },
        { token },
      );
      expect(relation.body.userBookRelations[0].readingList).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('prerendered landing page', () => {
  let server: TestServer;
  let distDir: string;
  const guard = "document.documentElement.setAttribute('data-x','')";
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shelfmark-dist-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
      fs.writeFileSync(path.join(distDir, file), text);
    };
    write('index.html', '<!doctype html><title>empty shell</title>');
    write('landing.html', `<!doctype html><script>${guard}</script><h1>Landing</h1>`);
    server = await startTestServer({ distDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('sends the landing page for / and allows exactly its inline script', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Landing</h1>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const hash = createHash('sha256').update(guard).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
    // Other pages keep the policy without it.
    const other = await server.app.inject({ method: 'GET', url: '/explore' });
    expect(other.headers['content-security-policy']).not.toContain('sha256-');
  });

  it('sends the empty shell, never cached, for every other page', async () => {
    for (const url of ['/book/details?id=3', '/explore?query=dune']) {
      const page = await server.app.inject({ method: 'GET', url });
      expect(page.body).toContain('empty shell');
      // It names the current build's assets, so browsers must ask again every time.
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('the empty shell', () => {
  let server: TestServer;
  let distDir: string;
  // A stand-in for the theme script that index.html carries (src/theme/themePreference.ts).
  const theme = "document.documentElement.dataset.theme='dark'";
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shelfmark-dist-'));
    fs.writeFileSync(
      path.join(distDir, 'index.html'),
      `<!doctype html><script>${theme}</script><title>empty shell</title>`,
    );
    server = await startTestServer({ distDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('allows exactly its inline script on every route it answers, / and /index.html included', async () => {
    const hash = createHash('sha256').update(theme).digest('base64');
    for (const url of ['/', '/index.html', '/explore', '/settings?tab=1']) {
      const page = await server.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('empty shell');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-security-policy'], url).toContain(
        `script-src 'self' 'sha256-${hash}'`,
      );
    }
    // API answers keep the bare policy.
    const api = await server.app.inject({ method: 'POST', url: '/api/nothing-here' });
    expect(api.headers['content-security-policy']).not.toContain('sha256-');
  });
});

describe('server-rendered book page', () => {
  let server: TestServer;
  let distDir: string;
  let ssrDir: string;
  const loader = 'window.started=1';
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shelfmark-dist-'));
    ssrDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shelfmark-ssr-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>empty shell</title>');
    fs.writeFileSync(
      path.join(distDir, 'book.html'),
      `<!doctype html><head><meta\n      name="description"\n      content="Shelfmark: keep your reading shelf." /></head>` +
        `<div id="root"><!--app-html--></div><!--app-data--><script>${loader}</script>`,
    );
    // A stand-in for the built bundle (src/prerender/renderPage.tsx): it echoes what the
    // server gave it, and fails for book 2 as a rendering bug would.
    fs.writeFileSync(
      path.join(ssrDir, 'renderPage.js'),
      `export const PREFETCHED_ELEMENT_ID = 'prefetched';
export const parseBookId = (raw) => (/^[1-9][0-9]*$/.test(raw ?? '') ? Number(raw) : null);
export const firstBookReviewsCall = (id) => ({ book_id: id, offset: 0, limit: 5 });
export async function renderBookPage(id, answers) {
  if (id === 2) throw new Error('render failed');
  const book = answers.book.books[0];
  return {
    html: '<h1>' + book.title + ' $& $1</h1><p>' + answers.reviews.total + ' reviews</p>',
    data: JSON.stringify({ id, code: answers.book.status.code }),
  };
}
`,
    );
    server = await startTestServer({ distDir, ssrDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(distDir, { recursive: true, force: true });
    fs.rmSync(ssrDir, { recursive: true, force: true });
  });

  it('renders the book and its first reviews into the page, with their data', async () => {
    const book = await call(server, '/books/get/id', 1);
    const title = (book.body as { books: Array<{ title: string }> }).books[0]?.title;
    const reviews = await call(server, '/reviews/get/book-reviews', { book_id: 1 });
    const total = (reviews.body as { total: number }).total;
    expect(title).toBeTruthy();

    const page = await server.app.inject({
      method: 'GET',
      url: '/book/details?id=1',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = gunzipSync(page.rawPayload).toString('utf8');
    // Replacement patterns in the rendered text stay text.
    expect(html).toContain(`<div id="root"><h1>${title} $& $1</h1><p>${total} reviews</p></div>`);
    expect(html).toContain(
      '<script type="application/json" id="prefetched">{"id":1,"code":"0"}</script>',
    );
    const hash = createHash('sha256').update(loader).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('describes the book in its meta description, or names it when it has no description', async () => {
    const meta = async (id: number) => {
      const page = await server.app.inject({ method: 'GET', url: `/book/details?id=${id}` });
      return /<meta name="description" content="([^"]*)" \/>/.exec(page.body)?.[1];
    };
    const [first] = (await call(server, '/books/get/id', 1)).body.books as Book[];
    expect(first?.description).toBeTruthy();
    expect(await meta(1)).toBe(
      (first?.description ?? '').replaceAll('&', '&amp;').replaceAll("'", '&#39;'),
    );

    await server.context.db
      .updateTable('books')
      .set({ description: '', title: 'Tom & "Jerry"', published_year: 1940 })
      .where('id', '=', 3)
      .execute();
    const [bare] = (await call(server, '/books/get/id', 3)).body.books as Book[];
    expect(await meta(3)).toBe(
      `Tom &amp; &quot;Jerry&quot; by ${bare?.author} (1940) on Shelfmark: see its readers, ` +
        'ratings and reviews, and keep it on your shelf.',
    );
  });

  it('sends the empty shell for a missing or unknown id, and when rendering fails', async () => {
    for (const url of ['/book/details', '/book/details?id=abc', '/book/details?id=999999']) {
      const page = await server.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('empty shell');
    }
    const failed = await server.app.inject({ method: 'GET', url: '/book/details?id=2' });
    expect(failed.body).toContain('empty shell');
    expect(failed.body).not.toContain('render failed');
  });
});
