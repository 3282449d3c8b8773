import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { isApiError } from '../../api/client';
import type { Book, BookJournal, Relation } from '../../api/contract';
import type { MessageId } from '../../i18n/messages';
import type { ToastRequest } from '../shared/toastRequest';
import { toast } from '../shared/toastRequest';

/** The four flags a reader keeps per book. */
export interface RelationFlags {
  read: boolean;
  like: boolean;
  favorite: boolean;
  readingList: boolean;
}

/** Which toggle call to make (one endpoint each; the server decides the new value). */
export type RelationAction = 'read' | 'like' | 'favorite' | 'readingList';

/**
 * A toggle's answer: the reader's new flags, the book with its new counts, and (for read and
 * the reading list, which change it) the reader's journal for the book.
 */
export interface RelationChange {
  flags: RelationFlags;
  book: Book | null;
  journal: BookJournal | null;
}

export interface BookRelationInput {
  bookId: number;
  /** Guests get the please-login messages and no calls. */
  signedIn: boolean;
}

/** The toggles a reader can click before their flags are known. */
export type HeldToggle = Extract<
  BookRelationEvent['type'],
  'read.toggle' | 'like.toggle' | 'favorite.toggle' | 'readinglist.toggle'
>;

export interface BookRelationContext {
  bookId: number;
  signedIn: boolean;
  flags: RelationFlags;
  /** Toggles clicked while the flags load, in order, sent once they are known. */
  held: HeldToggle[];
}

/**
 * - `read.toggle`: mark read, or ask to confirm unmarking (`read.confirm` / `read.cancel`),
 *   since unmarking also removes like and favourite;
 * - `like.toggle`, `favorite.toggle`: only once the book is read;
 * - `readinglist.toggle`;
 * - `relation.retry`: after the relation failed to load;
 * - `relation.replace { relation }`: a journal write answered with the reader's new flags.
 */
export type BookRelationEvent =
  | { type: 'read.toggle' }
  | { type: 'read.confirm' }
  | { type: 'read.cancel' }
  | { type: 'like.toggle' }
  | { type: 'favorite.toggle' }
  | { type: 'readinglist.toggle' }
  | { type: 'relation.retry' }
  | { type: 'relation.replace'; relation: Relation };

export const NO_FLAGS: RelationFlags = {
  read: false,
  like: false,
  favorite: false,
  readingList: false,
};

export function flagsOf(relation: Relation): RelationFlags {
  return {
    read: relation.read,
    like: relation.like,
    favorite: relation.favorite,
    readingList: relation.readingList,
  };
}

const changeMessages: Record<RelationAction, { on: MessageId; off: MessageId }> = {
  read: { on: 'toast.book.markedRead', off: 'toast.book.readRemoved' },
  like: { on: 'toast.book.liked', off: 'toast.book.likeRemoved' },
  favorite: { on: 'toast.book.favoriteAdded', off: 'toast.book.favoriteRemoved' },
  readingList: { on: 'toast.book.readingListAdded', off: 'toast.book.readingListRemoved' },
};

const failureMessages: Record<RelationAction, MessageId> = {
  read: 'toast.action.readFailed',
  like: 'toast.action.likeFailed',
  favorite: 'toast.action.favoriteFailed',
  readingList: 'toast.action.readingListFailed',
};

/** The toast for the server's answer to `action`: what changed, in the spec's words. */
export function changeToast(action: RelationAction, after: RelationFlags): ToastRequest {
  const on = after[action];
  const message = on ? changeMessages[action].on : changeMessages[action].off;
  if (action === 'like' && on) return { kind: 'liked', message };
  return { kind: 'success', message };
}

/** The toast for a failed toggle: the network toast when offline, else the action's own. */
export function failureToast(action: RelationAction, error: unknown): ToastRequest {
  if (isApiError(error) && error.kind === 'network') {
    return { kind: 'network', message: 'toast.generic.network' };
  }
  if (isApiError(error) && error.kind === 'rateLimited') {
    return { kind: 'rateLimited', message: 'toast.generic.rateLimit' };
  }
  return { kind: 'error', message: failureMessages[action] };
}

/** One region per action: idle or sending, so each action has at most one call in flight. */
function toggleRegion(action: Exclude<RelationAction, 'read'>, event: BookRelationEvent['type']) {
  const gate =
    action === 'like'
      ? {
          guard: 'isUnread' as const,
          actions: toast({ kind: 'warning', message: 'toast.gating.mustReadToLike' }),
        }
      : action === 'favorite'
        ? {
            guard: 'isUnread' as const,
            actions: toast({ kind: 'warning', message: 'toast.gating.mustReadToFavorite' }),
          }
        : null;
  return {
    initial: 'idle' as const,
    states: {
      idle: { on: { [event]: gate ? [gate, { target: 'sending' }] : { target: 'sending' } } },
      sending: sendingState(action, 'idle'),
    },
  };
}

function sendingState(action: RelationAction, done: string) {
  return {
    tags: ['busy', `busy.${action}`],
    invoke: {
      src: 'toggleRelation' as const,
      input: ({ context }: { context: BookRelationContext }) => ({
        bookId: context.bookId,
        action,
      }),
      onDone: {
        target: done,
        actions: [
          {
            type: 'storeFlags' as const,
            params: ({ event }: { event: { output: RelationChange } }) => ({
              flags: event.output.flags,
            }),
          },
          {
            type: 'showToast' as const,
            params: ({ event }: { event: { output: RelationChange } }) =>
              changeToast(action, event.output.flags),
          },
          {
            type: 'relationChanged' as const,
            params: ({ event }: { event: { output: RelationChange } }) => ({
              action,
              book: event.output.book,
              journal: event.output.journal,
            }),
          },
        ],
      },
      onError: {
        target: done,
        actions: {
          type: 'showToast' as const,
          params: ({ event }: { event: { error: unknown } }) => failureToast(action, event.error),
        },
      },
    },
  };
}

/**
 * A reader's flags for one book: read, like, favourite, reading list. Guests get the
 * please-login messages; toggles clicked while the flags load are held and sent once known; like and favourite need the book read (must-read-first warnings);
 * each action has one call in flight at most; the server's relation replaces the local flags;
 * unmarking read asks for confirmation first.
 */
export const bookRelationMachine = setup({
  types: {
    context: {} as BookRelationContext,
    events: {} as BookRelationEvent,
    input: {} as BookRelationInput,
  },
  actors: {
    loadRelation: fromPromise<RelationFlags, { bookId: number }>(async () => {
      throw new Error('loadRelation must be provided');
    }),
    toggleRelation: fromPromise<RelationChange, { bookId: number; action: RelationAction }>(
      async () => {
        throw new Error('toggleRelation must be provided');
      },
    ),
  },
  actions: {
    showToast: (_, _request: ToastRequest) => {},
    /**
     * Hands the screen the book as the toggle left it (its read count moves with `read`) and,
     * for read and the reading list, the reader's journal they changed.
     */
    relationChanged: (
      _,
      _params: { action: RelationAction; book: Book | null; journal: BookJournal | null },
    ) => {},
    storeFlags: assign((_, params: { flags: RelationFlags }) => ({ flags: params.flags })),
    // A second click on the same toggle takes the first back, as it would on known flags.
    holdToggle: assign(({ context }, params: { type: HeldToggle }) => ({
      held: context.held.includes(params.type)
        ? context.held.filter((type) => type !== params.type)
        : [...context.held, params.type],
    })),
    dropHeld: assign({ held: [] }),
    // Raised events run on the loaded flags: gates and the unmark confirmation apply as usual.
    replayHeld: enqueueActions(({ context, enqueue }) => {
      for (const type of context.held) enqueue.raise({ type });
      enqueue.assign({ held: [] });
    }),
  },
  guards: {
    isGuest: ({ context }) => !context.signedIn,
    isRead: ({ context }) => context.flags.read,
    isUnread: ({ context }) => !context.flags.read,
  },
}).createMachine({
  id: 'bookRelation',
  context: ({ input }) => ({
    bookId: input.bookId,
    signedIn: input.signedIn,
    flags: NO_FLAGS,
    held: [],
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isGuest', target: 'guest' }, { target: 'loading' }],
    },
    guest: {
      on: {
        'read.toggle': { actions: toast({ kind: 'warning', message: 'toast.gating.loginToRead' }) },
        'like.toggle': { actions: toast({ kind: 'warning', message: 'toast.gating.loginToLike' }) },
        'favorite.toggle': {
          actions: toast({ kind: 'warning', message: 'toast.gating.loginToFavorite' }),
        },
        'readinglist.toggle': {
          actions: toast({ kind: 'warning', message: 'toast.gating.loginToReadingList' }),
        },
      },
    },
    loading: {
      tags: ['busy'],
      // The reader's clicks wait for their flags rather than being lost.
      on: {
        'read.toggle': { actions: { type: 'holdToggle', params: { type: 'read.toggle' } } },
        'like.toggle': { actions: { type: 'holdToggle', params: { type: 'like.toggle' } } },
        'favorite.toggle': {
          actions: { type: 'holdToggle', params: { type: 'favorite.toggle' } },
        },
        'readinglist.toggle': {
          actions: { type: 'holdToggle', params: { type: 'readinglist.toggle' } },
        },
      },
      invoke: {
        src: 'loadRelation',
        input: ({ context }) => ({ bookId: context.bookId }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeFlags', params: ({ event }) => ({ flags: event.output }) },
            'replayHeld',
          ],
        },
        // The page says the flags failed; a click from before that is not sent later.
        onError: { target: 'loadError', actions: 'dropHeld' },
      },
    },
    loadError: {
      on: { 'relation.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      on: {
        // A status change, a finished or deleted reading changes the flags (reads are the truth).
        'relation.replace': {
          actions: {
            type: 'storeFlags',
            params: ({ event }) => ({ flags: flagsOf(event.relation) }),
          },
        },
      },
      states: {
        read: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'read.toggle': [{ guard: 'isRead', target: 'confirming' }, { target: 'sending' }],
              },
            },
            confirming: {
              on: { 'read.confirm': 'sending', 'read.cancel': 'idle' },
            },
            sending: sendingState('read', 'idle'),
          },
        },
        like: toggleRegion('like', 'like.toggle'),
        favorite: toggleRegion('favorite', 'favorite.toggle'),
        readingList: toggleRegion('readingList', 'readinglist.toggle'),
      },
    },
  },
});
