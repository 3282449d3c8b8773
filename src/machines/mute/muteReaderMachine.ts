import { fromPromise, setup } from 'xstate';
import type { ToastRequest } from '../shared/toastRequest';

export interface MuteReaderInput {
  targetId: number;
  /** Said in the toasts. */
  targetName: string;
  /** The profile's answer: the viewer has muted this reader already. */
  muted: boolean;
}

interface MuteReaderContext {
  targetId: number;
  targetName: string;
  /** Where the machine starts; the state, not this, says whether the reader is muted now. */
  startedMuted: boolean;
}

export type MuteReaderEvent = { type: 'mute.toggle' };

/**
 * Muting another reader from their profile's menu, and unmuting. No question first: a mute only
 * changes what the muter reads, and the toast says what it does; undone from the same menu or
 * Settings. A failure leaves the mute as it was.
 */
export const muteReaderMachine = setup({
  types: {
    context: {} as MuteReaderContext,
    events: {} as MuteReaderEvent,
    input: {} as MuteReaderInput,
  },
  actors: {
    setMuted: fromPromise<void, { targetId: number; muted: boolean }>(async () => {
      throw new Error('setMuted must be provided');
    }),
  },
  actions: {
    // A UI effect: the screen supplies it with machine.provide({ actions }).
    showToast: (_, _request: ToastRequest) => {},
  },
  guards: {
    startedMuted: ({ context }) => context.startedMuted,
  },
}).createMachine({
  id: 'muteReader',
  context: ({ input }) => ({
    targetId: input.targetId,
    targetName: input.targetName,
    startedMuted: input.muted,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startedMuted', target: 'muted' }, { target: 'unmuted' }],
    },
    unmuted: {
      on: { 'mute.toggle': 'muting' },
    },
    muting: {
      tags: ['busy'],
      invoke: {
        src: 'setMuted',
        input: ({ context }) => ({ targetId: context.targetId, muted: true }),
        onDone: {
          target: 'muted',
          actions: {
            type: 'showToast',
            params: ({ context }) => ({
              kind: 'success',
              message: 'toast.social.muted',
              values: { name: context.targetName },
            }),
          },
        },
        onError: {
          target: 'unmuted',
          actions: {
            type: 'showToast',
            params: { kind: 'error', message: 'toast.social.muteFailed' },
          },
        },
      },
    },
    muted: {
      on: { 'mute.toggle': 'unmuting' },
    },
    unmuting: {
      tags: ['busy'],
      invoke: {
        src: 'setMuted',
        input: ({ context }) => ({ targetId: context.targetId, muted: false }),
        onDone: {
          target: 'unmuted',
          actions: {
            type: 'showToast',
            params: ({ context }) => ({
              kind: 'success',
              message: 'toast.social.unmuted',
              values: { name: context.targetName },
            }),
          },
        },
        onError: {
          target: 'muted',
          actions: {
            type: 'showToast',
            params: { kind: 'error', message: 'toast.social.unmuteFailed' },
          },
        },
      },
    },
  },
});
