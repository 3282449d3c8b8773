import { assign, fromPromise, setup } from 'xstate';
import { REPORT_DETAILS_MAX, type REPORT_REASONS } from '../../api/contract/limits';

export type ReportReason = (typeof REPORT_REASONS)[number];
/** What can be reported: a reader's name or photo (targetId: the reader), or a review (its id). */
export type ReportKind = 'name' | 'photo' | 'review';

export interface ReportInput {
  /** The reader reported from their profile; a list of reviews names each at `report.open`. */
  targetId: number;
}

export interface ReportContext extends ReportInput {
  /** The reader the machine was made for (input), reported again at a plain `report.open`. */
  readerId: number;
  kind: ReportKind;
  reason: ReportReason | null;
  details: string;
  /** The last send failed; said in the dialog until the next try. */
  failed: boolean;
}

export interface ReportRequest {
  targetId: number;
  kind: ReportKind;
  reason: ReportReason;
  details: string;
}

export type ReportEvent =
  /** Opens for the reader (name first), or for the review `reviewId` when given. */
  | { type: 'report.open'; reviewId?: number }
  | { type: 'report.close' }
  | { type: 'report.kind'; kind: 'name' | 'photo' }
  | { type: 'report.reason'; reason: ReportReason }
  | { type: 'report.details'; details: string }
  | { type: 'report.send' };

const fresh = { kind: 'name', reason: null, details: '', failed: false } as const;

/**
 * Reporting another reader's name or photo from their profile's menu, or a review from its card:
 * the choices made in a dialog, then the call. Sent, the dialog thanks the reader and says nothing more. A
 * failure keeps the dialog and the choices, with the error, to try again or close.
 */
export const reportMachine = setup({
  types: {
    context: {} as ReportContext,
    events: {} as ReportEvent,
    input: {} as ReportInput,
  },
  actors: {
    sendReport: fromPromise<void, ReportRequest>(async () => {
      throw new Error('sendReport must be provided');
    }),
  },
  guards: {
    reasonChosen: ({ context }) => context.reason !== null,
    opensReview: ({ event }) => event.type === 'report.open' && event.reviewId !== undefined,
    readerReport: ({ context }) => context.kind !== 'review',
  },
}).createMachine({
  id: 'report',
  context: ({ input }) => ({ ...input, readerId: input.targetId, ...fresh }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'report.open': [
          {
            guard: 'opensReview',
            target: 'open',
            actions: assign(({ event }) => ({
              ...fresh,
              kind: 'review' as const,
              targetId: event.reviewId ?? 0,
            })),
          },
          {
            target: 'open',
            actions: assign(({ context }) => ({ ...fresh, targetId: context.readerId })),
          },
        ],
      },
    },
    open: {
      on: {
        'report.close': 'idle',
        // A review is reported as a review; the choice is between a reader's name and photo.
        'report.kind': {
          guard: 'readerReport',
          actions: assign({ kind: ({ event }) => event.kind }),
        },
        'report.reason': { actions: assign({ reason: ({ event }) => event.reason }) },
        'report.details': {
          actions: assign({
            details: ({ event }) => event.details.slice(0, REPORT_DETAILS_MAX),
          }),
        },
        'report.send': { target: 'sending', guard: 'reasonChosen' },
      },
    },
    sending: {
      tags: ['busy'],
      entry: assign({ failed: false }),
      invoke: {
        src: 'sendReport',
        input: ({ context }) => ({
          targetId: context.targetId,
          kind: context.kind,
          // The guard let only a chosen reason through.
          reason: context.reason ?? 'other',
          details: context.details.trim(),
        }),
        onDone: 'sent',
        onError: { target: 'open', actions: assign({ failed: true }) },
      },
    },
    sent: {
      on: { 'report.close': 'idle' },
    },
  },
});
