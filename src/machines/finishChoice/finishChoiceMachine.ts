import { assign, fromPromise, setup } from 'xstate';
import type { PartialDate, Reading } from '../../api/contract';
import { comparePartialDates, partialDateProblem } from '../../api/contract/journalRules';
import type { MessageId } from '../../i18n/messages';
import type { StatusChange } from '../readingStatus/readingStatusMachine';
import {
  requestFailureGuards,
  requestFailureStates,
  requestFailureTransitions,
} from '../shared/requestFailures';
import type { ToastRequest } from '../shared/toastRequest';
import { toast } from '../shared/toastRequest';

/** What the call sends: the reading just marked read and the finish the reader chose. */
export interface FinishRequest {
  readingId: number;
  finished: PartialDate;
}

export interface FinishChoiceContext {
  /** The reading the last mark finished (the server's answer), null while nothing is offered. */
  reading: Reading | null;
  /** The reader's day when they marked it (YYYY-MM-DD): "today" and "yesterday" count from it. */
  today: string;
  /** The finish being chosen. */
  draft: PartialDate;
  /** After a refused submit, the draft's problem (cleared by the next choice). */
  error: MessageId | null;
}

/**
 * - `read.marked { reading, today }`: a book was just marked read (either control), finished
 *   today by the contract's finishOfRead; the finish is shown with a way to change it;
 * - `offer.clear`: the book is no longer read (or moved on): nothing to offer;
 * - `choice.open`, then `choice.today` / `choice.yesterday` / `choice.unknown` ("I don't
 *   remember") or `draft.change { date }` (a day, month or year), `choice.submit`,
 *   `choice.cancel`.
 */
export type FinishChoiceEvent =
  | { type: 'read.marked'; reading: Reading; today: string }
  | { type: 'offer.clear' }
  | { type: 'choice.open' }
  | { type: 'choice.today' }
  | { type: 'choice.yesterday' }
  | { type: 'choice.unknown' }
  | { type: 'draft.change'; date: PartialDate }
  | { type: 'choice.submit' }
  | { type: 'choice.cancel' };

/** The calendar day before `date` (YYYY-MM-DD), read in UTC as stored dates are. */
export function dayBefore(date: string): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() - 1);
  return moment.toISOString().slice(0, 10);
}

const dayOf = (date: string): PartialDate => ({ date, precision: 'day' });
const UNKNOWN: PartialDate = { date: null, precision: 'unknown' };

/** The draft's problem: an unfinished date, or an end before the reading's start. */
export function finishChoiceError(reading: Reading | null, draft: PartialDate): MessageId | null {
  if (partialDateProblem(draft) !== null) return 'validation.journal_date_invalid';
  const order = reading ? comparePartialDates(draft, reading.started) : null;
  return order !== null && order < 0 ? 'validation.journal_end_before_start' : null;
}

/**
 * When a book just marked read was finished. Marking read is one click and means today (the
 * contract's finishOfRead, on the server); this flow then shows that finish with "Change",
 * which offers today, yesterday, a day, a month, a year or "I don't remember" and saves the
 * choice on the reading (`/readings/update`). The answer's journal goes to the screen
 * (`finishSaved`); a failure keeps the choice open with the draft.
 */
export const finishChoiceMachine = setup({
  types: {
    context: {} as FinishChoiceContext,
    events: {} as FinishChoiceEvent,
  },
  actors: {
    saveFinish: fromPromise<StatusChange, FinishRequest>(async () => {
      throw new Error('saveFinish must be provided');
    }),
  },
  actions: {
    showToast: (_, _request: ToastRequest) => {},
    /** Hands the screen the journal with the reading's new finish. */
    finishSaved: (_, _change: StatusChange) => {},
    takeMark: assign(({ event }) =>
      event.type === 'read.marked'
        ? { reading: event.reading, today: event.today, error: null }
        : {},
    ),
    forget: assign({ reading: null, error: null }),
    openChoice: assign(({ context }) => ({
      draft: context.reading?.finished ?? dayOf(context.today),
      error: null,
    })),
    chooseToday: assign(({ context }) => ({ draft: dayOf(context.today), error: null })),
    chooseYesterday: assign(({ context }) => ({
      draft: dayOf(dayBefore(context.today)),
      error: null,
    })),
    chooseUnknown: assign({ draft: UNKNOWN, error: null }),
    setDraft: assign(({ event }) =>
      event.type === 'draft.change' ? { draft: event.date, error: null } : {},
    ),
    revealError: assign(({ context }) => ({
      error: finishChoiceError(context.reading, context.draft),
    })),
    storeSaved: assign(({ context }, { change }: { change: StatusChange }) => ({
      reading:
        change.journal.readings.find((item) => item.id === context.reading?.id) ?? context.reading,
      error: null,
    })),
  },
  guards: {
    isDraftInvalid: ({ context }) => finishChoiceError(context.reading, context.draft) !== null,
    ...requestFailureGuards,
  },
}).createMachine({
  id: 'finishChoice',
  context: {
    reading: null,
    today: '',
    draft: UNKNOWN,
    error: null,
  },
  initial: 'hidden',
  on: {
    'read.marked': { target: '.offered', actions: 'takeMark' },
    'offer.clear': { target: '.hidden', actions: 'forget' },
  },
  states: {
    hidden: {},
    offered: {
      on: { 'choice.open': { target: 'choosing', actions: 'openChoice' } },
    },
    choosing: {
      on: {
        'choice.today': { actions: 'chooseToday' },
        'choice.yesterday': { actions: 'chooseYesterday' },
        'choice.unknown': { actions: 'chooseUnknown' },
        'draft.change': { actions: 'setDraft' },
        'choice.submit': [
          { guard: 'isDraftInvalid', actions: 'revealError' },
          { target: 'saving' },
        ],
        'choice.cancel': 'offered',
      },
    },
    saving: {
      tags: ['busy'],
      // A mark or a clear arriving now waits: the answer decides what is shown.
      on: { 'read.marked': {}, 'offer.clear': {} },
      invoke: {
        src: 'saveFinish',
        input: ({ context }) => ({
          readingId: context.reading?.id ?? 0,
          finished: context.draft,
        }),
        onDone: {
          target: 'offered',
          actions: [
            { type: 'storeSaved', params: ({ event }) => ({ change: event.output }) },
            { type: 'finishSaved', params: ({ event }) => event.output },
          ],
        },
        onError: [...requestFailureTransitions, { target: 'failure.unknown' }],
      },
    },
    // The choice stays open with the draft.
    failure: {
      initial: 'unknown',
      states: {
        ...requestFailureStates,
        unknown: { entry: toast({ kind: 'error', message: 'toast.journal.finishFailed' }) },
      },
      on: {
        'choice.today': { target: 'choosing', actions: 'chooseToday' },
        'choice.yesterday': { target: 'choosing', actions: 'chooseYesterday' },
        'choice.unknown': { target: 'choosing', actions: 'chooseUnknown' },
        'draft.change': { target: 'choosing', actions: 'setDraft' },
        'choice.submit': [
          { guard: 'isDraftInvalid', target: 'choosing', actions: 'revealError' },
          { target: 'saving' },
        ],
        'choice.cancel': 'offered',
      },
    },
  },
});
