import { useActorRef } from '@xstate/react';
import { startTransition, useEffect, useState } from 'react';
import type {
  ActorOptions,
  ActorRefFrom,
  AnyActorRef,
  AnyStateMachine,
  EventFromLogic,
  SnapshotFrom,
} from 'xstate';

/**
 * Events whose handlers answer the reader at once: a machine changed inside one renders
 * urgently, as a typed letter or a pressed button must. (`message` is React's own scheduler.)
 */
function handlingReaderInput(): boolean {
  const event = typeof window === 'undefined' ? undefined : window.event;
  return event !== undefined && event.type !== 'message';
}

/**
 * The snapshot of an actor as the screen shows it. @xstate/react reads actors through
 * useSyncExternalStore, whose updates React always renders synchronously: an answer from the
 * server re-rendered its screen in one task nothing could interrupt, and on a phone a profile's
 * lists arriving one after another were each a long task. Here a change made while handling
 * the reader's input (a key, a press) renders as urgently as before; a change made by anything
 * else (an answer, a timer, an effect) renders as a transition, which React works through in
 * slices of a few milliseconds, letting the reader's input go first.
 */
export function useActorSnapshot<Actor extends AnyActorRef | undefined>(
  actorRef: Actor,
): Actor extends AnyActorRef ? SnapshotFrom<Actor> : undefined {
  type Shown = Actor extends AnyActorRef ? SnapshotFrom<Actor> : undefined;
  const read = () => actorRef?.getSnapshot() as Shown;
  const [shown, setShown] = useState(() => ({ actorRef, snapshot: read() }));

  useEffect(() => {
    if (!actorRef) return;
    const show = () => {
      const next = { actorRef, snapshot: actorRef.getSnapshot() as Shown };
      if (handlingReaderInput()) setShown(next);
      else startTransition(() => setShown(next));
    };
    // Whatever the actor did between this render and now (it starts in an effect) is shown.
    show();
    const subscription = actorRef.subscribe({ next: show, error: show });
    return () => subscription.unsubscribe();
  }, [actorRef]);

  // Another actor than the one shown (a child actor replaced): its own snapshot, at once.
  const snapshot = shown.actorRef === actorRef ? shown.snapshot : read();
  const status = (snapshot as { status?: string } | undefined)?.status;
  if (status === 'error') throw (snapshot as { error?: unknown }).error;
  return snapshot;
}

/**
 * @xstate/react's useMachine for a machine that loads and shows data (a list, a profile, a
 * feed), its changes drawn as useActorSnapshot draws them. Forms keep @xstate/react's own hook:
 * after an answer they move focus to the field at fault once the render that shows its message
 * is on screen, which needs that render to happen at once.
 */
export function useDataMachine<Machine extends AnyStateMachine>(
  machine: Machine,
  options?: ActorOptions<Machine>,
): [SnapshotFrom<Machine>, (event: EventFromLogic<Machine>) => void, ActorRefFrom<Machine>] {
  const actorRef = useActorRef(machine, options);
  const snapshot = useActorSnapshot(actorRef as AnyActorRef) as SnapshotFrom<Machine>;
  return [snapshot, actorRef.send, actorRef as ActorRefFrom<Machine>];
}
