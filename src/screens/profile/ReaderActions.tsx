import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { ReaderActionsMenu } from '../../components/ReaderActionsMenu';
import { ReportDialog } from '../../components/ReportDialog';
import { useToastAction } from '../../components/Toaster';
import { useProvided } from '../../lib/useProvided';
import { blockReaderActors } from '../../machines/block/actors';
import { blockReaderMachine } from '../../machines/block/blockReaderMachine';
import { muteReaderActors } from '../../machines/mute/actors';
import { muteReaderMachine } from '../../machines/mute/muteReaderMachine';
import { reportActors } from '../../machines/report/actors';
import { reportMachine } from '../../machines/report/reportMachine';
import { useApi } from '../../session/SessionProvider';

export interface ReaderActionsProps {
  targetId: number;
  targetName: string;
  /** The reader has a profile photo, which can then be reported too. */
  hasPhoto: boolean;
  /** The viewer has muted the reader (the profile's answer). */
  muted: boolean;
}

/**
 * The profile's "more" menu: reporting driven by reportMachine, muting by muteReaderMachine,
 * blocking by blockReaderMachine.
 * Once blocked, the reader is taken home: the profile is hidden from the blocker too, and Back
 * should not lead to a "not found".
 */
export function ReaderActions({ targetId, targetName, hasPhoto, muted }: ReaderActionsProps) {
  const api = useApi();
  const navigate = useNavigate();
  const showToast = useToastAction();
  const [block, sendBlock] = useMachine(
    useProvided(() =>
      blockReaderMachine.provide({
        actors: blockReaderActors(api),
        actions: {
          showToast,
          readerBlocked: () => navigate('/', { replace: true }),
        },
      }),
    ),
    { input: { targetId, targetName } },
  );
  const [mute, sendMute] = useMachine(
    useProvided(() =>
      muteReaderMachine.provide({ actors: muteReaderActors(api), actions: { showToast } }),
    ),
    { input: { targetId, targetName, muted } },
  );
  const [report, sendReport] = useMachine(
    useProvided(() => reportMachine.provide({ actors: reportActors(api) })),
    { input: { targetId } },
  );
  return (
    <>
      <ReaderActionsMenu
        name={targetName}
        muted={mute.matches('muted') || mute.matches('unmuting')}
        muting={mute.hasTag('busy')}
        onMuteToggle={() => sendMute({ type: 'mute.toggle' })}
        confirming={block.matches('confirming') || block.matches('blocking')}
        blocking={block.matches('blocking')}
        onReportRequest={() => sendReport({ type: 'report.open' })}
        onBlockRequest={() => sendBlock({ type: 'block.request' })}
        onBlockConfirm={() => sendBlock({ type: 'block.confirm' })}
        onBlockCancel={() => sendBlock({ type: 'block.cancel' })}
      />
      <ReportDialog
        open={!report.matches('idle')}
        name={targetName}
        hasPhoto={hasPhoto}
        kind={report.context.kind}
        reason={report.context.reason}
        details={report.context.details}
        busy={report.hasTag('busy')}
        failed={report.context.failed}
        sent={report.matches('sent')}
        onKindChange={(kind) => sendReport({ type: 'report.kind', kind })}
        onReasonChange={(reason) => sendReport({ type: 'report.reason', reason })}
        onDetailsChange={(details) => sendReport({ type: 'report.details', details })}
        onSubmit={() => sendReport({ type: 'report.send' })}
        onClose={() => sendReport({ type: 'report.close' })}
      />
    </>
  );
}
