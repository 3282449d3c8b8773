import { existsSync } from 'node:fs';

// Debian's Chromium: /usr/bin/chromium is a shell wrapper around the real binary, which
// Playwright must be given directly (it never downloads a browser here).
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const candidates = [
    '/usr/lib/chromium/chromium',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  return candidates.find((p) => existsSync(p)) ?? candidates[0]!;
}

// Playwright already adds --no-sandbox and the no-background-networking flags; these keep
// rendering identical between machines. Never pass --disable-features: it replaces Playwright's.
export const chromiumArgs = [
  '--disable-gpu',
  '--disable-quic',
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];
