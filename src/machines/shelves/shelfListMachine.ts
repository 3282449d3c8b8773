import { assign, fromPromise, setup } from 'xstate';
import type { Shelf, ShelfNameProblem } from '../../api/contract/shelves';
import type { ToastRequest } from '../shared/toastRequest';
import { nameProblemOf } from './shelfPickerMachine';

export interface ShelfListInput {
  userId: number;
}

/** What the name dialog is for: a new shelf, or renaming `target`. */
export type ShelfNaming = 'create' | 'rename';

interface ShelfListContext {
  userId: number;
  shelves: Shelf[];
  /** The shelf being renamed, made private or public, moved or deleted. */
  target: number | null;
  naming: ShelfNaming | null;
  nameProblem: ShelfNameProblem | null;
}

export type ShelfListEvent =
  | { type: 'list.retry' }
  | { type: 'create.open' }
  | { type: 'rename.open'; shelfId: number }
  | { type: 'name.submit'; name: string; isPrivate: boolean }
  | { type: 'name.edit' }
  | { type: 'name.cancel' }
  | { type: 'privacy.toggle'; shelfId: number }
  | { type: 'shelf.move'; shelfId: number; by: -1 | 1 }
  | { type: 'delete.open'; shelfId: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export interface NameChange {
  naming: ShelfNaming;
  shelfId: number | null;
  name: string;
  isPrivate: boolean;
}

const byId = (shelves: Shelf[], id: number | null) => shelves.find((shelf) => shelf.id === id);
const nameOf = (context: ShelfListContext) => byId(context.shelves, context.target)?.name ?? '';
const replaced = (shelves: Shelf[], changed: Shelf) =>
  shelves.map((shelf) => (shelf.id === changed.id ? changed : shelf));

/** The ids in their new order with `shelfId` moved `by` one place, or null at an end. */
export function movedOrder(shelves: Shelf[], shelfId: number, by: -1 | 1): number[] | null {
  const ids = shelves.map((shelf) => shelf.id);
  const from = ids.indexOf(shelfId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to] as number, ids[from] as number];
  return ids;
}

const failed = {
  type: 'showToast',
  params: { kind: 'error', message: 'toast.shelves.saveFailed' },
} as const;

/**
 * A reader's shelves on their profile: the list, and for its owner making, renaming, making
 * private or public, moving and deleting them. Deleting asks first and says the books stay in
 * the library. A refused name is said in the name dialog; other failures leave the list as it
 * was and say so in a toast.
 */
export const shelfListMachine = setup({
  types: {
    context: {} as ShelfListContext,
    events: {} as ShelfListEvent,
    input: {} as ShelfListInput,
  },
  actors: {
    loadShelves: fromPromise<Shelf[], { userId: number }>(async () => {
      throw new Error('loadShelves must be provided');
    }),
    saveName: fromPromise<Shelf, NameChange>(async () => {
      throw new Error('saveName must be provided');
    }),
    setPrivate: fromPromise<Shelf, { shelfId: number; isPrivate: boolean }>(async () => {
      throw new Error('setPrivate must be provided');
    }),
    reorder: fromPromise<Shelf[], { shelfIds: number[] }>(async () => {
      throw new Error('reorder must be provided');
    }),
    deleteShelf: fromPromise<Shelf[], { shelfId: number }>(async () => {
      throw new Error('deleteShelf must be provided');
    }),
  },
  actions: {
    showToast: (_, _request: ToastRequest) => {},
    focusName: () => {},
  },
  guards: {
    canMove: ({ context }, { shelfId, by }: { shelfId: number; by: -1 | 1 }) =>
      movedOrder(context.shelves, shelfId, by) !== null,
    isNameRefused: ({ context }, { error }: { error: unknown }) =>
      nameProblemOf(error, context.shelves.length) !== null,
  },
}).createMachine({
  id: 'shelfList',
  context: ({ input }) => ({
    userId: input.userId,
    shelves: [],
    target: null,
    naming: null,
    nameProblem: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadShelves',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'ready', actions: assign({ shelves: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      on: { 'list.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          entry: assign({ target: null, naming: null, nameProblem: null }),
          on: {
            'create.open': { target: 'naming', actions: assign({ naming: 'create' }) },
            'rename.open': {
              target: 'naming',
              actions: assign({ naming: 'rename', target: ({ event }) => event.shelfId }),
            },
            'privacy.toggle': {
              target: 'savingPrivacy',
              actions: assign({ target: ({ event }) => event.shelfId }),
            },
            'shelf.move': {
              guard: {
                type: 'canMove',
                params: ({ event }) => ({ shelfId: event.shelfId, by: event.by }),
              },
              target: 'reordering',
              actions: assign({ target: ({ event }) => event.shelfId }),
            },
            'delete.open': {
              target: 'confirmingDelete',
              actions: assign({ target: ({ event }) => event.shelfId }),
            },
          },
        },
        naming: {
          on: {
            'name.submit': 'submittingName',
            'name.edit': { actions: assign({ nameProblem: null }) },
            'name.cancel': 'idle',
          },
        },
        submittingName: {
          tags: ['busy'],
          entry: assign({ nameProblem: null }),
          invoke: {
            src: 'saveName',
            input: ({ context, event }) => ({
              naming: context.naming ?? 'create',
              shelfId: context.target,
              name: event.type === 'name.submit' ? event.name : '',
              isPrivate: event.type === 'name.submit' && event.isPrivate,
            }),
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'showToast',
                  params: ({ context, event }) => ({
                    kind: 'success',
                    message:
                      context.naming === 'rename'
                        ? 'toast.shelves.renamed'
                        : 'toast.shelves.created',
                    values: { name: event.output.name },
                  }),
                },
                assign({
                  shelves: ({ context, event }) =>
                    context.naming === 'rename'
                      ? replaced(context.shelves, event.output)
                      : [...context.shelves, event.output],
                }),
              ],
            },
            onError: [
              {
                guard: { type: 'isNameRefused', params: ({ event }) => ({ error: event.error }) },
                target: 'naming',
                actions: [
                  assign({
                    nameProblem: ({ context, event }) =>
                      nameProblemOf(event.error, context.shelves.length),
                  }),
                  'focusName',
                ],
              },
              { target: 'naming', actions: failed },
            ],
          },
        },
        savingPrivacy: {
          tags: ['busy'],
          invoke: {
            src: 'setPrivate',
            input: ({ context }) => ({
              shelfId: context.target ?? 0,
              isPrivate: !byId(context.shelves, context.target)?.is_private,
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  shelves: ({ context, event }) => replaced(context.shelves, event.output),
                }),
                {
                  type: 'showToast',
                  params: ({ event }) => ({
                    kind: 'success',
                    message: event.output.is_private
                      ? 'toast.shelves.madePrivate'
                      : 'toast.shelves.madePublic',
                    values: { name: event.output.name },
                  }),
                },
              ],
            },
            onError: { target: 'idle', actions: failed },
          },
        },
        reordering: {
          tags: ['busy'],
          invoke: {
            src: 'reorder',
            input: ({ context, event }) => ({
              shelfIds:
                event.type === 'shelf.move'
                  ? (movedOrder(context.shelves, event.shelfId, event.by) ?? [])
                  : [],
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ shelves: ({ event }) => event.output }),
                {
                  type: 'showToast',
                  params: ({ context, event }) => {
                    const moved = byId(event.output, context.target);
                    return {
                      kind: 'info',
                      message: 'shelves.section.moved',
                      values: {
                        name: moved?.name ?? '',
                        position: String((moved?.position ?? 0) + 1),
                        count: String(event.output.length),
                      },
                    };
                  },
                },
              ],
            },
            onError: { target: 'idle', actions: failed },
          },
        },
        confirmingDelete: {
          on: { 'delete.confirm': 'deleting', 'delete.cancel': 'idle' },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            src: 'deleteShelf',
            input: ({ context }) => ({ shelfId: context.target ?? 0 }),
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'showToast',
                  params: ({ context }) => ({
                    kind: 'success',
                    message: 'toast.shelves.deleted',
                    values: { name: nameOf(context) },
                  }),
                },
                assign({ shelves: ({ event }) => event.output }),
              ],
            },
            onError: { target: 'confirmingDelete', actions: failed },
          },
        },
      },
    },
  },
});
