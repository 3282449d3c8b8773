import type { Options as Argon2Options } from '@node-rs/argon2';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createPasswords } from './auth/passwords';
import { pruneExpired } from './auth/rateLimits';
import { type AppContext, DEFAULT_RATE_LIMITS, type RateLimitSettings } from './context';
import type { BookChanges } from './db/bookChanges';
import { type DatabaseConfig, openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrations';
import { registerRequestCeiling } from './http/ceiling';
import { frameworkErrors, registerErrorHandler } from './http/errorHandler';
import { createInFlight } from './http/inFlight';
import { registerJsonParser } from './http/jsonBody';
import { registerSecurityHeaders } from './http/securityHeaders';
import {
  DEFAULT_IMPORT_RUNNER,
  type ImportRunnerOptions,
  createImportRunner,
} from './import/runner';
import { createMailer } from './mail/mailer';
import { registerSpa } from './pages/spa';
import { authRoutes } from './routes/auth';
import { bookRoutes } from './routes/books';
import { docsRoutes } from './routes/docs';
import { followRoutes } from './routes/follows';
import { reportRoutes } from './routes/reports';
import { moderationRoutes } from './routes/moderation';
import { noteRoutes } from './routes/notes';
import { importRoutes } from './routes/imports';
import { readingRoutes } from './routes/readings';
import { relationRoutes } from './routes/relations';
import { reviewRoutes } from './routes/reviews';
import { shelfRoutes } from './routes/shelves';
import { statsRoutes } from './routes/stats';
import { userRoutes } from './routes/users';
import { createBookCache } from './repos/bookCache';
import { createBookSearch } from './search/engine';
import { createImportParser } from './import/importParser';
import {
  DEFAULT_SEED_FILES,
  NOT_SEEDED,
  type SeedFiles,
  type SeedResult,
  seedIfEmpty,
} from './seed/seed';

/**
 * Every route but the photo upload (PHOTO_BODY_LIMIT in routes/users.ts). The contract's
 * largest other body is a review: 5,200 characters of title and text, at most 6 bytes each
 * when a client escapes them (`\u00e9`), about 31 KB with the field names.
 */
export const JSON_BODY_LIMIT = 64 * 1024;
/** How long shutdown waits for running handlers before closing the database anyway. */
const SHUTDOWN_DRAIN_MS = 10_000;

export interface BuildOptions {
  database?: DatabaseConfig;
  /** Clock for sessions, rate-limit windows and timestamps (tests move time forward). */
  now?: () => Date;
  /** Seed files, or false to start with an empty database. */
  seed?: SeedFiles | false;
  logger?: FastifyServerOptions['logger'];
  /** Cheaper argon2 costs for tests; production keeps the library defaults. */
  argon2?: Argon2Options;
  rateLimits?: Partial<RateLimitSettings>;
  /** The built client (`dist/`); absent in API-only tests. */
  distDir?: string;
  /** The server-side bundle (`dist-ssr/`) that renders the book page per request. */
  ssrDir?: string;
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Import batches and lease (tests use a short lease to show a resume). */
  importRunner?: Partial<ImportRunnerOptions>;
  /**
   * Mail: SMTP_URL and MAIL_FROM, or else the outbox (default DATA_DIR/outbox). `logLinks` logs
   * an outbox mail's link (the server does outside production).
   */
  mail?: { smtpUrl?: string; from?: string; outboxDir?: string; logLinks?: boolean };
  /** The app's address for links in mails (PUBLIC_URL); http://127.0.0.1:3000 by default. */
  publicUrl?: string;
}

export interface BuiltApp {
  app: FastifyInstance;
  context: AppContext;
  seed: SeedResult;
  /** How long building the in-memory search index took at start, in milliseconds. */
  searchIndexMs: number;
  /** What the app hears of changes to books (db/bookChanges.ts). */
  bookChanges: BookChanges;
  /** The books read into memory at start (repos/bookCache.ts), and how long that took. */
  booksKept: { books: number; ms: number };
}

export async function buildApp(options: BuildOptions = {}): Promise<BuiltApp> {
  const now = options.now ?? (() => new Date());
  let log: FastifyInstance['log'] | undefined;
  const handle = openDatabase({
    onIdleError: (error) => log?.warn({ err: error }, 'idle database connection failed'),
    onTransactionRetry: (error, attempt) =>
      log?.warn(
        { err: error, attempt },
        'transaction rolled back by the database; running it again',
      ),
    ...options.database,
  });
  try {
    await migrateToLatest(handle.db, handle.dialect);
    await handle.watchBooks((error) =>
      log?.warn({ err: error }, 'listening for book changes failed'),
    );
    const inFlight = createInFlight();
    const books = createBookCache(handle.db, handle.bookChanges);
    const context: AppContext = {
      db: handle.db,
      dialect: handle.dialect,
      books,
      search: createBookSearch(handle.db, handle.dialect, { books, changes: handle.bookChanges }),
      passwords: createPasswords(options.argon2),
      limits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
      inFlight,
      imports: createImportRunner(
        {
          db: handle.db,
          dialect: handle.dialect,
          now,
          inFlight,
          log: { warn: (object, message) => log?.warn(object, message) },
        },
        { ...DEFAULT_IMPORT_RUNNER, ...options.importRunner },
      ),
      importParser: createImportParser(),
      mailer: createMailer({
        smtpUrl: options.mail?.smtpUrl,
        from: options.mail?.from,
        outboxDir:
          options.mail?.outboxDir ?? path.join(options.database?.dataDir ?? './data', 'outbox'),
        logLinks: options.mail?.logLinks ?? false,
        log: { info: (object, message) => log?.info(object, message) },
      }),
      publicUrl: options.publicUrl ?? 'http://127.0.0.1:3000',
      now,
    };
    const seed =
      options.seed === false
        ? NOT_SEEDED
        : await seedIfEmpty(
            handle.db,
            context.passwords,
            options.seed ?? DEFAULT_SEED_FILES,
            now(),
          );

    // The search index is built before the first request, not during it.
    const indexStarted = performance.now();
    await context.search.prepare();
    const searchIndexMs = Math.round(performance.now() - indexStarted);
    const preloadStarted = performance.now();
    const booksKept = await context.books.preload();
    const booksKeptMs = Math.round(performance.now() - preloadStarted);

    const app = Fastify({
      logger: options.logger ?? false,
      bodyLimit: JSON_BODY_LIMIT,
      trustProxy: options.trustProxy ?? false,
      frameworkErrors,
    });
    log = app.log;
    app.addHook('onClose', async () => {
      await context.inFlight.drained(SHUTDOWN_DRAIN_MS);
      await context.importParser.close();
      context.mailer.close();
      await handle.close();
    });
    // While closing, answer with `Connection: close`, so keep-alive clients let go at once
    // instead of holding the server open until their idle timeout.
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
      // Import batches in flight finish (each is one transaction); no new one starts.
      await context.imports.stop();
    });
    app.addHook('onSend', (_request, reply, _payload, done) => {
      if (closing) reply.header('connection', 'close');
      done();
    });

    await registerSecurityHeaders(app);
    registerRequestCeiling(app, context.limits.requestsPerMinute, () => now().getTime());
    registerJsonParser(app);
    registerErrorHandler(app);

    authRoutes(app, context);
    bookRoutes(app, context);
    relationRoutes(app, context);
    readingRoutes(app, context);
    userRoutes(app, context);
    reviewRoutes(app, context);
    followRoutes(app, context);
    reportRoutes(app, context);
    moderationRoutes(app, context);
    statsRoutes(app, context);
    importRoutes(app, context);
    shelfRoutes(app, context);
    noteRoutes(app, context);
    docsRoutes(app);
    await registerSpa(app, {
      distDir: options.distDir,
      ssrDir: options.ssrDir,
      db: context.db,
    });

    const prune = setInterval(() => {
      pruneExpired(context).catch((error: unknown) => app.log.warn({ err: error }, 'prune failed'));
    }, 10 * 60_000);
    prune.unref();
    app.addHook('onClose', async () => clearInterval(prune));

    await app.ready();
    // Imports a stopped process left half applied resume once their lease has run out.
    context.imports.resumeStalled().catch((error: unknown) => {
      app.log.warn({ err: error }, 'resuming imports failed');
    });
    return {
      app,
      context,
      seed,
      searchIndexMs,
      bookChanges: handle.bookChanges,
      booksKept: { books: booksKept, ms: booksKeptMs },
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
