import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { usingPostgres } from '../test/harness';
import { namedStatements } from './postgresStatements';

describe.skipIf(!usingPostgres)(
  'named statements (runs only with TEST_DATABASE_URL: the PostgreSQL leg)',
  () => {
    // Each test has its own connection: its statements start from none, and every call runs
    // in the session whose statements are listed.
    async function session<T>(limit: number, work: (client: pg.PoolClient) => Promise<T>) {
      const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
      const client = await namedStatements(pool, limit).connect();
      try {
        return await work(client as unknown as pg.PoolClient);
      } finally {
        client.release();
        await pool.end();
      }
    }

    const prepared = async (client: pg.PoolClient) =>
      (
        await client.query<{ statement: string }>(
          'SELECT statement FROM pg_prepared_statements ORDER BY prepare_time',
          [],
        )
      ).rows.map((row) => row.statement);

    it('prepares a statement with values once, and runs it with each call’s values', async () => {
      const answers = await session(10, async (client) => {
        const sums = [];
        for (const value of [1, 2, 3]) {
          sums.push((await client.query('SELECT $1::int + 1 AS n', [value])).rows[0]);
        }
        return { sums, statements: await prepared(client) };
      });
      expect(answers.sums).toEqual([{ n: 2 }, { n: 3 }, { n: 4 }]);
      expect(answers.statements).toEqual(['SELECT $1::int + 1 AS n']);
    });

    it('runs a text without values as it is, several statements in one included', async () => {
      const statements = await session(10, async (client) => {
        await client.query('SELECT 1; SELECT 2', []);
        return prepared(client);
      });
      expect(statements).toEqual([]);
    });

    it('names only the first texts up to its limit and runs the rest unnamed', async () => {
      const answers = await session(2, async (client) => {
        const results = [];
        for (const add of [1, 2, 3, 4]) {
          results.push((await client.query(`SELECT $1::int + ${add} AS n`, [10])).rows[0]);
        }
        return { results, statements: await prepared(client) };
      });
      expect(answers.results).toEqual([{ n: 11 }, { n: 12 }, { n: 13 }, { n: 14 }]);
      expect(answers.statements).toEqual(['SELECT $1::int + 1 AS n', 'SELECT $1::int + 2 AS n']);
    });

    it('waits for afterCommit after each commit, and only then', async () => {
      const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
      const seen: string[] = [];
      const client = await namedStatements(pool, 10, async () => {
        seen.push('caught up');
      }).connect();
      const run = async (text: string) => {
        await client.query(text, []);
        seen.push(text);
      };
      try {
        await run('CREATE TEMP TABLE marks (n int)');
        await run('SELECT count(*) FROM marks');
        await run('INSERT INTO marks VALUES (1)');
        for (const text of ['BEGIN', 'INSERT INTO marks VALUES (2)', 'SAVEPOINT s'])
          await run(text);
        for (const text of ['ROLLBACK TO SAVEPOINT s', 'UPDATE marks SET n = 3', 'COMMIT']) {
          await run(text);
        }
        for (const text of ['BEGIN', 'DELETE FROM marks', 'ROLLBACK']) await run(text);
      } finally {
        client.release();
        await pool.end();
      }
      expect(seen).toEqual([
        'caught up',
        'CREATE TEMP TABLE marks (n int)',
        'SELECT count(*) FROM marks',
        'caught up',
        'INSERT INTO marks VALUES (1)',
        'BEGIN',
        'INSERT INTO marks VALUES (2)',
        'SAVEPOINT s',
        'ROLLBACK TO SAVEPOINT s',
        'UPDATE marks SET n = 3',
        'caught up',
        'COMMIT',
        'BEGIN',
        'DELETE FROM marks',
        'ROLLBACK',
      ]);
    });
  },
);
