import { assign, fromPromise, setup } from 'xstate';
import { API_CODES, isApiCode, isApiError } from '../../api/client';
import {
  ACTION_FITS,
  MODERATION_REASON_MAX,
  type ModerationAction,
  type ModerationLogEntry,
  type ModerationQueueItem,
} from '../../api/contract/moderation';
import type { ListWindow } from '../paging/pagedListMachine';
import {
  connectionFailureStates,
  onFailure,
  requestFailureGuards,
} from '../shared/requestFailures';
import { toast, type ToastRequest } from '../shared/toastRequest';

/** One page of the queue as the server listed it (oldest first), and how many wait in all. */
export interface QueuePage {
  items: ModerationQueueItem[];
  total: number;
}

/** The action chosen on a queue item: what the dialog asks about. */
export interface QueueActing {
  target: string;
  action: ModerationAction;
}

/** What `/moderation/act` is sent: the chosen action with its reason (and a suspension's end). */
export interface QueueActRequest extends QueueActing {
  reason: string;
  /** YYYY-MM-DD; only for a suspension with an end date. */
  until?: string;
}

/** A code 1 answer's problems, by the dialog field they belong to (the server's words). */
export interface QueueRefusal {
  reason?: string;
  until?: string;
  /** Problems naming no field of the dialog (the action, the target). */
  other?: string;
}

export interface ModerationQueueInput {
  /** Items a page: the first load and each "Show more". */
  pageSize: number;
}

export interface ModerationQueueContext extends QueuePage {
  pageSize: number;
  /** The item and action the dialog is open for, if any. */
  acting: QueueActing | null;
  /** The dialog's reason, as typed. */
  reason: string;
  /** The dialog's end date (YYYY-MM-DD), '' for none; suspensions only. */
  until: string;
  /** The last send's refused fields, each cleared when its field is edited. */
  refused: QueueRefusal;
}

export type ModerationQueueEvent =
  | { type: 'queue.retry' }
  | { type: 'queue.more' }
  | ({ type: 'action.choose' } & QueueActing)
  | { type: 'action.reason'; reason: string }
  | { type: 'action.until'; until: string }
  | { type: 'action.submit' }
  | { type: 'action.cancel' };

const doneMessages = {
  hide_review: 'toast.moderation.hidden',
  remove_photo: 'toast.moderation.photoRemoved',
  reset_name: 'toast.moderation.nameReset',
  suspend: 'toast.moderation.suspended',
  dismiss: 'toast.moderation.dismissed',
} as const satisfies Record<ModerationAction, string>;

/** Which dialog field a "path: problem" message names. */
function refusalOf(error: unknown): QueueRefusal {
  const refusal: QueueRefusal = {};
  for (const text of isApiError(error) ? error.values : []) {
    const colon = text.indexOf(':');
    const path = colon < 0 ? '' : text.slice(0, colon).trim();
    const problem = colon < 0 ? text : text.slice(colon + 1).trim();
    if (path === 'reason' || path === 'until') refusal[path] ??= problem;
    else refusal.other ??= text;
  }
  return Object.keys(refusal).length > 0 ? refusal : { other: '' };
}

/** The failures that leave the dialog open, its words kept, with the cause said in it. */
const sendFailures = [
  onFailure('isNetworkFailure', '#moderationQueue.dialog.failure.network'),
  onFailure('isRateLimited', '#moderationQueue.dialog.failure.rateLimited'),
  // A server error, or an answer outside the contract: nothing the moderator could act on.
  { target: '#moderationQueue.dialog.failure.server' },
];

/** A list call that failed after the first page: the failure's toast, the items kept. */
const moreFailures = [
  onFailure('isSessionEnded', '#moderationQueue.signedOut'),
  onFailure('isForbidden', '#moderationQueue.forbidden'),
  onFailure('isNetworkFailure', '#moderationQueue.ready.failure.network'),
  onFailure('isRateLimited', '#moderationQueue.ready.failure.rateLimited'),
  { target: '#moderationQueue.ready.failure.server' },
];

/**
 * The moderators' queue: every reported target waiting, oldest first, a page at a time. `loading`
 * the first page, then `ready`, from where "Show more" appends the next (`loadingMore`) and an
 * item's action opens the `dialog`: the reason (and a suspension's end date) is written, then
 * sent (`dialog.submitting`). Done, the item leaves the queue with a toast naming the action;
 * already acted on by another moderator (code 3), it leaves with an info toast. A refusal
 * (`dialog.failure.invalid`, code 1) or a failed send keeps the dialog and its words, the cause
 * said in it. A reader who is not a moderator (code 4) is `forbidden`; an ended session
 * (`signedOut`) hands over to the session machine.
 */
export const moderationQueueMachine = setup({
  types: {
    context: {} as ModerationQueueContext,
    events: {} as ModerationQueueEvent,
    input: {} as ModerationQueueInput,
  },
  actors: {
    listQueue: fromPromise<QueuePage, ListWindow>(async () => {
      throw new Error('listQueue must be provided');
    }),
    act: fromPromise<ModerationLogEntry, QueueActRequest>(async () => {
      throw new Error('act must be provided');
    }),
  },
  actions: {
    setPage: assign((_, page: QueuePage) => ({ items: page.items, total: page.total })),
    /** Items already shown are kept once: the queue may have moved between two pages. */
    appendPage: assign(({ context }, page: QueuePage) => ({
      items: [
        ...context.items,
        ...page.items.filter((item) => !context.items.some(({ target }) => target === item.target)),
      ],
      total: page.total,
    })),
    open: assign((_, acting: QueueActing) => ({ acting, reason: '', until: '', refused: {} })),
    close: assign({ acting: null, refused: {} }),
    removeActed: assign(({ context }) => ({
      items: context.items.filter((item) => item.target !== context.acting?.target),
      total: Math.max(0, context.total - 1),
      acting: null,
      refused: {},
    })),
    refuse: assign((_, { error }: { error: unknown }) => ({ refused: refusalOf(error) })),
    showToast: (_, _request: ToastRequest) => {},
    /** The screen adds the action's audit row to the log it shows. */
    recordAction: (_, _entry: ModerationLogEntry) => {},
    /** The screen tells the session: the token is no longer valid. */
    endSession: () => {},
  },
  guards: {
    ...requestFailureGuards,
    isGone: (_, { error }: { error: unknown }) => isApiCode(error, API_CODES.notFound),
    isForbidden: (_, { error }: { error: unknown }) => isApiCode(error, API_CODES.forbidden),
    isInvalid: (_, { error }: { error: unknown }) => isApiCode(error, API_CODES.validation),
    /** The item is shown and the action fits its kind (ACTION_FITS). */
    fits: ({ context }, acting: QueueActing) => {
      const item = context.items.find(({ target }) => target === acting.target);
      return item !== undefined && ACTION_FITS[acting.action].includes(item.kind);
    },
    hasReason: ({ context }) => {
      const length = context.reason.trim().length;
      return length > 0 && length <= MODERATION_REASON_MAX;
    },
    hasMore: ({ context }) => context.items.length < context.total,
  },
}).createMachine({
  id: 'moderationQueue',
  context: ({ input }) => ({
    pageSize: input.pageSize,
    items: [],
    total: 0,
    acting: null,
    reason: '',
    until: '',
    refused: {},
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'listQueue',
        input: ({ context }) => ({ offset: 0, limit: context.pageSize }),
        onDone: {
          target: 'ready',
          actions: { type: 'setPage', params: ({ event }) => event.output },
        },
        onError: [
          onFailure('isSessionEnded', '#moderationQueue.signedOut'),
          onFailure('isForbidden', '#moderationQueue.forbidden'),
          { target: 'loadFailed' },
        ],
      },
    },
    loadFailed: { on: { 'queue.retry': 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        'action.choose': {
          guard: {
            type: 'fits',
            params: ({ event }) => ({ target: event.target, action: event.action }),
          },
          target: 'dialog',
          actions: {
            type: 'open',
            params: ({ event }) => ({ target: event.target, action: event.action }),
          },
        },
        'queue.more': { guard: 'hasMore', target: 'loadingMore' },
      },
      states: {
        idle: {},
        failure: { initial: 'network', states: connectionFailureStates },
      },
    },
    loadingMore: {
      tags: ['busy'],
      invoke: {
        src: 'listQueue',
        // Items acted on are gone from the server's queue too: the next page starts after the
        // items still shown.
        input: ({ context }) => ({ offset: context.items.length, limit: context.pageSize }),
        onDone: {
          target: 'ready',
          actions: { type: 'appendPage', params: ({ event }) => event.output },
        },
        onError: moreFailures,
      },
    },
    dialog: {
      initial: 'editing',
      on: {
        'action.reason': {
          actions: assign({
            reason: ({ event }) => event.reason.slice(0, MODERATION_REASON_MAX),
            refused: ({ context }) => ({ ...context.refused, reason: undefined }),
          }),
        },
        'action.until': {
          actions: assign({
            until: ({ event }) => event.until,
            refused: ({ context }) => ({ ...context.refused, until: undefined }),
          }),
        },
        'action.submit': { guard: 'hasReason', target: '.submitting' },
        'action.cancel': { target: 'ready', actions: 'close' },
      },
      states: {
        editing: {},
        submitting: {
          tags: ['busy'],
          on: {
            // The call is on its way: the words stay as sent, and the dialog waits for it.
            'action.reason': {},
            'action.until': {},
            'action.submit': {},
            'action.cancel': {},
          },
          invoke: {
            src: 'act',
            input: ({ context }) => actRequest(context),
            onDone: {
              target: '#moderationQueue.ready',
              actions: [
                { type: 'showToast', params: ({ context }) => doneToast(context) },
                { type: 'recordAction', params: ({ event }) => event.output },
                'removeActed',
              ],
            },
            onError: [
              {
                ...onFailure('isGone', '#moderationQueue.ready'),
                actions: [
                  toast({ kind: 'info', message: 'toast.moderation.gone' }),
                  'removeActed' as const,
                ],
              },
              onFailure('isSessionEnded', '#moderationQueue.signedOut'),
              {
                ...onFailure('isInvalid', '#moderationQueue.dialog.failure.invalid'),
                actions: {
                  type: 'refuse' as const,
                  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
                },
              },
              // Code 4 here: the role was taken away meanwhile, or the reader is a moderator
              // (who cannot be suspended). The dialog says so; the queue stays.
              onFailure('isForbidden', '#moderationQueue.dialog.failure.forbidden'),
              ...sendFailures,
            ],
          },
        },
        failure: {
          initial: 'network',
          states: {
            network: {},
            server: {},
            rateLimited: {},
            invalid: {},
            forbidden: {},
          },
        },
      },
    },
    forbidden: {},
    signedOut: { entry: 'endSession' },
  },
});

/** The request the dialog sends: always set on the way in (`action.choose`). */
function actRequest({ acting, reason, until }: ModerationQueueContext): QueueActRequest {
  if (!acting) throw new Error('dialog entered without an action');
  return {
    ...acting,
    reason: reason.trim(),
    ...(acting.action === 'suspend' && until !== '' ? { until } : {}),
  };
}

/** The toast for a done action, naming the reader it was done to. */
function doneToast({ acting, items }: ModerationQueueContext): ToastRequest {
  const item = items.find((candidate) => candidate.target === acting?.target);
  return {
    kind: 'success',
    message: doneMessages[acting?.action ?? 'dismiss'],
    values: { username: item?.reader.username ?? '' },
  };
}

/** The failure the dialog is in, if any: what it says under its fields. */
export type QueueDialogFailure = 'network' | 'server' | 'rateLimited' | 'invalid' | 'forbidden';
