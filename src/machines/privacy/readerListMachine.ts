import { assign, fromPromise, setup } from 'xstate';
import { API_CODES, isApiCode } from '../../api/client';
import type { PublicUser } from '../../api/contract/entities';
import type { ReaderActing, ReaderAction } from '../../lib/privacyFlows';
import type { ListWindow } from '../paging/pagedListMachine';
import {
  connectionFailureStates,
  onFailure,
  requestFailureGuards,
} from '../shared/requestFailures';
import { toast, type ToastRequest } from '../shared/toastRequest';

export type { ReaderActing, ReaderAction };

/** One page of readers as the server listed them, and how many there are in all. */
export interface ReaderPage {
  readers: PublicUser[];
  total: number;
}

export interface ReaderListInput {
  /** Readers a page: the first load and each "Show more". */
  pageSize: number;
}

export interface ReaderListContext extends ReaderPage {
  pageSize: number;
  /** The row action running, if any: its button is busy and the others wait. */
  acting: ReaderActing | null;
}

export type ReaderListEvent =
  | { type: 'readers.retry' }
  | { type: 'readers.reload' }
  | { type: 'readers.more' }
  | ({ type: 'readers.act' } & ReaderActing);

const doneMessages = {
  approve: 'toast.privacy.approved',
  decline: 'toast.privacy.declined',
  unblock: 'toast.privacy.unblocked',
  unmute: 'toast.privacy.unmuted',
} as const satisfies Record<ReaderAction, string>;

/** A failed call that leaves the list as it was: the failure's toast, the rows kept. */
const connectionFailures = [
  onFailure('isSessionEnded', '#readerList.signedOut'),
  onFailure('isNetworkFailure', '#readerList.ready.failure.network'),
  onFailure('isServerFailure', '#readerList.ready.failure.server'),
  onFailure('isRateLimited', '#readerList.ready.failure.rateLimited'),
  // An answer outside the contract: nothing changed that the reader could act on.
  { target: '#readerList.ready.failure.server' },
];

/**
 * Settings' lists of readers to act on, one row each: the follow requests waiting (approve or
 * decline) and the readers blocked (unblock). `loading` the first page, then `ready` (idle, or
 * after a failed call, the failure's toast shown), from where a row's action runs (`acting`;
 * done, the row goes and a toast says so) and the next page is appended (`loadingMore`). A
 * first page that cannot load is `loadFailed` with a retry; an ended session (`signedOut`)
 * hands over to the session machine. `readers.reload` reads the list afresh from any state.
 */
export const readerListMachine = setup({
  types: {
    context: {} as ReaderListContext,
    events: {} as ReaderListEvent,
    input: {} as ReaderListInput,
  },
  actors: {
    listReaders: fromPromise<ReaderPage, ListWindow>(async () => {
      throw new Error('listReaders must be provided');
    }),
    actOnReader: fromPromise<unknown, ReaderActing>(async () => {
      throw new Error('actOnReader must be provided');
    }),
  },
  actions: {
    setList: assign((_, page: ReaderPage) => ({ ...page, acting: null })),
    /** Rows already shown are kept once: the list may have moved between two pages. */
    appendPage: assign(({ context }, page: ReaderPage) => ({
      readers: [
        ...context.readers,
        ...page.readers.filter((reader) => !context.readers.some(({ id }) => id === reader.id)),
      ],
      total: page.total,
    })),
    removeActed: assign(({ context }) => ({
      readers: context.readers.filter((reader) => reader.id !== context.acting?.userId),
      total: Math.max(0, context.total - 1),
      acting: null,
    })),
    forgetActing: assign({ acting: null }),
    showToast: (_, _request: ToastRequest) => {},
    /** The screen tells the session: the token is no longer valid. */
    endSession: () => {},
  },
  guards: {
    ...requestFailureGuards,
    /** Code 3: the request was answered meanwhile (elsewhere), withdrawn, or its reader left. */
    isGone: (_, { error }: { error: unknown }) => isApiCode(error, API_CODES.notFound),
    isListed: ({ context }, params: { userId: number }) =>
      context.readers.some((reader) => reader.id === params.userId),
    hasMore: ({ context }) => context.readers.length < context.total,
  },
}).createMachine({
  id: 'readerList',
  context: ({ input }) => ({ pageSize: input.pageSize, readers: [], total: 0, acting: null }),
  initial: 'loading',
  on: {
    // Reading afresh drops a call in flight: the new list is what the server says after it.
    'readers.reload': { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'listReaders',
        input: ({ context }) => ({ offset: 0, limit: context.pageSize }),
        onDone: {
          target: 'ready',
          actions: { type: 'setList', params: ({ event }) => event.output },
        },
        onError: [onFailure('isSessionEnded', '#readerList.signedOut'), { target: 'loadFailed' }],
      },
    },
    loadFailed: { on: { 'readers.retry': 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        'readers.act': {
          guard: { type: 'isListed', params: ({ event }) => ({ userId: event.userId }) },
          target: 'acting',
          actions: assign({
            acting: ({ event }) => ({ userId: event.userId, action: event.action }),
          }),
        },
        'readers.more': { guard: 'hasMore', target: 'loadingMore' },
      },
      states: {
        idle: {},
        failure: { initial: 'network', states: connectionFailureStates },
      },
    },
    loadingMore: {
      tags: ['busy'],
      invoke: {
        src: 'listReaders',
        // Acted-on rows are gone from the server's list too: the next page starts after the
        // rows still shown.
        input: ({ context }) => ({ offset: context.readers.length, limit: context.pageSize }),
        onDone: {
          target: 'ready',
          actions: { type: 'appendPage', params: ({ event }) => event.output },
        },
        onError: connectionFailures,
      },
    },
    acting: {
      tags: ['busy'],
      invoke: {
        src: 'actOnReader',
        input: ({ context }) => actingOf(context),
        onDone: {
          target: 'ready',
          actions: [
            {
              type: 'showToast',
              params: ({ context }) => doneToast(context),
            },
            'removeActed',
          ],
        },
        onError: [
          {
            ...onFailure('isGone', '#readerList.ready'),
            actions: [
              toast({ kind: 'info', message: 'toast.privacy.requestGone' }),
              'removeActed' as const,
            ],
          },
          ...connectionFailures.map((transition) => ({
            ...transition,
            actions: 'forgetActing' as const,
          })),
        ],
      },
    },
    signedOut: {
      entry: 'endSession',
      // The session machine takes over from here: nothing is read again.
      on: { 'readers.reload': {} },
    },
  },
});

/** The row action `acting` runs: always set on the way in (`readers.act`). */
function actingOf({ acting }: ReaderListContext): ReaderActing {
  if (!acting) throw new Error('acting entered without a row action');
  return acting;
}

/** The toast for a done action, naming the reader it was done to. */
function doneToast({ acting, readers }: ReaderListContext): ToastRequest {
  const reader = readers.find((candidate) => candidate.id === acting?.userId);
  return {
    kind: 'success',
    message: doneMessages[acting?.action ?? 'unblock'],
    values: { name: reader?.full_name ?? '' },
  };
}
