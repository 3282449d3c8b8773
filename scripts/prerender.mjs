// Runs after `vite build` (client, into dist/) and the SSR build of src/prerender/renderPage.tsx
// (into dist-ssr/). Writes
// - dist/landing.html: `/` rendered for a guest, which the server sends for `/`;
// - dist/book.html: the book page's template, which the server fills per request with the
//   book rendered for a guest and its data (server/pages/spa.ts).
// Either page paints from HTML and CSS alone; the app takes it over (hydrates) when it loads.
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = 'dist';
const { renderLanding, STALE_GUARD_SCRIPT, WARM_INTL_SCRIPT, bootScript } =
  await import('../dist-ssr/renderPage.js');
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
const index = readFileSync(`${dist}/index.html`, 'utf8');
if (!index.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
// index.html warms Intl in its head (scripts/vite-head-scripts.ts) for the app's first render.
const warmIntl = `<script>${WARM_INTL_SCRIPT}</script>`;
if (!index.includes(warmIntl)) throw new Error('index.html does not warm Intl in its head');

/**
 * The chunks these modules need beyond the entry's. Their CSS is in the app's one stylesheet,
 * which index.html links already (vite.config.ts: cssCodeSplit is off).
 */
function chunksFor(modules) {
  const scripts = new Set();
  const collect = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk for ${key}`);
    if (scripts.has(chunk.file)) return;
    if (chunk.css?.length) throw new Error(`${chunk.file} has CSS of its own: index.html lacks it`);
    scripts.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  modules.forEach(collect);
  // What index.html links already (the entry and its chunks) is loaded anyway.
  return [...scripts].filter((file) => !index.includes(`/${file}"`));
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
 * A server-rendered page paints from its HTML, so the app starts later (`startOn`: after that
 * first paint, or when the reader is about to use a control): its scripts leave the head and a
 * small inline loader (src/prerender/bootAfterPaint.ts) adds them.
 */
function startLater(html, extraModules, startOn) {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const preload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const src = html.match(entry)?.[1];
  if (!src) throw new Error('index.html has no entry script');
  const modules = [...[...html.matchAll(preload)].map(([, href]) => href), ...extraModules];
  const loader = bootScript(src, modules, startOn);
  return html
    .replace(entry, '')
    .replace(preload, '')
    .replace('</body>', `  <script>${loader}</script>\n  </body>`);
}

/**
 * index.html with `rootHtml` in #root and the app started later. Only a page whose app starts
 * after paint keeps index.html's Intl warm-up: one whose app may never start would spend that
 * time for nothing.
 */
function serverRendered(screenModule, rootHtml, { startOn, bodyEnd = '' }) {
  const scripts = chunksFor([screenModule]);
  const page = startOn === 'paint' ? index : index.replace(warmIntl, '');
  return startLater(
    page
      // Inline scripts go first: placed after a stylesheet, they would wait for it.
      .replace('</title>', () => `</title>\n    <script>${STALE_GUARD_SCRIPT}</script>`)
      .replace('<div id="root"></div>', () => `<div id="root">${rootHtml}</div>${bodyEnd}`),
    scripts.map((file) => `/${file}`),
    startOn,
  );
}

// A guest who only reads the landing page downloads no app: its links work as plain links.
const landing = serverRendered('src/screens/LandingScreen.tsx', await renderLanding(), {
  startOn: 'intent',
});
write('landing.html', landing);
console.log(`Prerendered / into dist/landing.html (${(landing.length / 1024).toFixed(1)} KB)`);

// The server replaces both marks; the data (a JSON script) must precede the app's scripts.
const book = serverRendered('src/screens/BookDetailsScreen.tsx', '<!--app-html-->', {
  startOn: 'paint',
  bodyEnd: '<!--app-data-->',
});
writeFileSync(`${dist}/book.html`, book);
console.log('Wrote the book page template into dist/book.html');
