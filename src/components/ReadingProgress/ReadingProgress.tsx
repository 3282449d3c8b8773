import { useIntl } from 'react-intl';
import type { Reading } from '../../api/contract';
// The rule's own module: the contract's index also holds its zod schemas, kept off this page.
import { completeProgress } from '../../api/contract/journalRules';
import { cx } from '../../lib/cx';
import { Button } from '../Button';
import { ProgressBar } from '../ProgressBar';
import styles from './ReadingProgress.module.css';

export interface ReadingProgressProps {
  /** The reading whose progress is shown (its `progress`: pages, percent or neither). */
  reading: Reading;
  /** The book's page count (the reader's edition's, else the catalogue's); null when unknown. */
  pageCount: number | null;
  /** Shows an "Update progress" button that calls this; omit for a read-only summary. */
  onUpdate?: () => void;
  /** An update is on its way: the button waits. */
  busy?: boolean;
  /** Tighter layout for cards and lists (no visible "Reading progress" heading, small button). */
  compact?: boolean;
  /** Accessible name of the button when several are on one page ("Update progress for Dune"). */
  updateLabel?: string;
  /** Extra class for the root element. */
  className?: string;
}

/** Pages and percent as far as they are known, each derived from the other with a page count. */
function known(reading: Reading, pageCount: number | null) {
  const count = pageCount !== null && pageCount > 0 ? pageCount : null;
  return { count, ...completeProgress(reading.progress, count) };
}

/**
 * How far the reader is in a reading: a progress bar and "Page 120 of 300 · 40%", "40%" or
 * "No progress yet", with an optional "Update progress" button.
 */
export function ReadingProgress({
  reading,
  pageCount,
  onUpdate,
  busy = false,
  compact = false,
  updateLabel,
  className,
}: ReadingProgressProps) {
  const intl = useIntl();
  const { count, pages, percent } = known(reading, pageCount);
  const summary =
    count !== null && pages !== null && percent !== null
      ? intl.formatMessage({ id: 'journal.progress.pages' }, { pages, pageCount: count, percent })
      : percent !== null
        ? intl.formatMessage({ id: 'journal.progress.percent' }, { percent })
        : pages !== null
          ? intl.formatMessage({ id: 'journal.progress.page' }, { pages })
          : intl.formatMessage({ id: 'journal.progress.none' });

  return (
    <div className={cx(styles.root, className)} data-compact={compact || undefined}>
      <ProgressBar
        className={styles.bar}
        // A page without a page count is progress of unknown share: no percentage is claimed.
        value={percent ?? (pages === null ? 0 : null)}
        label={intl.formatMessage({ id: 'journal.progress.label' })}
        stageLabel={summary}
        showLabel={!compact}
      />
      {onUpdate && (
        <Button
          className={styles.update}
          variant="secondary"
          size="sm"
          loading={busy}
          onClick={onUpdate}
          aria-label={updateLabel}
        >
          {intl.formatMessage({ id: 'journal.progress.update' })}
        </Button>
      )}
    </div>
  );
}
