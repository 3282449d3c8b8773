import { assign, fromPromise, setup } from 'xstate';
import { isApiError } from '../../api/client';
import type { Book } from '../../api/contract';
import { API_CODES } from '../../api/contract/codes';
import type { ToastRequest } from '../shared/toastRequest';
import { toast } from '../shared/toastRequest';

export interface BookDetailsInput {
  /** The id from the URL, or null when it is missing or not a positive integer. */
  bookId: number | null;
  /** The book as the server sent it with the page: the machine starts loaded, without a call. */
  book?: Book | null;
}

export interface BookDetailsContext {
  bookId: number | null;
  book: Book | null;
  /** The server's own not-found text (status values[0]), when it sent one. */
  serverMessage: string | null;
}

/**
 * - `book.retry`: from a failure, load again;
 * - `book.changed { book }`: a write answered with the book as it is now (new counts, rating).
 */
export type BookDetailsEvent = { type: 'book.retry' } | { type: 'book.changed'; book: Book };

const failure = (error: unknown) => ({ error });

/** Reads the id from `?id=`: a positive integer or null. */
export function parseBookId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The book page's book: loading, loaded, not found (`missingId`, or `notFound` for code 3 and
 * HTTP 404) and error (`network`, `server` for 5xx, `format` for an empty or unexpected answer,
 * `unknown`), each with the spec's text and toast. Retry works from both failure states.
 */
export const bookDetailsMachine = setup({
  types: {
    context: {} as BookDetailsContext,
    events: {} as BookDetailsEvent,
    input: {} as BookDetailsInput,
  },
  actors: {
    loadBook: fromPromise<Book | null, { bookId: number }>(async () => {
      throw new Error('loadBook must be provided');
    }),
  },
  actions: {
    showToast: (_, _request: ToastRequest) => {},
    storeBook: assign((_, params: { book: Book | null }) => ({ book: params.book })),
    storeServerMessage: assign((_, { error }: { error: unknown }) => ({
      serverMessage: isApiError(error) ? (error.values[0] ?? null) : null,
    })),
  },
  guards: {
    hasNoId: ({ context }) => context.bookId === null,
    hasBook: ({ context }) => context.book !== null,
    isNotFound: (_, { error }: { error: unknown }) =>
      isApiError(error) && (error.code === API_CODES.notFound || error.httpStatus === 404),
    isNetwork: (_, { error }: { error: unknown }) => isApiError(error) && error.kind === 'network',
    isServer: (_, { error }: { error: unknown }) => isApiError(error) && error.kind === 'server',
    isFormat: (_, { error }: { error: unknown }) => isApiError(error) && error.kind === 'format',
  },
}).createMachine({
  id: 'bookDetails',
  context: ({ input }) => ({
    bookId: input.bookId,
    book: input.bookId === null ? null : (input.book ?? null),
    serverMessage: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasNoId', target: 'notFound.missingId' },
        { guard: 'hasBook', target: 'loaded' },
        { target: 'loading' },
      ],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadBook',
        input: ({ context }) => ({ bookId: context.bookId ?? 0 }),
        onDone: {
          target: 'received',
          actions: { type: 'storeBook', params: ({ event }) => ({ book: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => failure(event.error) },
            target: 'notFound.notFound',
            actions: {
              type: 'storeServerMessage',
              params: ({ event }) => failure(event.error),
            },
          },
          {
            guard: { type: 'isNetwork', params: ({ event }) => failure(event.error) },
            target: 'error.network',
          },
          {
            guard: { type: 'isServer', params: ({ event }) => failure(event.error) },
            target: 'error.server',
          },
          {
            guard: { type: 'isFormat', params: ({ event }) => failure(event.error) },
            target: 'error.format',
          },
          { target: 'error.unknown' },
        ],
      },
    },
    // An answer without a book is the spec's "not found or invalid format" error.
    received: {
      always: [{ guard: 'hasBook', target: 'loaded' }, { target: 'error.format' }],
    },
    loaded: {
      on: {
        'book.changed': {
          actions: { type: 'storeBook', params: ({ event }) => ({ book: event.book }) },
        },
      },
    },
    notFound: {
      initial: 'notFound',
      on: { 'book.retry': 'checking' },
      states: {
        missingId: {},
        notFound: { entry: toast({ kind: 'error', message: 'toast.bookPage.notFound' }) },
      },
    },
    error: {
      initial: 'unknown',
      on: { 'book.retry': 'loading' },
      states: {
        network: { entry: toast({ kind: 'network', message: 'toast.generic.network' }) },
        server: { entry: toast({ kind: 'server', message: 'toast.generic.server' }) },
        format: { entry: toast({ kind: 'error', message: 'toast.bookPage.invalidFormat' }) },
        unknown: { entry: toast({ kind: 'error', message: 'toast.bookPage.loadFailed' }) },
      },
    },
  },
});

/** The message id for the page's text in each failure state (the screen shows it). */
export const bookFailureText = {
  missingId: 'book.missingId',
  notFound: 'toast.bookPage.notFound',
  network: 'toast.bookPage.network',
  server: 'toast.generic.server',
  format: 'toast.bookPage.invalidFormat',
  unknown: 'toast.bookPage.loadFailed',
} as const;
