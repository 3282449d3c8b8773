import { assign, fromPromise, setup } from 'xstate';
import { isApiCode, isApiError } from '../../api/client';
import type { BookJournal, Progress, ProgressUpdate, Reading } from '../../api/contract';
import { API_CODES } from '../../api/contract/codes';
import type { MessageId } from '../../i18n/messages';
import {
  requestFailureGuards,
  requestFailureStates,
  requestFailureTransitions,
} from '../shared/requestFailures';
import type { ToastRequest } from '../shared/toastRequest';
import { toast } from '../shared/toastRequest';

/** Pages when the book's page count is known, else a percentage. */
export type ProgressUnit = 'pages' | 'percent';

/** What the dialog needs to open: the reading, the page count, the last logged progress. */
export interface ProgressTarget {
  reading: Reading;
  pageCount: number | null;
  lastUpdate: ProgressUpdate | null;
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
  /** The field as typed. */
  draft: string;
  /** After a refused submit, the draft's problem (cleared as the reader types). */
  error: ProgressError | null;
}

/**
 * - `progress.open { target }`: open the dialog for a reading (see `progressTarget`);
 * - `value.change { value }`, `progress.submit`, `progress.cancel` while it is open;
 * - `backwards.confirm` / `backwards.cancel`: answer "go back below your last update?".
 */
export type ProgressUpdateEvent =
  | { type: 'progress.open'; target: ProgressTarget }
  | { type: 'value.change'; value: string }
  | { type: 'progress.submit' }
  | { type: 'progress.cancel' }
  | { type: 'backwards.confirm' }
  | { type: 'backwards.cancel' };

/** The dialog's target for a journal's current reading, or null when it has none. */
export function progressTarget(journal: BookJournal): ProgressTarget | null {
  const reading = journal.readings[0];
  if (!reading) return null;
  return { reading, pageCount: journal.page_count, lastUpdate: journal.updates[0] ?? null };
}

export function unitOf(pageCount: number | null): ProgressUnit {
  return pageCount !== null && pageCount > 0 ? 'pages' : 'percent';
}

/** The value of `progress` in `unit` (pages derived from a percentage when needed), or null. */
export function valueIn(
  unit: ProgressUnit,
  progress: Pick<Progress, 'pages' | 'percent'>,
  pageCount: number | null,
): number | null {
  if (unit === 'percent') {
    if (progress.percent !== null) return progress.percent;
    return progress.pages !== null && pageCount
      ? Math.round((progress.pages * 100) / pageCount)
      : null;
  }
  if (progress.pages !== null) return progress.pages;
  return progress.percent !== null && pageCount
    ? Math.round((progress.percent * pageCount) / 100)
    : null;
}

/** The draft's problem: required, a whole number, within 0..page count or 0..100. */
export function progressError(draft: string, pageCount: number | null): ProgressError | null {
  const text = draft.trim();
  if (text === '') return { message: 'validation.progress_required' };
  if (!/^[+-]?\d+$/.test(text)) return { message: 'validation.progress_whole_number' };
  const value = Number(text);
  if (unitOf(pageCount) === 'pages') {
    const max = pageCount ?? 0;
    return value < 0 || value > max
      ? { message: 'validation.progress_pages_range', values: { pageCount: max } }
      : null;
  }
  return value < 0 || value > 100 ? { message: 'validation.progress_percent_range' } : null;
}

/** The progress the reading shows once `value` (in the dialog's unit) is saved. */
export function progressAfter(value: number, pageCount: number | null): Progress {
  return unitOf(pageCount) === 'pages'
    ? { pages: value, percent: pageCount ? Math.round((value * 100) / pageCount) : null }
    : { pages: null, percent: value };
}

/** The last known value in the dialog's unit: the last update's, else the reading's own. */
function previousValue(context: ProgressUpdateContext): number | null {
  const unit = unitOf(context.pageCount);
  const last = context.lastUpdate ?? context.savedReading?.progress;
  return last ? valueIn(unit, last, context.pageCount) : null;
}

const draftValue = (context: ProgressUpdateContext) => Number(context.draft.trim());

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
 * The "update progress" dialog: closed, editing (pages when the book's page count is known,
 * else percent; a whole number within 0..page count or 0..100), confirming a value below the
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
      const { reading, pageCount, lastUpdate } = event.target;
      const current = valueIn(unitOf(pageCount), reading.progress, pageCount);
      return {
        reading,
        savedReading: reading,
        pageCount,
        lastUpdate,
        draft: current === null ? '' : String(current),
        error: null,
      };
    }),
    setDraft: assign(({ event }) =>
      event.type === 'value.change' ? { draft: event.value, error: null } : {},
    ),
    revealError: assign(({ context }) => ({
      error: progressError(context.draft, context.pageCount),
    })),
    showOptimistic: assign(({ context }) => ({
      reading: context.savedReading && {
        ...context.savedReading,
        progress: progressAfter(draftValue(context), context.pageCount),
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
    isDraftInvalid: ({ context }) => progressError(context.draft, context.pageCount) !== null,
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
          const pages = unitOf(context.pageCount) === 'pages';
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
        'progress.submit': submitTransitions,
        'progress.cancel': { target: 'closed', actions: 'reset' },
      },
    },
  },
});
