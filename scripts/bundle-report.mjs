// Prints what a built chunk is made of (bytes of original source per package), from its
// source map: `node scripts/bundle-report.mjs [chunk-prefix]` after `vite build`.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const prefix = process.argv[2] ?? 'index-';
const dir = process.env.DIST ? process.env.DIST + '/assets' : 'dist/assets';
const file = readdirSync(dir).find((f) => f.startsWith(prefix) && f.endsWith('.js'));
if (!file) throw new Error(`No chunk starting with ${prefix}`);
const map = JSON.parse(readFileSync(`${dir}/${file}.map`, 'utf8'));
const sizes = new Map();
map.sources.forEach((source, i) => {
  const rest = source.split('node_modules/').pop();
  const key = source.includes('node_modules/')
    ? rest
        .split('/')
        .slice(0, rest.startsWith('@') ? 2 : 1)
        .join('/')
    : 'app source';
  sizes.set(key, (sizes.get(key) ?? 0) + (map.sourcesContent?.[i]?.length ?? 0));
});
const code = readFileSync(`${dir}/${file}`);
console.log(
  `${file}: ${(code.length / 1024).toFixed(1)} KB, ${(gzipSync(code).length / 1024).toFixed(1)} KB gzip`,
);
for (const [key, bytes] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
  console.log(`${(bytes / 1024).toFixed(0).padStart(7)} KB source  ${key}`);
}
