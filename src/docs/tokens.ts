import tokensCss from '../styles/tokens.css?raw';

/** One custom property as written in tokens.css. */
export interface Token {
  /** Name with the leading dashes, e.g. --color-accent. */
  name: string;
  /** Value as written (may reference another token with var()). */
  value: string;
}

/** The light theme block: the first rule in tokens.css, which defines every token. */
function lightBlock(css: string): string {
  const start = css.indexOf('{');
  const end = css.indexOf('\n}', start);
  return start >= 0 && end > start ? css.slice(start + 1, end) : '';
}

/** Every token of the light theme, in file order, read from tokens.css itself. */
export const tokens: Token[] = Array.from(
  lightBlock(tokensCss).matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g),
  (match) => ({ name: match[1] ?? '', value: (match[2] ?? '').replace(/\s+/g, ' ').trim() }),
);

/** Tokens whose name starts with `prefix` (for example --color- or --space-). */
export function tokensWithPrefix(prefix: string): Token[] {
  return tokens.filter((token) => token.name.startsWith(prefix));
}

/** The tokens the dark theme overrides, with their values as written there. */
export const darkTokens: Token[] = (() => {
  const start = tokensCss.indexOf("[data-theme='dark'] {");
  if (start < 0) return [];
  const block = tokensCss.slice(start, tokensCss.indexOf('\n}', start));
  return Array.from(block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g), (match) => ({
    name: match[1] ?? '',
    value: (match[2] ?? '').replace(/\s+/g, ' ').trim(),
  }));
})();

/** Names of the tokens the dark theme overrides. */
export const darkOverrides: string[] = darkTokens.map((token) => token.name);

/**
 * The design tokens a stylesheet reads, in first-use order. Custom properties the stylesheet
 * defines itself (a component's local knobs such as --button-bg) are left out: they are not
 * tokens, and the tokens they are set from are listed instead.
 */
export function tokensUsedBy(css: string, all: Token[] = tokens): Token[] {
  const local = new Set(Array.from(css.matchAll(/(--[\w-]+)\s*:/g), (match) => match[1]));
  const known = new Map(all.map((token) => [token.name, token]));
  const used: Token[] = [];
  for (const match of css.matchAll(/var\(\s*(--[\w-]+)/g)) {
    const name = match[1] ?? '';
    const token = known.get(name);
    if (!token || local.has(name) || used.includes(token)) continue;
    used.push(token);
  }
  return used;
}
