import { describe, expect, it } from 'vitest';
import { contrastPairs, contrastRatio } from '../docs/contrast';

// Read from disk: Vitest's node project blanks CSS imports, even with ?raw. The specifier is a
// plain string so the browser-typed app tsconfig does not need Node's type definitions.
const nodeFs: string = 'node:fs';
const { readFileSync, readdirSync } = (await import(/* @vite-ignore */ nodeFs)) as {
  readFileSync: (path: URL, encoding: 'utf8') => string;
  readdirSync: (path: URL, options: { recursive: true; encoding: 'utf8' }) => string[];
};
const tokensCss = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

/** The custom properties declared in the rule whose selector starts with `selector`. */
function declarations(selector: string): Map<string, string> {
  const start = tokensCss.indexOf(selector);
  if (start < 0) throw new Error(`no ${selector} rule in tokens.css`);
  const body = tokensCss.slice(tokensCss.indexOf('{', start) + 1, tokensCss.indexOf('\n}', start));
  return new Map(
    Array.from(body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g), (m) => [
      m[1] ?? '',
      (m[2] ?? '').trim(),
    ]),
  );
}

/** Follows var(--x) references until a literal value. */
function resolve(name: string, scope: Map<string, string>): string {
  let value = scope.get(name);
  for (let depth = 0; value?.startsWith('var(') && depth < 10; depth += 1) {
    value = scope.get(value.slice(4, -1).trim());
  }
  if (!value) throw new Error(`${name} is not defined`);
  return value;
}

const light = declarations(':root');
const dark = new Map([...light, ...declarations("[data-theme='dark']")]);

describe.each([
  ['light', light],
  ['dark', dark],
])('%s theme', (_theme, scope) => {
  it.each(contrastPairs.map((pair) => [pair.fg, pair.bg, pair.min, pair.kind] as const))(
    '%s on %s reaches %s:1 (%s)',
    (fg, bg, min) => {
      const ratio = contrastRatio(resolve(fg, scope), resolve(bg, scope));
      expect(ratio).not.toBeNull();
      expect(ratio).toBeGreaterThanOrEqual(min);
    },
  );
});

/**
 * Every rule in the app's stylesheets that sets a text colour and a background from tokens in
 * one place, as `fg on bg`: `color` with `background`/`background-color`, and a component's
 * own pair of custom properties (`--button-fg` with `--button-bg` and `--button-bg-hover`).
 * Hover and state rules that set only one side inherit the other and are listed by hand.
 */
function pairsInStylesheets(): { file: string; fg: string; bg: string }[] {
  const src = new URL('../', import.meta.url);
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.css') && !file.endsWith('tokens.css'),
  );
  expect(files.length).toBeGreaterThan(20);
  const token = (value: string | undefined) => /^var\((--color-[\w-]+)\)$/.exec(value ?? '')?.[1];
  return files.flatMap((file) => {
    const css = readFileSync(new URL(file, src), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    return Array.from(css.matchAll(/\{([^{}]*)\}/g)).flatMap(([, body]) => {
      const declared = new Map(
        Array.from((body ?? '').matchAll(/([\w-]+)\s*:\s*([^;]+);/g), (m) => [
          m[1] ?? '',
          (m[2] ?? '').trim(),
        ]),
      );
      const read = (pattern: RegExp) =>
        [...declared].filter(([name]) => pattern.test(name)).map(([, value]) => token(value));
      const fgs = read(/^(color|--[\w-]+-fg)$/);
      const bgs = read(/^(background|background-color|--[\w-]+-bg(-hover)?)$/);
      return fgs.flatMap((fg) => bgs.flatMap((bg) => (fg && bg ? [{ file, fg, bg }] : [])));
    });
  });
}

describe('the contrast pairs', () => {
  it('hold every colour and background set together in a stylesheet', () => {
    const found = pairsInStylesheets();
    expect(found.length).toBeGreaterThan(20);
    const listed = new Set(contrastPairs.map(({ fg, bg }) => `${fg} on ${bg}`));
    const missing = found
      .filter(({ fg, bg }) => !listed.has(`${fg} on ${bg}`))
      .map(({ file, fg, bg }) => `${fg} on ${bg} (${file})`);
    expect(missing).toEqual([]);
  });

  it('are listed once each, with the minimum of their kind', () => {
    const keys = contrastPairs.map(({ fg, bg }) => `${fg} on ${bg}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { kind, min } of contrastPairs) expect(min).toBe(kind === 'text' ? 4.5 : 3);
  });
});

describe('tokens.css', () => {
  it('lets the dark theme override only semantic tokens', () => {
    const overridden = [...declarations("[data-theme='dark']").keys()];
    expect(overridden.length).toBeGreaterThan(20);
    expect(overridden.filter((name) => name.startsWith('--palette-'))).toEqual([]);
  });

  it('zeroes every duration when reduced motion is asked for', () => {
    const reduced = declarations('@media (prefers-reduced-motion: reduce)');
    const durations = [...light.keys()].filter((name) => name.startsWith('--duration-'));
    expect(durations.length).toBeGreaterThan(0);
    for (const name of durations) expect(reduced.get(name)).toBe('0ms');
  });
});
