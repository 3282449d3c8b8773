/**
 * Whether one reader's heavy work holds another's request: READERS readers (default 4) each
 * preview a ROWS-row Goodreads file (default 50,000) at once, then apply them, then one of
 * them downloads both exports; all the while a light call (`/auth/me` of another reader) is
 * made every 20 ms over real HTTP, and its latency is what this prints, per phase.
 *   node --import tsx server/bench/heavyWorkBench.ts     (DATABASE_URL optional)
 * A server is started on PORT (default 3303) with a fresh data directory and the seed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SEED_FILES } from '../seed/seed';
import { type KnownBook, goodreadsFile } from './goodreadsFile';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROWS = Number(process.env.ROWS ?? 50_000);
const READERS = Number(process.env.READERS ?? 4);
const PORT = Number(process.env.PORT ?? 3303);
const base = `http://127.0.0.1:${PORT}`;
const PROBE_EVERY_MS = 20;

async function post(url: string, body: unknown, token?: string) {
  const response = await fetch(`${base}/api${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { status: { code: string } } & Record<string, never>;
  if (answer.status.code !== '0') throw new Error(`${url}: ${JSON.stringify(answer.status)}`);
  return answer as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function waitUp() {
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/books/genres`, { method: 'POST' })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not come up');
}

async function signedInReader(name: string) {
  const reader = {
    name: 'Heavy',
    surname: 'Reader',
    username: name,
    email: `${name}@example.test`,
    password: 'Passw0rdX',
    confirm_password: 'Passw0rdX',
  };
  await post('/auth/register', reader);
  return (await post('/auth/login', { email: reader.email, password: reader.password })).data
    .token as string;
}

/** A light call every PROBE_EVERY_MS, one at a time; `stop` answers their latencies. */
function probe(token: string) {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await post('/auth/me', {}, token);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return latencies;
    },
  };
}

function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    calls: sorted.length,
    'p50 ms': Number(at(0.5).toFixed(1)),
    'p99 ms': Number(at(0.99).toFixed(1)),
    'max ms': Number((sorted.at(-1) ?? 0).toFixed(1)),
  };
}

async function phase(name: string, token: string, work: () => Promise<unknown>) {
  const meter = probe(token);
  const started = performance.now();
  await work();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return { phase: name, 'took s': Number(seconds), ...summary(await meter.stop()) };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shelfmark-heavy-bench-'));
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'server/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        RATE_LIMIT_PER_MINUTE: '0',
        REGISTER_LIMIT_PER_HOUR: '1000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  try {
    await waitUp();
    const catalogue = JSON.parse(
      fs.readFileSync(DEFAULT_SEED_FILES.catalogue, 'utf8'),
    ) as KnownBook[];
    const file = Buffer.from(goodreadsFile(ROWS, catalogue)).toString('base64');
    const bystander = await signedInReader('heavy_bystander');
    const readers = await Promise.all(
      Array.from({ length: READERS }, (_, index) => signedInReader(`heavy_reader_${index}`)),
    );
    const results = [
      await phase('quiet', bystander, () => new Promise((r) => setTimeout(r, 2000))),
    ];
    const ids: number[] = [];
    results.push(
      await phase(`${READERS} previews of ${ROWS} rows at once`, bystander, async () => {
        const previews = await Promise.all(
          readers.map((token) =>
            post(
              '/imports/preview',
              { filename: 'goodreads_library_export.csv', content_base64: file },
              token,
            ),
          ),
        );
        for (const answer of previews) ids.push(answer.import.id as number);
      }),
    );
    results.push(
      await phase(`${READERS} imports applied at once`, bystander, async () => {
        await Promise.all(
          readers.map(async (token, index) => {
            const id = ids[index] as number;
            await post('/imports/confirm', { import_id: id, unresolved: 'create' }, token);
            for (;;) {
              const status = await post('/imports/status', id, token);
              if (status.import.status === 'done') return;
              await new Promise((resolve) => setTimeout(resolve, 250));
            }
          }),
        );
      }),
    );
    results.push(
      await phase('both exports of one library', bystander, async () => {
        for (const url of ['/api/export/goodreads.csv', '/api/export/shelfmark.json']) {
          const response = await fetch(`${base}${url}`, {
            headers: { authorization: `Bearer ${readers[0]}` },
          });
          await response.arrayBuffer();
        }
      }),
    );
    console.log(
      `\n${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}: a light call every ${PROBE_EVERY_MS} ms while readers work (target: p99 under 50 ms)\n`,
    );
    console.table(results);
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
