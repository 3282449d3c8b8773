import { assign, fromPromise, setup } from 'xstate';

/** Number of pages for `total` items, at least 1 so "page 1 of 1" is always valid. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** `page` moved into 1..pageCount. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.trunc(page)), pageCount(total, pageSize));
}

/** What a list call receives: the window of the page to load. */
export interface ListWindow {
  offset: number;
  limit: number;
}

/** The `{ offset, limit }` a list call needs for a 1-based page. */
export function pageWindow(page: number, pageSize: number): ListWindow {
  return { offset: (Math.max(1, page) - 1) * pageSize, limit: pageSize };
}

/**
 * What a list call returns: one page of items, how many exist in all, and whatever else the
 * answer says about the list as a whole (the feed: how many people the reader follows).
 */
export interface ListPage<Item, Extra = undefined> {
  items: Item[];
  total: number;
  extra?: Extra;
}

export interface ListInput<Item, Extra = undefined> {
  /** Items per page: one of `LIST_SIZES` (listCalls.ts). */
  pageSize: number;
  /** The 1-based page to start on; 1 by default. */
  page?: number;
  /** That page as the server sent it with the document: the list starts loaded, without a call. */
  initial?: ListPage<Item, Extra>;
}

export interface ListContext<Item, Extra = undefined> {
  pageSize: number;
  /** The 1-based page shown (or being loaded). */
  page: number;
  items: Item[];
  total: number;
  /** The last answer's `extra`, if the call gives one. */
  extra: Extra | undefined;
  /** The last load failure, for screens that show its kind. */
  error: unknown;
  /** Started from the input's page (see `ListInput.initial`). */
  startsLoaded: boolean;
}

/**
 * Events a screen sends:
 * - `page.next` / `page.previous` / `page.go { page }`: load another page (kept in bounds;
 *   ignored when it would not change the page);
 * - `list.retry`: from `error`, load the same page again;
 * - `list.reload`: load the same page again (after a write that changes it);
 * - `list.reset`: back to page 1 and load (after deleting a review, a new query...);
 * - `item.saved { item }`: a write answered with this item. The lists are newest first, so an
 *   item already shown is replaced where it is, and a new one goes first on page 1 (shown
 *   without a call when page 1 is on screen; otherwise page 1 loads).
 */
export type ListEvent<Item = unknown> =
  | { type: 'item.saved'; item: Item }
  | { type: 'page.next' }
  | { type: 'page.previous' }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' }
  | { type: 'list.reload' }
  | { type: 'list.reset' };

const idOf = (item: unknown) =>
  typeof item === 'object' && item !== null && 'id' in item ? item.id : undefined;

/** The same item in two versions: the product's items carry an `id`; plain values are compared. */
function sameItem(a: unknown, b: unknown): boolean {
  const id = idOf(a);
  return id === undefined ? Object.is(a, b) : id === idOf(b);
}

/** The page an event asks for, before it is kept in bounds. */
function wantedPage<Item>(page: number, event: ListEvent<Item>): number {
  switch (event.type) {
    case 'page.next':
      return page + 1;
    case 'page.previous':
      return page - 1;
    case 'page.go':
      return event.page;
    default:
      return page;
  }
}

/**
 * The one pager of the product: a page-loading list for items of type `Item` (and an answer's
 * `Extra`), `loading`, `loaded` (`withData` or `empty`) and `error` (with retry). The `load`
 * actor (input: `{ offset, limit }`, output: `{ items, total, extra? }`) is a stub: supply the
 * real call with `.provide({ actors: { load: fromPromise(...) } })`, and the page size with
 * `input: { pageSize }`. See `listCalls.ts` for the product's lists.
 *
 * The machine's only knowledge of the call is the window; when what the call depends on changes
 * (a new query or genre), send `list.reset` or start a new actor.
 */
export function createPagedListMachine<Item, Extra = undefined>() {
  const savedItem = (event: ListEvent<Item>) => (event.type === 'item.saved' ? event.item : null);
  return setup({
    types: {
      context: {} as ListContext<Item, Extra>,
      events: {} as ListEvent<Item>,
      input: {} as ListInput<Item, Extra>,
    },
    actors: {
      load: fromPromise<ListPage<Item, Extra>, ListWindow>(async () => {
        throw new Error('load must be provided');
      }),
    },
    actions: {
      setPage: assign({
        page: ({ context, event }) =>
          clampPage(wantedPage(context.page, event), context.total, context.pageSize),
      }),
      resetPage: assign({ page: 1 }),
      storePage: assign((_, page: ListPage<Item, Extra>) => ({
        items: page.items,
        total: page.total,
        extra: page.extra,
        error: null,
      })),
      storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
      replaceItem: assign({
        items: ({ context, event }) => {
          const saved = savedItem(event);
          return context.items.map((item) =>
            saved !== null && sameItem(item, saved) ? saved : item,
          );
        },
      }),
      prependItem: assign(({ context, event }) => {
        const saved = savedItem(event);
        if (!saved) return {};
        return {
          items: [saved, ...context.items].slice(0, context.pageSize),
          total: context.total + 1,
        };
      }),
      /** A page past the end (items deleted meanwhile): go to the last page that exists. */
      moveToLastPage: assign({
        page: ({ context }) => clampPage(context.page, context.total, context.pageSize),
      }),
    },
    guards: {
      changesPage: ({ context, event }) =>
        clampPage(wantedPage(context.page, event), context.total, context.pageSize) !==
        context.page,
      hasItems: ({ context }) => context.items.length > 0,
      startsLoaded: ({ context }) => context.startsLoaded,
      isShown: ({ context, event }) => {
        const saved = savedItem(event);
        return saved !== null && context.items.some((item) => sameItem(item, saved));
      },
      isOnFirstPage: ({ context }) => context.page === 1,
      isPastLastPage: ({ context }) =>
        context.items.length === 0 &&
        context.page > 1 &&
        clampPage(context.page, context.total, context.pageSize) !== context.page,
    },
  }).createMachine({
    id: 'pagedList',
    context: ({ input }) => ({
      pageSize: input.pageSize,
      page: Math.max(1, Math.trunc(input.page ?? 1)),
      items: input.initial?.items ?? [],
      total: input.initial?.total ?? 0,
      extra: input.initial?.extra,
      error: null,
      startsLoaded: input.initial !== undefined,
    }),
    initial: 'starting',
    on: {
      'list.reset': { target: '.loading', reenter: true, actions: 'resetPage' },
      // Saved while a page loads or after a failure: page 1 is loaded afresh, with it.
      'item.saved': { target: '.loading', reenter: true, actions: 'resetPage' },
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
          'item.saved': [
            { guard: 'isShown', actions: 'replaceItem' },
            { guard: 'isOnFirstPage', target: '.withData', actions: 'prependItem' },
            { target: 'loading', actions: 'resetPage' },
          ],
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

export type PagedListMachine<Item, Extra = undefined> = ReturnType<
  typeof createPagedListMachine<Item, Extra>
>;

/** A paged list machine with its load call supplied, and the input to start it with. */
export interface PagedListSetup<Item, Extra = undefined> {
  machine: PagedListMachine<Item, Extra>;
  input: ListInput<Item, Extra>;
}
