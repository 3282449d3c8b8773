// `npm start`: build the SPA when dist/ is missing or older than its sources, then run the
// API server, which serves dist/ and /api on one port (PORT, default 3000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const builtAt = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;

function newestSource(entries) {
  let newest = 0;
  for (const entry of entries) {
    if (!existsSync(entry)) continue;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const file of readdirSync(entry, { recursive: true })) {
        const full = path.join(entry, String(file));
        if (/\.(stories|test)\./.test(full) || full.includes('__screenshots__')) continue;
        newest = Math.max(newest, statSync(full).mtimeMs);
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  }
  return newest;
}

if (
  newestSource(['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json']) > builtAt
) {
  console.log('Building the client (dist/ is missing or out of date)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
