// `npm run test:stories:loaded` and `npm run test:e2e:loaded`: the story suite or the Playwright
// journeys under CPU load, several runs in a row (`node scripts/under-load.mjs stories|e2e`). Two
// busy loops keep two cores occupied (as when other suites run beside this one), so a test that
// asserts on something still on its way, or a story that ends before the page has settled for
// its screenshot, shows up here instead of at random in CI.
//
//   npm run test:stories:loaded                      three runs of every story file
//   npm run test:stories:loaded -- --runs 5          five runs
//   npm run test:stories:loaded -- src/screens/BookDetailsScreen.stories.tsx
//   npm run test:e2e:loaded -- --runs 1 e2e/theme.spec.ts
//
// Other arguments go to the runner (vitest or Playwright). Each run has CI=true. The busy loops
// are stopped at the end, also on failure or Ctrl-C.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const HOGS = 2;

/** Per suite: its command, where its JSON report goes, and how to read that report. */
const SUITES = {
  stories: {
    title: 'Stories',
    command: (out, args) => [
      'vitest',
      'run',
      '--project',
      'storybook',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile=${out}`,
      ...args,
    ],
    env: () => ({}),
    // As in CI: a story without a baseline fails instead of recording one under load.
    summary: (report) => ({
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      failures: vitestFailures(report),
    }),
  },
  e2e: {
    title: 'Journeys',
    command: (_out, args) => ['playwright', 'test', '--reporter=list,json', ...args],
    env: (out) => ({ PLAYWRIGHT_JSON_OUTPUT_NAME: out }),
    summary: (report) => ({
      passed: report.stats?.expected ?? 0,
      failed: report.stats?.unexpected ?? 0,
      failures: playwrightFailures(report),
    }),
  },
};

function parseArgs(argv) {
  const [suite, ...rest] = argv;
  if (!(suite in SUITES)) {
    console.error(`The first argument names the suite: ${Object.keys(SUITES).join(' or ')}`);
    process.exit(2);
  }
  return { suite: SUITES[suite], name: suite, ...parseRuns(rest) };
}

function parseRuns(argv) {
  let runs = 3;
  const rest = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--runs') {
      runs = Number(argv[(index += 1)]);
    } else if (arg.startsWith('--runs=')) {
      runs = Number(arg.slice('--runs='.length));
    } else {
      rest.push(arg);
    }
  }
  if (!Number.isInteger(runs) || runs < 1) {
    console.error('--runs takes a whole number of runs, 1 or more');
    process.exit(2);
  }
  return { runs, runnerArgs: rest };
}

const { suite, name, runs, runnerArgs } = parseArgs(process.argv.slice(2));
const reportDir = path.resolve('.tmp/test-reports');
mkdirSync(reportDir, { recursive: true });

// A busy loop that also ends itself once this script is gone (even if it was killed outright).
const HOG = `const parent = ${process.pid};
for (let i = 1; ; i++) {
  if (i % 5e7 === 0) try { process.kill(parent, 0); } catch { process.exit(0); }
}`;
const hogs = Array.from({ length: HOGS }, () =>
  spawn(process.execPath, ['-e', HOG], { stdio: 'ignore' }),
);
let current = null;
let stopped = false;
function stopHogs() {
  if (stopped) return;
  stopped = true;
  for (const hog of hogs) {
    if (hog.exitCode === null && hog.signalCode === null) hog.kill('SIGKILL');
  }
}
process.on('exit', stopHogs);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopHogs();
    // The runner runs under npx in a process group of its own: stop all of it.
    if (current?.pid) process.kill(-current.pid, signal);
    process.exit(130);
  });
}

/** Runs a command to its end; resolves with its exit code (or signal name). */
function run(command, args, options) {
  return new Promise((resolve, reject) => {
    current = spawn(command, args, { ...options, detached: true });
    current.on('error', reject);
    current.on('exit', (code, signal) => {
      current = null;
      resolve(code ?? signal);
    });
  });
}

/** Each failed story, and each file that failed before its stories ran (an import error). */
function vitestFailures(report) {
  return (report.testResults ?? []).flatMap((file) => {
    const name = path.relative(process.cwd(), file.name);
    const tests = file.assertionResults ?? [];
    const failed = tests
      .filter((test) => test.status === 'failed')
      .map((test) => `${name} > ${test.title}`);
    if (file.status === 'failed' && failed.length === 0) {
      return [`${name} (did not run: ${String(file.message).split('\n')[0]})`];
    }
    return failed;
  });
}

/** Each journey that did not end as expected, with its file. */
function playwrightFailures(report) {
  const walk = (suite) => [
    ...(suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => `${spec.file} > ${spec.title}`),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return (report.suites ?? []).flatMap(walk);
}

console.log(`${HOGS} CPU hogs started (pids ${hogs.map((hog) => hog.pid).join(', ')})`);
const results = [];
try {
  for (let index = 1; index <= runs; index += 1) {
    const out = path.join(reportDir, `${name}-loaded-${process.pid}-${index}.json`);
    rmSync(out, { force: true });
    console.log(`\n━━ loaded run ${index}/${runs} ━━`);
    const started = Date.now();
    const exit = await run('npx', suite.command(out, runnerArgs), {
      stdio: 'inherit',
      env: { ...process.env, ...suite.env(out), CI: 'true' },
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const report = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
    const summary = { run: index, ...suite.summary(report), ok: exit === 0, seconds };
    results.push(summary);
    console.log(
      `━━ run ${index}: ${summary.passed} passed, ${summary.failed} failed in ${seconds} s` +
        (summary.ok ? '' : ` (exit ${exit})`),
    );
    for (const failure of summary.failures) console.log(`   ✗ ${failure}`);
  }
} finally {
  stopHogs();
}

console.log(`\n${suite.title} under load:`);
for (const { run: index, passed, failed, seconds } of results) {
  console.log(`  run ${index}: ${passed} passed, ${failed} failed (${seconds} s)`);
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
