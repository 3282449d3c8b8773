import { assign, fromPromise, setup } from 'xstate';
import type { ToastRequest } from '../shared/toastRequest';

export interface FollowToggleInput {
  /** The signed-in reader's id, or null for a guest. */
  viewerId: number | null;
  targetId: number;
  /** Shown in the followed / unfollowed toasts. */
  targetName: string;
  isFollowing: boolean;
  /** The target is private and has not answered the reader's request yet. */
  requested: boolean;
  followersCount: number;
}

export interface FollowToggleContext extends FollowToggleInput {
  /** What the pending call does: true to follow, false to unfollow. */
  intent: boolean;
}

export type FollowToggleEvent = { type: 'follow.toggle' };

export interface ToggleFollowInput {
  targetId: number;
  follow: boolean;
}

export interface ToggleFollowOutput {
  isFollowing: boolean;
  /** The target is private: the follow waits as a request for their answer. */
  requested: boolean;
  /** The server's count after the change (the length of the followers list). */
  followersCount: number;
}

/**
 * The follow button's behaviour: guests get the please-login warning, the reader's own profile
 * the cannot-follow-yourself warning; otherwise following / requested / not following, pending
 * while the call runs, and on success the server's follower count (one more or one fewer). A
 * private target turns a follow into a request (the server says which); toggling a request
 * withdraws it. A failure
 * shows the localized follow or unfollow error once the server has answered and keeps the
 * previous state. The Unfollow label on hover/focus is the component's.
 */
export const followToggleMachine = setup({
  types: {
    context: {} as FollowToggleContext,
    events: {} as FollowToggleEvent,
    input: {} as FollowToggleInput,
  },
  actors: {
    toggleFollow: fromPromise<ToggleFollowOutput, ToggleFollowInput>(async () => {
      throw new Error('toggleFollow must be provided');
    }),
  },
  actions: {
    // UI effects: the screen supplies these with machine.provide({ actions }).
    showToast: (_, _request: ToastRequest) => {},
    /** Lets the screen refresh lists that show this follow (followers dialog, feed). */
    followChanged: (_, _params: ToggleFollowOutput) => {},
  },
  guards: {
    isGuest: ({ context }) => context.viewerId === null,
    isSelf: ({ context }) => context.viewerId === context.targetId,
    isFollowing: ({ context }) => context.isFollowing,
    isRequested: ({ context }) => context.requested,
  },
}).createMachine({
  id: 'followToggle',
  context: ({ input }) => ({ ...input, intent: !input.isFollowing }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'isGuest', target: 'guest' },
        { guard: 'isSelf', target: 'self' },
        { guard: 'isFollowing', target: 'following' },
        { guard: 'isRequested', target: 'requested' },
        { target: 'notFollowing' },
      ],
    },
    guest: {
      on: {
        'follow.toggle': {
          actions: {
            type: 'showToast',
            params: { kind: 'warning', message: 'toast.gating.loginToFollow' },
          },
        },
      },
    },
    self: {
      on: {
        'follow.toggle': {
          actions: {
            type: 'showToast',
            params: { kind: 'warning', message: 'toast.gating.cannotFollowSelf' },
          },
        },
      },
    },
    notFollowing: {
      on: { 'follow.toggle': { target: 'pending', actions: assign({ intent: true }) } },
    },
    following: {
      on: { 'follow.toggle': { target: 'pending', actions: assign({ intent: false }) } },
    },
    requested: {
      on: { 'follow.toggle': { target: 'pending', actions: assign({ intent: false }) } },
    },
    pending: {
      tags: ['busy'],
      invoke: {
        src: 'toggleFollow',
        input: ({ context }) => ({ targetId: context.targetId, follow: context.intent }),
        onDone: {
          target: 'deciding',
          actions: [
            // Said before the answer is kept: a withdrawn request is told from an unfollow by
            // what the context held when the reader pressed.
            {
              type: 'showToast',
              params: ({ context, event }) => ({
                kind: 'success',
                message: context.intent
                  ? event.output.requested
                    ? 'toast.social.requestSent'
                    : 'toast.social.followed'
                  : context.requested
                    ? 'toast.social.requestWithdrawn'
                    : 'toast.social.unfollowed',
                values: { name: context.targetName },
              }),
            },
            assign({
              isFollowing: ({ event }) => event.output.isFollowing,
              requested: ({ event }) => event.output.requested,
              followersCount: ({ event }) => event.output.followersCount,
            }),
            { type: 'followChanged', params: ({ event }) => event.output },
          ],
        },
        // The server's own message is English-only, so the reader gets the localized one.
        onError: {
          target: 'deciding',
          actions: {
            type: 'showToast',
            params: ({ context }) => ({
              kind: 'error',
              message: context.intent ? 'toast.social.followFailed' : 'toast.social.unfollowFailed',
            }),
          },
        },
      },
    },
  },
});
