import { useMachine } from '@xstate/react';
import { useApi } from '../../session/SessionProvider';
import { ProgressDialog } from '../../components/ProgressDialog';
import { useToastAction } from '../../components/Toaster';
import { progressActors } from '../../machines/progress/actors';
import {
  previousValue,
  progressUpdateMachine,
  type ProgressSaved,
  type ProgressTarget,
} from '../../machines/progress/progressUpdateMachine';
import { useProvided } from '../../lib/useProvided';

/**
 * The "update progress" flow where a screen offers it (the book page, the dashboard): the
 * machine, its dialog, and `open` for a reading. `onSaved` gets the saved update and journal.
 */
export function useProgressUpdate(onSaved: (saved: ProgressSaved) => void) {
  const api = useApi();
  const showToast = useToastAction();
  const [progress, send] = useMachine(
    useProvided(() =>
      progressUpdateMachine.provide({
        actors: progressActors(api),
        actions: { showToast, progressSaved: (_, saved) => onSaved(saved) },
      }),
    ),
  );
  const { context } = progress;

  const dialog = (
    <ProgressDialog
      open={!progress.matches('closed')}
      unit={context.unit}
      pageCount={context.pageCount}
      draft={context.draft}
      error={context.error}
      confirmingBackwards={progress.matches('confirmingBackwards')}
      previous={previousValue(context)}
      submitting={progress.hasTag('busy')}
      onDraftChange={(value) => send({ type: 'value.change', value })}
      onUnitChange={(unit) => send({ type: 'unit.change', unit })}
      onSubmit={() => send({ type: 'progress.submit' })}
      onCancel={() => send({ type: 'progress.cancel' })}
      onConfirmBackwards={() => send({ type: 'backwards.confirm' })}
      onCancelBackwards={() => send({ type: 'backwards.cancel' })}
    />
  );
  return {
    progress,
    dialog,
    open: (target: ProgressTarget) => send({ type: 'progress.open', target }),
  };
}
