import { assign, setup } from 'xstate';

/** The spec's default pager size (pages with their own size pass it in). */
export const DEFAULT_PAGE_SIZE = 4;

/** Number of pages for `total` items, at least 1 so "page 1 of 1" is always valid. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** `page` moved into 1..pageCount. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.trunc(page)), pageCount(total, pageSize));
}

/** The pager is hidden at one page or less. */
export function isPagerVisible(total: number, pageSize: number): boolean {
  return pageCount(total, pageSize) > 1;
}

/** The `{ offset, limit }` a list call needs for a 1-based page. */
export function pageWindow(page: number, pageSize: number): { offset: number; limit: number } {
  return { offset: (Math.max(1, page) - 1) * pageSize, limit: pageSize };
}

export interface PaginationContext {
  page: number;
  pageSize: number;
  total: number;
}

export type PaginationEvent =
  | { type: 'page.next' }
  | { type: 'page.prev' }
  | { type: 'page.go'; page: number }
  | { type: 'page.reset' }
  | { type: 'total.set'; total: number };

/**
 * Pagination as a pure machine (no effects): `hidden` at one page or less, otherwise `first`,
 * `middle` or `last`. prev/next/number events move within bounds; a new total keeps the page in
 * range; reset returns to page 1.
 */
export const paginationMachine = setup({
  types: {
    context: {} as PaginationContext,
    events: {} as PaginationEvent,
    input: {} as { pageSize?: number; total?: number; page?: number },
  },
  actions: {
    goNext: assign({
      page: ({ context }) => clampPage(context.page + 1, context.total, context.pageSize),
    }),
    goPrev: assign({
      page: ({ context }) => clampPage(context.page - 1, context.total, context.pageSize),
    }),
    goTo: assign({
      page: ({ context, event }) =>
        event.type === 'page.go'
          ? clampPage(event.page, context.total, context.pageSize)
          : context.page,
    }),
    reset: assign({ page: 1 }),
    setTotal: assign(({ context, event }) => {
      if (event.type !== 'total.set') return {};
      return { total: event.total, page: clampPage(context.page, event.total, context.pageSize) };
    }),
  },
  guards: {
    isSinglePage: ({ context }) => !isPagerVisible(context.total, context.pageSize),
    isFirstPage: ({ context }) => context.page <= 1,
    isLastPage: ({ context }) => context.page >= pageCount(context.total, context.pageSize),
  },
}).createMachine({
  id: 'pagination',
  context: ({ input }) => {
    const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
    const total = input.total ?? 0;
    return { pageSize, total, page: clampPage(input.page ?? 1, total, pageSize) };
  },
  initial: 'placing',
  on: {
    'total.set': { target: '.placing', actions: 'setTotal' },
    'page.reset': { target: '.placing', actions: 'reset' },
  },
  states: {
    // Decides where the current page sits after every change.
    placing: {
      always: [
        { guard: 'isSinglePage', target: 'hidden' },
        { guard: 'isFirstPage', target: 'first' },
        { guard: 'isLastPage', target: 'last' },
        { target: 'middle' },
      ],
    },
    hidden: {},
    first: {
      on: {
        'page.next': { target: 'placing', actions: 'goNext' },
        'page.go': { target: 'placing', actions: 'goTo' },
      },
    },
    middle: {
      on: {
        'page.next': { target: 'placing', actions: 'goNext' },
        'page.prev': { target: 'placing', actions: 'goPrev' },
        'page.go': { target: 'placing', actions: 'goTo' },
      },
    },
    last: {
      on: {
        'page.prev': { target: 'placing', actions: 'goPrev' },
        'page.go': { target: 'placing', actions: 'goTo' },
      },
    },
  },
});
