import { useIntl } from 'react-intl';
import { ProgressBar } from '../ProgressBar';
import { cx } from '../../lib/cx';
import styles from './ImportProgress.module.css';

export interface ImportProgressProps {
  /** The file being imported. */
  fileName: string;
  /** Rows applied so far. */
  done: number;
  /** Rows to apply. */
  total: number;
  /** Extra class for the root element. */
  className?: string;
}

/** An import applying: a real progress bar with its counts ("1,250 of 10,000 rows"). */
export function ImportProgress({ fileName, done, total, className }: ImportProgressProps) {
  const intl = useIntl();
  const value = total === 0 ? 100 : (done / total) * 100;
  // The count changes at every poll (about once a second): announcing it would talk over the
  // reader, so only each quarter reached is said.
  const quarter = Math.floor(value / 25) / 4;
  return (
    <div className={cx(styles.root, className)}>
      <p className="visually-hidden" aria-live="polite">
        {quarter > 0 &&
          intl.formatMessage({ id: 'import.progress.milestone' }, { percent: quarter })}
      </p>
      <ProgressBar
        live={false}
        value={value}
        label={intl.formatMessage({ id: 'import.progress.label' }, { fileName })}
        stageLabel={intl.formatMessage({ id: 'import.progress.count' }, { done, total })}
      />
      <p className={styles.hint}>{intl.formatMessage({ id: 'import.progress.hint' })}</p>
    </div>
  );
}
