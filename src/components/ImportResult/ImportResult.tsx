import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { Button } from '../Button';
import { cx } from '../../lib/cx';
import styles from './ImportResult.module.css';

export interface ImportResultProps {
  /** The file imported. */
  fileName: string;
  /** Rows imported, books created in the catalogue, rows skipped. */
  result: { imported: number; created: number; skipped: number };
  /** The skipped rows' CSV is being fetched. */
  downloading?: boolean;
  /** Download the skipped rows (offered only when some were skipped). */
  onDownloadSkipped: () => void;
  /** Start again with another file. */
  onImportAnother: () => void;
  /** More actions after the result (a link to the reader's shelves). */
  children?: ReactNode;
  /** Heading level of the result's title. */
  headingLevel?: 2 | 3;
  /** Extra class for the root element. */
  className?: string;
}

/** A finished import: what was imported, created and skipped, and what to do next. */
export function ImportResult({
  fileName,
  result,
  downloading = false,
  onDownloadSkipped,
  onImportAnother,
  children,
  headingLevel = 2,
  className,
}: ImportResultProps) {
  const Heading = `h${headingLevel}` as const;
  const counts = [
    ['import.result.imported', result.imported],
    ['import.result.created', result.created],
    ['import.result.skipped', result.skipped],
  ] as const;
  return (
    <section className={cx(styles.root, className)} aria-labelledby="import-result-title">
      {/* Focusable, so the screen can move focus here when the import ends. */}
      <Heading id="import-result-title" className={styles.title} tabIndex={-1}>
        <FormattedMessage id="import.result.title" values={{ fileName }} />
      </Heading>
      <dl className={styles.counts}>
        {counts.map(([label, count]) => (
          <div key={label} className={styles.count}>
            <dt>
              <FormattedMessage id={label} />
            </dt>
            <dd>
              <FormattedNumber value={count} />
            </dd>
          </div>
        ))}
      </dl>
      {result.skipped > 0 && (
        <p className={styles.note}>
          <FormattedMessage id="import.result.skippedNote" />
        </p>
      )}
      <div className={styles.actions}>
        {result.skipped > 0 && (
          <Button variant="secondary" loading={downloading} onClick={onDownloadSkipped}>
            <FormattedMessage id="import.result.downloadSkipped" />
          </Button>
        )}
        <Button variant="ghost" onClick={onImportAnother}>
          <FormattedMessage id="import.result.another" />
        </Button>
        {children}
      </div>
    </section>
  );
}
