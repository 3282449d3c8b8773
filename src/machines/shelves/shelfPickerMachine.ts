import { assign, fromPromise, setup } from 'xstate';
import { API_CODES, isApiCode } from '../../api/client';
import type { Shelf } from '../../api/contract/shelves';
import { SHELVES_MAX, type ShelfNameProblem } from '../../api/contract/shelfRules';
import type { ToastRequest } from '../shared/toastRequest';

export interface ShelfPickerInput {
  bookId: number;
}

interface ShelfPickerContext {
  bookId: number;
  shelves: Shelf[];
  /** The shelves holding the book. */
  onShelves: number[];
  /** The shelf a placement is being saved for. */
  pending: number | null;
  nameProblem: ShelfNameProblem | null;
}

export type ShelfPickerEvent =
  | { type: 'picker.open' }
  | { type: 'picker.close' }
  | { type: 'picker.retry' }
  | { type: 'shelf.toggle'; shelfId: number }
  | { type: 'shelf.create'; name: string }
  | { type: 'name.edit' };

export interface BookShelves {
  shelves: Shelf[];
  shelfIds: number[];
}

const replaceShelf = (shelves: Shelf[], changed: Shelf) =>
  shelves.map((shelf) => (shelf.id === changed.id ? changed : shelf));

/**
 * A refused name: code 1 (the contract's rules) or 6, which is a name the reader already uses,
 * or one shelf too many when they have SHELVES_MAX.
 */
export function nameProblemOf(error: unknown, shelfCount: number): ShelfNameProblem | null {
  if (isApiCode(error, API_CODES.validation)) return 'invalid';
  if (!isApiCode(error, API_CODES.conflict)) return null;
  return shelfCount >= SHELVES_MAX ? 'tooMany' : 'taken';
}

/**
 * Putting one book on the reader's own shelves and taking it off, from a dialog on the book
 * page. Each tick saves at once (no Save button); a new shelf typed in the dialog is created and
 * the book put on it. A refused name is said beside the field, in the dialog; a failed
 * placement leaves the tick as it was and says so in a toast.
 */
export const shelfPickerMachine = setup({
  types: {
    context: {} as ShelfPickerContext,
    events: {} as ShelfPickerEvent,
    input: {} as ShelfPickerInput,
  },
  actors: {
    loadShelves: fromPromise<BookShelves, { bookId: number }>(async () => {
      throw new Error('loadShelves must be provided');
    }),
    placeBook: fromPromise<Shelf, { shelfId: number; bookId: number; on: boolean }>(async () => {
      throw new Error('placeBook must be provided');
    }),
    createShelf: fromPromise<Shelf, { name: string; bookId: number }>(async () => {
      throw new Error('createShelf must be provided');
    }),
  },
  actions: {
    showToast: (_, _request: ToastRequest) => {},
    // Focus goes back to the name field with its message (the screen supplies it).
    focusName: () => {},
  },
  guards: {
    isNameRefused: ({ context }, { error }: { error: unknown }) =>
      nameProblemOf(error, context.shelves.length) !== null,
  },
}).createMachine({
  id: 'shelfPicker',
  context: ({ input }) => ({
    bookId: input.bookId,
    shelves: [],
    onShelves: [],
    pending: null,
    nameProblem: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'picker.open': 'loading' },
    },
    loading: {
      tags: ['open'],
      invoke: {
        src: 'loadShelves',
        input: ({ context }) => ({ bookId: context.bookId }),
        onDone: {
          target: 'ready',
          actions: assign({
            shelves: ({ event }) => event.output.shelves,
            onShelves: ({ event }) => event.output.shelfIds,
          }),
        },
        onError: 'loadFailed',
      },
      on: { 'picker.close': 'closed' },
    },
    loadFailed: {
      tags: ['open'],
      on: { 'picker.retry': 'loading', 'picker.close': 'closed' },
    },
    ready: {
      tags: ['open'],
      on: {
        'picker.close': 'closed',
        'shelf.toggle': {
          target: 'placing',
          actions: assign({ pending: ({ event }) => event.shelfId }),
        },
        'shelf.create': 'creating',
        'name.edit': { actions: assign({ nameProblem: null }) },
      },
    },
    placing: {
      tags: ['open', 'busy'],
      invoke: {
        src: 'placeBook',
        input: ({ context }) => ({
          shelfId: context.pending ?? 0,
          bookId: context.bookId,
          on: !context.onShelves.includes(context.pending ?? 0),
        }),
        onDone: {
          target: 'ready',
          actions: assign({
            shelves: ({ context, event }) => replaceShelf(context.shelves, event.output),
            onShelves: ({ context, event }) =>
              context.onShelves.includes(event.output.id)
                ? context.onShelves.filter((id) => id !== event.output.id)
                : [...context.onShelves, event.output.id],
            pending: null,
          }),
        },
        onError: {
          target: 'ready',
          actions: [
            assign({ pending: null }),
            { type: 'showToast', params: { kind: 'error', message: 'toast.shelves.placeFailed' } },
          ],
        },
      },
    },
    creating: {
      tags: ['open', 'busy'],
      entry: assign({ nameProblem: null }),
      invoke: {
        src: 'createShelf',
        input: ({ context, event }) => ({
          name: event.type === 'shelf.create' ? event.name : '',
          bookId: context.bookId,
        }),
        onDone: {
          target: 'ready',
          actions: [
            assign({
              shelves: ({ context, event }) => [...context.shelves, event.output],
              onShelves: ({ context, event }) => [...context.onShelves, event.output.id],
            }),
            {
              type: 'showToast',
              params: ({ event }) => ({
                kind: 'success',
                message: 'toast.shelves.createdWithBook',
                values: { name: event.output.name },
              }),
            },
          ],
        },
        onError: [
          {
            guard: { type: 'isNameRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'ready',
            actions: [
              assign({
                nameProblem: ({ context, event }) =>
                  nameProblemOf(event.error, context.shelves.length),
              }),
              'focusName',
            ],
          },
          {
            target: 'ready',
            actions: {
              type: 'showToast',
              params: { kind: 'error', message: 'toast.shelves.createFailed' },
            },
          },
        ],
      },
    },
  },
});
