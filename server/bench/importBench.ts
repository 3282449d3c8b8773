/**
 * How long a 10,000-row Goodreads import takes on SQLite (target: under 30 s on these
 * machines), through the API as a reader would: preview (decode, parse, match, store), then
 * confirm and poll until done; then both exports. A fresh temporary database with the seed.
 *   node --import tsx server/bench/importBench.ts          (ROWS=10000, DATABASE_URL optional)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { DEFAULT_SEED_FILES } from '../seed/seed';
import { type KnownBook, goodreadsFile } from './goodreadsFile';
import { stallMeter } from './stallMeter';

const ROWS = Number(process.env.ROWS ?? 10_000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shelfmark-import-bench-'));
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(2);

const catalogue = JSON.parse(fs.readFileSync(DEFAULT_SEED_FILES.catalogue, 'utf8')) as KnownBook[];
const file = goodreadsFile(ROWS, catalogue);

const { app } = await buildApp({
  database: process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir },
  argon2: { memoryCost: 1024, timeCost: 1 },
  rateLimits: { requestsPerMinute: 0 },
});
try {
  const post = async (url: string, body: unknown, token?: string) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: JSON.stringify(body),
    });
    const answer = response.json();
    if (answer.status.code !== '0') throw new Error(`${url}: ${JSON.stringify(answer.status)}`);
    return answer;
  };
  const reader = {
    name: 'Bench',
    surname: 'Reader',
    username: 'import_bench',
    email: 'import_bench@example.test',
    password: 'Passw0rdX',
    confirm_password: 'Passw0rdX',
  };
  await post('/auth/register', reader);
  const token = (await post('/auth/login', { email: reader.email, password: reader.password })).data
    .token as string;

  console.log(`file: ${ROWS} rows, ${(Buffer.byteLength(file) / 1024 / 1024).toFixed(1)} MB`);
  const total = performance.now();
  let start = performance.now();
  let stalls = stallMeter();
  const previewed = await post(
    '/imports/preview',
    {
      filename: 'goodreads_library_export.csv',
      content_base64: Buffer.from(file).toString('base64'),
    },
    token,
  );
  const { id, rows } = previewed.import;
  console.log(`preview: ${seconds(start)} s`, JSON.stringify(rows), stalls.stop());

  start = performance.now();
  stalls = stallMeter();
  await post('/imports/confirm', { import_id: id, unresolved: 'create' }, token);
  let status = previewed.import;
  let lastPrinted = -1;
  while (status.status !== 'done') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = (await post('/imports/status', id, token)).import;
    const tenth = Math.floor((status.progress.done / Math.max(1, status.progress.total)) * 10);
    if (tenth !== lastPrinted || process.env.VERBOSE) {
      console.log(`  ${status.progress.done}/${status.progress.total} after ${seconds(start)} s`);
      lastPrinted = tenth;
    }
  }
  console.log(`apply: ${seconds(start)} s`, JSON.stringify(status.result), stalls.stop());
  console.log(`preview + apply: ${seconds(total)} s (target: under 30 s)`);

  for (const url of ['/api/export/goodreads.csv', '/api/export/shelfmark.json']) {
    start = performance.now();
    stalls = stallMeter();
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    console.log(
      `export ${url}: ${seconds(start)} s, ${(response.rawPayload.length / 1024 / 1024).toFixed(1)} MB`,
      stalls.stop(),
    );
  }
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
