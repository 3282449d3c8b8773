import { assign, fromPromise, setup } from 'xstate';
import { clampPage, pageWindow } from './pagination';

/** What a list call receives: the window of the page to load. */
export interface ListWindow {
  offset: number;
  limit: number;
}

/** What a list call returns: one page of items and how many exist in all. */
export interface ListPage<Item> {
  items: Item[];
  total: number;
}

export interface ListInput<Item = unknown> {
  /** Items per page (category 12, search 9, reviews 5, profile lists 5...). */
  pageSize: number;
  /** The 1-based page to start on; 1 by default. */
  page?: number;
  /** That page as the server sent it with the document: the list starts loaded, without a call. */
  initial?: ListPage<Item>;
}

export interface ListContext<Item> {
  pageSize: number;
  /** The 1-based page shown (or being loaded). */
  page: number;
  items: Item[];
  total: number;
  /** The last load failure, for screens that show its kind. */
  error: unknown;
  /** Started from the input's page (see `ListInput.initial`). */
  startsLoaded: boolean;
}

/**
 * Events a screen sends:
 * - `page.next` / `page.prev` / `page.go { page }`: load another page (kept in bounds; ignored
 *   when it would not change the page);
 * - `list.retry`: from `error`, load the same page again;
 * - `list.reload`: load the same page again (after a write that changes it);
 * - `list.reset`: back to page 1 and load (after adding a review, a new query...).
 */
export type ListEvent =
  | { type: 'page.next' }
  | { type: 'page.prev' }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' }
  | { type: 'list.reload' }
  | { type: 'list.reset' };

/**
 * A page-loading list for items of type `Item`: `loading`, `loaded` (`withData` or `empty`) and
 * `error` (with retry). The `load` actor (input: `{ offset, limit }`, output: `{ items, total }`)
 * is a stub: supply the real call with `.provide({ actors: { load: fromPromise(...) } })`, and the
 * page size with `input: { pageSize }`. See `lists.ts` for the product's lists.
 *
 * The machine's only knowledge of the call is the window; when what the call depends on changes
 * (a new query or genre), send `list.reset` or start a new actor.
 */
export function createListMachine<Item>() {
  return setup({
    types: {
      context: {} as ListContext<Item>,
      events: {} as ListEvent,
      input: {} as ListInput<Item>,
    },
    actors: {
      load: fromPromise<ListPage<Item>, ListWindow>(async () => {
        throw new Error('load must be provided');
      }),
    },
    actions: {
      setPage: assign({
        page: ({ context, event }) => {
          const wanted =
            event.type === 'page.next'
              ? context.page + 1
              : event.type === 'page.prev'
                ? context.page - 1
                : event.type === 'page.go'
                  ? event.page
                  : context.page;
          return clampPage(wanted, context.total, context.pageSize);
        },
      }),
      resetPage: assign({ page: 1 }),
      storePage: assign((_, page: ListPage<Item>) => ({
        items: page.items,
        total: page.total,
        error: null,
      })),
      storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
      /** A page past the end (items deleted meanwhile): go to the last page that exists. */
      moveToLastPage: assign({
        page: ({ context }) => clampPage(context.page, context.total, context.pageSize),
      }),
    },
    guards: {
      changesPage: ({ context, event }) => {
        const wanted =
          event.type === 'page.next'
            ? context.page + 1
            : event.type === 'page.prev'
              ? context.page - 1
              : event.type === 'page.go'
                ? event.page
                : context.page;
        return clampPage(wanted, context.total, context.pageSize) !== context.page;
      },
      hasItems: ({ context }) => context.items.length > 0,
      startsLoaded: ({ context }) => context.startsLoaded,
      isPastLastPage: ({ context }) =>
        context.items.length === 0 &&
        context.page > 1 &&
        clampPage(context.page, context.total, context.pageSize) !== context.page,
    },
  }).createMachine({
    id: 'list',
    context: ({ input }) => ({
      pageSize: input.pageSize,
      page: Math.max(1, Math.trunc(input.page ?? 1)),
      items: input.initial?.items ?? [],
      total: input.initial?.total ?? 0,
      error: null,
      startsLoaded: input.initial !== undefined,
    }),
    initial: 'starting',
    on: {
      'list.reset': { target: '.loading', reenter: true, actions: 'resetPage' },
      'list.reload': { target: '.loading', reenter: true },
    },
    states: {
      starting: {
        always: [{ guard: 'startsLoaded', target: 'checking' }, { target: 'loading' }],
      },
      loading: {
        tags: ['busy'],
        on: {
          // While a page loads, the total is the previous one: moves stay in its bounds.
          'page.*': { guard: 'changesPage', target: 'loading', reenter: true, actions: 'setPage' },
        },
        invoke: {
          src: 'load',
          input: ({ context }) => pageWindow(context.page, context.pageSize),
          onDone: {
            target: 'checking',
            actions: { type: 'storePage', params: ({ event }) => event.output },
          },
          onError: {
            target: 'error',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      checking: {
        always: [
          { guard: 'isPastLastPage', target: 'loading', actions: 'moveToLastPage' },
          { target: 'loaded' },
        ],
      },
      loaded: {
        initial: 'deciding',
        on: {
          'page.*': { guard: 'changesPage', target: 'loading', actions: 'setPage' },
        },
        states: {
          deciding: {
            always: [{ guard: 'hasItems', target: 'withData' }, { target: 'empty' }],
          },
          withData: {},
          empty: {},
        },
      },
      error: {
        on: { 'list.retry': 'loading' },
      },
    },
  });
}

/** A list of anything; specialise with `.provide` or use `createListMachine<Item>()`. */
export const listMachine = createListMachine<unknown>();

export type ListMachine<Item> = ReturnType<typeof createListMachine<Item>>;
