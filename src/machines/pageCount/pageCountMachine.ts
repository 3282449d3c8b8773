import { assign, fromPromise, setup } from 'xstate';
import type { BookJournal } from '../../api/contract';
import type { MessageId } from '../../i18n/messages';
import {
  requestFailureGuards,
  requestFailureStates,
  requestFailureTransitions,
} from '../shared/requestFailures';
import type { ToastRequest } from '../shared/toastRequest';
import { toast } from '../shared/toastRequest';

/** The contract's bound for an edition's page count (`setPageCountBodySchema`). */
export const PAGE_COUNT_MAX = 100_000;

/** What the call sends: the reader's edition's page count, or null for the catalogue's. */
export interface PageCountRequest {
  bookId: number;
  pageCount: number | null;
}

export interface PageCountInput {
  bookId: number;
  /** The page count the journal has now (the reader's edition's, else the catalogue's). */
  pageCount: number | null;
}

export interface PageCountContext {
  bookId: number;
  pageCount: number | null;
  /** The field as typed; blank asks for the catalogue's count again. */
  draft: string;
  /** After a refused submit, the draft's problem (cleared as the reader types). */
  error: MessageId | null;
}

/**
 * - `pages.edit`: open the field (with the count the journal has);
 * - `draft.change { value }`, `pages.submit`, `pages.cancel` while it is open;
 * - `journal.changed { pageCount }`: another flow answered with a newer journal.
 */
export type PageCountEvent =
  | { type: 'pages.edit' }
  | { type: 'draft.change'; value: string }
  | { type: 'pages.submit' }
  | { type: 'pages.cancel' }
  | { type: 'journal.changed'; pageCount: number | null };

/** The draft's problem: a whole number from 1 to PAGE_COUNT_MAX, or blank. */
export function pageCountError(draft: string): MessageId | null {
  const text = draft.trim();
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return 'validation.page_count_whole_number';
  const value = Number(text);
  return value < 1 || value > PAGE_COUNT_MAX ? 'validation.page_count_range' : null;
}

const requested = (context: PageCountContext): PageCountRequest => ({
  bookId: context.bookId,
  pageCount: context.draft.trim() === '' ? null : Number(context.draft.trim()),
});

/**
 * The reader's edition's page count for one book: shown, edited in place (a whole number, or
 * blank for the catalogue's), saved; the answer's journal goes to the screen (`journalSaved`),
 * whose progress then counts in pages. A failure keeps the field open with the draft.
 */
export const pageCountMachine = setup({
  types: {
    context: {} as PageCountContext,
    events: {} as PageCountEvent,
    input: {} as PageCountInput,
  },
  actors: {
    savePageCount: fromPromise<BookJournal, PageCountRequest>(async () => {
      throw new Error('savePageCount must be provided');
    }),
  },
  actions: {
    showToast: (_, _request: ToastRequest) => {},
    /** Hands the screen the journal with the new page count. */
    journalSaved: (_, _journal: BookJournal) => {},
    openField: assign(({ context }) => ({
      draft: context.pageCount === null ? '' : String(context.pageCount),
      error: null,
    })),
    setDraft: assign(({ event }) =>
      event.type === 'draft.change' ? { draft: event.value, error: null } : {},
    ),
    revealError: assign(({ context }) => ({ error: pageCountError(context.draft) })),
    takeCount: assign(({ event }) =>
      event.type === 'journal.changed' ? { pageCount: event.pageCount } : {},
    ),
    storeSaved: assign((_, { journal }: { journal: BookJournal }) => ({
      pageCount: journal.page_count,
      draft: '',
      error: null,
    })),
  },
  guards: {
    isDraftInvalid: ({ context }) => pageCountError(context.draft) !== null,
    ...requestFailureGuards,
  },
}).createMachine({
  id: 'pageCount',
  context: ({ input }) => ({
    bookId: input.bookId,
    pageCount: input.pageCount,
    draft: '',
    error: null,
  }),
  initial: 'showing',
  on: { 'journal.changed': { actions: 'takeCount' } },
  states: {
    showing: {
      on: { 'pages.edit': { target: 'editing', actions: 'openField' } },
    },
    editing: {
      on: {
        'draft.change': { actions: 'setDraft' },
        'pages.submit': [{ guard: 'isDraftInvalid', actions: 'revealError' }, { target: 'saving' }],
        'pages.cancel': 'showing',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'savePageCount',
        input: ({ context }) => requested(context),
        onDone: {
          target: 'showing',
          actions: [
            { type: 'storeSaved', params: ({ event }) => ({ journal: event.output }) },
            toast({ kind: 'success', message: 'toast.journal.pageCountSaved' }),
            { type: 'journalSaved', params: ({ event }) => event.output },
          ],
        },
        onError: [...requestFailureTransitions, { target: 'failure.unknown' }],
      },
    },
    // The field stays open with the draft.
    failure: {
      initial: 'unknown',
      states: {
        ...requestFailureStates,
        unknown: { entry: toast({ kind: 'error', message: 'toast.journal.pageCountFailed' }) },
      },
      on: {
        'draft.change': { target: 'editing', actions: 'setDraft' },
        'pages.submit': [
          { guard: 'isDraftInvalid', target: 'editing', actions: 'revealError' },
          { target: 'saving' },
        ],
        'pages.cancel': 'showing',
      },
    },
  },
});
