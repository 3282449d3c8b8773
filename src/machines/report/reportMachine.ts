import { assign, fromPromise, setup } from 'xstate';
import { REPORT_DETAILS_MAX, type REPORT_REASONS } from '../../api/contract/limits';

export type ReportReason = (typeof REPORT_REASONS)[number];
/** What of a reader can be reported. */
export type ReaderReportKind = 'name' | 'photo';

export interface ReportInput {
  targetId: number;
}

export interface ReportContext extends ReportInput {
  kind: ReaderReportKind;
  reason: ReportReason | null;
  details: string;
  /** The last send failed; said in the dialog until the next try. */
  failed: boolean;
}

export interface ReportRequest {
  targetId: number;
  kind: ReaderReportKind;
  reason: ReportReason;
  details: string;
}

export type ReportEvent =
  | { type: 'report.open' }
  | { type: 'report.close' }
  | { type: 'report.kind'; kind: ReaderReportKind }
  | { type: 'report.reason'; reason: ReportReason }
  | { type: 'report.details'; details: string }
  | { type: 'report.send' };

const fresh = { kind: 'name', reason: null, details: '', failed: false } as const;

/**
 * Reporting another reader's name or photo from their profile: chosen in the menu, the choices
 * made in a dialog, then the call. Sent, the dialog thanks the reader and says nothing more. A
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
  },
}).createMachine({
  id: 'report',
  context: ({ input }) => ({ ...input, ...fresh }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'report.open': { target: 'open', actions: assign(fresh) } },
    },
    open: {
      on: {
        'report.close': 'idle',
        'report.kind': { actions: assign({ kind: ({ event }) => event.kind }) },
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
