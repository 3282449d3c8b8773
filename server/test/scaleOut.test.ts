// Several stateless servers on one PostgreSQL: two real server processes (server/main.ts, as
// production starts it) share a fresh database, and everything they must agree on (sessions,
// login and registration limits, toggles, the book pages each keeps rendered) is shown to agree
// over HTTP. Only the PostgreSQL leg runs it: one SQLite file is one server's database, not a
// shared one.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeBuild, fakeBuild } from './fakeBuild';
import { type TestDatabase, createTestDatabase, registration, usingPostgres } from './harness';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Server {
  name: string;
  url: string;
  process: ChildProcess;
  output: string[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `build`: the client and page bundle it serves (fakeBuild), for the book page. */
async function startServer(name: string, databaseUrl: string, build: FakeBuild): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PG_POOL_SIZE: '4',
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: build.distDir,
      SSR_DIR: build.ssrDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = { name, url: `http://127.0.0.1:${port}`, process: child, output: [] };
  child.stdout?.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
  // Ready when it answers: a session call without a token is code 2 once routes are up.
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const answer = await fetch(`${server.url}/api/auth/me`, { method: 'POST' });
      if (answer.status === 401) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server ${name} did not start:\n${server.output.join('')}`);
}

async function stopServer(server: Server | undefined) {
  if (!server || server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (server.process.exitCode === null) server.process.kill('SIGKILL');
}

interface Answer {
  http: number;
  code: string;
  // Response bodies are checked field by field below.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

async function call(server: Server, apiPath: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.url}/api${apiPath}`, {
    method: 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = (await response.json()) as Answer['body'];
  return { http: response.status, code: String(parsed?.status?.code), body: parsed } as Answer;
}

describe.skipIf(!usingPostgres)(
  'two server processes on one PostgreSQL (runs only with TEST_DATABASE_URL: the PostgreSQL leg)',
  () => {
    let database: TestDatabase;
    let databaseUrl: string;
    let build: FakeBuild;
    let a: Server | undefined;
    let b: Server | undefined;
    const servers = () => [a!, b!] as const;
    /** Readers registered in the registration test, used by the later ones. */
    const readers: { email: string; password: string }[] = [];

    beforeAll(async () => {
      database = await createTestDatabase();
      databaseUrl = database.options!.databaseUrl!;
      // Both start at once on the empty database: each migrates and tries to seed, and the
      // migrator's lock and the seed's claim row let exactly one do each.
      build = fakeBuild();
      [a, b] = await Promise.all([
        startServer('A', databaseUrl, build),
        startServer('B', databaseUrl, build),
      ]);
    });

    afterAll(async () => {
      await Promise.all([stopServer(a), stopServer(b)]);
      await database?.drop();
      build?.remove();
    });

    const rows = async (query: string, values: unknown[] = []) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query(query, values)).rows;
      } finally {
        await client.end();
      }
    };

    it('started both on one freshly migrated and seeded database', async () => {
      const [{ migrations }] = await rows(
        'SELECT count(*)::int AS migrations FROM kysely_migration',
      );
      expect(migrations).toBeGreaterThan(0);
      const [{ seeds }] = await rows(
        "SELECT count(*)::int AS seeds FROM app_meta WHERE key = 'seeded_at'",
      );
      expect(seeds).toBe(1);
      const [{ ada }] = await rows(
        "SELECT count(*)::int AS ada FROM users WHERE email = 'ada@shelfmark.test'",
      );
      expect(ada).toBe(1);
    });

    it('counts registrations per address across both servers', async () => {
      const [serverA, serverB] = servers();
      // The limit is 10 per address per hour: 5 through each server are all accepted...
      for (let index = 0; index < 10; index += 1) {
        const body = registration(`scale_reader_${index}`);
        const answer = await call(index % 2 === 0 ? serverA : serverB, '/auth/register', body);
        expect([answer.http, answer.code]).toEqual([200, '0']);
        readers.push({ email: body.email, password: body.password });
      }
      // ...and the 11th is refused through either, though each server saw only 5.
      for (const [index, server] of [serverA, serverB].entries()) {
        const answer = await call(server, '/auth/register', registration(`scale_late_${index}`));
        expect([server.name, answer.http, answer.code]).toEqual([server.name, 429, '7']);
      }
    });

    it('accepts a session made on A on B, and a logout on B ends it on A', async () => {
      const [serverA, serverB] = servers();
      const reader = readers[0]!;
      const login = await call(serverA, '/auth/login', reader);
      expect(login.code).toBe('0');
      const token = login.body.data.token as string;
      const userId = login.body.data.userInfo.id as number;

      for (const server of [serverA, serverB]) {
        const me = await call(server, '/auth/me', undefined, token);
        expect([server.name, me.code, me.body.users?.[0]?.id]).toEqual([server.name, '0', userId]);
      }

      const logout = await call(serverB, '/auth/logout', undefined, token);
      expect(logout.code).toBe('0');
      for (const server of [serverA, serverB]) {
        const me = await call(server, '/auth/me', undefined, token);
        expect([server.name, me.http, me.code]).toEqual([server.name, 401, '5']);
      }
    });

    it('counts failed logins per account and address across both servers', async () => {
      const [serverA, serverB] = servers();
      const reader = readers[1]!;
      const wrong = { email: reader.email, password: 'not-the-password-1' };
      // 10 failures per (account, address) are allowed: 5 through each server...
      for (let index = 0; index < 10; index += 1) {
        const answer = await call(index % 2 === 0 ? serverA : serverB, '/auth/login', wrong);
        expect([answer.http, answer.code]).toEqual([401, '11']);
      }
      // ...then that pair is closed on both, even for the right password.
      for (const server of [serverA, serverB]) {
        for (const body of [wrong, reader]) {
          const answer = await call(server, '/auth/login', body);
          expect([server.name, answer.http, answer.code]).toEqual([server.name, 429, '7']);
        }
      }
      // Another reader from the same address is not affected.
      const other = await call(serverB, '/auth/login', readers[2]!);
      expect(other.code).toBe('0');
    });

    it('leaves one relation row flipped once per toggle when toggles race through both', async () => {
      const [serverA, serverB] = servers();
      const login = await call(serverA, '/auth/login', readers[3]!);
      expect(login.code).toBe('0');
      const token = login.body.data.token as string;
      const userId = login.body.data.userInfo.id as number;
      const [{ id: bookId }] = await rows('SELECT id FROM books ORDER BY id LIMIT 1');

      // 11 reading-list toggles at once, on a book the reader has no row for yet (so the
      // first ones race to create it), alternating between the servers.
      const toggles = 11;
      const answers = await Promise.all(
        Array.from({ length: toggles }, (_, index) =>
          call(
            index % 2 === 0 ? serverA : serverB,
            '/user-book-relations/add-to-read-list',
            {
              book_id: bookId,
            },
            token,
          ),
        ),
      );
      expect(answers.map((answer) => answer.code)).toEqual(Array(toggles).fill('0'));
      // Each toggle answers the state it made: serialised flips from "not listed" are
      // on, off, on, ... so 6 answers say listed and 5 say not.
      const listed = answers.filter((answer) => answer.body.userBookRelations[0].read_list);
      expect(listed.length).toBe(Math.ceil(toggles / 2));

      const stored = await rows(
        'SELECT read_list FROM user_book_relations WHERE user_id = $1 AND book_id = $2',
        [userId, bookId],
      );
      expect(stored).toHaveLength(1);
      expect(Number(stored[0].read_list)).toBe(toggles % 2);
      for (const server of [serverA, serverB]) {
        const read = await call(
          server,
          '/user-book-relations/get/user-book-relation',
          { book_id: bookId },
          token,
        );
        expect([server.name, read.body.userBookRelations[0].read_list]).toEqual([
          server.name,
          toggles % 2 === 1,
        ]);
      }
    });

    it("serves the book page from A's cache until a review written through B changes it", async () => {
      const [serverA, serverB] = servers();
      const [{ id: bookId }] = await rows(
        'SELECT id FROM books WHERE ratings_count = 0 ORDER BY id LIMIT 1',
      );
      const page = async (server: Server) => {
        const answer = await fetch(`${server.url}/book/details?id=${bookId}`);
        expect(answer.status).toBe(200);
        return { cache: answer.headers.get('x-render-cache'), html: await answer.text() };
      };
      const first = await page(serverA);
      expect(first.cache).toBe('miss');
      expect(await page(serverA)).toEqual({ cache: 'hit', html: first.html });
      expect(first.html).not.toContain('<article>');

      const login = await call(serverB, '/auth/login', readers[4]!);
      const token = login.body.data.token as string;
      for (const [apiPath, body] of [
        ['/user-book-relations/set-as-read', bookId],
        [
          '/reviews/create/book-review',
          { book_id: bookId, rating: 4, review_title: 'Written on B', review_text: 'Read on A.' },
        ],
      ] as const) {
        expect((await call(serverB, apiPath, body, token)).code).toBe('0');
      }

      const after = await page(serverA);
      expect(after.cache).toBe('miss');
      expect(after.html).toContain('<article>Written on B | scale_reader_4 |');
      expect(await page(serverA)).toEqual({ cache: 'hit', html: after.html });
    });

    it('drops a book A keeps in memory once a read through B changes it', async () => {
      const [serverA, serverB] = servers();
      const [{ id: bookId, reads_count: before }] = await rows(
        'SELECT id, reads_count FROM books ORDER BY id DESC LIMIT 1',
      );
      const readsOn = async (server: Server) => {
        const answer = await call(server, '/books/get/id', bookId);
        expect(answer.code).toBe('0');
        return answer.body.books[0].reads as number;
      };
      expect([await readsOn(serverA), await readsOn(serverB)]).toEqual([before, before]);

      const login = await call(serverB, '/auth/login', readers[5]!);
      const read = await call(
        serverB,
        '/user-book-relations/set-as-read',
        bookId,
        login.body.data.token,
      );
      expect(read.body.books[0].reads).toBe(before + 1);
      // B's own answer is at once; A hears of it when the change commits, within milliseconds.
      const deadline = Date.now() + 5_000;
      while ((await readsOn(serverA)) !== before + 1 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect([await readsOn(serverA), await readsOn(serverB)]).toEqual([before + 1, before + 1]);
    });
  },
);

describe('npm run db:migrate', () => {
  it('migrates a fresh database once and exits; a second run finds nothing to do', async () => {
    const database = await createTestDatabase();
    try {
      const env = {
        ...process.env,
        DATABASE_URL: database.options?.databaseUrl ?? '',
        DATA_DIR: database.options?.dataDir ?? '',
      };
      const run = () =>
        spawnSync(process.execPath, ['--import', 'tsx', 'server/migrate.ts'], {
          cwd: root,
          env,
          encoding: 'utf8',
          timeout: 30_000,
        });
      const first = run();
      expect(first.status, first.stderr).toBe(0);
      expect(first.stdout).toMatch(/applied \d+ migration\(s\): 0001_core_schema/);
      const second = run();
      expect(second.status, second.stderr).toBe(0);
      expect(second.stdout).toMatch(/schema already current/);
      if (database.options?.dataDir) {
        expect(fs.existsSync(path.join(database.options.dataDir, 'shelfmark.db'))).toBe(true);
      }
    } finally {
      await database.drop();
    }
  });
});
