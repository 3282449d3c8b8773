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
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url === '/api' || url.startsWith('/api/');
    if (hasClient && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      // Never cached: it names the current build's hashed assets.
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .code(HTTP_STATUS_BY_CODE['3'])
      .send({ status: status('3', 'Not found.', [`${request.method} ${url}: no such route`]) });
  });
}
