import { assign, fromPromise, setup } from 'xstate';
import { isApiCode, isApiError } from '../../api/client';
import type {
  BookJournal,
  Progress,
  ProgressUnit,
  ProgressUpdate,
  Reading,
} from '../../api/contract';
// The rule's own module: the contract's index also holds its zod schemas, kept off the page.
import { completeProgress } from '../../api/contract/journalRules';
import { API_CODES } from '../../api/contract/codes';
import type { MessageId } from '../../i18n/messages';
import {
  requestFailureGuards,
  requestFailureStates,
  requestFailureTransitions,
} from '../shared/requestFailures';
import type { ToastRequest } from '../shared/toastRequest';
import { toast } from '../shared/toastRequest';

export type { ProgressUnit };

/** The largest page the contract takes (its pages schema) when no page count bounds it. */
const PAGES_MAX = 100_000;

/**
 * What the dialog needs to open: the reading, the page count, the last logged progress, and
 * the unit it opens in (the one last used for the book, see `progressTarget`).
 */
export interface ProgressTarget {
  reading: Reading;
  pageCount: number | null;
  lastUpdate: ProgressUpdate | null;
  unit: ProgressUnit;
}

/** What the call sends: one of pages or percent, as `/readings/update-progress` takes it. */
export interface ProgressRequest {
  readingId: number;
  pages: number | null;
  percent: number | null;
}

/** The saved log entry and the journal it changed. */
export interface ProgressSaved {
  update: ProgressUpdate;
  journal: BookJournal;
}

/** A draft's problem: the message id and its values (the page count for the pages range). */
export interface ProgressError {
  message: MessageId;
  values?: Record<string, number>;
}

export interface ProgressUpdateContext {
  /** The reading as the screen should show it: with the value being saved while it is sent. */
  reading: Reading | null;
  /** The reading as the server last answered it, for the rollback. */
  savedReading: Reading | null;
  pageCount: number | null;
  lastUpdate: ProgressUpdate | null;
  /** The unit the field takes: pages or a percentage, switched by the reader at any time. */
  unit: ProgressUnit;
  /** The field as typed. */
  draft: string;
  /** After a refused submit, the draft's problem (cleared as the reader types). */
  error: ProgressError | null;
}

/**
 * - `progress.open { target }`: open the dialog for a reading (see `progressTarget`);
 * - `value.change { value }`, `unit.change { unit }`, `progress.submit`, `progress.cancel`
 *   while it is open;
 * - `backwards.confirm` / `backwards.cancel`: answer "go back below your last update?".
 */
export type ProgressUpdateEvent =
  | { type: 'progress.open'; target: ProgressTarget }
  | { type: 'value.change'; value: string }
  | { type: 'unit.change'; unit: ProgressUnit }
  | { type: 'progress.submit' }
  | { type: 'progress.cancel' }
  | { type: 'backwards.confirm' }
  | { type: 'backwards.cancel' };

/**
 * The dialog's target for a journal's current reading, or null when it has none. It opens in
 * the unit the reader last logged this book's progress in, else pages when the page count is
 * known, else a percentage.
 */
export function progressTarget(journal: BookJournal): ProgressTarget | null {
  const reading = journal.readings[0];
  if (!reading) return null;
  return {
    reading,
    pageCount: journal.page_count,
    lastUpdate: journal.updates[0] ?? null,
    unit: journal.progress_unit ?? unitOf(journal.page_count),
  };
}

/** The unit a book's progress is first asked in: pages when its page count is known. */
export function unitOf(pageCount: number | null): ProgressUnit {
  return pageCount !== null && pageCount > 0 ? 'pages' : 'percent';
}

/** The value of `progress` in `unit` (pages derived from a percentage when needed), or null. */
export function valueIn(
  unit: ProgressUnit,
  progress: Pick<Progress, 'pages' | 'percent'>,
  pageCount: number | null,
): number | null {
  return completeProgress(progress, pageCount)[unit];
}

/**
 * The draft's problem: required, a whole number, within 0..100 for a percentage, within
 * 0..page count for pages (up to the contract's largest page when the page count is unknown).
 */
export function progressError(
  draft: string,
  unit: ProgressUnit,
  pageCount: number | null,
): ProgressError | null {
  const text = draft.trim();
  if (text === '') return { message: 'validation.progress_required' };
  if (!/^[+-]?\d+$/.test(text)) return { message: 'validation.progress_whole_number' };
  const value = Number(text);
  if (unit === 'percent') {
    return value < 0 || value > 100 ? { message: 'validation.progress_percent_range' } : null;
  }
  if (pageCount === null || pageCount <= 0) {
    return value < 0 || value > PAGES_MAX ? { message: 'validation.progress_page_range' } : null;
  }
  return value < 0 || value > pageCount
    ? { message: 'validation.progress_pages_range', values: { pageCount } }
    : null;
}

const draftValue = (context: Pick<ProgressUpdateContext, 'draft'>) => Number(context.draft.trim());

/** The progress the reading shows once `value` in `unit` is saved (as the server derives it). */
export function progressAfter(
  value: number,
  unit: ProgressUnit,
  pageCount: number | null,
): Progress {
  return completeProgress(
    unit === 'pages' ? { pages: value, percent: null } : { pages: null, percent: value },
    pageCount,
  );
}

/** The last known value in the dialog's unit: the last update's, else the reading's own. */
export function previousValue(
  context: Pick<ProgressUpdateContext, 'unit' | 'pageCount' | 'lastUpdate' | 'savedReading'>,
): number | null {
  const last = context.lastUpdate ?? context.savedReading?.progress;
  return last ? valueIn(context.unit, last, context.pageCount) : null;
}

/**
 * The field once the unit switches: a valid value converted (when the page count allows),
 * else the reading's own progress in the new unit, else empty.
 */
function draftIn(unit: ProgressUnit, context: ProgressUpdateContext): string {
  const typed =
    progressError(context.draft, context.unit, context.pageCount) === null
      ? valueIn(
          unit,
          progressAfter(draftValue(context), context.unit, context.pageCount),
          context.pageCount,
        )
      : null;
  const value =
    typed ??
    (context.savedReading ? valueIn(unit, context.savedReading.progress, context.pageCount) : null);
  return value === null ? '' : String(value);
}

/** The reading the dialog was opened for: `submitting` is only reached after an open. */
function openReading(context: ProgressUpdateContext): Reading {
  if (!context.savedReading || !context.reading) throw new Error('No reading to update');
  return context.reading;
}

/** What submitting does, from the dialog or after a failure. */
const submitTransitions = [
  {
    guard: 'isDraftInvalid' as const,
    target: '#progressUpdate.editing',
    actions: [
      'revealError' as const,
      toast({ kind: 'validation', message: 'toast.generic.validation' }),
    ],
  },
  { guard: 'isBelowLast' as const, target: '#progressUpdate.confirmingBackwards' },
  { target: '#progressUpdate.submitting' },
];

const openTransition = { target: '#progressUpdate.editing', actions: 'open' as const };

/**
 * The "update progress" dialog: closed, editing (in pages or percent, switched at any time and
 * opened in the unit last used for the book; a whole number within 0..page count or 0..100),
 * confirming a value below the
 * last update, submitting (the reading shows the new value at once: `progressShown`), closed
 * again on success (`progressSaved` hands the saved update and journal to the screen), or a
 * failure with the reading rolled back, one sub-state per cause; the dialog keeps the value.
 */
export const progressUpdateMachine = setup({
  types: {
    context: {} as ProgressUpdateContext,
    events: {} as ProgressUpdateEvent,
  },
  actors: {
    saveProgress: fromPromise<ProgressSaved, ProgressRequest>(async () => {
      throw new Error('saveProgress must be provided');
    }),
  },
  actions: {
    showToast: (_, _request: ToastRequest) => {},
    /** The screen shows this reading's progress (optimistic, rolled back, or saved). */
    progressShown: (_, _params: { reading: Reading }) => {},
    /** The screen puts the saved update in the reading's history and takes the new journal. */
    progressSaved: (_, _saved: ProgressSaved) => {},
    open: assign(({ event }) => {
      if (event.type !== 'progress.open') return {};
      const { reading, pageCount, lastUpdate, unit } = event.target;
      const current = valueIn(unit, reading.progress, pageCount);
      return {
        reading,
        savedReading: reading,
        pageCount,
        lastUpdate,
        unit,
        draft: current === null ? '' : String(current),
        error: null,
      };
    }),
    setDraft: assign(({ event }) =>
      event.type === 'value.change' ? { draft: event.value, error: null } : {},
    ),
    switchUnit: assign(({ context, event }) =>
      event.type === 'unit.change'
        ? { unit: event.unit, draft: draftIn(event.unit, context), error: null }
        : {},
    ),
    revealError: assign(({ context }) => ({
      error: progressError(context.draft, context.unit, context.pageCount),
    })),
    showOptimistic: assign(({ context }) => ({
      reading: context.savedReading && {
        ...context.savedReading,
        progress: progressAfter(draftValue(context), context.unit, context.pageCount),
      },
    })),
    rollBack: assign(({ context }) => ({ reading: context.savedReading })),
    storeSaved: assign((_, { saved }: { saved: ProgressSaved }) => {
      const reading =
        saved.journal.readings.find((candidate) => candidate.id === saved.update.reading_id) ??
        null;
      return { reading, savedReading: reading, lastUpdate: saved.update };
    }),
    reset: assign({ draft: '', error: null }),
  },
  guards: {
    isDraftInvalid: ({ context }) =>
      progressError(context.draft, context.unit, context.pageCount) !== null,
    isBelowLast: ({ context }) => {
      const previous = previousValue(context);
      return previous !== null && draftValue(context) < previous;
    },
    ...requestFailureGuards,
    isInvalid: (_, { error }: { error: unknown }) =>
      isApiCode(error, API_CODES.validation) || (isApiError(error) && error.httpStatus === 400),
  },
}).createMachine({
  id: 'progressUpdate',
  context: {
    reading: null,
    savedReading: null,
    pageCount: null,
    lastUpdate: null,
    unit: 'percent',
    draft: '',
    error: null,
  },
  initial: 'closed',
  states: {
    closed: {
      on: { 'progress.open': openTransition },
    },
    editing: {
      on: {
        'value.change': { actions: 'setDraft' },
        'unit.change': { actions: 'switchUnit' },
        'progress.submit': submitTransitions,
        'progress.cancel': { target: 'closed', actions: 'reset' },
      },
    },
    confirmingBackwards: {
      on: {
        'backwards.confirm': 'submitting',
        'backwards.cancel': 'editing',
      },
    },
    submitting: {
      tags: ['busy'],
      entry: [
        'showOptimistic',
        {
          type: 'progressShown',
          params: ({ context }) => ({ reading: openReading(context) }),
        },
      ],
      invoke: {
        src: 'saveProgress',
        input: ({ context }) => {
          const value = draftValue(context);
          const pages = context.unit === 'pages';
          return {
            readingId: openReading(context).id,
            pages: pages ? value : null,
            percent: pages ? null : value,
          };
        },
        onDone: {
          target: 'closed',
          actions: [
            { type: 'storeSaved', params: ({ event }) => ({ saved: event.output }) },
            'reset',
            toast({ kind: 'success', message: 'toast.journal.progressSaved' }),
            {
              type: 'progressSaved',
              params: ({ event }) => event.output,
            },
          ],
        },
        onError: [
          ...requestFailureTransitions,
          {
            guard: {
              type: 'isInvalid' as const,
              params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
            },
            target: 'failure.invalid',
          },
          { target: 'failure.unknown' },
        ].map((transition) => ({
          ...transition,
          actions: [
            'rollBack' as const,
            {
              type: 'progressShown' as const,
              params: ({ context }: { context: ProgressUpdateContext }) => ({
                reading: openReading(context),
              }),
            },
          ],
        })),
      },
    },
    // The dialog stays open with the value; the reading shows the saved progress again.
    failure: {
      initial: 'unknown',
      states: {
        ...requestFailureStates,
        invalid: { entry: toast({ kind: 'error', message: 'toast.journal.progressInvalid' }) },
        unknown: { entry: toast({ kind: 'error', message: 'toast.journal.progressFailed' }) },
      },
      on: {
        'value.change': { target: 'editing', actions: 'setDraft' },
        'unit.change': { target: 'editing', actions: 'switchUnit' },
        'progress.submit': submitTransitions,
        'progress.cancel': { target: 'closed', actions: 'reset' },
      },
    },
  },
});
