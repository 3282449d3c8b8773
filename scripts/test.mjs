// `npm test`: every suite CI runs, in order, stopping at the first failure. Each vitest
// run writes a JSON report so the last line can state the totals ("N passed, N failed").
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const reportDir = path.resolve('.tmp/test-reports');
mkdirSync(reportDir, { recursive: true });
const totals = { passed: 0, failed: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n━━ ${title} ━━  ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    shell: false,
  });
  console.log(
    `━━ ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  // A test that passed on its retry (the story project allows one) keeps its first failure in
  // the report: said here, so a flaky story is seen rather than hidden.
  for (const result of report.testResults ?? []) {
    for (const test of result.assertionResults ?? []) {
      if (test.status !== 'passed' || (test.failureMessages ?? []).length === 0) continue;
      const first = String(test.failureMessages[0]).split('\n')[0];
      console.log(`passed on a second try: ${path.relative('.', result.name)} > ${test.fullName}`);
      console.log(`  first try: ${first}`);
    }
  }
}

function vitest(title, project, env = {}) {
  const out = path.join(reportDir, `${project}-${Object.keys(env).length ? 'alt' : 'main'}.json`);
  const ok = run(
    title,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}`,
    ],
    env,
  );
  countVitest(out);
  return ok;
}

function hasFiles(dir, pattern) {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { recursive: true }).some((f) => pattern.test(String(f)));
}

function finish(ok) {
  console.log(
    `\nShelfmark test summary: ${ok ? 'all suites green' : 'a suite failed (see above)'}`,
  );
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(ok ? 0 : 1);
}

function postgresUrl() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const started = spawnSync('bash', ['scripts/pg-test.sh'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (started.status !== 0) return undefined;
  return started.stdout.trim().split('\n').at(-1);
}

const steps = [
  () => run('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  () => run('lint', 'npm', ['run', '--silent', 'lint']),
  () => vitest('unit tests', 'unit'),
  () => (hasFiles('server', /\.test\.ts$/) ? vitest('API tests (SQLite)', 'server') : true),
  () => {
    if (!hasFiles('server', /\.test\.ts$/) || !existsSync('scripts/pg-test.sh')) return true;
    const url = postgresUrl();
    if (!url) {
      console.error('Could not start or reach PostgreSQL for the database leg.');
      return false;
    }
    return vitest('API tests (PostgreSQL)', 'server', { TEST_DATABASE_URL: url });
  },
  () => run('browser setup', 'bash', ['scripts/ensure-chromium.sh']),
  () => (hasFiles('src', /\.browser\.test\.tsx?$/) ? vitest('browser tests', 'browser') : true),
  () => vitest('story tests (interaction + axe + visual)', 'storybook'),
  () =>
    run('storybook build', 'npx', ['storybook', 'build', '--quiet', '-o', '.tmp/storybook-static']),
  () => {
    if (!hasFiles('e2e', /\.spec\.ts$/)) return true;
    const out = path.join(reportDir, 'e2e.json');
    const ok = run(
      'browser journeys (e2e)',
      'npx',
      ['playwright', 'test', '--reporter=list,json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      },
    );
    if (existsSync(out)) {
      const { stats } = JSON.parse(readFileSync(out, 'utf8'));
      totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
      totals.failed += stats?.unexpected ?? 0;
    }
    return ok;
  },
];

for (const step of steps) {
  if (!step()) finish(false);
}
finish(true);
