import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AuditLogList, type AuditLogStatus } from '../components/AuditLogList';
import { Spinner } from '../components/Spinner';
import { Tabs } from '../components/Tabs';
import { useSession } from '../session/SessionProvider';
import { NotModerator } from './moderation/NotModerator';
import { QueuePanel } from './moderation/QueuePanel';
import { type LogSnapshot, useModeration } from './moderation/useModeration';
import { SignInRequired } from './SignInRequired';
import frame from './Page.module.css';
import styles from './ModerationScreen.module.css';

type Tab = 'queue' | 'log';

function logStatus(state: LogSnapshot): AuditLogStatus {
  if (state.matches('idle') || state.matches('loading')) return 'loading';
  if (state.matches('loadFailed')) return 'loadFailed';
  return 'ready';
}

/**
 * /moderation: the moderators' desk. The queue of reports (oldest first) with the actions that
 * fit each, and the audit log of every action, read only. A reader who does not moderate, by the
 * session's word or the server's (code 4), is told the page is for moderators.
 */
export function ModerationScreen() {
  const { status, user } = useSession();
  const intl = useIntl();
  return (
    <div className={frame.page}>
      <header className={frame.header}>
        <h1 className={frame.title}>
          <FormattedMessage id="moderation.title" />
        </h1>
        {user?.is_moderator === true && (
          <p className={styles.subtitle}>
            <FormattedMessage id="moderation.subtitle" />
          </p>
        )}
      </header>
      {status === 'unknown' && <Spinner label={intl.formatMessage({ id: 'common.loading' })} />}
      {status !== 'unknown' && user === null && <SignInRequired />}
      {status !== 'unknown' && user !== null && user.is_moderator !== true && <NotModerator />}
      {/* Keyed by reader, so another sign-in starts the desk afresh. */}
      {status !== 'unknown' && user?.is_moderator === true && <ModerationDesk key={user.id} />}
    </div>
  );
}

function ModerationDesk() {
  const intl = useIntl();
  const { queue, log } = useModeration();
  const [tab, setTab] = useState<Tab>('queue');
  const [queueState, sendQueue] = queue;
  const [logState, sendLog] = log;
  if (queueState.matches('forbidden') || logState.matches('forbidden')) return <NotModerator />;
  const queueCount =
    queueState.matches('loading') || queueState.matches('loadFailed')
      ? undefined
      : queueState.context.total;
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => {
        const next = value === 'log' ? 'log' : 'queue';
        setTab(next);
        if (next === 'log') sendLog({ type: 'log.open' });
      }}
    >
      <Tabs.List aria-label={intl.formatMessage({ id: 'moderation.tabs.label' })}>
        <Tabs.Trigger value="queue" count={queueCount}>
          <FormattedMessage id="moderation.tabs.queue" />
        </Tabs.Trigger>
        <Tabs.Trigger value="log">
          <FormattedMessage id="moderation.tabs.log" />
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="queue">
        <QueuePanel state={queueState} send={sendQueue} />
      </Tabs.Content>
      <Tabs.Content value="log">
        <AuditLogList
          entries={logState.context.entries}
          total={logState.context.total}
          status={logStatus(logState)}
          loadingMore={logState.matches('loadingMore')}
          onShowMore={() => sendLog({ type: 'log.more' })}
          onRetry={() => sendLog({ type: 'log.retry' })}
        />
      </Tabs.Content>
    </Tabs>
  );
}
