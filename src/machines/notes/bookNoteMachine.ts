import { assign, fromPromise, setup } from 'xstate';
import { API_CODES, isApiCode } from '../../api/client';
import type { BookNote } from '../../api/contract/shelves';
import type { ToastRequest } from '../shared/toastRequest';

export interface BookNoteInput {
  bookId: number;
}

export interface NoteDraft {
  text: string;
  ownedCopies: number;
}

interface BookNoteContext {
  bookId: number;
  note: BookNote | null;
  /** The server refused the draft (too long, copies out of range): said in the form. */
  refused: boolean;
}

export type BookNoteEvent =
  | { type: 'note.retry' }
  | { type: 'note.edit' }
  | { type: 'note.save'; draft: NoteDraft }
  | { type: 'note.cancel' };

/**
 * The reader's private note and owned copies for one book: read, edited in place, saved whole.
 * A refused draft stays in the form with the reason beside it; a failed save keeps the form
 * open with what was typed and says so in a toast.
 */
export const bookNoteMachine = setup({
  types: {
    context: {} as BookNoteContext,
    events: {} as BookNoteEvent,
    input: {} as BookNoteInput,
  },
  actors: {
    loadNote: fromPromise<BookNote, { bookId: number }>(async () => {
      throw new Error('loadNote must be provided');
    }),
    saveNote: fromPromise<BookNote, { bookId: number; draft: NoteDraft }>(async () => {
      throw new Error('saveNote must be provided');
    }),
  },
  actions: {
    showToast: (_, _request: ToastRequest) => {},
  },
  guards: {
    isRefused: (_, { error }: { error: unknown }) => isApiCode(error, API_CODES.validation),
  },
}).createMachine({
  id: 'bookNote',
  context: ({ input }) => ({ bookId: input.bookId, note: null, refused: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadNote',
        input: ({ context }) => ({ bookId: context.bookId }),
        onDone: { target: 'viewing', actions: assign({ note: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      on: { 'note.retry': 'loading' },
    },
    viewing: {
      on: { 'note.edit': { target: 'editing', actions: assign({ refused: false }) } },
    },
    editing: {
      on: { 'note.save': 'saving', 'note.cancel': 'viewing' },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveNote',
        input: ({ context, event }) => ({
          bookId: context.bookId,
          draft: event.type === 'note.save' ? event.draft : { text: '', ownedCopies: 0 },
        }),
        onDone: {
          target: 'viewing',
          actions: [
            assign({ note: ({ event }) => event.output, refused: false }),
            { type: 'showToast', params: { kind: 'success', message: 'toast.notes.saved' } },
          ],
        },
        onError: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: assign({ refused: true }),
          },
          {
            target: 'editing',
            actions: {
              type: 'showToast',
              params: { kind: 'error', message: 'toast.notes.saveFailed' },
            },
          },
        ],
      },
    },
  },
});
