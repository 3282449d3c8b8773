/**
 * Latency and throughput of the main reads on the synthetic data set, next to a bare Fastify
 * JSON route measured in the same run.
 *   npm run seed:synthetic && npm run bench          (DATA_DIR, default ./data/bench)
 *   DATABASE_URL=postgres://... npm run bench
 * DURATION (seconds per scenario, default 8, after WARMUP unmeasured seconds, default 2) and
 * CONNECTIONS (default 20) tune the load;
 * ONLY (comma-separated parts of scenario names, e.g. ONLY=search,feed) picks scenarios, the
 * bare route always measured first for the ratio.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BENCH_PASSWORD } from './password';
import { random, vocabulary } from './synthetic';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DURATION = Number(process.env.DURATION ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const WARMUP = Number(process.env.WARMUP ?? 2);
const ONLY = process.env.ONLY?.split(',').filter(Boolean);
const API_PORT = 3301;
const BARE_PORT = 3302;

function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitFor(url: string, body: string) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function post(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return response.json() as Promise<Record<string, unknown>>;
}

/** Kernel clock ticks per second, the unit of /proc's CPU times. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * A process's CPU time so far (user + system) in microseconds, from /proc: Linux only,
 * undefined elsewhere. Steadier than throughput when the host's load moves between runs.
 */
function cpuMicros(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, from the state (field 3): utime is 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

interface Scenario {
  name: string;
  url: string;
  /** The process answering, whose CPU time per request is reported. */
  server: ChildProcess;
  token?: string;
  body: () => unknown;
  /** Overrides CONNECTIONS: a reader's own page is measured as one reader waits for it. */
  connections?: number;
  /** A GET of this path (a page, gzipped as browsers take it) instead of a POST of body(). */
  get?: () => string;
}

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  /** The answering process's CPU time per request, in microseconds (Linux only). */
  cpuPerRequest?: number;
}

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);

async function measure(scenario: Scenario): Promise<Measured> {
  const times: number[] = [];
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (scenario.token) headers.authorization = `Bearer ${scenario.token}`;
  const { get } = scenario;
  if (get) headers['accept-encoding'] = 'gzip';
  const load = (duration: number) =>
    autocannon({
      url: scenario.url,
      connections: scenario.connections ?? CONNECTIONS,
      duration,
      method: get ? 'GET' : 'POST',
      headers,
      requests: [
        {
          setupRequest: (request) =>
            get
              ? { ...request, path: get() }
              : { ...request, body: JSON.stringify(scenario.body()) },
        },
      ],
    });
  // Unmeasured first: a running server has compiled its hot paths and filled its caches.
  if (WARMUP > 0) await load(WARMUP);
  const instance = load(DURATION);
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const cpuBefore = cpuMicros(scenario.server.pid);
  const result = await instance;
  const cpuAfter = cpuMicros(scenario.server.pid);
  times.sort((a, b) => a - b);
  return {
    name: scenario.name,
    rps: result.requests.total / result.duration,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    failures: result.non2xx + result.errors + result.timeouts,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
      ? { cpuPerRequest: (cpuAfter - cpuBefore) / result.requests.total }
      : {}),
  };
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = process.env.DATA_DIR ?? path.join(root, 'data', 'bench');
  const api = start('server/main.ts', {
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'warn',
    // As production runs it (scripts/start.mjs): React's development build renders the book
    // page about half as fast. The built client (npm run build) serves that page.
    NODE_ENV: 'production',
  });
  const bare = start('server/bench/bareServer.ts', { PORT: String(BARE_PORT) });
  try {
    const base = `http://127.0.0.1:${API_PORT}/api`;
    await waitFor(`${base}/books/genres`, '{}');
    await waitFor(`http://127.0.0.1:${BARE_PORT}/bare`, '{}');

    const books = Number((await post(`${base}/books/discover/most-reads`, { limit: 1 })).total);
    const login = (await post(`${base}/auth/login`, {
      email: 'reader1@bench.test',
      password: BENCH_PASSWORD,
    })) as {
      data?: { token: string };
    };
    const token = login.data?.token;
    if (!token || !books) throw new Error('the benchmark needs `npm run seed:synthetic` first');
    // The feed case reads as reader 1, who follows FEED_READER_FOLLOWS (500) readers.
    const following = Number(
      (await post(`${base}/reviews/get/feed`, { limit: 1 }, token)).following_count,
    );

    // The statistics case reads as reader 2, who has STATS_READER_READINGS (5,000) readings.
    const statsLogin = (await post(`${base}/auth/login`, {
      email: 'reader2@bench.test',
      password: BENCH_PASSWORD,
    })) as { data?: { token: string } };
    const statsToken = statsLogin.data?.token;
    const statsAnswer = (await post(`${base}/stats/get`, { year: null }, statsToken)) as {
      stats?: { totals: { books: number } };
    };
    const statsReadings = statsAnswer.stats?.totals.books ?? 0;

    // Rendered, not the empty shell: the page carries its answers for the app.
    const pageRenders = await fetch(`http://127.0.0.1:${API_PORT}/book/details?id=1`)
      .then((answer) => answer.text())
      .then((html) => html.includes('shelfmark-prefetched'));
    if (!pageRenders) console.log('no built client (npm run build): the book page is skipped');
    // The page scenario measures pages served from the server's cache of rendered pages: each
    // of its books is rendered once here first, which measures the render (a miss) instead.
    let pagesRendered = 0;
    const renderStarted = performance.now();
    await Promise.all(
      Array.from({ length: pageRenders ? 10 : 0 }, async () => {
        while (pagesRendered < 1000) {
          pagesRendered += 1;
          await fetch(`http://127.0.0.1:${API_PORT}/book/details?id=${pagesRendered}`, {
            headers: { 'accept-encoding': 'gzip' },
          }).then((answer) => answer.arrayBuffer());
        }
      }),
    );
    if (pageRenders) {
      const seconds = (performance.now() - renderStarted) / 1000;
      console.log(
        `book pages 1-1000 rendered in ${seconds.toFixed(1)}s (10 connections): ${Math.round(1000 / seconds)} pages/s`,
      );
    }

    const rng = random(99);
    const words = vocabulary(8000, 8);
    const typo = (word: string) => (word.length > 4 ? word.slice(0, 1) + word.slice(2) : word);
    const queries = Array.from({ length: 500 }, (_, index) => {
      const word = rng.pick(words);
      if (index % 5 === 0) return typo(word);
      if (index % 5 === 1) return `${word} ${rng.pick(words)}`;
      return word;
    });
    let queryIndex = 0;
    // Phrases a search has not seen: a word's first 4 to 8 letters, every word and length once
    // (some 20k), so the search's kept matches (search/matchCache.ts) do not serve them.
    const unseen = [
      ...new Set(
        words.flatMap((word) =>
          [4, 5, 6, 7, 8]
            .filter((length) => length <= word.length)
            .map((length) => word.slice(0, length)),
        ),
      ),
    ];
    for (let at = unseen.length - 1; at > 0; at -= 1) {
      const other = rng.int(at + 1);
      [unseen[at], unseen[other]] = [unseen[other] as string, unseen[at] as string];
    }
    let unseenIndex = 0;

    const scenarios: Omit<Scenario, 'server'>[] = [
      {
        name: 'bare fastify JSON route',
        url: `http://127.0.0.1:${BARE_PORT}/bare`,
        body: () => ({}),
      },
      {
        name: 'POST /books/search',
        url: `${base}/books/search`,
        body: () => ({ query: queries[(queryIndex += 1) % queries.length], limit: 20 }),
      },
      {
        name: 'POST /books/search (phrases not seen before)',
        url: `${base}/books/search`,
        body: () => ({ query: unseen[(unseenIndex += 1) % unseen.length], limit: 20 }),
      },
      { name: 'POST /books/get/id', url: `${base}/books/get/id`, body: () => 1 + rng.int(books) },
      {
        name: 'POST /books/discover/most-reads',
        url: `${base}/books/discover/most-reads`,
        body: () => ({ limit: 10 }),
      },
      {
        name: 'POST /reviews/get/book-reviews',
        url: `${base}/reviews/get/book-reviews`,
        body: () => ({ book_id: 1 + rng.int(1000), limit: 5 }),
      },
      // The server-rendered book page of the same books (needs the built client).
      ...(pageRenders
        ? [
            {
              name: 'GET /book/details?id= (page)',
              url: `http://127.0.0.1:${API_PORT}/book/details`,
              body: () => null,
              get: () => `/book/details?id=${1 + rng.int(1000)}`,
            },
          ]
        : []),
      {
        name: 'POST /reviews/get/feed',
        url: `${base}/reviews/get/feed`,
        token,
        body: () => ({ limit: 5 }),
      },
      {
        name: 'POST /stats/get (a year or all time, 1 connection)',
        url: `${base}/stats/get`,
        token: statsToken,
        connections: 1,
        // One request in five asks for all time, the others for one of the twenty years.
        body: () => ({ year: rng.int(5) === 0 ? null : 2006 + rng.int(20) }),
      },
    ];

    const picked = scenarios.filter(
      (scenario, index) =>
        index === 0 || !ONLY || ONLY.some((part) => scenario.name.includes(part)),
    );
    const results: Measured[] = [];
    for (const scenario of picked) {
      const server = scenario.url.startsWith(`http://127.0.0.1:${BARE_PORT}`) ? bare : api;
      results.push(await measure({ ...scenario, server }));
      console.log(`measured ${scenario.name}`);
    }
    const baseline = results[0] as Measured;
    console.log(
      `\n${databaseUrl ? 'PostgreSQL' : 'SQLite'}: ${books} books, ${CONNECTIONS} connections, ${DURATION}s per scenario after ${WARMUP}s unmeasured, feed reader follows ${following}, statistics reader finished ${statsReadings}\n`,
    );
    console.table(
      results.map((result) => ({
        scenario: result.name,
        'req/s': Math.round(result.rps),
        'p50 ms': result.p50,
        'p95 ms': result.p95,
        'p99 ms': result.p99,
        failed: result.failures,
        'server CPU us/req':
          result.cpuPerRequest === undefined ? '' : Math.round(result.cpuPerRequest),
        'throughput vs bare': `${(result.rps / baseline.rps).toFixed(3)}x`,
      })),
    );
    const memory = residentMemory(api.pid);
    if (memory) {
      console.log(
        `server memory after the run: RSS ${memory.rss} MB, peak ${memory.peak} MB (${books} books)`,
      );
    }
  } finally {
    api.kill('SIGTERM');
    bare.kill('SIGTERM');
  }
}

/** The server's resident memory now and at its peak, in MB, from Linux's /proc. */
function residentMemory(pid: number | undefined): { rss: number; peak: number } | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return undefined;
  }
}

await main();
