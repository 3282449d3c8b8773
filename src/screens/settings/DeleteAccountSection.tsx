import { useMachine } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/Button';
import { DeleteAccountDialog } from '../../components/DeleteAccountDialog';
import { useProvided } from '../../lib/useProvided';
import { accountDeletionActors } from '../../machines/accountDeletion/actors';
import { accountDeletionMachine } from '../../machines/accountDeletion/accountDeletionMachine';
import { useApi, useSessionActor } from '../../session/SessionProvider';
import { ExportButtons } from './ExportButtons';
import styles from './Settings.module.css';

/**
 * "Delete my account": what deleting erases, the exports offered first, and the dialog that
 * asks for the password. Once deleted, the session says goodbye and goes home.
 */
export function DeleteAccountSection() {
  const api = useApi();
  const session = useSessionActor();
  const [state, send] = useMachine(
    useProvided(() =>
      accountDeletionMachine.provide({
        actors: accountDeletionActors(api),
        actions: {
          accountDeleted: () => session.send({ type: 'session.deleted' }),
          endSession: () => session.send({ type: 'session.expired' }),
        },
      }),
    ),
  );
  return (
    <section className={styles.card} aria-labelledby="settings-delete-title">
      <h2 id="settings-delete-title" className={styles.cardTitle}>
        <FormattedMessage id="settings.delete.title" />
      </h2>
      <p className={styles.hint}>
        <FormattedMessage id="settings.delete.text" />
      </p>
      <p className={styles.hint}>
        <FormattedMessage id="settings.delete.exportFirst" />
      </p>
      <div className={styles.exports}>
        <ExportButtons
          labels={{
            goodreads: 'settings.delete.saveGoodreads',
            shelfmark: 'settings.delete.saveAll',
          }}
        />
      </div>
      <div className={styles.actions}>
        <Button variant="danger" onClick={() => send({ type: 'deletion.open' })}>
          <FormattedMessage id="settings.delete.open" />
        </Button>
      </div>
      <DeleteAccountDialog
        open={state.matches('open')}
        busy={state.hasTag('busy')}
        error={state.context.error}
        onSubmit={(password) => send({ type: 'deletion.submit', password })}
        onCancel={() => send({ type: 'deletion.cancel' })}
      />
    </section>
  );
}
