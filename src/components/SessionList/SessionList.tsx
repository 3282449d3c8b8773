import { FormattedMessage, useIntl } from 'react-intl';
import type { Session } from '../../api/contract/entities';
import type { SessionEnding } from '../../lib/accountFlows';
import { Button } from '../Button';
import { cx } from '../../lib/cx';
import styles from './SessionList.module.css';

export interface SessionListProps {
  /** The reader's sessions, most recently used first; one of them is `current`. */
  sessions: Session[];
  /** Every session the reader has, when more exist than are listed. */
  total: number;
  /** The end call running, if any: its button is busy and the others wait. */
  ending?: SessionEnding | null;
  onEnd: (id: number) => void;
  onEndOthers: () => void;
  className?: string;
}

/**
 * The reader's signed-in sessions: browser and system, when each signed in and was last active,
 * "This device" on the current one, a sign-out button on each other one (named after its
 * device for screen readers), and "Sign out everywhere else" when there is anywhere else.
 */
export function SessionList({
  sessions,
  total,
  ending = null,
  onEnd,
  onEndOthers,
  className,
}: SessionListProps) {
  const intl = useIntl();
  const busy = ending !== null;
  const others = sessions.filter((session) => !session.current);
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className={cx(styles.root, className)}>
      <ul className={styles.list}>
        {sessions.map((session) => {
          const browser =
            session.browser ?? intl.formatMessage({ id: 'settings.sessions.unknownBrowser' });
          const os = session.os ?? intl.formatMessage({ id: 'settings.sessions.unknownOs' });
          const lastUsed = when(session.last_used_at);
          return (
            <li
              key={session.id}
              className={styles.item}
              data-current={session.current || undefined}
            >
              <div className={styles.device}>
                <p className={styles.name}>
                  {browser}
                  <span className={styles.os}> · {os}</span>
                </p>
                <p className={styles.times}>
                  <FormattedMessage
                    id="settings.sessions.lastUsed"
                    values={{ date: <time dateTime={session.last_used_at}>{lastUsed}</time> }}
                  />
                  <span aria-hidden="true"> · </span>
                  <FormattedMessage
                    id="settings.sessions.started"
                    values={{
                      date: <time dateTime={session.created_at}>{when(session.created_at)}</time>,
                    }}
                  />
                </p>
              </div>
              {session.current ? (
                <span className={styles.current}>
                  <FormattedMessage id="settings.sessions.current" />
                </span>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={ending !== null && ending !== 'others' && ending.id === session.id}
                  disabled={busy}
                  aria-label={intl.formatMessage(
                    { id: 'settings.sessions.endLabel' },
                    { browser, os, date: lastUsed },
                  )}
                  onClick={() => onEnd(session.id)}
                >
                  <FormattedMessage id="settings.sessions.end" />
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {total > sessions.length && (
        <p className={styles.note}>
          <FormattedMessage
            id="settings.sessions.more"
            values={{ shown: sessions.length, total }}
          />
        </p>
      )}
      {others.length === 0 && total <= sessions.length ? (
        <p className={styles.note}>
          <FormattedMessage id="settings.sessions.onlyHere" />
        </p>
      ) : (
        <div className={styles.actions}>
          <Button
            variant="danger"
            loading={ending === 'others'}
            disabled={busy}
            onClick={onEndOthers}
          >
            <FormattedMessage id="settings.sessions.endOthers" />
          </Button>
        </div>
      )}
    </div>
  );
}
