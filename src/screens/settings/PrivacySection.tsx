import { useMachine } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorState } from '../../components/ErrorState';
import { ReaderActionList, type ReaderListStatus } from '../../components/ReaderActionList';
import { Spinner } from '../../components/Spinner';
import { Switch } from '../../components/Switch';
import { useToastAction } from '../../components/Toaster';
import { useProvided } from '../../lib/useProvided';
import {
  blockedReaderActors,
  followRequestActors,
  privacySettingActors,
  READER_PAGE_SIZE,
} from '../../machines/privacy/actors';
import { privacySettingMachine } from '../../machines/privacy/privacySettingMachine';
import { readerListMachine } from '../../machines/privacy/readerListMachine';
import { useApi, useSessionActor } from '../../session/SessionProvider';
import styles from './Settings.module.css';

type ReaderListState = ReturnType<typeof useReaderList>[0];

/** A reader list machine with its calls, run for this section. */
function useReaderList(actors: ReturnType<typeof followRequestActors>) {
  const session = useSessionActor();
  const showToast = useToastAction();
  return useMachine(
    useProvided(() =>
      readerListMachine.provide({
        actors,
        actions: { showToast, endSession: () => session.send({ type: 'session.expired' }) },
      }),
    ),
    { input: { pageSize: READER_PAGE_SIZE } },
  );
}

function listStatus(state: ReaderListState): ReaderListStatus {
  if (state.matches('loading')) return 'loading';
  if (state.matches('loadFailed')) return 'loadFailed';
  return 'ready';
}

/**
 * "Privacy and safety": whether the reader's profile is private, the follow requests waiting
 * for their answer, and the readers they have blocked; each part loads and fails on its own.
 */
export function PrivacySection({ userId }: { userId: number }) {
  const intl = useIntl();
  const api = useApi();
  const session = useSessionActor();
  const showToast = useToastAction();
  const [requests, sendRequests, requestsActor] = useReaderList(
    useProvided(() => followRequestActors(api)),
  );
  const [blocked, sendBlocked] = useReaderList(useProvided(() => blockedReaderActors(api)));
  const [privacy, sendPrivacy] = useMachine(
    useProvided(() =>
      privacySettingMachine.provide({
        actors: privacySettingActors(api, userId),
        actions: {
          showToast,
          endSession: () => session.send({ type: 'session.expired' }),
          requestsApproved: () => requestsActor.send({ type: 'readers.reload' }),
        },
      }),
    ),
  );
  const { isPrivate, wanted } = privacy.context;
  // Each list, and the switch while it saves, says it is busy itself.
  return (
    <section
      className={styles.card}
      aria-labelledby="settings-privacy-title"
      aria-busy={privacy.matches('loading') || undefined}
    >
      <h2 id="settings-privacy-title" className={styles.cardTitle}>
        <FormattedMessage id="settings.privacy.title" />
      </h2>
      {privacy.matches('loading') && (
        <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
      )}
      {privacy.matches('loadFailed') && (
        <ErrorState
          density="compact"
          message={<FormattedMessage id="settings.privacy.private.loadFailed" />}
          onRetry={() => sendPrivacy({ type: 'privacy.retry' })}
        />
      )}
      {(privacy.matches('ready') || privacy.matches('saving')) && (
        <Switch
          label={<FormattedMessage id="settings.privacy.private.label" />}
          hint={<FormattedMessage id="settings.privacy.private.hint" />}
          checked={wanted ?? isPrivate}
          busy={privacy.matches('saving')}
          onChange={(checked) => sendPrivacy({ type: 'privacy.set', isPrivate: checked })}
        />
      )}
      <ReaderActionList
        kind="requests"
        status={listStatus(requests)}
        readers={requests.context.readers}
        total={requests.context.total}
        acting={requests.context.acting}
        loadingMore={requests.matches('loadingMore')}
        onAction={(id, action) => sendRequests({ type: 'readers.act', userId: id, action })}
        onShowMore={() => sendRequests({ type: 'readers.more' })}
        onRetry={() => sendRequests({ type: 'readers.retry' })}
      />
      <ReaderActionList
        kind="blocked"
        status={listStatus(blocked)}
        readers={blocked.context.readers}
        total={blocked.context.total}
        acting={blocked.context.acting}
        loadingMore={blocked.matches('loadingMore')}
        onAction={(id, action) => sendBlocked({ type: 'readers.act', userId: id, action })}
        onShowMore={() => sendBlocked({ type: 'readers.more' })}
        onRetry={() => sendBlocked({ type: 'readers.retry' })}
      />
    </section>
  );
}
