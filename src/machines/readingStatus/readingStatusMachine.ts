import { assign, fromPromise, setup } from 'xstate';
import type {
  Book,
  BookJournal,
  PartialDate,
  ReadingStatus,
  Relation,
  SetStatusBody,
} from '../../api/contract';
import { DNF_REASON_MAX, isActiveState } from '../../api/contract/journalRules';
import type { MessageId } from '../../i18n/messages';
import {
  requestFailureGuards,
  requestFailureStates,
  requestFailureTransitions,
} from '../shared/requestFailures';
import type { ToastRequest } from '../shared/toastRequest';
import { toast } from '../shared/toastRequest';

/** A status change's answer: the new journal, the relation's derived flags, the book's counts. */
export interface StatusChange {
  journal: BookJournal;
  relation: Relation | null;
  book: Book | null;
}

/** What the status call sends (the contract's `/readings/set-status` body, parsed). */
export interface StatusRequest {
  bookId: number;
  status: ReadingStatus;
  /** Only for 'dnf': the reader's optional reason, trimmed, null when blank. */
  dnfReason: string | null;
  /** True once the reader confirmed moving a book with an active reading back to want-to-read. */
  discardReadings: boolean;
}

export interface ReadingStatusInput {
  bookId: number;
  /** Guests get the please-login message and no calls. */
  signedIn: boolean;
  /** A journal the screen already has (prefetched): no load. */
  journal?: BookJournal | null;
}

export interface ReadingStatusContext {
  bookId: number;
  signedIn: boolean;
  /** The server's journal: the last answer, never changed locally. */
  journal: BookJournal | null;
  /** The status the control shows: the journal's, or the one being saved (optimistic). */
  status: ReadingStatus | null;
  /** The change waiting for a confirmation or a reason, then the one in flight. */
  pending: StatusRequest | null;
  /** The DNF reason as the reader types it. */
  dnfReason: string;
}

/**
 * - `status.choose { status }`: move the book (guests get the please-login toast);
 * - `status.confirm` / `status.cancel`: answer "discard the reading in progress?" or close the
 *   DNF prompt;
 * - `dnf.reasonChange { reason }`, `dnf.submit`: the optional DNF reason, then save;
 * - `journal.retry`: after the journal failed to load;
 * - `journal.replace { journal }`: another flow on the page saved (progress, a reading edited);
 * - `journal.reload`: the spec's buttons changed the journal on the server (marking read).
 */
export type ReadingStatusEvent =
  | { type: 'status.choose'; status: ReadingStatus }
  | { type: 'status.confirm' }
  | { type: 'status.cancel' }
  | { type: 'dnf.reasonChange'; reason: string }
  | { type: 'dnf.submit' }
  | { type: 'journal.retry' }
  | { type: 'journal.replace'; journal: BookJournal }
  | { type: 'journal.reload' };

export const statusMessages: Record<ReadingStatus, MessageId> = {
  want_to_read: 'toast.journal.statusWantToRead',
  reading: 'toast.journal.statusReading',
  read: 'toast.journal.statusRead',
  paused: 'toast.journal.statusPaused',
  dnf: 'toast.journal.statusDnf',
};

/** True when the journal's current reading is active: moving it to want-to-read discards it. */
export function hasActiveReading(journal: BookJournal | null): boolean {
  const current = journal?.readings[0];
  return current !== undefined && isActiveState(current.state);
}

/** The body of `/readings/set-status` for a request, dated `today` (the reader's own day). */
export function setStatusBody(request: StatusRequest, today: PartialDate): SetStatusBody {
  return {
    book_id: request.bookId,
    status: request.status,
    ...(request.status === 'want_to_read' ? {} : { date: today }),
    ...(request.status === 'dnf' ? { dnf_reason: request.dnfReason } : {}),
    ...(request.discardReadings ? { discard_readings: true } : {}),
  };
}

const cleanReason = (reason: string) => {
  const trimmed = reason.trim().slice(0, DNF_REASON_MAX).trim();
  return trimmed === '' ? null : trimmed;
};

const request = (
  context: ReadingStatusContext,
  status: ReadingStatus,
  discardReadings = false,
): StatusRequest => ({ bookId: context.bookId, status, dnfReason: null, discardReadings });

/** The change being saved: `saving` is only entered with one remembered. */
function pendingRequest(context: ReadingStatusContext): StatusRequest {
  if (!context.pending) throw new Error('No status change to save');
  return context.pending;
}

/** What choosing a status does, from the idle control or after a failure. */
const chooseTransitions = [
  { guard: 'isSameStatus' as const },
  {
    guard: 'isWantToReadWithActive' as const,
    target: '#readingStatus.ready.confirmingWantToRead',
    actions: 'rememberChoice' as const,
  },
  {
    guard: 'isDnf' as const,
    target: '#readingStatus.ready.askingDnfReason',
    actions: 'rememberChoice' as const,
  },
  { target: '#readingStatus.ready.saving', actions: 'rememberChoice' as const },
];

/**
 * A reader's status for one book (want to read, reading, read, paused, DNF). Guests get the
 * please-login message; moving a book with a reading in progress back to want-to-read asks
 * first (that reading goes; finished ones stay); DNF asks for an optional reason; one call in
 * flight; the chosen status shows at once and goes back if the call fails (with a toast); the
 * server's journal then replaces the local one. Finishing ('read') sets the spec's read flag:
 * the answer's relation says so, and `statusChanged` hands it to the screen.
 */
export const readingStatusMachine = setup({
  types: {
    context: {} as ReadingStatusContext,
    events: {} as ReadingStatusEvent,
    input: {} as ReadingStatusInput,
  },
  actors: {
    loadJournal: fromPromise<BookJournal, { bookId: number }>(async () => {
      throw new Error('loadJournal must be provided');
    }),
    setStatus: fromPromise<StatusChange, StatusRequest>(async () => {
      throw new Error('setStatus must be provided');
    }),
  },
  actions: {
    showToast: (_, _request: ToastRequest) => {},
    /** Hands the screen the new journal, relation (flags) and book (read count). */
    statusChanged: (_, _change: StatusChange) => {},
    storeJournal: assign((_, { journal }: { journal: BookJournal }) => ({
      journal,
      status: journal.status,
    })),
    rememberChoice: assign(({ context, event }) =>
      event.type === 'status.choose'
        ? { pending: request(context, event.status), dnfReason: '' }
        : {},
    ),
    confirmDiscard: assign(({ context }) => ({
      pending: context.pending && { ...context.pending, discardReadings: true },
    })),
    setReason: assign(({ event }) =>
      event.type === 'dnf.reasonChange' ? { dnfReason: event.reason } : {},
    ),
    takeReason: assign(({ context }) => ({
      pending: context.pending && { ...context.pending, dnfReason: cleanReason(context.dnfReason) },
    })),
    forgetChoice: assign({ pending: null, dnfReason: '' }),
    showChosen: assign(({ context }) => ({ status: context.pending?.status ?? context.status })),
    rollBack: assign(({ context }) => ({ status: context.journal?.status ?? null, pending: null })),
  },
  guards: {
    isGuest: ({ context }) => !context.signedIn,
    hasJournal: ({ context }) => context.journal !== null,
    isSameStatus: ({ context, event }) =>
      event.type === 'status.choose' && event.status === context.status,
    isWantToReadWithActive: ({ context, event }) =>
      event.type === 'status.choose' &&
      event.status === 'want_to_read' &&
      hasActiveReading(context.journal),
    isDnf: ({ event }) => event.type === 'status.choose' && event.status === 'dnf',
    ...requestFailureGuards,
  },
}).createMachine({
  id: 'readingStatus',
  context: ({ input }) => ({
    bookId: input.bookId,
    signedIn: input.signedIn,
    journal: input.journal ?? null,
    status: input.journal?.status ?? null,
    pending: null,
    dnfReason: '',
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'isGuest', target: 'guest' },
        { guard: 'hasJournal', target: 'ready' },
        { target: 'loading' },
      ],
    },
    guest: {
      on: {
        'status.choose': {
          actions: toast({ kind: 'warning', message: 'toast.gating.loginToTrack' }),
        },
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadJournal',
        input: ({ context }) => ({ bookId: context.bookId }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeJournal', params: ({ event }) => ({ journal: event.output }) },
        },
        onError: 'loadError',
      },
    },
    loadError: {
      on: { 'journal.retry': 'loading', 'journal.reload': 'loading' },
    },
    ready: {
      initial: 'idle',
      on: {
        // A newer journal from another flow; a status change in flight answers later and wins.
        'journal.replace': {
          actions: {
            type: 'storeJournal',
            params: ({ event }) => ({ journal: event.journal }),
          },
        },
        'journal.reload': '#readingStatus.loading',
      },
      states: {
        idle: {
          on: { 'status.choose': chooseTransitions },
        },
        confirmingWantToRead: {
          on: {
            'status.confirm': { target: 'saving', actions: 'confirmDiscard' },
            'status.cancel': { target: 'idle', actions: 'forgetChoice' },
          },
        },
        askingDnfReason: {
          on: {
            'dnf.reasonChange': { actions: 'setReason' },
            'dnf.submit': { target: 'saving', actions: 'takeReason' },
            'status.cancel': { target: 'idle', actions: 'forgetChoice' },
          },
        },
        // One call in flight: choices wait until it answers (the control is disabled: busy).
        saving: {
          tags: ['busy'],
          entry: 'showChosen',
          invoke: {
            src: 'setStatus',
            input: ({ context }) => pendingRequest(context),
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'storeJournal',
                  params: ({ event }) => ({ journal: event.output.journal }),
                },
                'forgetChoice',
                {
                  type: 'showToast',
                  params: ({ event }) => ({
                    kind: 'success' as const,
                    message: statusMessages[event.output.journal.status ?? 'want_to_read'],
                  }),
                },
                { type: 'statusChanged', params: ({ event }) => event.output },
              ],
            },
            onError: [...requestFailureTransitions, { target: 'failure.unknown' }].map(
              (transition) => ({ ...transition, actions: 'rollBack' as const }),
            ),
          },
        },
        // The status shown is the server's again; one sub-state per cause, each with its toast.
        failure: {
          initial: 'unknown',
          states: {
            ...requestFailureStates,
            unknown: {
              entry: toast({ kind: 'error', message: 'toast.journal.statusFailed' }),
            },
          },
          on: { 'status.choose': chooseTransitions },
        },
      },
    },
  },
});
