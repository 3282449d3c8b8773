import path from 'node:path';
import { buildApp } from './app';
import { databaseFromEnv, root } from './env';
import { parseTrustProxy } from './http/trustProxy';
import { DEMO_PASSWORD } from './seed/seed';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const ceiling = process.env.RATE_LIMIT_PER_MINUTE;
const registrations = process.env.REGISTER_LIMIT_PER_HOUR;
const importLease = process.env.IMPORT_LEASE_MS;
const importBatch = process.env.IMPORT_BATCH_ROWS;
const database = databaseFromEnv();

const { app, seed, searchIndexMs, booksKept, context } = await buildApp({
  database,
  distDir: process.env.DIST_DIR ?? path.join(root, 'dist'),
  ssrDir: process.env.SSR_DIR ?? path.join(root, 'dist-ssr'),
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  mail: {
    smtpUrl: process.env.SMTP_URL || undefined,
    from: process.env.MAIL_FROM || undefined,
    outboxDir: path.join(database.dataDir ?? path.join(root, 'data'), 'outbox'),
    // Without a mail server the link is in the terminal too; a production log is read by more
    // people than the account's owner, so there it stays in the outbox only.
    logLinks: process.env.NODE_ENV !== 'production',
  },
  publicUrl: process.env.PUBLIC_URL || `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
  importRunner: {
    ...(importLease !== undefined && { leaseMs: Number(importLease) }),
    ...(importBatch !== undefined && { batchSize: Number(importBatch) }),
  },
  rateLimits: {
    ...(ceiling !== undefined && { requestsPerMinute: Number(ceiling) }),
    ...(registrations !== undefined && { registerPerIp: Number(registrations) }),
  },
});

if (seed.seeded) {
  app.log.info(
    `seeded ${seed.books} books and ${seed.readers} demo readers in ${seed.ms} ms; ` +
      `search index built in ${searchIndexMs} ms`,
  );
}

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  // Connections that never finish must not keep a stopped server alive.
  setTimeout(() => process.exit(1), 15_000).unref();
  app
    .close()
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    });
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

app.log.info(`${booksKept.books} books read into memory in ${booksKept.ms} ms`);
app.log.info(`mail goes to ${context.mailer.destination}`);
await app.listen({ port, host });
app.log.info(
  `Shelfmark on http://${host}:${port} (demo login: ada@shelfmark.test / ${DEMO_PASSWORD})`,
);
