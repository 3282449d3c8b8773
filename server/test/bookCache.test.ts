import fs from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOK_CHANGES_APPLICATION } from '../db/bookChanges';
import { type BookCache, type BookCacheOptions, createBookCache } from '../repos/bookCache';
import { searchColumns } from '../domain/searchText';
import {
  type TestServer,
  bookIdBySource,
  call,
  countingQueries,
  register,
  startTestServer,
  usingPostgres,
} from './harness';

describe('books kept in memory (repos/bookCache.ts)', () => {
  let server: TestServer;
  let dune: number;
  beforeAll(async () => {
    server = await startTestServer();
    dune = await bookIdBySource(server, 1);
  });
  afterAll(() => server.close());

  /** A cache of its own over the app's database and changes, counting the reads it makes. */
  function countedCache(options?: BookCacheOptions): { cache: BookCache; reads: () => number } {
    const counted = countingQueries(server.context.db);
    const cache = createBookCache(counted.db, server.bookChanges, options);
    return { cache, reads: counted.queries };
  }

  /** Polls `done` for up to 5 s: notifications and reconnections arrive in their own time. */
  const until = async (done: () => boolean | Promise<boolean>) => {
    const deadline = Date.now() + 5_000;
    while (!(await done()) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  /**
   * Runs `work` with a PostgreSQL connection of its own (another server's, as far as the app
   * can tell), then gives Dune its title back.
   */
  const withOtherConnection = async (work: (other: pg.Client) => Promise<void>) => {
    const other = new pg.Client({ connectionString: server.database.options?.databaseUrl });
    await other.connect();
    try {
      await work(other);
    } finally {
      await other.query('UPDATE books SET title = $1 WHERE id = $2', ['Dune', dune]);
      await other.end();
    }
  };

  const setTitle = (id: number, title: string) =>
    server.context.db.updateTable('books').set({ title }).where('id', '=', id).execute();

  it('read every book of the catalogue into memory at start, the fixture being small', async () => {
    const { count } = await server.context.db
      .selectFrom('books')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(server.booksKept.books).toBe(Number(count));
  });

  it('keeps a book between reads, and does not keep one that is not there', async () => {
    const { cache, reads } = countedCache();
    const first = await cache.find(dune);
    expect(first).toMatchObject({ id: dune, title: 'Dune' });
    expect(await cache.find(dune)).toBe(first);
    expect(reads()).toBe(1);
    expect(await cache.find(999_999)).toBeNull();
    expect(await cache.find(999_999)).toBeNull();
    expect(reads()).toBe(3);
  });

  it('drops a book the app changes, at once, and keeps the others', async () => {
    const { cache, reads } = countedCache();
    const other = await bookIdBySource(server, 2);
    await cache.find(dune);
    await cache.find(other);
    await setTitle(dune, 'Dune (changed)');
    try {
      expect((await cache.find(dune))?.title).toBe('Dune (changed)');
      expect(reads()).toBe(3);
      await cache.find(other);
      expect(reads()).toBe(3);
    } finally {
      await setTitle(dune, 'Dune');
    }
  });

  it("keeps a book's JSON with it, encoded once, and drops it with the book", async () => {
    const { cache, reads } = countedCache();
    const json = await cache.json(dune);
    expect(JSON.parse(String(json))).toEqual(await cache.find(dune));
    expect(await cache.json(dune)).toBe(json);
    expect(reads()).toBe(1);
    await setTitle(dune, 'Dune (encoded again)');
    try {
      expect(JSON.parse(String(await cache.json(dune))).title).toBe('Dune (encoded again)');
      expect(reads()).toBe(2);
    } finally {
      await setTitle(dune, 'Dune');
    }
    expect(await cache.json(999_999)).toBeNull();
  });

  it("hears a change a database trigger makes to a book's counters", async () => {
    const { cache } = countedCache();
    const before = await cache.find(dune);
    const { token } = await register(server, 'cache_reviewer');
    const read = await call(server, '/user-book-relations/set-as-read', dune, { token });
    expect(read.body.status.code).toBe('0');
    expect((await cache.find(dune))?.reads).toBe((before?.reads ?? 0) + 1);
    const review = await call(
      server,
      '/reviews/create/book-review',
      { book_id: dune, rating: 1, review_title: 'Kept?', review_text: 'Not for long.' },
      { token },
    );
    expect(review.body.status.code).toBe('0');
    const after = await cache.find(dune);
    expect(after?.ratings_count).toBe((before?.ratings_count ?? 0) + 1);
    const reviewId = review.body.reviews[0].id as number;
    await call(server, '/reviews/delete', { review_id: reviewId }, { token });
    expect((await cache.find(dune))?.ratings_count).toBe(before?.ratings_count);
  });

  it('does not keep a read that was under way while any book changed', async () => {
    const { cache, reads } = countedCache();
    const pending = cache.find(dune);
    server.bookChanges.changed(dune + 1);
    await pending;
    await cache.find(dune);
    expect(reads()).toBe(2);
    await cache.find(dune);
    expect(reads()).toBe(2);
  });

  it('serves nothing kept while changes cannot be heard', async () => {
    const { cache, reads } = countedCache();
    await cache.find(dune);
    server.bookChanges.hearing(false);
    try {
      await cache.find(dune);
      await cache.find(dune);
      expect(reads()).toBe(3);
    } finally {
      server.bookChanges.hearing(true);
    }
    await cache.find(dune);
    await cache.find(dune);
    expect(reads()).toBe(4);
  });

  it('preloads the most read books that fit, in one read', async () => {
    const { cache: probe } = countedCache();
    const book = await probe.find(dune);
    // Room for about two books the size of Dune's, with their JSON.
    const room = 2 * (3 * JSON.stringify(book).length + 256);
    const { cache, reads } = countedCache({ maxBytes: room });
    const kept = await cache.preload();
    expect(kept).toBeGreaterThanOrEqual(1);
    expect(kept).toBeLessThanOrEqual(4);
    expect(reads()).toBe(1);
    const mostRead = await server.context.db
      .selectFrom('books')
      .select('id')
      .orderBy('reads_count', 'desc')
      .orderBy('id')
      .limit(kept + 1)
      .execute();
    for (const { id } of mostRead.slice(0, kept)) await cache.find(id);
    expect(reads()).toBe(1);
    await cache.find(mostRead[kept]!.id);
    expect(reads()).toBe(2);
  });

  it('preloads in slices, most read first, the same books as in one read', async () => {
    const { cache: whole } = countedCache();
    const { cache: sliced, reads } = countedCache({ preloadSlice: 3 });
    const kept = await whole.preload();
    expect(await sliced.preload()).toBe(kept);
    expect(reads()).toBe(Math.floor(kept / 3) + 1);
    const ids = await server.context.db.selectFrom('books').select('id').execute();
    for (const { id } of ids) await sliced.find(id);
    expect(reads()).toBe(Math.floor(kept / 3) + 1);
  });

  it('answers book by id from what it keeps, changed by a write at once', async () => {
    const title = async () => (await call(server, '/books/get/id', dune)).body.books[0].title;
    expect(await title()).toBe('Dune');
    await setTitle(dune, 'Dune, again');
    try {
      expect(await title()).toBe('Dune, again');
    } finally {
      await setTitle(dune, 'Dune');
    }
    expect(await title()).toBe('Dune');
  });

  it.skipIf(!usingPostgres)(
    'hears a change another connection commits (PostgreSQL: another server)',
    async () => {
      const { cache, reads } = countedCache();
      await cache.find(dune);
      await withOtherConnection(async (other) => {
        await other.query('UPDATE books SET title = $1 WHERE id = $2', ['Dune, elsewhere', dune]);
        await until(async () => (await cache.find(dune))?.title === 'Dune, elsewhere');
        expect((await cache.find(dune))?.title).toBe('Dune, elsewhere');
        const settled = reads();
        await cache.find(dune);
        expect(reads()).toBe(settled);
      });
    },
  );

  it('hears each move of the catalogue version, and not a change of counters alone', async () => {
    const heard = server.bookChanges.catalogue;
    expect(heard).toBeDefined();
    const touch = (column: 'reads_count' | 'search_text') =>
      server.context.db
        .updateTable('books')
        .set((eb) => ({ [column]: eb.ref(column) }))
        .where('id', '=', dune)
        .execute();
    await touch('reads_count');
    expect(server.bookChanges.catalogue).toBe(heard);
    await touch('search_text');
    expect(server.bookChanges.catalogue).toBe((heard ?? 0) + 1);
  });

  it.skipIf(!usingPostgres)(
    'finds what another connection writes to the catalogue once it is heard (PostgreSQL)',
    async () => {
      const search = async (query: string) =>
        (await server.context.search.search(query, 20, 0)).ids;
      // Searched once, so the version is known and the empty answer kept.
      expect(await search('zumrutdune')).toEqual([]);
      const original = await server.context.db
        .selectFrom('books')
        .select(['title_norm', 'search_text'])
        .where('id', '=', dune)
        .executeTakeFirstOrThrow();
      const { title_norm } = searchColumns({ title: 'Zümrütdüne', author: '', isbn: null });
      await withOtherConnection(async (other) => {
        const heard = server.bookChanges.catalogue;
        try {
          await other.query(
            'UPDATE books SET title = $1, title_norm = $2, search_text = $3 WHERE id = $4',
            ['Zümrütdüne', title_norm, `${title_norm} ${original.search_text}`, dune],
          );
          await until(() => server.bookChanges.catalogue !== heard);
          expect(await search('zumrutdune')).toEqual([dune]);
        } finally {
          await other.query('UPDATE books SET title_norm = $1, search_text = $2 WHERE id = $3', [
            original.title_norm,
            original.search_text,
            dune,
          ]);
        }
      });
    },
  );

  it.skipIf(!usingPostgres)(
    'trusts nothing kept while its listening connection is down, and listens again',
    async () => {
      const { cache, reads } = countedCache();
      await cache.find(dune);
      await withOtherConnection(async (other) => {
        const ended = await other.query(
          `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
           WHERE datname = current_database() AND application_name = $1`,
          [BOOK_CHANGES_APPLICATION],
        );
        expect(ended.rows).toEqual([{ ended: true }]);
        await until(() => server.bookChanges.generation === undefined);
        expect(server.bookChanges.generation).toBeUndefined();
        // A change no one hears: what was kept must not be served after it.
        await other.query('UPDATE books SET title = $1 WHERE id = $2', ['Dune, unheard', dune]);
        expect((await cache.find(dune))?.title).toBe('Dune, unheard');
        await until(() => server.bookChanges.generation !== undefined);
        expect(server.bookChanges.generation).toBeDefined();
        expect((await cache.find(dune))?.title).toBe('Dune, unheard');
        const settled = reads();
        await cache.find(dune);
        expect(reads()).toBe(settled);
      });
    },
  );

  // Stops the listening backend (SIGSTOP): only where PostgreSQL runs on this machine, as the
  // PostgreSQL leg's own cluster does (scripts/pg-test.sh).
  const localPostgres =
    usingPostgres &&
    ['127.0.0.1', 'localhost'].includes(new URL(process.env.TEST_DATABASE_URL ?? 'x:').hostname);
  it.skipIf(!localPostgres)(
    'gives up a listening connection that stops answering, and writes go on',
    async () => {
      const { cache } = countedCache();
      await cache.find(dune);
      await withOtherConnection(async (other) => {
        const [{ pid }] = (
          await other.query<{ pid: number }>(
            `SELECT pid FROM pg_stat_activity
             WHERE datname = current_database() AND application_name = $1`,
            [BOOK_CHANGES_APPLICATION],
          )
        ).rows as [{ pid: number }];
        expect(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')).toContain('postgres');
        process.kill(pid, 'SIGSTOP');
        try {
          const started = Date.now();
          await setTitle(dune, 'Dune, unanswered');
          expect(Date.now() - started).toBeLessThan(4_000);
          expect(server.bookChanges.generation).toBeUndefined();
          expect((await cache.find(dune))?.title).toBe('Dune, unanswered');
        } finally {
          process.kill(pid, 'SIGCONT');
        }
        await until(() => server.bookChanges.generation !== undefined);
        expect(server.bookChanges.generation).toBeDefined();
        await setTitle(dune, 'Dune');
        expect((await cache.find(dune))?.title).toBe('Dune');
      });
    },
  );
});

describe.skipIf(usingPostgres)('books kept in memory, SQLite', () => {
  it('keeps the temporary triggers on the server’s own connection, not in the file', async () => {
    const server = await startTestServer();
    try {
      const inFile = await sql<{ name: string }>`
        SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'shelfmark_%'`.execute(
        server.context.db,
      );
      const temporary = await sql<{ name: string }>`
        SELECT name FROM sqlite_temp_master WHERE type = 'trigger' ORDER BY name`.execute(
        server.context.db,
      );
      expect(inFile.rows).toEqual([]);
      expect(temporary.rows.map((row) => row.name)).toEqual([
        'shelfmark_book_deleted',
        'shelfmark_book_updated',
        'shelfmark_catalogue_changed',
      ]);
    } finally {
      await server.close();
    }
  });
});
