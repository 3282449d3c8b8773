// A kill -9 in the middle of an import: a real server process (server/main.ts, as
// production starts it) applies a large import in batches; it is killed with SIGKILL while the
// import runs. The database then holds whole batches only (the reader's shelves match the
// recorded progress exactly); a restarted server resumes the import once its lease has run out,
// and it ends as a clean import of the same file ends. Both databases.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodreadsFile, type KnownBook } from '../bench/goodreadsFile';
import { openDatabase } from '../db/connect';
import type { Flag } from '../db/schema';
import type { PlanRow } from '../repos/imports';
import { newBookOf } from '../import/runner';
import { newBookKey } from '../repos/importBooks';
import { DEFAULT_SEED_FILES } from '../seed/seed';
import { type TestDatabase, createTestDatabase, registration } from './harness';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const noClient = path.join(os.tmpdir(), 'shelfmark-import-kill-no-client');
const ROWS = 3000;

interface Server {
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

async function startServer(database: TestDatabase): Promise<Server> {
  const port = await freePort();
  const options = database.options ?? {};
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...(options.databaseUrl
        ? { DATABASE_URL: options.databaseUrl, PG_POOL_SIZE: '4' }
        : { DATA_DIR: options.dataDir ?? '' }),
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: noClient,
      SSR_DIR: noClient,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      // Small batches and a short lease: many commits to kill between, a quick resume.
      IMPORT_BATCH_ROWS: '50',
      IMPORT_LEASE_MS: '1500',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = { url: `http://127.0.0.1:${port}`, process: child, output: [] };
  child.stdout?.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
  const deadline = Date.now() + 60_000;
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
  throw new Error(`server did not start:\n${server.output.join('')}`);
}

async function kill(server: Server | undefined, signal: NodeJS.Signals) {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill(signal);
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

async function post(server: Server, apiPath: string, body: unknown, token?: string) {
  const response = await fetch(`${server.url}/api${apiPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  // Bodies are checked field by field below.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (await response.json()) as any;
}

async function signUp(server: Server, username: string): Promise<string> {
  const body = registration(username);
  await post(server, '/auth/register', body);
  const login = await post(server, '/auth/login', { email: body.email, password: body.password });
  return login.data.token as string;
}

describe('an import killed with SIGKILL mid-apply', () => {
  let database: TestDatabase;
  let server: Server | undefined;
  const file = Buffer.from(
    goodreadsFile(
      ROWS,
      JSON.parse(fs.readFileSync(DEFAULT_SEED_FILES.catalogue, 'utf8')) as KnownBook[],
    ),
  );

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await kill(server, 'SIGKILL');
    await database.drop();
  });

  /** The import's progress and the reader's rows, read straight from the database. */
  async function state(userId: number, importId: number) {
    const handle = openDatabase({ ...database.options, poolSize: 1 });
    try {
      const db = handle.db;
      const row = await db
        .selectFrom('imports')
        .select(['status', 'rows_done', 'books_created', 'rows_json'])
        .where('id', '=', importId)
        .executeTakeFirstOrThrow();
      // The books of the rows committed so far: a matched book's id, or a created book's key.
      const plan = JSON.parse(row.rows_json) as PlanRow[];
      const committedBooks = new Set(
        plan
          .slice(0, row.rows_done)
          .map(({ row: fileRow, match }) =>
            match.kind === 'matched' ? `id:${match.bookId}` : newBookKey(newBookOf(fileRow)),
          ),
      ).size;
      const count = async (table: 'user_book_relations' | 'readings' | 'relation_extras') =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('user_id', '=', userId)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const added = Number(
        (
          await db
            .selectFrom('books')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('added_by_reader', '=', 1)
            .executeTakeFirstOrThrow()
        ).n,
      );
      // The journal's rule everywhere: read = 1 exactly when a read reading exists.
      const disagreeing = await db
        .selectFrom('user_book_relations as r')
        .select('r.book_id')
        .where('r.user_id', '=', userId)
        .where((eb) =>
          eb(
            'r.read',
            '<>',
            eb
              .case()
              .when(
                eb.exists(
                  eb
                    .selectFrom('readings as g')
                    .select('g.id')
                    .whereRef('g.user_id', '=', 'r.user_id')
                    .whereRef('g.book_id', '=', 'r.book_id')
                    .where('g.state', '=', 'read'),
                ),
              )
              .then(1)
              .else(0)
              .end()
              .$castTo<Flag>(),
          ),
        )
        .execute();
      return {
        status: row.status,
        rows_done: row.rows_done,
        books_created: row.books_created,
        committedBooks,
        relations: await count('user_book_relations'),
        extras: await count('relation_extras'),
        readings: await count('readings'),
        readerBooks: added,
        disagreeing: disagreeing.length,
      };
    } finally {
      await handle.close();
    }
  }

  it('keeps whole batches only, resumes after a restart, and ends as a clean import', async () => {
    server = await startServer(database);
    const token = await signUp(server, 'kill_reader');
    const me = await post(server, '/auth/me', {}, token);
    const userId = me.users[0].id as number;
    const previewed = await post(
      server,
      '/imports/preview',
      { filename: 'big.csv', content_base64: file.toString('base64') },
      token,
    );
    expect(previewed.status.code).toBe('0');
    const importId = previewed.import.id as number;
    const confirmed = await post(
      server,
      '/imports/confirm',
      { import_id: importId, unresolved: 'create' },
      token,
    );
    expect(confirmed.import.status).toBe('applying');

    // Killed as soon as some batches are in and most are not.
    let done = 0;
    for (let attempt = 0; attempt < 2000 && done < 300; attempt += 1) {
      const status = await post(server, '/imports/status', importId, token);
      done = status.import.progress.done as number;
    }
    await kill(server, 'SIGKILL');
    const killed = await state(userId, importId);
    expect(killed.status).toBe('applying');
    expect(killed.rows_done).toBeGreaterThan(0);
    expect(killed.rows_done).toBeLessThan(ROWS);
    // The shelves hold exactly the books of the committed rows: no row of the batch in flight.
    expect(killed.relations).toBe(killed.committedBooks);
    expect(killed.extras).toBe(killed.committedBooks);
    expect(killed.readerBooks).toBe(killed.books_created);
    expect(killed.disagreeing).toBe(0);

    // A new process: the status poll resumes the import once the lease has run out.
    server = await startServer(database);
    let summary = (await post(server, '/imports/status', importId, token)).import;
    const deadline = Date.now() + 90_000;
    while (summary.status !== 'done' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      summary = (await post(server, '/imports/status', importId, token)).import;
    }
    expect(summary.status).toBe('done');
    expect(summary.result).toEqual({ imported: ROWS, created: summary.result.created, skipped: 0 });
    const resumed = await state(userId, importId);
    expect(resumed.relations).toBe(resumed.committedBooks);
    expect(resumed.disagreeing).toBe(0);
    expect(resumed.readerBooks).toBe(resumed.books_created);

    // The same file imported cleanly by another reader ends in the same export, byte for byte.
    const other = await signUp(server, 'clean_reader');
    const again = await post(
      server,
      '/imports/preview',
      { filename: 'big.csv', content_base64: file.toString('base64') },
      other,
    );
    expect(again.import.rows.to_create).toBe(0);
    await post(
      server,
      '/imports/confirm',
      { import_id: again.import.id, unresolved: 'create' },
      other,
    );
    let cleanStatus = 'applying';
    while (cleanStatus !== 'done' && Date.now() < deadline + 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      cleanStatus = (await post(server, '/imports/status', again.import.id, other)).import.status;
    }
    const exportOf = async (session: string) =>
      (
        await fetch(`${server?.url}/api/export/goodreads.csv`, {
          headers: { authorization: `Bearer ${session}` },
        })
      ).text();
    const [killedExport, cleanExport] = await Promise.all([exportOf(token), exportOf(other)]);
    expect(killedExport.split('\n').length).toBeGreaterThan(ROWS);
    expect(killedExport).toBe(cleanExport);
    await kill(server, 'SIGTERM');
  }, 240_000);
});
