import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ModerationLogEntry } from '../../api/contract/moderation';
import { formatDate, useLocale } from '../../i18n';
import { cx } from '../../lib/cx';
import { Button } from '../Button';
import { ErrorState } from '../ErrorState';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import styles from './AuditLogList.module.css';

/** Where the log is: its first page loading, failed to load, or shown. */
export type AuditLogStatus = 'loading' | 'loadFailed' | 'ready';

export interface AuditLogListProps {
  /** The entries shown, newest first, as `/moderation/log` answers them. */
  entries: ModerationLogEntry[];
  /** Every entry in the log; more than `entries` offers "Show more". */
  total: number;
  status?: AuditLogStatus;
  /** The next page is loading: "Show more" is busy. */
  loadingMore?: boolean;
  onShowMore: () => void;
  /** From `loadFailed`: load the first page again. */
  onRetry: () => void;
  /** Heading level of the list's title, so it fits the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** A reader the log names, linked to their profile; "Deleted account" once they are gone. */
function Reader({ reader }: { reader: ModerationLogEntry['target_user'] }) {
  if (!reader) {
    return (
      <span className={styles.gone}>
        <FormattedMessage id="moderation.log.deletedAccount" />
      </span>
    );
  }
  return (
    <Link className={styles.link} to={`/user/profile?id=${reader.id}`}>
      @{reader.username}
    </Link>
  );
}

/**
 * The moderators' audit log, read only: one row per action, newest first. Each row says when,
 * who (a moderator, or the operator for a role granted at the command line), what, to whom and
 * why, and a suspension's end. It draws its own title, loading, failed and empty states, and
 * "Show more" while the server has more. There is nothing to edit or delete, by design.
 */
export function AuditLogList({
  entries,
  total,
  status = 'ready',
  loadingMore = false,
  onShowMore,
  onRetry,
  headingLevel = 2,
  className,
}: AuditLogListProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const listRef = useRef<HTMLOListElement>(null);
  const moreFrom = useRef<number | null>(null);

  // After "Show more", focus goes to the first new row, so the keyboard keeps its place.
  useEffect(() => {
    const from = moreFrom.current;
    if (from === null || entries.length <= from) return;
    moreFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(':scope > li')[from]?.focus();
  }, [entries]);

  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section
      className={cx(styles.root, className)}
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || loadingMore || undefined}
    >
      <Heading id={titleId} className={styles.title}>
        <FormattedMessage id="moderation.log.title" />
      </Heading>
      <p className={styles.text}>
        <FormattedMessage id="moderation.log.text" />
      </p>
      {status === 'loading' && <Spinner label={intl.formatMessage({ id: 'common.loading' })} />}
      {status === 'loadFailed' && (
        <ErrorState
          density="compact"
          message={<FormattedMessage id="moderation.log.loadFailed" />}
          onRetry={onRetry}
        />
      )}
      {status === 'ready' && entries.length === 0 && (
        <p className={styles.empty}>
          <FormattedMessage id="moderation.log.empty" />
        </p>
      )}
      {status === 'ready' && entries.length > 0 && (
        <ol ref={listRef} className={styles.list}>
          {entries.map((entry) => (
            // Focusable from script only: where "Show more" leaves the keyboard.
            <li key={entry.id} className={styles.entry} tabIndex={-1}>
              <div className={styles.head}>
                <span className={styles.action}>
                  <FormattedMessage id={`moderation.log.action.${entry.action}`} />
                </span>
                <time className={styles.when} dateTime={entry.created_at}>
                  {when(entry.created_at)}
                </time>
              </div>
              <dl className={styles.facts}>
                <div className={styles.fact}>
                  <dt>
                    <FormattedMessage id="moderation.log.by" />
                  </dt>
                  <dd>
                    {entry.by_operator ? (
                      <FormattedMessage id="moderation.log.operator" />
                    ) : (
                      <Reader reader={entry.moderator} />
                    )}
                  </dd>
                </div>
                <div className={styles.fact}>
                  <dt>
                    <FormattedMessage id="moderation.log.whom" />
                  </dt>
                  <dd>
                    <Reader reader={entry.target_user} />
                  </dd>
                </div>
                {entry.action === 'suspend' && (
                  <div className={styles.fact}>
                    <dt>
                      <FormattedMessage id="moderation.log.until" />
                    </dt>
                    <dd>
                      {entry.until ? (
                        // The day the suspension ends, at 00:00 UTC: that calendar day.
                        <time dateTime={entry.until}>
                          {formatDate(entry.until, locale, { timeZone: 'UTC' })}
                        </time>
                      ) : (
                        <FormattedMessage id="moderation.log.noEnd" />
                      )}
                    </dd>
                  </div>
                )}
                <div className={cx(styles.fact, styles.why)}>
                  <dt>
                    <FormattedMessage id="moderation.log.why" />
                  </dt>
                  <dd>{entry.reason}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      )}
      {status === 'ready' && entries.length < total && (
        <div className={styles.more}>
          <p className={styles.note}>
            <FormattedMessage id="moderation.log.shown" values={{ shown: entries.length, total }} />
          </p>
          <Button
            variant="ghost"
            size="sm"
            icon={<Icon name="chevronDown" />}
            loading={loadingMore}
            onClick={() => {
              moreFrom.current = entries.length;
              onShowMore();
            }}
          >
            <FormattedMessage id="moderation.more" />
          </Button>
        </div>
      )}
    </section>
  );
}
