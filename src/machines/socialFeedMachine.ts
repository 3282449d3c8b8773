import { assign, fromPromise, setup } from 'xstate';
import { DISCOVER_LIMIT, type PublicUser, type Review } from '../api/contract';

/** The spec's social reviews page size. */
export const FEED_PAGE_SIZE = 5;

export interface SocialFeedInput {
  signedIn: boolean;
}

export interface FeedPage {
  reviews: Review[];
  total: number;
  /** How many people the reader follows: 0 tells "following nobody" from "no reviews yet". */
  followingCount: number;
}

export interface SocialFeedContext {
  signedIn: boolean;
  /** 1-based page of the feed. */
  page: number;
  reviews: Review[];
  total: number;
  members: PublicUser[];
}

export type SocialFeedEvent =
  | { type: 'page.go'; page: number }
  | { type: 'page.next' }
  | { type: 'page.previous' }
  | { type: 'feed.retry' }
  | { type: 'discover.retry' };

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / FEED_PAGE_SIZE));

/**
 * /social: guests get the login notice; signed-in readers get two independent regions, the
 * feed (loading, following nobody, followed users have no reviews, a page of 5 reviews with
 * offset paging, error with retry) and the discoverable members (up to 6 random readers they
 * do not follow, never themselves; the server picks them).
 */
export const socialFeedMachine = setup({
  types: {
    context: {} as SocialFeedContext,
    events: {} as SocialFeedEvent,
    input: {} as SocialFeedInput,
  },
  actors: {
    loadFeed: fromPromise<FeedPage, { limit: number; offset: number }>(async () => {
      throw new Error('loadFeed must be provided');
    }),
    loadMembers: fromPromise<PublicUser[], { limit: number }>(async () => {
      throw new Error('loadMembers must be provided');
    }),
  },
  actions: {
    goToPage: assign({
      page: ({ context, event }) => {
        const target =
          event.type === 'page.go'
            ? event.page
            : event.type === 'page.next'
              ? context.page + 1
              : event.type === 'page.previous'
                ? context.page - 1
                : context.page;
        return Math.min(Math.max(1, Math.trunc(target)), pageCount(context.total));
      },
    }),
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    followsNobody: (_, { page }: { page: FeedPage }) => page.followingCount === 0,
    hasNoReviews: (_, { page }: { page: FeedPage }) => page.total === 0,
    pageBeyondEnd: ({ context }, { page }: { page: FeedPage }) =>
      page.reviews.length === 0 && page.total > 0 && context.page > pageCount(page.total),
    isOtherPage: ({ context, event }) => {
      const next =
        event.type === 'page.go'
          ? event.page
          : event.type === 'page.next'
            ? context.page + 1
            : context.page - 1;
      return next >= 1 && next <= pageCount(context.total) && next !== context.page;
    },
    hasMembers: (_, { members }: { members: PublicUser[] }) => members.length > 0,
  },
}).createMachine({
  id: 'socialFeed',
  context: ({ input }) => ({
    signedIn: input.signedIn,
    page: 1,
    reviews: [],
    total: 0,
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
      states: {
        feed: {
          initial: 'loading',
          states: {
            loading: {
              tags: ['feedLoading'],
              invoke: {
                src: 'loadFeed',
                input: ({ context }) => ({
                  limit: FEED_PAGE_SIZE,
                  offset: (context.page - 1) * FEED_PAGE_SIZE,
                }),
                onDone: [
                  {
                    guard: {
                      type: 'followsNobody',
                      params: ({ event }) => ({ page: event.output }),
                    },
                    target: 'followingNobody',
                    actions: assign({ reviews: [], total: 0, page: 1 }),
                  },
                  {
                    guard: {
                      type: 'hasNoReviews',
                      params: ({ event }) => ({ page: event.output }),
                    },
                    target: 'noReviews',
                    actions: assign({ reviews: [], total: 0, page: 1 }),
                  },
                  // Reviews were deleted since the pager was drawn: go to the last real page.
                  {
                    guard: {
                      type: 'pageBeyondEnd',
                      params: ({ event }) => ({ page: event.output }),
                    },
                    target: 'loading',
                    reenter: true,
                    actions: assign({
                      total: ({ event }) => event.output.total,
                      page: ({ event }) => pageCount(event.output.total),
                    }),
                  },
                  {
                    target: 'ready',
                    actions: assign({
                      reviews: ({ event }) => event.output.reviews,
                      total: ({ event }) => event.output.total,
                    }),
                  },
                ],
                onError: 'error',
              },
            },
            followingNobody: {},
            noReviews: {},
            ready: {
              on: {
                'page.go': { guard: 'isOtherPage', target: 'loading', actions: 'goToPage' },
                'page.next': { guard: 'isOtherPage', target: 'loading', actions: 'goToPage' },
                'page.previous': { guard: 'isOtherPage', target: 'loading', actions: 'goToPage' },
              },
            },
            error: {
              on: { 'feed.retry': 'loading' },
            },
          },
        },
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
