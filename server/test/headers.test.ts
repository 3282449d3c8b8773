import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, call, login, startTestServer } from './harness';

describe('security headers', () => {
  let server: TestServer;
  let distDir: string;
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shelfmark-dist-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Shelfmark</title>');
    server = await startTestServer({ distDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('forbids framing with X-Frame-Options as the CSP does', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/explore' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    // Pages keep their own policy: revalidated, not unstored.
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await call(server, '/books/genres');
    expect(api.response.headers['x-frame-options']).toBe('DENY');
  });

  it('gives API answers the headers that act on JSON, and pages all of them', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/explore' });
    const api = (await call(server, '/books/genres')).response.headers;
    expect(api['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api['x-content-type-options']).toBe('nosniff');
    expect(api['cross-origin-resource-policy']).toBe('same-origin');
    expect(api['strict-transport-security']).toBe(page.headers['strict-transport-security']);
    for (const documentsOnly of [
      'referrer-policy',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]) {
      expect([documentsOnly, page.headers[documentsOnly] === undefined]).toEqual([
        documentsOnly,
        false,
      ]);
      expect([documentsOnly, api[documentsOnly]]).toEqual([documentsOnly, undefined]);
    }
  });

  it('marks API answers no-store, errors included', async () => {
    const { token } = await login(server, 'ada@shelfmark.test');
    const answers = [
      await call(server, '/books/genres'),
      await call(server, '/auth/me', {}, { token }),
      await call(server, '/auth/me'),
      await call(server, '/books/nothing', {}),
      await call(server, '/books/search', { query: 'x'.repeat(70_000) }),
      // A URL Fastify cannot decode is answered before any hook runs.
      await call(server, '/books/%zz', {}),
    ];
    expect(answers.map((answer) => answer.http)).toEqual([200, 200, 401, 404, 413, 404]);
    for (const answer of answers) expect(answer.response.headers['cache-control']).toBe('no-store');
  });

  it('leaves the avatar its own caching: immutable when versioned, ETag otherwise', async () => {
    const { user } = await login(server, 'ada@shelfmark.test');
    const now = server.clock.now().toISOString();
    await server.context.db
      .insertInto('avatars')
      .values({
        user_id: user.id,
        mime: 'image/png',
        data: Buffer.from('png'),
        etag: 'v1',
        updated_at: now,
      })
      .execute();
    const url = `/api/users/${user.id}/avatar`;
    const versioned = await server.app.inject({ method: 'GET', url: `${url}?v=v1` });
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bare = await server.app.inject({ method: 'GET', url });
    expect(bare.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const revalidated = await server.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': '"v1"' },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });
});
