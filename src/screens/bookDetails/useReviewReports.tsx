import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { ReportDialog } from '../../components/ReportDialog';
import { useProvided } from '../../lib/useProvided';
import { reportActors } from '../../machines/report/actors';
import { reportMachine } from '../../machines/report/reportMachine';
import { useApi } from '../../session/SessionProvider';

/**
 * Reporting the reviews of a list, one at a time: `open` starts reportMachine on a review, and
 * `dialog` is the ReportDialog to render once beside the list.
 */
export function useReviewReports() {
  const api = useApi();
  const [author, setAuthor] = useState('');
  const [report, send] = useMachine(
    useProvided(() => reportMachine.provide({ actors: reportActors(api) })),
    // No reader: a list reports reviews, each named when its dialog opens.
    { input: { targetId: 0 } },
  );
  const open = (reviewId: number, authorName: string) => {
    setAuthor(authorName);
    send({ type: 'report.open', reviewId });
  };
  const dialog = (
    <ReportDialog
      open={!report.matches('idle')}
      name={author}
      kind="review"
      reason={report.context.reason}
      details={report.context.details}
      busy={report.hasTag('busy')}
      failed={report.context.failed}
      sent={report.matches('sent')}
      onReasonChange={(reason) => send({ type: 'report.reason', reason })}
      onDetailsChange={(details) => send({ type: 'report.details', details })}
      onSubmit={() => send({ type: 'report.send' })}
      onClose={() => send({ type: 'report.close' })}
    />
  );
  return { open, dialog };
}
