import { useEffect, useRef, useState } from 'react';
import { contrastPairs, type ContrastPair } from './contrast';
import { darkTokens, tokensWithPrefix, type Token } from './tokens';
import styles from './ThemeComparison.module.css';

export type Theme = 'light' | 'dark';

/** How a token is shown at work: its first contrast pair as foreground, else as background. */
function samplePair(name: string): { pair: ContrastPair; role: 'fg' | 'bg' } | null {
  const asFg = contrastPairs.find((pair) => pair.fg === name);
  if (asFg) return { pair: asFg, role: 'fg' };
  const asBg = contrastPairs.find((pair) => pair.bg === name);
  return asBg ? { pair: asBg, role: 'bg' } : null;
}

/** The colour tokens with the value each theme writes for them (dark falls back to light). */
function themedTokens(theme: Theme): Token[] {
  const dark = new Map(darkTokens.map((token) => [token.name, token.value]));
  return tokensWithPrefix('--color-').map((token) => ({
    name: token.name,
    value: theme === 'dark' ? (dark.get(token.name) ?? token.value) : token.value,
  }));
}

/** What a pair looks like in use: text on its background, or a drawn shape for non-text pairs. */
function Sample({ name }: { name: string }) {
  const found = samplePair(name);
  if (!found) return <span />;
  const { pair, role } = found;
  const other = role === 'fg' ? pair.bg : pair.fg;
  return (
    <span className={styles.sampleCell}>
      {pair.kind === 'text' ? (
        <span
          className={styles.sample}
          style={{ color: `var(${pair.fg})`, background: `var(${pair.bg})` }}
        >
          Aa Shelfmark
        </span>
      ) : (
        // Icons, borders and the focus ring are not text: a shape, so axe does not read it as text.
        <span className={styles.sample} style={{ background: `var(${pair.bg})` }}>
          <span className={styles.shape} style={{ borderColor: `var(${pair.fg})` }} />
        </span>
      )}
      <span className={styles.caption}>
        {role === 'fg' ? 'on' : 'behind'} <code>{other.replace('--color-', '')}</code>
      </span>
    </span>
  );
}

/**
 * One theme's column. The `data-theme` attribute on the column itself selects the theme: the
 * token rules in tokens.css are attribute selectors, so they apply to this element as they do
 * to <html>, whatever theme the page around it is in.
 */
function ThemeColumn({ theme, label }: { theme: Theme; label: string }) {
  const list = themedTokens(theme);
  const column = useRef<HTMLElement>(null);
  const [resolved, setResolved] = useState<Record<string, string>>({});
  useEffect(() => {
    // Read where the theme applies, so var() references resolve to this theme's colours.
    if (!column.current) return;
    const style = getComputedStyle(column.current);
    setResolved(
      Object.fromEntries(
        tokensWithPrefix('--color-').map(({ name }) => [name, style.getPropertyValue(name).trim()]),
      ),
    );
  }, []);
  const headingId = `theme-column-${theme}`;
  return (
    <section
      ref={column}
      data-theme={theme}
      className={styles.column}
      aria-labelledby={headingId}
      // One grid row for the heading, then one per token, shared with the other column.
      style={{ gridRow: `span ${list.length + 1}` }}
    >
      <h3 id={headingId} className={styles.heading}>
        {label}
      </h3>
      <div
        className={styles.rows}
        role="list"
        aria-label={`Colour tokens, ${label.toLowerCase()}`}
        style={{ gridRow: `span ${list.length}` }}
      >
        {list.map((token) => (
          <div key={token.name} className={styles.row} role="listitem" data-token={token.name}>
            <span
              className={styles.chip}
              style={{ background: `var(${token.name})` }}
              aria-hidden="true"
            />
            <span className={styles.text}>
              <code className={styles.name}>{token.name}</code>
              <span className={styles.value}>
                {token.value}
                {token.value.startsWith('var(') && resolved[token.name] && (
                  <> = {resolved[token.name]}</>
                )}
              </span>
            </span>
            <Sample name={token.name} />
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * Every colour token in the light and the dark theme side by side, each column rendered in its
 * own theme: the name, the value as written and resolved, and the token at work with its pair.
 */
export function ThemeComparison() {
  return (
    <div className={styles.comparison}>
      <ThemeColumn theme="light" label="Light theme" />
      <ThemeColumn theme="dark" label="Dark theme" />
    </div>
  );
}
