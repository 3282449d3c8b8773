// Draws the landing page's hero (our own illustration: a wall of bookshelves) as SVG and writes
// it as AVIF, WebP and JPEG in the widths the page's srcset names, landscape and portrait:
// `node scripts/make-hero-images.mjs`. The outputs are committed under public/hero/; run this
// again only to change the picture.
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const SPINES = [
  '#7a2e1f',
  '#2f4b3a',
  '#c89b3c',
  '#1f3a5b',
  '#5b2b4a',
  '#8a5a2b',
  '#3d5a6b',
  '#a0522d',
];

// A small seeded generator, so the picture is the same on every run.
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shelfRow(next, y, width, height) {
  const parts = [];
  let x = -10;
  while (x < width) {
    const w = 18 + Math.floor(next() * 30);
    const h = height * (0.62 + next() * 0.34);
    const colour = SPINES[Math.floor(next() * SPINES.length)];
    const top = y + height - h;
    if (next() < 0.06 && x > 40) {
      // Now and then a book leans on its neighbour.
      parts.push(
        `<rect x="${x}" y="${top}" width="${w}" height="${h}" rx="2" fill="${colour}" transform="rotate(-12 ${x} ${y + height})"/>`,
      );
      x += w + 14;
      continue;
    }
    parts.push(`<rect x="${x}" y="${top}" width="${w}" height="${h}" rx="2" fill="${colour}"/>`);
    const band = '#e8d9b5';
    parts.push(
      `<rect x="${x + 3}" y="${top + h * 0.12}" width="${w - 6}" height="3" fill="${band}" opacity="0.55"/>`,
      `<rect x="${x + 3}" y="${top + h * 0.8}" width="${w - 6}" height="2" fill="${band}" opacity="0.4"/>`,
    );
    if (next() < 0.5) {
      parts.push(
        `<rect x="${x + w / 2 - 1.5}" y="${top + h * 0.3}" width="3" height="${h * 0.35}" rx="1.5" fill="${band}" opacity="0.3"/>`,
      );
    }
    x += w + 1 + Math.floor(next() * 3);
  }
  // The board the books stand on.
  parts.push(
    `<rect x="0" y="${y + height}" width="${width}" height="18" fill="#4a3326"/>`,
    `<rect x="0" y="${y + height + 18}" width="${width}" height="10" fill="#000" opacity="0.35"/>`,
  );
  return parts.join('');
}

function svg(width, height, seed) {
  const next = random(seed);
  const rowHeight = 190;
  const rows = [];
  for (let y = 30; y < height; y += rowHeight + 40) rows.push(shelfRow(next, y, width, rowHeight));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <radialGradient id="light" cx="0.5" cy="0.35" r="0.8">
      <stop offset="0" stop-color="#fff3d6" stop-opacity="0.22"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.35"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="#2b1f1a"/>
  ${rows.join('\n')}
  <rect width="${width}" height="${height}" fill="url(#light)"/>
</svg>`;
}

const variants = [
  { name: 'landscape', width: 2400, height: 1500, widths: [960, 1600, 2400] },
  { name: 'portrait', width: 1080, height: 1920, widths: [480, 720, 1080] },
];

mkdirSync('public/hero', { recursive: true });
for (const { name, width, height, widths } of variants) {
  const source = Buffer.from(svg(width, height, name === 'landscape' ? 7 : 11));
  for (const w of widths) {
    const base = sharp(source, { density: 72 }).resize({ width: w });
    const out = `public/hero/shelves-${name}-${w}`;
    writeFileSync(`${out}.avif`, await base.clone().avif({ quality: 45, effort: 6 }).toBuffer());
    writeFileSync(`${out}.webp`, await base.clone().webp({ quality: 70 }).toBuffer());
    writeFileSync(`${out}.jpg`, await base.clone().jpeg({ quality: 72, mozjpeg: true }).toBuffer());
  }
}
console.log('hero images written to public/hero/');
