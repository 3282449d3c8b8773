import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { PartialDate, Reading } from '../../api/contract';
import type { MessageId } from '../../i18n';
import { cx } from '../../lib/cx';
import { formatPartialDate } from '../../lib/formatPartialDate';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Icon } from '../Icon';
import { readingStatusLabels } from '../ReadingStatusMenu';
import styles from './ReadingHistory.module.css';

export interface ReadingHistoryProps {
  /** The reader's readings of one book, current first (as the journal lists them). */
  readings: Reading[];
  /** Shows an Edit button on each reading that calls this. */
  onEdit?: (reading: Reading) => void;
  /** Shows a Delete button on each reading that calls this (the caller asks first). */
  onDelete?: (reading: Reading) => void;
  /** The reading being saved or deleted: its buttons wait. */
  busyId?: number | null;
  /** Heading level of "Reading history", so the section fits the page outline. */
  headingLevel?: 2 | 3;
  /** Extra class for the root element. */
  className?: string;
}

type DateMessages = { known: MessageId; unknown: MessageId };
const STARTED: DateMessages = {
  known: 'journal.history.started',
  unknown: 'journal.history.startedUnknown',
};
const FINISHED: DateMessages = {
  known: 'journal.history.finished',
  unknown: 'journal.history.finishedUnknown',
};
const STOPPED: DateMessages = {
  known: 'journal.history.stopped',
  unknown: 'journal.history.stoppedUnknown',
};

/** "Started Nov 3, 2026", "Finished March 2019", "Started: date unknown". */
function dateText(intl: IntlShape, messages: DateMessages, value: PartialDate) {
  const date = formatPartialDate(intl, value);
  return date === null
    ? intl.formatMessage({ id: messages.unknown })
    : intl.formatMessage({ id: messages.known }, { date });
}

/**
 * The reader's readings of a book: state, dates as precisely as they are known, the DNF reason
 * and the private note, with Edit and Delete. (The active reading's progress is shown, with its
 * update, by ReadingProgress where the page offers it.)
 */
export function ReadingHistory({
  readings,
  onEdit,
  onDelete,
  busyId = null,
  headingLevel = 2,
  className,
}: ReadingHistoryProps) {
  const intl = useIntl();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <section className={cx(styles.root, className)} aria-labelledby={headingId}>
      <header className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {intl.formatMessage({ id: 'journal.history.title' })}
        </Heading>
        {readings.length > 0 && (
          <span className={styles.count}>
            {intl.formatMessage({ id: 'journal.history.count' }, { count: readings.length })}
          </span>
        )}
      </header>
      {readings.length === 0 ? (
        <EmptyState
          density="compact"
          icon="book"
          headingLevel={headingLevel === 2 ? 3 : 4}
          title={intl.formatMessage({ id: 'journal.history.empty' })}
          text={intl.formatMessage({ id: 'journal.history.emptyText' })}
        />
      ) : (
        <ol className={styles.list} role="list">
          {readings.map((reading, index) => {
            const started = formatPartialDate(intl, reading.started);
            const labelValues = { date: started ?? '', position: index + 1 };
            const busy = busyId === reading.id;
            const end =
              reading.state === 'read' && reading.finished
                ? dateText(intl, FINISHED, reading.finished)
                : reading.stopped
                  ? dateText(intl, STOPPED, reading.stopped)
                  : null;
            return (
              <li key={reading.id} className={styles.item} data-state={reading.state}>
                <div className={styles.summary}>
                  <span className={styles.badge} data-state={reading.state}>
                    {intl.formatMessage({ id: readingStatusLabels[reading.state] })}
                  </span>
                  <p className={styles.dates}>
                    <span>{dateText(intl, STARTED, reading.started)}</span>
                    {end && (
                      <>
                        <span className={styles.dot} aria-hidden="true">
                          ·
                        </span>
                        <span>{end}</span>
                      </>
                    )}
                  </p>
                </div>
                {reading.state === 'dnf' && reading.dnf_reason && (
                  <p className={styles.reason}>
                    {intl.formatMessage(
                      { id: 'journal.history.dnfReason' },
                      { reason: reading.dnf_reason },
                    )}
                  </p>
                )}
                {reading.note && (
                  <div className={styles.note}>
                    <p className={styles.noteLabel}>
                      <Icon name="eyeOff" size={16} />
                      {intl.formatMessage({ id: 'journal.history.noteLabel' })}
                    </p>
                    <p className={styles.noteText}>{reading.note}</p>
                  </div>
                )}
                {(onEdit || onDelete) && (
                  <div className={styles.actions}>
                    {onEdit && (
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={busy}
                        onClick={() => onEdit(reading)}
                        aria-label={intl.formatMessage(
                          {
                            id: started
                              ? 'journal.history.editLabel'
                              : 'journal.history.editLabelUnknown',
                          },
                          labelValues,
                        )}
                      >
                        {intl.formatMessage({ id: 'journal.history.edit' })}
                      </Button>
                    )}
                    {onDelete && (
                      <Button
                        variant="ghost"
                        size="sm"
                        className={styles.delete}
                        loading={busy}
                        onClick={() => onDelete(reading)}
                        aria-label={intl.formatMessage(
                          {
                            id: started
                              ? 'journal.history.deleteLabel'
                              : 'journal.history.deleteLabelUnknown',
                          },
                          labelValues,
                        )}
                      >
                        {intl.formatMessage({ id: 'journal.history.delete' })}
                      </Button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
