import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { PublicUser } from '../../api/contract';
import { DISCOVER_LIMIT } from '../../api/contract/limits';
import { feedListMachine, LIST_SIZES } from '../paging/listCalls';

export interface SocialFeedInput {
  signedIn: boolean;
}

export interface SocialFeedContext {
  signedIn: boolean;
  members: PublicUser[];
}

export type SocialFeedEvent = { type: 'discover.retry' };

/** What the feed region shows, read from its paged list. */
export type FeedView = 'loading' | 'followingNobody' | 'noReviews' | 'error' | 'ready';

/**
 * The feed is the one paged list with an extra: an empty page means "following nobody" when
 * the answer says the reader follows no one, and "no reviews yet" otherwise.
 */
export function feedView(feed: SnapshotFrom<typeof feedListMachine>): FeedView {
  if (feed.matches('error')) return 'error';
  if (feed.matches({ loaded: 'withData' })) return 'ready';
  if (feed.matches({ loaded: 'empty' })) {
    return feed.context.extra?.followingCount === 0 ? 'followingNobody' : 'noReviews';
  }
  return 'loading';
}

/**
 * /social: guests get the login notice; signed-in readers get two independent regions, the
 * feed (the paged list `feed`, 5 reviews a page: send it the paging events and read it with
 * `feedView`) and the discoverable members (up to 6 random readers they do not follow, never
 * themselves; the server picks them).
 */
export const socialFeedMachine = setup({
  types: {
    context: {} as SocialFeedContext,
    events: {} as SocialFeedEvent,
    input: {} as SocialFeedInput,
    children: {} as { feed: 'feedList' },
  },
  actors: {
    // Provide `socialFeedList(api).machine` (listCalls.ts) or the same machine with a fake load.
    feedList: feedListMachine,
    loadMembers: fromPromise<PublicUser[], { limit: number }>(async () => {
      throw new Error('loadMembers must be provided');
    }),
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    hasMembers: (_, { members }: { members: PublicUser[] }) => members.length > 0,
  },
}).createMachine({
  id: 'socialFeed',
  context: ({ input }) => ({
    signedIn: input.signedIn,
    members: [],
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isSignedIn', target: 'member' }, { target: 'guest' }],
    },
    guest: {},
    member: {
      type: 'parallel',
      invoke: {
        id: 'feed',
        src: 'feedList',
        input: { pageSize: LIST_SIZES.socialReviews },
      },
      states: {
        discover: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadMembers',
                input: { limit: DISCOVER_LIMIT },
                onDone: [
                  {
                    guard: {
                      type: 'hasMembers',
                      params: ({ event }) => ({ members: event.output }),
                    },
                    target: 'ready',
                    actions: assign({
                      members: ({ event }) => event.output.slice(0, DISCOVER_LIMIT),
                    }),
                  },
                  { target: 'empty', actions: assign({ members: [] }) },
                ],
                onError: 'error',
              },
            },
            ready: {},
            empty: {},
            error: {
              on: { 'discover.retry': 'loading' },
            },
          },
        },
      },
    },
  },
});
