import { useMachine } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/Button';
import { useToastAction } from '../../components/Toaster';
import { exportActors } from '../../machines/export/actors';
import { saveBlob, type ExportKind } from '../../machines/export/download';
import { exportMachine } from '../../machines/export/exportMachine';
import { useProvided } from '../../lib/useProvided';
import { useSessionActor } from '../../session/SessionProvider';

const EXPORTS: { kind: ExportKind; label: 'export.goodreads' | 'export.shelfmark' }[] = [
  { kind: 'goodreads', label: 'export.goodreads' },
  { kind: 'shelfmark', label: 'export.shelfmark' },
];

/** The two exports, each saved as a file with the session: Goodreads CSV and everything (JSON). */
export function ExportButtons() {
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
  return EXPORTS.map(({ kind, label }) => (
    <Button
      key={kind}
      variant="secondary"
      loading={downloading && state.context.kind === kind}
      onClick={() => send({ type: 'export.download', kind })}
    >
      <FormattedMessage id={label} />
    </Button>
  ));
}
