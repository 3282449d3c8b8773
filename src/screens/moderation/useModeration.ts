import { useMachine } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { useToastAction } from '../../components/Toaster';
import { useDataMachine } from '../../lib/useDataMachine';
import { useProvided } from '../../lib/useProvided';
import {
  LOG_PAGE_SIZE,
  moderationLogActors,
  moderationQueueActors,
  QUEUE_PAGE_SIZE,
} from '../../machines/moderation/actors';
import { moderationLogMachine } from '../../machines/moderation/moderationLogMachine';
import { moderationQueueMachine } from '../../machines/moderation/moderationQueueMachine';
import { useApi, useSessionActor } from '../../session/SessionProvider';

export type QueueSnapshot = SnapshotFrom<typeof moderationQueueMachine>;
export type QueueSend = ReturnType<typeof useModeration>['queue'][1];
export type LogSnapshot = SnapshotFrom<typeof moderationLogMachine>;
export type LogSend = ReturnType<typeof useModeration>['log'][1];

/**
 * The screen's two machines with their calls: the queue, and the audit log, which takes every
 * action done here first (its audit row, from the act's answer) without reading itself again.
 */
export function useModeration() {
  const api = useApi();
  const session = useSessionActor();
  const showToast = useToastAction();
  const endSession = () => session.send({ type: 'session.expired' });
  const log = useDataMachine(
    useProvided(() =>
      moderationLogMachine.provide({
        actors: moderationLogActors(api),
        actions: { showToast, endSession },
      }),
    ),
    { input: { pageSize: LOG_PAGE_SIZE } },
  );
  const logActor = log[2];
  // The queue holds the action dialog's form: its answers render at once, so focus can move to
  // a refused field as soon as its message shows (see useDataMachine).
  const queue = useMachine(
    useProvided(() =>
      moderationQueueMachine.provide({
        actors: moderationQueueActors(api),
        actions: {
          showToast,
          endSession,
          recordAction: (_, entry) => logActor.send({ type: 'log.add', entry }),
        },
      }),
    ),
    { input: { pageSize: QUEUE_PAGE_SIZE } },
  );
  return { queue, log };
}
