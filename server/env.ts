import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DatabaseConfig, parsePoolSize } from './db/connect';

/** The repository root: where ./data, ./dist and ./dist-ssr are by default. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The database the environment names: DATABASE_URL when set, otherwise the SQLite file under
 * DATA_DIR (default ./data). The server and `npm run db:migrate` read it the same way.
 * DATABASE_LISTEN_URL is where a server hears other servers' changes to books (LISTEN needs a
 * session: PostgreSQL itself when DATABASE_URL goes through PgBouncer in transaction mode).
 */
export function databaseFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    listenUrl: env.DATABASE_LISTEN_URL || undefined,
    poolSize: parsePoolSize(env.PG_POOL_SIZE),
    dataDir: env.DATA_DIR ?? path.join(root, 'data'),
  };
}
