import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READER_DATA } from '../repos/accountDeletion';
import type { Database } from '../db/schema';
import {
  type TestServer,
  bookIdBySource,
  call,
  register,
  registration,
  startTestServer,
  usingPostgres,
} from './harness';
import { blackPng, dataUrl } from './images';
import { fixtureBytes, importFile } from './importHelpers';

/** The schema's tables as the database lists them (the migrator's own aside). */
async function schemaTables(server: TestServer): Promise<string[]> {
  const { db } = server.context;
  const rows = usingPostgres
    ? (
        await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db)
      ).rows
    : (
        await sql<{ name: string }>`SELECT name FROM sqlite_master
          WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db)
      ).rows;
  return rows.map((row) => row.name).filter((name) => !name.startsWith('kysely_migration'));
}

const READER_ID =
  /(^|_)(user|follower|following|reporter|requester|target|blocker|blocked|muter|muted|moderator)_id$/;

/** Every column of `table` that can name a reader: an id column holding user ids, or `*_by`. */
async function readerColumns(server: TestServer, table: string): Promise<string[]> {
  const { db } = server.context;
  const columns = usingPostgres
    ? (
        await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ${table}`.execute(db)
      ).rows
    : (await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db)).rows;
  return columns
    .map((column) => column.name)
    .filter(
      (name) => (table === 'users' && name === 'id') || READER_ID.test(name) || /_by$/.test(name),
    );
}

describe('account deletion', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: { requestsPerMinute: 0, registerPerIp: 100, currentPasswordPerAccount: 5 },
    });
  });
  afterAll(() => server.close());

  /** A reader with a row in every table a reader can have rows in. */
  async function busyReader(username: string) {
    const reader = await register(server, username);
    const token = reader.token;
    const friend = await register(server, `${username}_friend`);
    const [dune, potter, hobbit] = await Promise.all(
      [1, 2, 3].map((source) => bookIdBySource(server, source)),
    );
    const ok = async (path: string, body: unknown, as = token) => {
      const answer = await call(server, path, body, { token: as });
      expect(answer.body.status.code, `${path}: ${JSON.stringify(answer.body.status)}`).toBe('0');
      return answer.body;
    };
    await ok('/user-book-relations/set-as-read', dune);
    await ok('/user-book-relations/like', dune);
    await ok('/user-book-relations/add-to-read-list', potter);
    await ok('/reviews/create/book-review', {
      book_id: dune,
      rating: 4,
      review_title: 'Sand',
      review_text: 'Much sand.',
    });
    const reading = await ok('/readings/set-status', { book_id: hobbit, status: 'reading' });
    await ok('/readings/set-page-count', { book_id: hobbit, page_count: 300 });
    await ok('/readings/update-progress', {
      reading_id: reading.journal.readings[0].id,
      pages: 40,
    });
    await ok('/goals/set', { start: '2026-01-01', end: '2026-12-31', books: 12 });
    await ok('/stats/share-year', { year: 2025, shared: true });
    await ok('/users/update/profile-photo', {
      image_base64: dataUrl('image/png', blackPng(64, 64)),
    });
    await ok('/follows/follow-user', friend.user.id);
    await ok('/follows/follow-user', reader.user.id, friend.token);
    // Follow requests and blocks both ways, with two more readers.
    const quiet = await register(server, `${username}_quiet`);
    const pest = await register(server, `${username}_pest`);
    await ok('/users/update/privacy', { is_private: true }, quiet.token);
    await ok('/follows/follow-user', quiet.user.id);
    await ok('/users/update/privacy', { is_private: true });
    await ok('/follows/follow-user', reader.user.id, quiet.token);
    await ok('/users/block', { user_id: pest.user.id });
    await ok('/users/block', { user_id: reader.user.id }, pest.token);
    // Reports both ways: one the reader made, one about them.
    await ok('/reports/create', { kind: 'name', user_id: friend.user.id, reason: 'spam' });
    await ok(
      '/reports/create',
      { kind: 'name', user_id: reader.user.id, reason: 'spam' },
      friend.token,
    );
    // A shelf of their own, with a book on it.
    const shelf = await ok('/shelves/create', { name: 'Desert island', is_private: true });
    await ok('/shelves/add-book', { shelf_id: shelf.shelf.id, book_id: dune });
    // An import leaves its file, shelves, extras and stars without words.
    await importFile(server, token, fixtureBytes('goodreads_library_export.csv'), 'skip');
    await call(server, '/auth/password-reset/request', { email: reader.email });
    // A wrong current password is counted against the account.
    await call(
      server,
      '/users/update/password',
      { current_password: 'Wrong0000', new_password: 'Passw0rdY', confirm_password: 'Passw0rdY' },
      { token },
    );
    return { ...reader, friend };
  }

  /** The books' counters against their rows: readers who read, ratings, their sum, reviews. */
  async function bookCountersDrift() {
    const rows = await sql<{ id: number }>`SELECT b.id FROM books b WHERE
      b.reads_count <> (SELECT count(*) FROM user_book_relations r WHERE r.book_id = b.id AND r.read = 1)
      OR b.ratings_count <> (SELECT count(*) FROM reviews v WHERE v.book_id = b.id)
      OR b.rating_sum <> (SELECT coalesce(sum(v.rating), 0) FROM reviews v WHERE v.book_id = b.id)
      OR b.reviews_count <> (SELECT count(*) FROM reviews v WHERE v.book_id = b.id
        AND (v.review_title <> '' OR v.review_text <> ''))`.execute(server.context.db);
    return rows.rows;
  }

  it('knows every table of the schema, and every column that names a reader', async () => {
    const tables = await schemaTables(server);
    // A table added later fails here until READER_DATA says what deletion does with it.
    expect([...tables].sort()).toEqual(Object.keys(READER_DATA).sort());
    for (const table of tables) {
      const rule = READER_DATA[table as keyof Database];
      const columns = await readerColumns(server, table);
      expect(
        typeof rule === 'object' ? [...rule.cascade, ...(rule.nullify ?? [])].sort() : [],
        table,
      ).toEqual([...columns].sort());
    }
  });

  it('refuses a wrong password and keeps everything', async () => {
    const reader = await register(server, 'deletion_wrong');
    const answer = await call(
      server,
      '/users/delete/account',
      { current_password: 'Wrong0000' },
      { token: reader.token },
    );
    expect([answer.http, answer.body.status.code]).toEqual([401, '11']);
    expect((await call(server, '/auth/me', {}, { token: reader.token })).body.status.code).toBe(
      '0',
    );
    // Without a session there is nobody to delete.
    const guest = await call(server, '/users/delete/account', { current_password: 'x' });
    expect(guest.body.status.code).toBe('2');
  });

  it('deletes everything of the reader in one go, and nothing of anyone else', async () => {
    const reader = await busyReader('deletion_full');
    const bystander = await busyReader('deletion_bystander');
    const { db } = server.context;
    const id = reader.user.id;
    expect(await bookCountersDrift()).toEqual([]);

    // The body cannot name someone else: another reader's id is refused, nothing deleted.
    const other = await call(
      server,
      '/users/delete/account',
      { current_password: reader.password, user_id: bystander.user.id },
      { token: reader.token },
    );
    expect([other.http, other.body.status.code]).toEqual([403, '4']);
    const answer = await call(
      server,
      '/users/delete/account',
      { current_password: reader.password },
      { token: reader.token },
    );
    expect(answer.body.status.code).toBe('0');

    // Signed out, not found, and counted nowhere.
    expect((await call(server, '/auth/me', {}, { token: reader.token })).body.status.code).toBe(
      '5',
    );
    const profile = await call(server, '/users/get/id', id);
    expect([profile.http, profile.body.status.code]).toEqual([404, '3']);
    expect(await bookCountersDrift()).toEqual([]);

    // The scan: no table holds the id in a column that names a reader.
    let scanned = 0;
    for (const table of await schemaTables(server)) {
      for (const column of await readerColumns(server, table)) {
        const found = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}
          WHERE ${sql.ref(column)} = ${id}`.execute(db);
        expect(Number(found.rows[0]?.n), `${table}.${column}`).toBe(0);
        scanned += 1;
      }
    }
    expect(scanned).toBeGreaterThanOrEqual(13);
    const keys = await db.selectFrom('rate_limits').select('key').execute();
    expect(keys.filter(({ key }) => key.includes(reader.email) || key.endsWith(`:${id}`))).toEqual(
      [],
    );

    // The bystander keeps all of theirs, and the friend's follow counts are right again.
    const theirs = await call(server, '/auth/me', {}, { token: bystander.token });
    expect(theirs.body.status.code).toBe('0');
    const followers = await call(server, '/follows/get/follower-users', reader.friend.user.id);
    expect(followers.body.users).toEqual([]);
    const friendRow = await db
      .selectFrom('users')
      .select('followed_reviews_count')
      .where('id', '=', reader.friend.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(friendRow.followed_reviews_count)).toBe(0);
    const bystanderReviews = await db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', bystander.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(bystanderReviews.n)).toBeGreaterThan(0);

    // The address and the username can be registered anew.
    const again = await call(server, '/auth/register', registration('deletion_full'));
    expect(again.body.status.code).toBe('0');
  });
});
