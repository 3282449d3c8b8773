import SQLite from 'better-sqlite3';
import { type Generated, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { RetryingKysely, isDatabaseUnavailable, isRetryableTransactionError } from './faults';

interface Db {
  notes: { id: Generated<number>; text: string };
}

/** A PostgreSQL-like failure: pg's errors carry the SQLSTATE as `code`. */
const failure = (code: string) => Object.assign(new Error(`failed with ${code}`), { code });

describe('transactions run again after a deadlock or serialization failure', () => {
  let db: RetryingKysely<Db> | undefined;
  afterEach(async () => db?.destroy());

  async function open(attempts: number) {
    const retried: number[] = [];
    db = new RetryingKysely<Db>(
      { dialect: new SqliteDialect({ database: new SQLite(':memory:') }) },
      {
        attempts,
        baseDelayMs: 1,
        maxDelayMs: 2,
        onRetry: (_error, attempt) => retried.push(attempt),
      },
    );
    await sql`CREATE TABLE notes (id integer PRIMARY KEY, text text NOT NULL)`.execute(db);
    return { db, retried };
  }

  const texts = async (db: RetryingKysely<Db>) =>
    (await db.selectFrom('notes').select('text').orderBy('id').execute()).map((row) => row.text);

  it('runs the whole callback again in a new transaction; the failed run leaves nothing', async () => {
    const { db, retried } = await open(5);
    const codes = ['40P01', '40001'];
    let runs = 0;
    const answer = await db.transaction().execute(async (trx) => {
      runs += 1;
      await trx
        .insertInto('notes')
        .values({ text: `run ${runs}` })
        .execute();
      const code = codes[runs - 1];
      if (code) throw failure(code);
      return runs;
    });
    expect(answer).toBe(3);
    expect(retried).toEqual([1, 2]);
    expect(await texts(db)).toEqual(['run 3']);
  });

  it('gives up after its attempts and answers the last failure', async () => {
    const { db, retried } = await open(3);
    let runs = 0;
    const run = db.transaction().execute(async () => {
      runs += 1;
      throw failure('40P01');
    });
    await expect(run).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(3);
    expect(retried).toEqual([1, 2]);
  });

  it('never runs again after any other failure, nor with one attempt', async () => {
    for (const [attempts, code] of [
      [5, '23505'],
      [5, '57P01'],
      [5, 'ECONNRESET'],
      [1, '40P01'],
    ] as const) {
      const { db, retried } = await open(attempts);
      let runs = 0;
      const run = db.transaction().execute(async () => {
        runs += 1;
        throw failure(code);
      });
      await expect(run).rejects.toMatchObject({ code });
      expect([code, runs, retried]).toEqual([code, 1, []]);
      await db.destroy();
    }
    db = undefined;
  });

  it('keeps retrying through setIsolationLevel and setAccessMode', async () => {
    const { db } = await open(2);
    let runs = 0;
    await db
      .transaction()
      .setIsolationLevel('serializable')
      .setAccessMode('read write')
      .execute(async () => {
        runs += 1;
        if (runs === 1) throw failure('40001');
      });
    // Kysely's SQLite driver begins without the settings; the builder they made still retries.
    expect(runs).toBe(2);
  });
});

describe('database failures', () => {
  it('tell retryable transactions apart', () => {
    expect(isRetryableTransactionError(failure('40P01'))).toBe(true);
    expect(isRetryableTransactionError(failure('40001'))).toBe(true);
    expect(isRetryableTransactionError(failure('23505'))).toBe(false);
    expect(isRetryableTransactionError(new Error('40P01'))).toBe(false);
  });

  it('say when the database cannot be reached', () => {
    for (const code of ['08006', '08001', '57P01', '57P03', '53300', 'ECONNREFUSED', '40P01']) {
      expect([code, isDatabaseUnavailable(failure(code))]).toEqual([code, true]);
    }
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Query read timeout',
      'Client has encountered a connection error and is not queryable',
    ]) {
      expect([message, isDatabaseUnavailable(new Error(message))]).toEqual([message, true]);
    }
    for (const error of [failure('23505'), failure('22P02'), new Error('boom'), 'text', null]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
