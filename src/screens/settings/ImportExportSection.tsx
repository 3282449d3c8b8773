import { useMachine } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Button, ButtonLink } from '../../components/Button';
import { useToastAction } from '../../components/Toaster';
import { exportActors } from '../../machines/export/actors';
import { saveBlob, type ExportKind } from '../../machines/export/download';
import { exportMachine } from '../../machines/export/exportMachine';
import { useProvided } from '../../lib/useProvided';
import { useSessionActor } from '../../session/SessionProvider';
import styles from './Settings.module.css';

const EXPORTS: { kind: ExportKind; label: 'export.goodreads' | 'export.shelfmark' }[] = [
  { kind: 'goodreads', label: 'export.goodreads' },
  { kind: 'shelfmark', label: 'export.shelfmark' },
];

/** Import and export: a link to the import page, and the two exports saved as files. */
export function ImportExportSection() {
  const session = useSessionActor();
  const showToast = useToastAction();
  const [state, send] = useMachine(
    useProvided(() =>
      exportMachine.provide({
        actors: exportActors(() => session.getSnapshot().context.token),
        actions: {
          showToast,
          saveFile: (_, file) => saveBlob(file),
          endSession: () => session.send({ type: 'session.expired' }),
        },
      }),
    ),
  );
  const downloading = state.matches('downloading');
  return (
    <section className={styles.card} aria-labelledby="settings-import-title">
      <h2 id="settings-import-title" className={styles.cardTitle}>
        <FormattedMessage id="export.section.title" />
      </h2>
      <p className={styles.hint}>
        <FormattedMessage id="export.section.text" />
      </p>
      <div className={styles.exports}>
        <ButtonLink to="/settings/import" variant="primary">
          <FormattedMessage id="import.settings.link" />
        </ButtonLink>
        {EXPORTS.map(({ kind, label }) => (
          <Button
            key={kind}
            variant="secondary"
            loading={downloading && state.context.kind === kind}
            onClick={() => send({ type: 'export.download', kind })}
          >
            <FormattedMessage id={label} />
          </Button>
        ))}
      </div>
    </section>
  );
}
