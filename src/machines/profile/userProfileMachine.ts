import { assign, fromPromise, setup } from 'xstate';
import { API_CODES, isApiCode } from '../../api/client';
import type { UserProfile } from '../../api/contract';

export interface UserProfileInput {
  /** The id from the URL, or null when it is missing or not a number. */
  userId: number | null;
}

export interface UserProfileContext {
  userId: number | null;
  profile: UserProfile | null;
}

export type UserProfileEvent =
  | { type: 'profile.retry' }
  | {
      type: 'profile.followChanged';
      followersCount: number;
      isFollowing: boolean;
      /** The follow waits for a private reader's answer. */
      requested: boolean;
    };

/**
 * A member's profile page: loading, not found (no such user, a private profile or a bad id:
 * the spec shows one message for all), error with retry, and loaded. A follow on the page
 * updates the followers count, and a request to a private reader its "requested" line, without
 * a reload.
 */
export const userProfileMachine = setup({
  types: {
    context: {} as UserProfileContext,
    events: {} as UserProfileEvent,
    input: {} as UserProfileInput,
  },
  actors: {
    loadProfile: fromPromise<UserProfile, { userId: number }>(async () => {
      throw new Error('loadProfile must be provided');
    }),
  },
  guards: {
    hasUserId: ({ context }) => context.userId !== null,
    // No such user, or a profile the reader may not see.
    isNotFound: (_, { error }: { error: unknown }) =>
      isApiCode(error, API_CODES.notFound, API_CODES.forbidden),
  },
}).createMachine({
  id: 'userProfile',
  context: ({ input }) => ({ userId: input.userId, profile: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasUserId', target: 'loading' }, { target: 'notFound' }],
    },
    loading: {
      invoke: {
        src: 'loadProfile',
        input: ({ context }) => ({ userId: context.userId ?? 0 }),
        onDone: { target: 'loaded', actions: assign({ profile: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          { target: 'error' },
        ],
      },
    },
    loaded: {
      on: {
        'profile.followChanged': {
          actions: assign({
            profile: ({ context, event }) =>
              context.profile && {
                ...context.profile,
                is_following: event.isFollowing,
                follow_requested: event.requested,
                stats: { ...context.profile.stats, followers: event.followersCount },
              },
          }),
        },
      },
    },
    notFound: {},
    error: { on: { 'profile.retry': 'loading' } },
  },
});
