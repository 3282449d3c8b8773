// `npm run lighthouse`: Lighthouse (pinned devDependency) on every route of the spec, guest and
// signed in where it applies, mobile profile with simulated throttling, median of N runs
// (default 3). Prints one table: performance score, LCP, TBT and CLS per route.
//
// Every run is a cold first visit, as a reader or a search engine meets the site: the
// origin's HTTP cache and storage are emptied before each run and no page of the app was
// opened before it. A signed-in run keeps only the session entries a signed-in reader has in
// localStorage (written from robots.txt, which loads none of the app). `--repeat` adds a
// separate, labelled repeat-visit measurement: the same route opened once before, its cache
// kept.
//
//   npm run lighthouse                 # build if stale, fresh database, 3 runs per route
//   npm run lighthouse -- --runs 1     # quicker
//   npm run lighthouse -- --repeat     # also the repeat visit, in columns of its own
//   npm run lighthouse -- /explore     # only the routes whose path starts with this
//   LIGHTHOUSE_SHIFTS=1                # lists the elements behind each layout shift
//   LIGHTHOUSE_REPORTS=dir             # keeps each run's full report (JSON) in dir
//
// Timings belong on a quiet machine: this is a measurement, not a test (npm test does not run it).
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const only = args.find((arg, index) => arg.startsWith('/') && args[index - 1] !== '--runs');
const repeat = args.includes('--repeat');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3200);
const debuggingPort = port + 1;
const origin = `http://127.0.0.1:${port}`;

function startServer() {
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    // The server's request log would drown the table; its errors still show.
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shelfmark-lighthouse-')),
      NODE_ENV: 'production',
    },
  });
  return server;
}

async function waitForServer() {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`The server did not answer on ${origin} in 5 minutes`);
}

async function api(pathname, body, token) {
  const response = await fetch(`${origin}/api${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: token }) },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (json.status?.code !== '0') throw new Error(`${pathname}: ${JSON.stringify(json.status)}`);
  return json;
}

/** A reader with a shelf, a review and a follow, so the signed-in pages have something to show. */
async function signedInReader() {
  const reader = {
    name: 'Ursula',
    surname: 'Le Guin',
    username: 'lighthouse_reader',
    email: 'lighthouse@shelfmark.test',
    password: 'Earthsea1968',
  };
  await api('/auth/register', { ...reader, confirm_password: reader.password });
  const login = await api('/auth/login', { email: reader.email, password: reader.password });
  const { token, userInfo } = login.data;
  const books = (await api('/books/discover/most-reads', { limit: 3 })).books;
  for (const book of books) await api('/user-book-relations/set-as-read', book.id, token);
  await api(
    '/reviews/create/book-review',
    {
      book_id: books[0].id,
      rating: 5,
      review_title: 'A measured classic',
      review_text: 'Read for the Lighthouse run.',
    },
    token,
  );
  return { token, user: userInfo, bookId: books[0].id };
}

/** The same entries the app writes when a reader signs in (src/api/sessionStorage.ts). */
function storedSession({ token, user }) {
  const slice = { currentUser: user, isLoggedIn: true, access_token: token, loading: false };
  return {
    token,
    root: JSON.stringify({
      user: JSON.stringify(slice),
      _persist: JSON.stringify({ version: 1, rehydrated: true }),
    }),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Empties the origin's storage and the browser's HTTP cache, then writes the session if any. */
async function resetToColdVisit(page, entries) {
  const cdp = await page.context().newCDPSession(page);
  await page.goto(`${origin}/robots.txt`);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.send('Network.clearBrowserCache');
  await page.evaluate((values) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
  await cdp.detach();
}

/**
 * Median of `runs` Lighthouse runs of `url`. `cold`: every run starts from an empty cache and
 * storage (but the session), with no earlier visit. Otherwise a repeat visit: the route is
 * opened once first and the cache kept between runs.
 */
async function measure(context, url, signedIn, session, cold) {
  const page = context.pages()[0] ?? (await context.newPage());
  const entries = signedIn ? storedSession(session) : {};
  await resetToColdVisit(page, entries);
  if (!cold) await page.goto(url, { waitUntil: 'networkidle' });
  const results = [];
  // A run Lighthouse could not score (NO_NAVSTART on a cold browser, say) has no numbers: it is
  // not counted but run again, at most twice per route; a third stops the measurement.
  let unscored = 0;
  while (results.length < runs) {
    if (cold && results.length + unscored > 0) await resetToColdVisit(page, entries);
    const result = await lighthouse(url, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The reset is ours (resetToColdVisit): Lighthouse's own would also drop the session.
      disableStorageReset: true,
    });
    const { audits, categories, runtimeError } = result.lhr;
    if (categories.performance.score === null) {
      unscored += 1;
      const reason = runtimeError?.code ?? 'no score';
      if (unscored > 2) throw new Error(`${url}: Lighthouse could not score 3 runs (${reason})`);
      console.log(`  ${url}: run not scored (${reason}), running again`);
      continue;
    }
    if (process.env.LIGHTHOUSE_REPORTS) {
      const visit = cold ? 'cold' : 'repeat';
      const name = `${url.replace(/\W+/g, '_')}-${signedIn ? 'reader' : 'guest'}-${visit}-${results.length}.json`;
      writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, name), result.report);
    }
    if (process.env.LIGHTHOUSE_SHIFTS) {
      for (const item of audits['layout-shifts']?.details?.items ?? []) {
        console.log(`  shift ${item.score?.toFixed(3)}: ${item.node?.snippet ?? ''}`);
      }
    }
    results.push({
      score: categories.performance.score,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
    });
  }
  return {
    score: median(results.map((r) => r.score)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const server = startServer();
let browser;
try {
  await waitForServer();
  const session = await signedInReader();
  const other = (await api('/users/discover', { limit: 1 })).users[0];
  const routes = [
    ['/', false],
    ['/login', false],
    ['/register', false],
    ['/explore', false],
    ['/explore?query=tolkien', false],
    ['/category/fantasy', false],
    [`/book/details?id=${session.bookId}`, false],
    [`/user/profile?id=${other?.id ?? session.user.id}`, false],
    ['/accessibility', false],
    ['/social', false],
    ['/dashboard', true],
    [`/book/details?id=${session.bookId}`, true],
    ['/profile', true],
    ['/social', true],
    ['/stats', true],
    ['/settings', true],
  ].filter(([route]) => !only || route.startsWith(only));

  browser = await chromium.launchPersistentContext(
    mkdtempSync(path.join(tmpdir(), 'shelfmark-lighthouse-profile-')),
    {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [`--remote-debugging-port=${debuggingPort}`],
    },
  );

  const rows = [];
  for (const [route, signedIn] of routes) {
    const url = `${origin}${route}`;
    const cold = await measure(browser, url, signedIn, session, true);
    const again = repeat ? await measure(browser, url, signedIn, session, false) : undefined;
    rows.push({ route, who: signedIn ? 'reader' : 'guest', cold, again });
    console.log(`measured ${route} (${signedIn ? 'reader' : 'guest'})`);
  }

  console.log(`\nLighthouse, mobile, simulated throttling, median of ${runs} run(s)`);
  console.log('Cold first visit: empty cache and storage, no earlier page of the app.');
  if (repeat) console.log('Repeat visit: the same route opened once before, its cache kept.');
  console.log('');
  const head = ['route', 'as', 'cold: performance', 'LCP', 'TBT', 'CLS'];
  if (repeat) head.push('repeat visit: performance', 'LCP');
  console.log(`| ${head.join(' | ')} |`);
  console.log(`| --- | --- |${' ---: |'.repeat(head.length - 2)}`);
  for (const { route, who, cold, again } of rows) {
    const cells = [
      `\`${route}\``,
      who,
      cold.score.toFixed(2),
      seconds(cold.lcp),
      `${Math.round(cold.tbt)} ms`,
      cold.cls.toFixed(3),
    ];
    if (again) cells.push(again.score.toFixed(2), seconds(again.lcp));
    console.log(`| ${cells.join(' | ')} |`);
  }
} finally {
  await browser?.close();
  server.kill('SIGTERM');
}
