import { assign, fromPromise, setup } from 'xstate';
import { API_CODES, isApiCode } from '../../api/client';
import type { ModerationLogEntry } from '../../api/contract/moderation';
import type { ListWindow } from '../paging/pagedListMachine';
import {
  connectionFailureStates,
  onFailure,
  requestFailureGuards,
} from '../shared/requestFailures';
import type { ToastRequest } from '../shared/toastRequest';

/** One page of the audit log (newest first), and how many entries there are in all. */
export interface LogPage {
  entries: ModerationLogEntry[];
  total: number;
}

export interface ModerationLogInput {
  /** Entries a page: the first load and each "Show more". */
  pageSize: number;
}

export interface ModerationLogContext extends LogPage {
  pageSize: number;
}

export type ModerationLogEvent =
  | { type: 'log.open' }
  | { type: 'log.retry' }
  | { type: 'log.more' }
  | { type: 'log.add'; entry: ModerationLogEntry };

/** A later page that failed: the failure's toast, the entries kept. */
const moreFailures = [
  onFailure('isSessionEnded', '#moderationLog.signedOut'),
  onFailure('isForbidden', '#moderationLog.forbidden'),
  onFailure('isNetworkFailure', '#moderationLog.ready.failure.network'),
  onFailure('isRateLimited', '#moderationLog.ready.failure.rateLimited'),
  { target: '#moderationLog.ready.failure.server' },
];

/**
 * The audit log, read only: `idle` until its tab is first opened (`log.open`), then `loading`
 * the first page, `ready`, and "Show more" appends the next (`loadingMore`). An action done on
 * this screen meanwhile is added first (`log.add`, the act's own audit row), so the log never
 * needs reading again. A first page that cannot load is `loadFailed` with a retry; code 4 is
 * `forbidden`; an ended session `signedOut`.
 */
export const moderationLogMachine = setup({
  types: {
    context: {} as ModerationLogContext,
    events: {} as ModerationLogEvent,
    input: {} as ModerationLogInput,
  },
  actors: {
    listLog: fromPromise<LogPage, ListWindow>(async () => {
      throw new Error('listLog must be provided');
    }),
  },
  actions: {
    setPage: assign((_, page: LogPage) => ({ entries: page.entries, total: page.total })),
    /**
     * Entries already shown are kept once: new ones shift the pages while reading. The log only
     * grows, so a total counted before an entry added meanwhile is not taken.
     */
    appendPage: assign(({ context }, page: LogPage) => ({
      entries: [
        ...context.entries,
        ...page.entries.filter((entry) => !context.entries.some(({ id }) => id === entry.id)),
      ],
      total: Math.max(page.total, context.total),
    })),
    addEntry: assign(({ context }, entry: ModerationLogEntry) =>
      context.entries.some(({ id }) => id === entry.id)
        ? {}
        : { entries: [entry, ...context.entries], total: context.total + 1 },
    ),
    showToast: (_, _request: ToastRequest) => {},
    /** The screen tells the session: the token is no longer valid. */
    endSession: () => {},
  },
  guards: {
    ...requestFailureGuards,
    isForbidden: (_, { error }: { error: unknown }) => isApiCode(error, API_CODES.forbidden),
    hasMore: ({ context }) => context.entries.length < context.total,
  },
}).createMachine({
  id: 'moderationLog',
  context: ({ input }) => ({ pageSize: input.pageSize, entries: [], total: 0 }),
  initial: 'idle',
  states: {
    idle: { on: { 'log.open': 'loading' } },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'listLog',
        input: ({ context }) => ({ offset: 0, limit: context.pageSize }),
        onDone: {
          target: 'ready',
          actions: { type: 'setPage', params: ({ event }) => event.output },
        },
        onError: [
          onFailure('isSessionEnded', '#moderationLog.signedOut'),
          onFailure('isForbidden', '#moderationLog.forbidden'),
          { target: 'loadFailed' },
        ],
      },
    },
    loadFailed: { on: { 'log.retry': 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        'log.more': { guard: 'hasMore', target: 'loadingMore' },
        'log.add': { actions: { type: 'addEntry', params: ({ event }) => event.entry } },
      },
      states: {
        idle: {},
        failure: { initial: 'network', states: connectionFailureStates },
      },
    },
    loadingMore: {
      tags: ['busy'],
      on: {
        // Added while a page loads: first, as it would be on the server's first page.
        'log.add': { actions: { type: 'addEntry', params: ({ event }) => event.entry } },
      },
      invoke: {
        src: 'listLog',
        input: ({ context }) => ({ offset: context.entries.length, limit: context.pageSize }),
        onDone: {
          target: 'ready',
          actions: { type: 'appendPage', params: ({ event }) => event.output },
        },
        onError: moreFailures,
      },
    },
    forbidden: {},
    signedOut: { entry: 'endSession' },
  },
});
