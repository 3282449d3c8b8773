import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Piscina from 'piscina';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { HTTP_STATUS_BY_CODE } from '../../src/api/contract';
import type { Database } from '../db/schema';
import { type PageRenderer, registerBookPage } from './bookPage';
import type { RenderTask } from './renderWorker';
import { type RenderedPage, RenderedPages } from './renderedPages';
import { status } from '../http/envelope';

/**
 * The gzipped book pages one server keeps (about 11 KB each on the synthetic catalogue, so
 * some 3,000 pages): the most visited books stay rendered, and the memory stays small.
 */
const RENDERED_PAGES_BYTES = 32 * 1024 * 1024;

export interface SpaOptions {
  /** The built client (`dist/`); absent in API-only tests. */
  distDir: string | undefined;
  /** The server-side bundle (`dist-ssr/`), for pages rendered per request. */
  ssrDir?: string;
  db: Kysely<Database>;
}

/**
 * Serves the built client from `distDir` with history fallback: a GET outside /api that
 * names no file answers index.html, so client routes survive a reload. Unknown /api routes
 * answer code 3.
 */
export async function registerSpa(app: FastifyInstance, { distDir, ssrDir, db }: SpaOptions) {
  const hasClient = distDir !== undefined && fs.existsSync(path.join(distDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: path.resolve(distDir),
      // The shell is sent by sendShell (below), with its inline script allowed, never as a file.
      index: false,
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
  // The empty shell. Never cached: it names the current build's hashed assets. Its one inline
  // script (the theme, src/theme/themePreference.ts) is allowed by its hash like the others.
  const shell = hasClient ? readServerRendered(distDir, 'index.html') : undefined;
  const sendShell = (reply: FastifyReply) =>
    (shell ? allowInlineScripts(reply, shell) : reply)
      .type('text/html')
      .header('cache-control', 'no-cache')
      .sendFile('index.html', { cacheControl: false });
  if (hasClient) app.get('/index.html', (_request, reply) => sendShell(reply));
  const landing = hasClient ? readServerRendered(distDir, 'landing.html') : undefined;
  if (hasClient && !landing) app.get('/', (_request, reply) => sendShell(reply));
  if (landing) {
    // The prerendered landing page (scripts/prerender.mjs) for `/`; the book page is rendered
    // per request (bookPage.ts); other routes get the empty shell, since they render per reader.
    // Sent as a file: the build wrote its .br and .gz beside it.
    app.get('/', (_request, reply) =>
      allowInlineScripts(reply, landing)
        .type('text/html')
        .header('cache-control', 'no-cache')
        .sendFile('landing.html', { cacheControl: false }),
    );
  }
  const bookTemplate = hasClient ? readServerRendered(distDir, 'book.html') : undefined;
  const renderer = bookTemplate && ssrDir ? await loadRenderer(app, ssrDir) : undefined;
  if (bookTemplate && renderer) {
    registerBookPage(app, {
      renderer,
      db,
      template: bookTemplate.html,
      // One cache per loaded build: its pages were rendered by this bundle from this template.
      pages: new RenderedPages(RENDERED_PAGES_BYTES),
      send: (reply, page) =>
        sendCompressed(allowInlineScripts(reply, bookTemplate).type('text/html'), page),
      fallback: sendShell,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url === '/api' || url.startsWith('/api/');
    if (hasClient && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendShell(reply);
    }
    return reply
      .code(HTTP_STATUS_BY_CODE['3'])
      .send({ status: status('3', 'Not found.', [`${request.method} ${url}: no such route`]) });
  });
}

interface ServerRendered {
  html: string;
  /** CSP sources for its inline scripts (the theme script, the stale guard, the loader). */
  scriptHashes: string[];
}

/**
 * A page the build wrote (index.html, or one rendered by scripts/prerender.mjs), if it is
 * there, with the hashes of its inline scripts.
 */
function readServerRendered(distDir: string, name: string): ServerRendered | undefined {
  const file = path.join(distDir, name);
  if (!fs.existsSync(file)) return undefined;
  const html = fs.readFileSync(file, 'utf8');
  const scriptHashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
  return { html, scriptHashes };
}

/** The reply with the page's inline scripts (and only those) allowed by its CSP. */
function allowInlineScripts(reply: FastifyReply, page: ServerRendered): FastifyReply {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header('content-security-policy', allowScripts(policy, page.scriptHashes));
  }
  return reply;
}

/**
 * A page rendered at run time, gzipped when the browser takes it (every browser does): the
 * static files are compressed at build time, and the rendered pages once, when rendered
 * (renderedPages.ts). Only a client that takes no gzip gets it inflated.
 */
function sendCompressed(reply: FastifyReply, page: RenderedPage) {
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  const accepts = String(reply.request.headers['accept-encoding'] ?? '');
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzipped);
  return reply.send(page.html ?? gunzipSync(page.gzipped).toString('utf8'));
}

/**
 * The server-side bundle, when the build made one, rendering on a thread of its own. React's
 * renderer runs each render inside an AsyncLocalStorage, and on Node 20 the first one turns on
 * promise hooks for the whole process, for good: every promise of every later API call then
 * paid for them (book by id a sixth slower after a single page render; docs/performance.md).
 * On its own thread the hooks stay there, and a render no longer holds the request thread.
 * The request thread keeps the bundle's small helpers (the id rule, the first reviews call).
 */
async function loadRenderer(
  app: FastifyInstance,
  ssrDir: string,
): Promise<PageRenderer | undefined> {
  const ssrFile = path.join(ssrDir, 'renderPage.js');
  if (!fs.existsSync(ssrFile)) return undefined;
  const bundle = (await import(pathToFileURL(path.resolve(ssrFile)).href)) as PageRenderer;
  const thread = new Piscina<RenderTask, Awaited<ReturnType<PageRenderer['renderBookPage']>>>({
    filename: new URL('./renderWorker.ts', import.meta.url).href,
    execArgv: ['--import', 'tsx'],
    workerData: { ssrFile },
    // One thread, kept: the request thread has the other core, and a first render after an
    // idle timeout would wait for the thread and the bundle to load.
    minThreads: 1,
    maxThreads: 1,
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  app.addHook('onClose', () => thread.destroy());
  return {
    parseBookId: bundle.parseBookId,
    firstBookReviewsCall: bundle.firstBookReviewsCall,
    PREFETCHED_ELEMENT_ID: bundle.PREFETCHED_ELEMENT_ID,
    renderBookPage: (...task) => thread.run(task),
  };
}

/** The CSP with these inline scripts (and only these) allowed. */
function allowScripts(policy: string, hashes: string[]): string {
  return policy.replace(/script-src ([^;]*)/, (_all, sources: string) =>
    ['script-src', sources, ...hashes].join(' '),
  );
}
