import { useMachine } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorState } from '../../components/ErrorState';
import { SessionList } from '../../components/SessionList';
import { Spinner } from '../../components/Spinner';
import { useToastAction } from '../../components/Toaster';
import { useProvided } from '../../lib/useProvided';
import { sessionListActors } from '../../machines/sessions/actors';
import { sessionListMachine } from '../../machines/sessions/sessionListMachine';
import { useApi, useSessionActor } from '../../session/SessionProvider';
import styles from './Settings.module.css';

/** "Where you're signed in": the reader's sessions, each of which can be signed out. */
export function SessionsSection() {
  const intl = useIntl();
  const api = useApi();
  const session = useSessionActor();
  const showToast = useToastAction();
  const [state, send] = useMachine(
    useProvided(() =>
      sessionListMachine.provide({
        actors: sessionListActors(api),
        actions: {
          showToast,
          endSession: () => session.send({ type: 'session.expired' }),
        },
      }),
    ),
  );
  const { sessions, total, ending } = state.context;
  return (
    <section
      className={styles.card}
      aria-labelledby="settings-sessions-title"
      aria-busy={state.hasTag('busy') || undefined}
    >
      <h2 id="settings-sessions-title" className={styles.cardTitle}>
        <FormattedMessage id="settings.sessions.title" />
      </h2>
      <p className={styles.hint}>
        <FormattedMessage id="settings.sessions.text" />
      </p>
      {state.matches('loading') && <Spinner label={intl.formatMessage({ id: 'common.loading' })} />}
      {state.matches('loadFailed') && (
        <ErrorState
          density="compact"
          message={<FormattedMessage id="settings.sessions.loadFailed" />}
          onRetry={() => send({ type: 'sessions.retry' })}
        />
      )}
      {(state.matches('ready') || state.matches('ending')) && (
        <SessionList
          sessions={sessions}
          total={total}
          ending={ending}
          onEnd={(id) => send({ type: 'sessions.end', id })}
          onEndOthers={() => send({ type: 'sessions.endOthers' })}
        />
      )}
    </section>
  );
}
