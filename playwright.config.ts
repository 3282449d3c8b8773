import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh database for every run: journeys register their own readers.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'shelfmark-e2e-'));
// Journeys read the server's mail from its outbox under DATA_DIR (e2e/support/outbox.ts). The
// workers inherit this, so they see the directory this process chose instead of making one.
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // Every journey registers its own readers, all from 127.0.0.1: more than a person would.
      REGISTER_LIMIT_PER_HOUR: '200',
    },
  },
});
