// PostgreSQL restarted under load. The test runs a throwaway cluster of its own (initdb into a
// temporary directory, its own port; never the shared test cluster), builds the app on it and
// keeps writing and reading while the cluster is stopped (pg_ctl stop -m fast) and started
// again. Requests during the outage answer at once with code 10 (try again), not a hang; the
// same app, not restarted, answers again afterwards, its book-change listener hears other
// connections' writes again, and every write acknowledged before, during or after the outage
// is in the database. Only the PostgreSQL leg runs it (it needs PostgreSQL's binaries).
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../app';
import {
  CHEAP_ARGON2,
  FIXTURE_SEED,
  type ApiAnswer,
  bookIdBySource,
  call,
  register,
  registration,
  usingPostgres,
} from './harness';

/** The first port from here that nothing listens on is the cluster's. */
const FIRST_PORT = 54340;
/** Longest a request may take while the database is away: an answer, not a hang. */
const OUTAGE_ANSWER_MS = 3_000;
/** Longest the app may take to answer again once the database is back. */
const RECOVERY_MS = 20_000;

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function binDir(): string {
  const versions = fs.existsSync('/usr/lib/postgresql')
    ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b))
    : [];
  const latest = versions.at(-1);
  if (!latest) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql');
  return path.join('/usr/lib/postgresql', latest, 'bin');
}

async function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A cluster in a temporary directory, run as the postgres user when the test runs as root. */
class Cluster {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shelfmark-restart-'));
  readonly bin = binDir();
  port = FIRST_PORT;

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** Runs a PostgreSQL program without blocking the event loop: the app keeps serving. */
  private async run(command: string, args: string[]) {
    const program = path.join(this.bin, command);
    const [file, list] =
      process.getuid?.() === 0
        ? ['runuser', ['-u', 'postgres', '--', program, ...args]]
        : [program, args];
    await run(file, list, { timeout: 60_000 });
  }

  async init() {
    if (process.getuid?.() === 0) spawnSync('chown', ['postgres:postgres', this.dir]);
    fs.chmodSync(this.dir, 0o700);
    await this.run('initdb', ['-D', this.dir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8']);
    while (!(await portFree(this.port))) {
      this.port += 1;
      if (this.port > FIRST_PORT + 20) throw new Error('no free port for the cluster');
    }
  }

  async start() {
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${this.dir} -c max_connections=40`;
    await this.run('pg_ctl', [
      '-D',
      this.dir,
      '-w',
      '-t',
      '30',
      '-l',
      `${this.dir}/log`,
      '-o',
      options,
      'start',
    ]);
  }

  /** Fast shutdown: sessions are ended, the data is checkpointed. */
  async stop() {
    await this.run('pg_ctl', ['-D', this.dir, '-w', '-t', '30', '-m', 'fast', 'stop']);
  }

  async remove() {
    await this.stop().catch(() => {});
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

interface Outcome {
  kind: 'register' | 'status' | 'read';
  key: string;
  code: string;
  http: number;
  ms: number;
  retryAfter?: string;
}

describe.skipIf(!usingPostgres)('PostgreSQL restarted under load', () => {
  const cluster = new Cluster();
  let built: BuiltApp;
  let books: number[] = [];
  const outcomes: Outcome[] = [];
  /** Each reader's session, for their reading-status writes. */
  const readers: { token: string; id: number }[] = [];

  beforeAll(async () => {
    await cluster.init();
    await cluster.start();
    built = await buildApp({
      database: { databaseUrl: cluster.url, poolSize: 4, onIdleError: () => {} },
      seed: FIXTURE_SEED,
      argon2: CHEAP_ARGON2,
      rateLimits: { requestsPerMinute: 0, registerPerIp: 100_000 },
    });
    books = await Promise.all([1, 2, 3, 5, 6].map((source) => bookIdBySource(built, source)));
    for (const name of ['restart_a', 'restart_b', 'restart_c']) {
      const { token, user } = await register(built, name);
      readers.push({ token, id: user.id });
    }
  });

  afterAll(async () => {
    await built?.app.close();
    await cluster.remove();
  });

  /** One timed request, kept among the outcomes. */
  async function timed(kind: Outcome['kind'], key: string, work: () => Promise<ApiAnswer>) {
    const started = performance.now();
    const answer = await work();
    const outcome: Outcome = {
      kind,
      key,
      code: String(answer.body?.status?.code),
      http: answer.http,
      ms: performance.now() - started,
      retryAfter: answer.response.headers['retry-after'] as string | undefined,
    };
    outcomes.push(outcome);
    return outcome;
  }

  let serial = 0;
  /** A write (a registration, or a reader starting a book) or a read, in turn. */
  async function step(worker: number) {
    serial += 1;
    const turn = serial % 3;
    if (turn === 0) {
      const username = `restart_${worker}_${serial}`;
      return timed('register', username, () =>
        call(built, '/auth/register', registration(username)),
      );
    }
    if (turn === 1) {
      const reader = readers[serial % readers.length] as (typeof readers)[number];
      const book = books[serial % books.length] as number;
      return timed('status', `${reader.id}:${book}`, () =>
        call(
          built,
          '/readings/set-status',
          { book_id: book, status: 'reading' },
          { token: reader.token },
        ),
      );
    }
    const book = books[serial % books.length] as number;
    return timed('read', String(book), () => call(built, '/books/get/id', book));
  }

  /** `workers` loops of `step` until `until` says stop (at most `max` steps each). */
  function load(workers: number, max: number, until: () => boolean) {
    return Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        for (let index = 0; index < max && !until(); index += 1) {
          await step(worker);
          await sleep(20);
        }
      }),
    );
  }

  it('answers "try again" while it is down and recovers without a restart', async () => {
    // Before: everything answers.
    await load(3, 8, () => false);
    expect(outcomes.filter((outcome) => outcome.code !== '0')).toEqual([]);

    // Stopped mid-load: requests in flight and after it answer 0 or 10, each within the bound.
    let stopLoad = false;
    const during = load(3, 2_000, () => stopLoad);
    await sleep(300);
    const beforeStop = outcomes.length;
    await cluster.stop();
    const outage: Outcome[] = [];
    for (const [kind, work] of [
      ['read', () => call(built, '/books/get/id', books[0])],
      ['register', () => call(built, '/auth/register', registration('restart_outage'))],
      ['read', () => call(built, '/reviews/get/feed', {}, { token: readers[0]?.token })],
      [
        'status',
        () =>
          call(
            built,
            '/readings/set-status',
            { book_id: books[0], status: 'reading' },
            { token: readers[0]?.token },
          ),
      ],
    ] as const) {
      outage.push(await timed(kind, `outage ${kind}`, work));
    }
    for (const outcome of outage) {
      expect(outcome).toMatchObject({ http: 503, code: '10', retryAfter: '1' });
      expect(outcome.ms).toBeLessThan(OUTAGE_ANSWER_MS);
    }
    await sleep(500);
    expect(outcomes.length, 'the load kept answering while the database was down').toBeGreaterThan(
      beforeStop + outage.length,
    );

    await cluster.start();
    const deadline = Date.now() + RECOVERY_MS;
    for (;;) {
      const answer = await call(built, '/books/get/id', books[1]);
      if (answer.body.status.code === '0') break;
      expect(Date.now(), 'answering again after the restart').toBeLessThan(deadline);
      await sleep(100);
    }
    stopLoad = true;
    await during;

    // Nothing but answers and "try again" under the restart, and none of them slow.
    const strange = outcomes.filter(
      (outcome) => !['0', '10'].includes(outcome.code) || outcome.ms > OUTAGE_ANSWER_MS,
    );
    expect(strange).toEqual([]);
    expect(outcomes.some((outcome) => outcome.code === '10')).toBe(true);

    // After: the same app answers every kind of request again.
    const afterStart = outcomes.length;
    await load(3, 8, () => false);
    expect(outcomes.slice(afterStart).filter((outcome) => outcome.code !== '0')).toEqual([]);

    // The book-change listener listens again: a change made on another connection is heard.
    const heard = new Set<number | null>();
    built.bookChanges.listen((id) => heard.add(id));
    const other = new pg.Client({ connectionString: cluster.url });
    await other.connect();
    try {
      const changed = books[2] as number;
      const hearDeadline = Date.now() + RECOVERY_MS;
      while (!heard.has(changed)) {
        expect(Date.now(), 'the listener hears changes again').toBeLessThan(hearDeadline);
        await other.query('UPDATE books SET reads_count = reads_count WHERE id = $1', [changed]);
        await sleep(200);
      }
    } finally {
      await other.end();
    }
    expect(built.bookChanges.generation).not.toBeUndefined();

    // Every acknowledged write is there.
    const db = built.context.db;
    const registered = outcomes
      .filter((outcome) => outcome.kind === 'register' && outcome.code === '0')
      .map((outcome) => outcome.key);
    const users = await db
      .selectFrom('users')
      .select('username')
      .where('username', 'in', registered)
      .execute();
    expect(users.map((user) => user.username).sort()).toEqual([...new Set(registered)].sort());
    const started = [
      ...new Set(
        outcomes
          .filter((outcome) => outcome.kind === 'status' && outcome.code === '0')
          .map((outcome) => outcome.key),
      ),
    ];
    expect(started.length).toBeGreaterThan(0);
    const readings = await db
      .selectFrom('readings')
      .select(['user_id', 'book_id'])
      .where('state', '=', 'reading')
      .execute();
    const stored = new Set(readings.map((row) => `${row.user_id}:${row.book_id}`));
    expect(started.filter((key) => !stored.has(key))).toEqual([]);
  });
});
