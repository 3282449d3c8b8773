import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { DEFAULT_TRANSACTION_RETRY, RetryingKysely } from './faults';
import { namedStatements } from './postgresStatements';
import { keptStatements } from './sqliteStatements';
import {
  BookChanges,
  type BookChangesFeed,
  listenForPostgresBooks,
  watchSqliteBooks,
} from './bookChanges';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseConfig {
  /** PostgreSQL connection string; when absent the embedded SQLite file is used. */
  databaseUrl?: string;
  /** Directory of the SQLite file `shelfmark.db`. */
  dataDir?: string;
  /** Where to LISTEN for other servers' changes to books; DATABASE_URL when absent. */
  listenUrl?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Told about errors of idle PostgreSQL connections (the pool recovers by itself). */
  onIdleError?: (error: Error) => void;
  /**
   * Runs of a PostgreSQL write transaction that PostgreSQL rolls back with a deadlock or a
   * serialization failure (db/faults.ts); 1 never runs one again.
   */
  transactionAttempts?: number;
  /** Told each time a transaction is run again, with what PostgreSQL answered. */
  onTransactionRetry?: (error: Error, attempt: number) => void;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Changes to books rows, heard once `watchBooks` has run (db/bookChanges.ts). */
  bookChanges: BookChanges;
  /** Starts hearing changes to books; runs after the migrations. */
  watchBooks(onError: (error: Error) => void): Promise<void>;
  close(): Promise<void>;
}

// COUNT and SUM return int8, which pg hands back as strings by default; every id and counter
// here stays far below 2^53, so parsing them as numbers keeps one row type for both dialects.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** PostgreSQL connections each server process may hold (`PG_POOL_SIZE`). */
export const DEFAULT_POOL_SIZE = 10;

/** Reads `PG_POOL_SIZE`: unset or empty is the default; anything but a whole number >= 1 stops the start. */
export function parsePoolSize(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_POOL_SIZE;
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    throw new Error(`PG_POOL_SIZE: not a whole number of connections >= 1: ${value}`);
  }
  return Number(text);
}

/** How long taking a PostgreSQL connection may wait before the request is told to try again. */
export const CONNECT_TIMEOUT_MS = 5_000;

/** The most of the SQLite file read through a memory map. */
const MMAP_BYTES = 1024 * 1024 * 1024;

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  const bookChanges = new BookChanges();
  if (config.databaseUrl) {
    let feed: BookChangesFeed | undefined;
    const listenUrl = config.listenUrl ?? config.databaseUrl;
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.poolSize ?? DEFAULT_POOL_SIZE,
      // A request waiting for a connection (all in use, or a server that does not answer)
      // gives up and answers "try again" (code 10) instead of waiting without end.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A server gone without closing the socket (a host or network failure) is noticed.
      keepAlive: true,
    });
    // An idle client can lose its connection (database restart, admin termination); without
    // a listener pg would turn that into an uncaught exception. The pool replaces the client.
    pool.on('error', (error) => config.onIdleError?.(error));
    const db = new RetryingKysely<Database>(
      {
        dialect: new PostgresDialect({
          pool: namedStatements(pool, undefined, async () => feed?.caughtUp()),
        }),
      },
      {
        ...DEFAULT_TRANSACTION_RETRY,
        attempts: config.transactionAttempts ?? DEFAULT_TRANSACTION_RETRY.attempts,
        onRetry: config.onTransactionRetry,
      },
    );
    return {
      db,
      dialect: 'postgres',
      bookChanges,
      async watchBooks(onError) {
        feed ??= await listenForPostgresBooks(listenUrl, bookChanges, onError);
      },
      close: async () => {
        await feed?.close();
        await db.destroy();
      },
    };
  }
  const dataDir = config.dataDir ?? './data';
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, 'shelfmark.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // WAL + NORMAL is durable across application crashes; only an OS crash can lose the
  // last transactions, never corrupt the file.
  sqlite.pragma('synchronous = NORMAL');
  // Reads through a memory map instead of a read() per page: at 100k books and 1M reviews
  // (a 470 MB file) a random row cost about half as much. Only what the file holds is mapped.
  sqlite.pragma(`mmap_size = ${MMAP_BYTES}`);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: keptStatements(sqlite) }),
  });
  return {
    db,
    dialect: 'sqlite',
    bookChanges,
    watchBooks: async () => watchSqliteBooks(sqlite, bookChanges),
    close: () => db.destroy(),
  };
}
