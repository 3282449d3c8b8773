import { fromPromise, setup } from 'xstate';
import type { ToastRequest } from '../shared/toastRequest';

export interface BlockReaderInput {
  targetId: number;
  /** Said in the toasts. */
  targetName: string;
}

export type BlockReaderEvent =
  { type: 'block.request' } | { type: 'block.cancel' } | { type: 'block.confirm' };

/**
 * Blocking another reader from their profile: chosen in the menu, asked in a dialog (it ends the
 * follows between them), then the call. Done, the screen leaves the profile, which the blocker no
 * longer sees either. A failure keeps the question open to try again or cancel.
 */
export const blockReaderMachine = setup({
  types: {
    context: {} as BlockReaderInput,
    events: {} as BlockReaderEvent,
    input: {} as BlockReaderInput,
  },
  actors: {
    blockReader: fromPromise<void, { targetId: number }>(async () => {
      throw new Error('blockReader must be provided');
    }),
  },
  actions: {
    // UI effects: the screen supplies these with machine.provide({ actions }).
    showToast: (_, _request: ToastRequest) => {},
    /** The block is made: the screen leaves the profile. */
    readerBlocked: () => {},
  },
}).createMachine({
  id: 'blockReader',
  context: ({ input }) => input,
  initial: 'idle',
  states: {
    idle: {
      on: { 'block.request': 'confirming' },
    },
    confirming: {
      on: { 'block.cancel': 'idle', 'block.confirm': 'blocking' },
    },
    blocking: {
      tags: ['busy'],
      invoke: {
        src: 'blockReader',
        input: ({ context }) => ({ targetId: context.targetId }),
        onDone: {
          target: 'blocked',
          actions: [
            {
              type: 'showToast',
              params: ({ context }) => ({
                kind: 'success',
                message: 'toast.social.blocked',
                values: { name: context.targetName },
              }),
            },
            'readerBlocked',
          ],
        },
        onError: {
          target: 'confirming',
          actions: {
            type: 'showToast',
            params: { kind: 'error', message: 'toast.social.blockFailed' },
          },
        },
      },
    },
    blocked: { type: 'final' },
  },
});
