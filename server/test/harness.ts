import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely, KyselyPlugin } from 'kysely';
import pg from 'pg';
import { journalResponseSchema } from '../../src/api/contract';
import { type BuildOptions, type BuiltApp, buildApp } from '../app';
import type { Database } from '../db/schema';

const here = path.dirname(fileURLToPath(import.meta.url));
export const FIXTURE_SEED = {
  catalogue: path.join(here, 'fixtures', 'catalogue.json'),
  demo: path.join(here, 'fixtures', 'demo.json'),
};
export const DEMO_PASSWORD = 'Shelfmark2026';
/** Far cheaper than production argon2; the algorithm (argon2id) is the same. */
export const CHEAP_ARGON2 = { memoryCost: 1024, timeCost: 1 };

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A fresh database per suite: a temp SQLite directory, or a new PostgreSQL database. */
export interface TestDatabase {
  options: BuildOptions['database'];
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shelfmark-test-'));
    return {
      options: { dataDir },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `shelfmark_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    options: {
      databaseUrl: url.toString(),
      poolSize: 5,
      // DROP DATABASE ... WITH (FORCE) may terminate a connection the closing pool still holds.
      onIdleError: () => {},
    },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface Clock {
  now(): Date;
  advance(ms: number): void;
}

export function createClock(start = new Date('2026-11-21T12:00:00.000Z')): Clock {
  let time = start.getTime();
  return { now: () => new Date(time), advance: (ms) => (time += ms) };
}

export interface TestServer extends BuiltApp {
  database: TestDatabase;
  clock: Clock;
  /** Builds the app again on the same database (durability checks). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestServer(overrides: Partial<BuildOptions> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const clock = createClock();
  // Mail that a suite does not receive itself (no SMTP_URL) lands in an outbox of its own.
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shelfmark-outbox-'));
  const options: BuildOptions = {
    database: database.options,
    now: clock.now,
    seed: FIXTURE_SEED,
    argon2: CHEAP_ARGON2,
    rateLimits: { requestsPerMinute: 0 },
    mail: { outboxDir },
    ...overrides,
    // Small imports apply without the pause that lets a reader watch them move (tests poll).
    importRunner: { stepPauseMs: 0, ...overrides.importRunner },
  };
  const server = { database, clock, ...(await buildApp(options)) } as TestServer;
  server.restart = async () => {
    await server.app.close();
    Object.assign(server, await buildApp(options));
  };
  server.close = async () => {
    await server.app.close();
    await database.drop();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  };
  return server;
}

export interface ApiAnswer {
  http: number;
  // Response bodies are checked field by field in the tests.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  response: LightMyRequestResponse;
}

/** POSTs `body` as JSON (a string in `raw` is sent as is) to `/api<path>`. */
export async function call(
  server: Pick<TestServer, 'app'>,
  apiPath: string,
  body?: unknown,
  options: { token?: string | null; raw?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const payload = options.raw ?? (body === undefined ? undefined : JSON.stringify(body));
  const response = await server.app.inject({
    method: 'POST',
    url: `/api${apiPath}`,
    headers,
    payload,
  });
  let parsed: unknown;
  try {
    parsed = response.json();
  } catch {
    parsed = response.body;
  }
  return { http: response.statusCode, body: parsed, response };
}

export async function login(
  server: Pick<TestServer, 'app'>,
  email: string,
  password = DEMO_PASSWORD,
) {
  const answer = await call(server, '/auth/login', { email, password });
  if (answer.body?.status?.code !== '0')
    throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return {
    token: answer.body.data.token as string,
    user: answer.body.data.userInfo as { id: number },
  };
}

/** A registration body every rule accepts, for `username` at example.test. */
export function registration(username: string, password = 'Passw0rdX') {
  return {
    name: 'Test',
    surname: 'Reader',
    username,
    email: `${username}@example.test`,
    password,
    confirm_password: password,
  };
}

/** Registers `username` (see `registration`) and signs in: the session and its credentials. */
export async function register(server: Pick<TestServer, 'app'>, username: string) {
  const body = registration(username);
  const answer = await call(server, '/auth/register', body);
  if (answer.body?.status?.code !== '0')
    throw new Error(`register failed: ${JSON.stringify(answer.body)}`);
  const { email, password } = body;
  return { ...(await login(server, email, password)), email, password };
}

/** A reader's journal of one book, as the book page asks for it. */
export async function journalOf(server: Pick<TestServer, 'app'>, token: string, bookId: number) {
  const answer = await call(server, '/readings/get/book', bookId, { token });
  return journalResponseSchema.parse(answer.body).journal;
}

export async function bookIdBySource(server: Pick<TestServer, 'context'>, sourceId: number) {
  const row = await server.context.db
    .selectFrom('books')
    .select('id')
    .where('source_id', '=', sourceId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** How many rows `table` holds. */
export async function countRows(server: Pick<TestServer, 'context'>, table: keyof Database) {
  const { n } = await server.context.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  // PostgreSQL answers a count as a string.
  return Number(n);
}

/**
 * `db` as a handle that counts the queries it sends (by their results: a subquery built on
 * the handle is transformed too, but only whole queries get results).
 */
export function countingQueries(db: Kysely<Database>) {
  let queries = 0;
  const counting: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      queries += 1;
      return args.result;
    },
  };
  return { db: db.withPlugin(counting), queries: () => queries };
}
