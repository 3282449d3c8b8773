import { useEffect, useState } from 'react';
import { contrastPairs, contrastRatio } from './contrast';
import { tokensWithPrefix, type Token } from './tokens';
import styles from './TokenSwatches.module.css';

/**
 * Reads the computed value of every token after mount (var() references resolved), and again
 * whenever the theme attribute on <html> changes.
 */
function useComputed(list: Token[]): Record<string, string> {
  const key = list.map((token) => token.name).join(' ');
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    const names = key.split(' ');
    const read = () => {
      const style = getComputedStyle(document.documentElement);
      setValues(
        Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name).trim()])),
      );
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme'],
    });
    return () => observer.disconnect();
  }, [key]);
  return values;
}

export interface ColorSwatchesProps {
  /** Which tokens: "--palette-" for raw colours, "--color-" for semantic ones. */
  prefix: '--palette-' | '--color-';
}

/** A swatch per colour token with its name, its value as written and the resolved colour. */
export function ColorSwatches({ prefix }: ColorSwatchesProps) {
  const list = tokensWithPrefix(prefix);
  const computed = useComputed(list);
  return (
    // Divs with list roles: the docs page styles real <li> elements with its own margins.
    <div className={styles.swatches} role="list" aria-label={`${prefix} tokens`}>
      {list.map((token) => (
        <div key={token.name} className={styles.swatch} role="listitem">
          <span className={styles.chip} style={{ background: `var(${token.name})` }} />
          <code className={styles.name}>{token.name}</code>
          <span className={styles.value}>{token.value}</span>
          {token.value.startsWith('var(') && computed[token.name] && (
            <span className={styles.value}>= {computed[token.name]}</span>
          )}
        </div>
      ))}
    </div>
  );
}

/** A table of the pairs above with their measured ratio in the current theme. */
export function ContrastTable() {
  const names = [...new Set(contrastPairs.flatMap((pair) => [pair.fg, pair.bg]))].map((name) => ({
    name,
    value: '',
  }));
  const computed = useComputed(names);
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Sample</th>
          <th scope="col">Foreground</th>
          <th scope="col">Background</th>
          <th scope="col">Used for</th>
          <th scope="col">Ratio</th>
          <th scope="col">Needs</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map(({ fg, bg, min, kind, use }) => {
          const ratio = contrastRatio(computed[fg] ?? '', computed[bg] ?? '');
          return (
            <tr key={`${fg}/${bg}`}>
              <td>
                {kind === 'text' ? (
                  <span
                    className={styles.sample}
                    style={{ color: `var(${fg})`, background: `var(${bg})` }}
                  >
                    Aa Shelfmark
                  </span>
                ) : (
                  // Non-text pairs (borders, rings, icons) are shown as a drawn shape.
                  <span className={styles.sample} style={{ background: `var(${bg})` }}>
                    <span className={styles.shape} style={{ borderColor: `var(${fg})` }} />
                  </span>
                )}
              </td>
              <td>
                <code>{fg}</code>
              </td>
              <td>
                <code>{bg}</code>
              </td>
              <td>{use}</td>
              <td>{ratio ? `${ratio.toFixed(2)}:1` : '…'}</td>
              <td>
                {min}:1 {kind} {ratio !== null && (ratio >= min ? '✓' : '✗')}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** One line per font-size token, set in the UI face and the heading face. */
export function TypeScale() {
  return (
    <div className={styles.stack}>
      {tokensWithPrefix('--font-size-').map((token) => (
        <div key={token.name} className={styles.typeRow}>
          <code className={styles.name}>
            {token.name} · {token.value}
          </code>
          <span style={{ fontSize: `var(${token.name})`, fontFamily: 'var(--font-sans)' }}>
            Curate your shelf — Kitaplığını düzenle
          </span>
          <span
            style={{
              fontSize: `var(${token.name})`,
              fontFamily: 'var(--font-serif)',
              fontWeight: 600,
            }}
          >
            Discover your next favorite book.
          </span>
        </div>
      ))}
    </div>
  );
}

/** A bar per spacing token, as long as the space it names. */
export function SpacingScale() {
  return (
    <div className={styles.stack}>
      {tokensWithPrefix('--space-').map((token) => (
        <div key={token.name} className={styles.measureRow}>
          <code className={styles.name}>
            {token.name} · {token.value}
          </code>
          <span className={styles.bar} style={{ inlineSize: `var(${token.name})` }} />
        </div>
      ))}
    </div>
  );
}

/** A tile per radius or shadow token. */
export function ShapeTiles({ prefix }: { prefix: '--radius-' | '--shadow-' }) {
  return (
    <div className={styles.tiles} role="list" aria-label={`${prefix} tokens`}>
      {tokensWithPrefix(prefix).map((token) => (
        <div key={token.name} className={styles.tileItem} role="listitem">
          <span
            className={styles.tile}
            style={
              prefix === '--radius-'
                ? { borderRadius: `var(${token.name})` }
                : { boxShadow: `var(${token.name})` }
            }
          />
          <code className={styles.name}>{token.name}</code>
          <span className={styles.value}>{token.value}</span>
        </div>
      ))}
    </div>
  );
}

/** A table of every token with a prefix, for motion, layers and sizes. */
export function TokenTable({ prefix }: { prefix: string }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {tokensWithPrefix(prefix).map((token) => (
          <tr key={token.name}>
            <td>
              <code>{token.name}</code>
            </td>
            <td>{token.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
