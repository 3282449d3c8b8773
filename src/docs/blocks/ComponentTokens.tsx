import { tokensUsedBy } from '../tokens';
import styles from './blocks.module.css';

export interface ComponentTokensProps {
  /** The component's stylesheets as text (`import css from './X.module.css?raw'`). */
  css: string | string[];
}

/**
 * The tokens a component's stylesheet reads, with a live sample in the current theme. Read from
 * the stylesheet itself, so the list cannot drift from the code.
 */
export function ComponentTokens({ css }: ComponentTokensProps) {
  const used = tokensUsedBy([css].flat().join('\n'));
  if (used.length === 0) return <p>This component reads no design tokens of its own.</p>;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value (light)</th>
          <th scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {used.map((token) => (
          <tr key={token.name}>
            <td>
              <code>{token.name}</code>
            </td>
            <td>{token.value}</td>
            <td>
              {token.name.startsWith('--color-') ? (
                <span className={styles.chip} style={{ background: `var(${token.name})` }} />
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
