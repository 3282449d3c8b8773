import { useMachine } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/Button';
import type { MessageId } from '../../i18n/messages';
import { useToastAction } from '../../components/Toaster';
import { exportActors } from '../../machines/export/actors';
import { saveBlob, type ExportKind } from '../../machines/export/download';
import { exportMachine } from '../../machines/export/exportMachine';
import { useProvided } from '../../lib/useProvided';
import { useSessionActor } from '../../session/SessionProvider';

const KINDS: ExportKind[] = ['goodreads', 'shelfmark'];

const SECTION_LABELS: Record<ExportKind, MessageId> = {
  goodreads: 'export.goodreads',
  shelfmark: 'export.shelfmark',
};

/**
 * The two exports, each saved as a file with the session: Goodreads CSV and everything (JSON).
 * Each place that offers them names them its own way (`labels`), so no two buttons on a page
 * share a name.
 */
export function ExportButtons({
  labels = SECTION_LABELS,
}: {
  labels?: Record<ExportKind, MessageId>;
}) {
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
  return KINDS.map((kind) => (
    <Button
      key={kind}
      variant="secondary"
      loading={downloading && state.context.kind === kind}
      onClick={() => send({ type: 'export.download', kind })}
    >
      <FormattedMessage id={labels[kind]} />
    </Button>
  ));
}
