// Runs after `vite build` (client, into dist/) and the SSR build of
// src/prerender/renderLanding.tsx (into dist-ssr/). Writes dist/landing.html: `/` rendered for
// a guest, which the server sends for `/`, so the page paints from HTML and CSS alone; the app
// takes it over (hydrates) when it loads.
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = 'dist';
const { renderLanding, STALE_GUARD_SCRIPT, bootScript } =
  await import('../dist-ssr/renderLanding.js');
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
const index = readFileSync(`${dist}/index.html`, 'utf8');
if (!index.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');

/** `<link>`s for these modules' chunks, the chunks they import and their CSS. */
function linksFor(modules) {
  const scripts = new Set();
  const styles = new Set();
  const collect = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk for ${key}`);
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  modules.forEach(collect);
  // What index.html links already (the entry and its chunks) needs no second link.
  const notInIndex = (file) => !index.includes(`/${file}"`);
  return [
    ...[...styles].filter(notInIndex).map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...[...scripts].filter(notInIndex).map((file) => `<link rel="modulepreload" href="/${file}">`),
  ].join('\n    ');
}

function write(file, html) {
  writeFileSync(`${dist}/${file}`, html);
  writeFileSync(`${dist}/${file}.gz`, gzipSync(html, { level: 9 }));
  writeFileSync(
    `${dist}/${file}.br`,
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

/**
 * The landing page paints from its HTML, so the app starts after that first paint: its scripts
 * leave the head and a small inline loader (src/prerender/bootAfterPaint.ts) adds them.
 */
function bootAfterFirstPaint(html, extraModules) {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const preload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const src = html.match(entry)?.[1];
  if (!src) throw new Error('index.html has no entry script');
  const modules = [...[...html.matchAll(preload)].map(([, href]) => href), ...extraModules];
  const loader = bootScript(src, modules);
  return html
    .replace(entry, '')
    .replace(preload, '')
    .replace('</body>', `  <script>${loader}</script>\n  </body>`);
}

const landingLinks = linksFor(['src/screens/LandingScreen.tsx']).split('\n    ');
const landing = bootAfterFirstPaint(
  index
    // The guard goes first: an inline script placed after a stylesheet would wait for it.
    .replace('</title>', `</title>\n    <script>${STALE_GUARD_SCRIPT}</script>`)
    .replace(
      '</head>',
      `  ${landingLinks.filter((link) => link.includes('stylesheet')).join('\n    ')}\n  </head>`,
    )
    .replace('<div id="root"></div>', `<div id="root">${await renderLanding()}</div>`),
  landingLinks
    .filter((link) => link.includes('modulepreload'))
    .map((link) => link.match(/href="([^"]+)"/)[1]),
);
write('landing.html', landing);

console.log(`Prerendered / into dist/landing.html (${(landing.length / 1024).toFixed(1)} KB)`);
