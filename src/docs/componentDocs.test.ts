import { describe, expect, it } from 'vitest';
import { tokensUsedBy } from './tokens';

// Read from disk: Vitest's node project blanks CSS imports. The specifier is a plain string so
// the browser-typed app tsconfig does not need Node's type definitions.
const nodeFs: string = 'node:fs';
const { existsSync, readFileSync, readdirSync } = (await import(/* @vite-ignore */ nodeFs)) as {
  existsSync: (path: URL) => boolean;
  readFileSync: (path: URL, encoding: 'utf8') => string;
  readdirSync: (path: URL, options: { recursive: true; encoding: 'utf8' }) => string[];
};

const componentsDir = new URL('../components/', import.meta.url);

/** The sections a designer looks for on every component's page, in this order. */
const SECTIONS = [
  '## When to use',
  '## When not to use',
  '## Variants and states',
  '## Tokens',
  '## Accessibility',
  "## Do and don't",
];

/** Every story file under src/components, as "Dir/Name" without the extension. */
const components = readdirSync(componentsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx') && !file.includes('__screenshots__'))
  .map((file) => file.replace(/\.stories\.tsx$/, ''))
  .sort();

describe('component docs', () => {
  it('finds the components', () => {
    expect(components).toContain('Button/Button');
    expect(components.length).toBeGreaterThan(30);
  });

  it.each(components)('%s has a docs page with every section', (path) => {
    const name = path.split('/').pop() ?? path;
    const page = new URL(`${path}.mdx`, componentsDir);
    expect(existsSync(page), `${path}.mdx is missing`).toBe(true);
    const mdx = readFileSync(page, 'utf8');
    // Attached to the component's own stories, so it replaces the generated page.
    expect(mdx).toMatch(new RegExp(`<Meta of=\\{\\w+\\} />`));
    expect(mdx).toContain(`from './${name}.stories'`);
    const positions = SECTIONS.map((heading) => mdx.indexOf(`\n${heading}\n`));
    for (const [index, heading] of SECTIONS.entries()) {
      expect(positions[index], `${name}: "${heading}"`).toBeGreaterThan(0);
    }
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // Tokens come from the stylesheet itself, and do/don't shows both sides.
    expect(mdx).toMatch(/<ComponentTokens css=\{/);
    expect(mdx).toMatch(/<Do caption=/);
    expect(mdx).toMatch(/<Dont caption=/);
  });
});

describe('tokensUsedBy', () => {
  const all = [
    { name: '--color-accent', value: 'var(--palette-oxblood-600)' },
    { name: '--space-2', value: '0.5rem' },
    { name: '--radius-md', value: '8px' },
  ];

  it('lists the tokens a stylesheet reads, once each, in first-use order', () => {
    const css = `.a { padding: var(--space-2); color: var(--color-accent); }
      .b { margin: var( --space-2 ); }`;
    expect(tokensUsedBy(css, all).map((token) => token.name)).toEqual([
      '--space-2',
      '--color-accent',
    ]);
  });

  it('leaves out custom properties the stylesheet defines, and names that are not tokens', () => {
    const css = `.a { --radius-md: 2px; --local: red; border-radius: var(--radius-md);
      color: var(--local, var(--color-accent)); }`;
    expect(tokensUsedBy(css, all).map((token) => token.name)).toEqual(['--color-accent']);
  });
});
