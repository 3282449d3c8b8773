import type SQLite from 'better-sqlite3';
import pg from 'pg';

/**
 * The channel migration 0018's trigger notifies with each changed book's id, and 0019's with
 * CATALOGUE_CHANGED when the catalogue version moves.
 */
export const BOOK_CHANGES_CHANNEL = 'shelfmark_books';
export const CATALOGUE_CHANGED = 'catalogue';

/** How the listening connection is named in pg_stat_activity. */
export const BOOK_CHANGES_APPLICATION = 'shelfmark book changes';

/** How long a write waits for the listening connection to answer before giving it up. */
const CAUGHT_UP_MS = 1_000;

/** How long connecting the listener may take: one that gets no answer is tried again. */
const CONNECT_MS = 5_000;

/** How long a lost PostgreSQL listener waits before it connects again. */
const RECONNECT_MS = 1_000;

/**
 * What this process hears of changes to books rows, for copies of them kept in memory
 * (repos/bookCache.ts). `generation` moves with every change heard, so a read that was under
 * way while any book changed can tell, and it is undefined while changes cannot be heard (the
 * PostgreSQL listener is down): then no copy may be trusted.
 */
export class BookChanges {
  #generation = 0;
  #catalogue = 0;
  /** Until a watch starts (after the migrations), nothing is heard. */
  #hearing = false;
  readonly #listeners = new Set<(id: number | null) => void>();

  get generation(): number | undefined {
    return this.#hearing ? this.#generation : undefined;
  }

  /**
   * Moves with every change heard to the catalogue version (search/engine.ts): a version read
   * while this stays put is still the current one. Undefined while changes cannot be heard.
   */
  get catalogue(): number | undefined {
    return this.#hearing ? this.#catalogue : undefined;
  }

  /** A book changed or went (`null`: any book may have, and so may the catalogue). */
  changed(id: number | null): void {
    this.#generation += 1;
    if (id === null) this.#catalogue += 1;
    for (const listener of this.#listeners) listener(id);
  }

  /** The catalogue version moved: a book was added, removed or its searchable text changed. */
  catalogueChanged(): void {
    this.#catalogue += 1;
  }

  /** Whether changes can be heard; every copy from before may be stale either way. */
  hearing(heard: boolean): void {
    this.#hearing = heard;
    this.changed(null);
  }

  listen(listener: (id: number | null) => void): void {
    this.#listeners.add(listener);
  }
}

export interface BookChangesFeed {
  /** Resolves once every change committed so far by this process has been heard. */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

/**
 * SQLite: one server per file (docs/operations.md), so every change passes through this connection, and
 * temporary triggers (this connection's alone, not in the file) report each changed book as
 * it is written, counters changed by other triggers included, and each move of the catalogue
 * version. Reads and writes share the connection one statement at a time, so no read sees a
 * change before it is reported.
 * Runs after the migrations: a trigger needs its table. Running it again changes nothing.
 */
export function watchSqliteBooks(sqlite: SQLite.Database, changes: BookChanges): void {
  sqlite.function('shelfmark_book_changed', { deterministic: false }, (id) => {
    changes.changed(typeof id === 'number' || typeof id === 'bigint' ? Number(id) : null);
    return null;
  });
  sqlite.function('shelfmark_catalogue_changed', { deterministic: false }, () => {
    changes.catalogueChanged();
    return null;
  });
  sqlite.exec(`
    CREATE TEMP TRIGGER IF NOT EXISTS shelfmark_book_updated AFTER UPDATE ON main.books
      BEGIN SELECT shelfmark_book_changed(old.id); END;
    CREATE TEMP TRIGGER IF NOT EXISTS shelfmark_book_deleted AFTER DELETE ON main.books
      BEGIN SELECT shelfmark_book_changed(old.id); END;
    CREATE TEMP TRIGGER IF NOT EXISTS shelfmark_catalogue_changed AFTER UPDATE ON main.app_meta
      WHEN new.key = 'catalogue_version'
      BEGIN SELECT shelfmark_catalogue_changed(); END;
  `);
  changes.hearing(true);
}

/**
 * PostgreSQL: several servers share the database, so changes are heard on a connection of
 * this process's own (LISTEN), from migration 0018's trigger, whichever server made them. A
 * notification is sent when the writing transaction commits; `caughtUp` asks the listening
 * connection a question and waits for its answer, which PostgreSQL sends after every
 * notification already committed. While the connection is down no copy is trusted, and it
 * connects again every RECONNECT_MS.
 */
export async function listenForPostgresBooks(
  connectionString: string,
  changes: BookChanges,
  onError: (error: Error) => void,
): Promise<BookChangesFeed> {
  let current: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client, error?: Error) => {
    if (error && !closed) onError(error);
    if (current !== client) return;
    current = undefined;
    changes.hearing(false);
    client.end().catch(() => {});
    if (!closed) {
      retry = setTimeout(() => void connect(), RECONNECT_MS);
      retry.unref();
    }
  };

  const connect = async () => {
    retry = undefined;
    const client = new pg.Client({
      connectionString,
      application_name: BOOK_CHANGES_APPLICATION,
      connectionTimeoutMillis: CONNECT_MS,
      keepAlive: true,
    });
    current = client;
    client.on('notification', ({ payload }) => {
      if (payload === CATALOGUE_CHANGED) changes.catalogueChanged();
      else changes.changed(payload ? Number(payload) : null);
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${BOOK_CHANGES_CHANNEL}`);
      if (current === client) changes.hearing(true);
    } catch (error) {
      lost(client, error as Error);
    }
  };

  await connect();
  return {
    async caughtUp() {
      // Without a connection nothing is trusted, so there is nothing to wait for.
      const client = current;
      if (!client) return;
      // A connection that stops answering must not hold every write: it is given up, and
      // nothing kept is trusted until a new one listens.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), CAUGHT_UP_MS);
      });
      const answer = await Promise.race([
        client.query('SELECT 1').then(
          () => 'answered',
          () => 'failed',
        ),
        late,
      ]);
      clearTimeout(timer);
      if (answer === 'late') lost(client, new Error(`no answer in ${CAUGHT_UP_MS} ms`));
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      changes.hearing(false);
      await client?.end().catch(() => {});
    },
  };
}
