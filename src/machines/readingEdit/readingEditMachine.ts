import { assign, fromPromise, setup } from 'xstate';
import { isApiCode } from '../../api/client';
import type { Reading, UpdateReadingBody } from '../../api/contract';
import { API_CODES } from '../../api/contract/codes';
import {
  DNF_REASON_MAX,
  NOTE_MAX,
  comparePartialDates,
  partialDateProblem,
} from '../../api/contract/journalRules';
import type { MessageId } from '../../i18n/messages';
import { type ReadingDraft, draftFromReading } from '../../lib/readingDraft';
import type { StatusChange } from '../readingStatus/readingStatusMachine';
import {
  requestFailureGuards,
  requestFailureStates,
  requestFailureTransitions,
} from '../shared/requestFailures';
import type { ToastRequest } from '../shared/toastRequest';
import { toast } from '../shared/toastRequest';

export type ReadingDraftField = keyof ReadingDraft;
export type ReadingDraftErrors = Partial<Record<ReadingDraftField, MessageId>>;

/** The dialog's order: also the order focus follows to the first field to mend. */
export const READING_DRAFT_FIELDS = [
  'started',
  'end',
  'dnfReason',
  'note',
] as const satisfies readonly ReadingDraftField[];

/** The first field, in the dialog's order, that has a problem. */
export function firstDraftField(errors: ReadingDraftErrors): ReadingDraftField | null {
  return READING_DRAFT_FIELDS.find((field) => errors[field] !== undefined) ?? null;
}

/** What the draft gets wrong, by field: an invalid date, an end before the start, too long. */
export function draftErrors(reading: Reading, draft: ReadingDraft): ReadingDraftErrors {
  const errors: ReadingDraftErrors = {};
  if (partialDateProblem(draft.started) !== null) {
    errors.started = 'validation.journal_date_invalid';
  }
  if (reading.state !== 'reading') {
    if (!draft.end || partialDateProblem(draft.end) !== null) {
      errors.end = 'validation.journal_date_invalid';
    } else if (!errors.started && (comparePartialDates(draft.end, draft.started) ?? 0) < 0) {
      errors.end = 'validation.journal_end_before_start';
    }
  }
  if (draft.dnfReason.trim().length > DNF_REASON_MAX) {
    errors.dnfReason = 'validation.journal_reason_too_long';
  }
  if (draft.note.trim().length > NOTE_MAX) errors.note = 'validation.journal_note_too_long';
  return errors;
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The `/readings/update` body for a draft: only the fields the reading's state has. */
export function updateReadingBody(reading: Reading, draft: ReadingDraft): UpdateReadingBody {
  return {
    reading_id: reading.id,
    started: draft.started,
    ...(reading.state === 'read' && draft.end ? { finished: draft.end } : {}),
    ...((reading.state === 'paused' || reading.state === 'dnf') && draft.end
      ? { stopped: draft.end }
      : {}),
    ...(reading.state === 'dnf' ? { dnf_reason: blankToNull(draft.dnfReason) } : {}),
    note: blankToNull(draft.note),
  };
}

export interface ReadingEditContext {
  /** The reading being edited or deleted. */
  reading: Reading | null;
  draft: ReadingDraft | null;
  /** After a refused submit, the draft's problems (cleared as the reader edits). */
  errors: ReadingDraftErrors;
}

/**
 * - `reading.edit { reading }`: open the edit dialog; `draft.change { draft }`, `edit.submit`,
 *   `edit.cancel` while it is open;
 * - `reading.delete { reading }`: ask first; `delete.confirm` / `delete.cancel`.
 */
export type ReadingEditEvent =
  | { type: 'reading.edit'; reading: Reading }
  | { type: 'draft.change'; draft: ReadingDraft }
  | { type: 'edit.submit' }
  | { type: 'edit.cancel' }
  | { type: 'reading.delete'; reading: Reading }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

/** The reading the flow is about: the edit and delete states are only entered with one. */
function chosenReading(context: ReadingEditContext): Reading {
  if (!context.reading) throw new Error('No reading chosen');
  return context.reading;
}

function chosenDraft(context: ReadingEditContext): ReadingDraft {
  if (!context.draft) throw new Error('No draft');
  return context.draft;
}

const startTransitions = {
  'reading.edit': { target: '#readingEdit.edit', actions: 'openEdit' as const },
  'reading.delete': { target: '#readingEdit.delete', actions: 'chooseReading' as const },
};

/**
 * After a refused submit, focus goes to the first field to mend, so the reader hears its message
 * (WCAG 3.3.1); the screen supplies `focusField`. Runs after `revealErrors`.
 */
const focusFirstInvalid = {
  type: 'focusField' as const,
  params: ({ context }: { context: ReadingEditContext }) => ({
    field: firstDraftField(context.errors) ?? 'started',
  }),
};

const submitTransitions = [
  {
    guard: 'isDraftInvalid' as const,
    target: '#readingEdit.edit.editing',
    actions: [
      'revealErrors' as const,
      toast({ kind: 'validation', message: 'toast.generic.validation' }),
      focusFirstInvalid,
    ],
  },
  { target: '#readingEdit.edit.saving' },
];

const closeTransition = { target: '#readingEdit.closed', actions: 'forget' as const };

/**
 * Editing one reading of the journal (its dates, the DNF reason, the private note) and
 * deleting one. The draft is checked before it is sent (valid partial dates, an end not before
 * the start at the coarser precision, lengths; an invalid draft shows each field's problem, the
 * validation toast and focus on the first, through `focusField`); a refused or failed save keeps
 * the dialog open with the draft, one failure sub-state per cause. Deleting asks first. Each
 * success hands the screen the journal, the relation and the book the server answered with
 * (`readingChanged`): deleting the last finished reading clears the read mark, like and
 * favourite there.
 */
export const readingEditMachine = setup({
  types: {
    context: {} as ReadingEditContext,
    events: {} as ReadingEditEvent,
  },
  actors: {
    updateReading: fromPromise<StatusChange, UpdateReadingBody>(async () => {
      throw new Error('updateReading must be provided');
    }),
    deleteReading: fromPromise<StatusChange, { readingId: number }>(async () => {
      throw new Error('deleteReading must be provided');
    }),
  },
  actions: {
    showToast: (_, _request: ToastRequest) => {},
    /** The screen moves focus to a field of the dialog (the first to mend). */
    focusField: (_, _params: { field: ReadingDraftField }) => {},
    /** Hands the screen the journal, relation and book a save or a delete answered with. */
    readingChanged: (_, _change: StatusChange) => {},
    openEdit: assign(({ event }) =>
      event.type === 'reading.edit'
        ? { reading: event.reading, draft: draftFromReading(event.reading), errors: {} }
        : {},
    ),
    chooseReading: assign(({ event }) =>
      event.type === 'reading.delete' ? { reading: event.reading, draft: null, errors: {} } : {},
    ),
    setDraft: assign(({ event }) =>
      event.type === 'draft.change' ? { draft: event.draft, errors: {} } : {},
    ),
    revealErrors: assign(({ context }) => ({
      errors: draftErrors(chosenReading(context), chosenDraft(context)),
    })),
    forget: assign({ reading: null, draft: null, errors: {} }),
  },
  guards: {
    isDraftInvalid: ({ context }) =>
      Object.keys(draftErrors(chosenReading(context), chosenDraft(context))).length > 0,
    ...requestFailureGuards,
    isRefused: (_, { error }: { error: unknown }) =>
      isApiCode(error, API_CODES.validation, API_CODES.forbidden, API_CODES.notFound),
  },
}).createMachine({
  id: 'readingEdit',
  context: { reading: null, draft: null, errors: {} },
  initial: 'closed',
  states: {
    closed: { on: startTransitions },
    edit: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'draft.change': { actions: 'setDraft' },
            'edit.submit': submitTransitions,
            'edit.cancel': closeTransition,
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            src: 'updateReading',
            input: ({ context }) => updateReadingBody(chosenReading(context), chosenDraft(context)),
            onDone: {
              target: '#readingEdit.closed',
              actions: [
                'forget',
                toast({ kind: 'success', message: 'toast.journal.readingSaved' }),
                { type: 'readingChanged', params: ({ event }) => event.output },
              ],
            },
            onError: [
              ...requestFailureTransitions,
              {
                guard: {
                  type: 'isRefused',
                  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
                },
                target: 'failure.refused',
              },
              { target: 'failure.unknown' },
            ],
          },
        },
        // The dialog stays open with the draft.
        failure: {
          initial: 'unknown',
          states: {
            ...requestFailureStates,
            refused: {
              entry: toast({ kind: 'error', message: 'toast.journal.readingRefused' }),
            },
            unknown: { entry: toast({ kind: 'error', message: 'toast.journal.readingFailed' }) },
          },
          on: {
            'draft.change': { target: 'editing', actions: 'setDraft' },
            'edit.submit': submitTransitions,
            'edit.cancel': closeTransition,
          },
        },
      },
    },
    delete: {
      initial: 'confirming',
      states: {
        confirming: {
          on: {
            'delete.confirm': 'deleting',
            'delete.cancel': closeTransition,
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            src: 'deleteReading',
            input: ({ context }) => ({ readingId: chosenReading(context).id }),
            onDone: {
              target: '#readingEdit.closed',
              actions: [
                'forget',
                toast({ kind: 'success', message: 'toast.journal.readingDeleted' }),
                { type: 'readingChanged', params: ({ event }) => event.output },
              ],
            },
            onError: [...requestFailureTransitions, { target: 'failure.unknown' }],
          },
        },
        // The question is closed; the reading stays in the history. Another edit or delete may start.
        failure: {
          initial: 'unknown',
          states: {
            ...requestFailureStates,
            unknown: {
              entry: toast({ kind: 'error', message: 'toast.journal.readingDeleteFailed' }),
            },
          },
          on: startTransitions,
        },
      },
    },
  },
});
