import { useMachine } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorState } from '../../components/ErrorState';
import {
  ReaderActionList,
  type ReaderListKind,
  type ReaderListStatus,
} from '../../components/ReaderActionList';
import { Spinner } from '../../components/Spinner';
import { Switch } from '../../components/Switch';
import { useToastAction } from '../../components/Toaster';
import { useProvided } from '../../lib/useProvided';
import {
  blockedReaderActors,
  followRequestActors,
  mutedReaderActors,
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

/** One of the section's lists, drawn from its machine. */
function ReaderListOf({
  kind,
  list: [state, send],
}: {
  kind: ReaderListKind;
  list: ReturnType<typeof useReaderList>;
}) {
  return (
    <ReaderActionList
      kind={kind}
      status={listStatus(state)}
      readers={state.context.readers}
      total={state.context.total}
      acting={state.context.acting}
      loadingMore={state.matches('loadingMore')}
      onAction={(id, action) => send({ type: 'readers.act', userId: id, action })}
      onShowMore={() => send({ type: 'readers.more' })}
      onRetry={() => send({ type: 'readers.retry' })}
    />
  );
}

/**
 * "Privacy and safety": whether the reader's profile is private, the follow requests waiting
 * for their answer, and the readers they have blocked or muted; each part loads and fails on
 * its own.
 */
export function PrivacySection({ userId }: { userId: number }) {
  const intl = useIntl();
  const api = useApi();
  const session = useSessionActor();
  const showToast = useToastAction();
  const requests = useReaderList(useProvided(() => followRequestActors(api)));
  const blocked = useReaderList(useProvided(() => blockedReaderActors(api)));
  const muted = useReaderList(useProvided(() => mutedReaderActors(api)));
  const requestsActor = requests[2];
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
      <ReaderListOf kind="requests" list={requests} />
      <ReaderListOf kind="blocked" list={blocked} />
      <ReaderListOf kind="muted" list={muted} />
    </section>
  );
}
