import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { HTTP_STATUS_BY_CODE } from '../../src/api/contract';
import { status } from './envelope';

/**
 * Serves the built client from `distDir` with history fallback: a GET outside /api that
 * names no file answers index.html, so client routes survive a reload. Unknown /api routes
 * answer code 3.
 */
export async function registerSpa(app: FastifyInstance, distDir: string | undefined) {
  const hasClient = distDir !== undefined && fs.existsSync(path.join(distDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: path.resolve(distDir),
      index: 'index.html',
      // The build writes .br/.gz beside each asset (scripts/vite-precompress.ts).
      preCompressed: true,
      setHeaders(response, filePath) {
        // Vite names built assets by content hash: they never change under one name.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          response.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  const landing = hasClient ? readLanding(distDir) : undefined;
  if (landing) {
    // The prerendered landing page (scripts/prerender.mjs) for `/` only; other routes get the
    // empty shell, since they render per reader.
    app.get('/', (_request, reply) => {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        reply.header('content-security-policy', allowScripts(policy, landing.scriptHashes));
      }
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .sendFile('landing.html', { cacheControl: false });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url === '/api' || url.startsWith('/api/');
    if (hasClient && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      // Never cached: it names the current build's hashed assets.
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .sendFile('index.html', { cacheControl: false });
    }
    return reply
      .code(HTTP_STATUS_BY_CODE['3'])
      .send({ status: status('3', 'Not found.', [`${request.method} ${url}: no such route`]) });
  });
}

/** landing.html, if the build wrote one, with the hashes of its inline scripts. */
function readLanding(distDir: string) {
  const file = path.join(distDir, 'landing.html');
  if (!fs.existsSync(file)) return undefined;
  const html = fs.readFileSync(file, 'utf8');
  const scriptHashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
  return { scriptHashes };
}

/** The CSP with these inline scripts (and only these) allowed. */
function allowScripts(policy: string, hashes: string[]): string {
  return policy.replace(/script-src ([^;]*)/, (_all, sources: string) =>
    ['script-src', sources, ...hashes].join(' '),
  );
}
