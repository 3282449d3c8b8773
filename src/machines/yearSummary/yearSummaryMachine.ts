import { assign, fromPromise, setup } from 'xstate';
import { API_CODES, isApiCode } from '../../api/client';
import type { YearSummaryResponse } from '../../api/contract';

export interface YearSummaryInput {
  /** The reader and year from the URL; null when missing or not a number. */
  userId: number | null;
  year: number | null;
}

export type YearSummary = Pick<YearSummaryResponse, 'user' | 'stats'>;

export interface YearSummaryContext extends YearSummaryInput {
  summary: YearSummary | null;
}

export type YearSummaryEvent = { type: 'summary.retry' };

/**
 * A reader's shared year (`/user/year`): `loading`, then `loaded`, or `private` (the reader has
 * not shared that year: code 4), `notFound` (no such reader, or no reader or year in the URL),
 * or `error` with retry.
 */
export const yearSummaryMachine = setup({
  types: {
    context: {} as YearSummaryContext,
    events: {} as YearSummaryEvent,
    input: {} as YearSummaryInput,
  },
  actors: {
    loadSummary: fromPromise<YearSummary, { userId: number; year: number }>(async () => {
      throw new Error('loadSummary must be provided');
    }),
  },
  guards: {
    hasAddress: ({ context }) => context.userId !== null && context.year !== null,
    isPrivate: (_, { error }: { error: unknown }) => isApiCode(error, API_CODES.forbidden),
    // An unknown reader, or a year the contract refuses (before 1900, after 2200).
    isNotFound: (_, { error }: { error: unknown }) =>
      isApiCode(error, API_CODES.notFound, API_CODES.validation),
  },
}).createMachine({
  id: 'yearSummary',
  context: ({ input }) => ({ ...input, summary: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasAddress', target: 'loading' }, { target: 'notFound' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadSummary',
        input: ({ context }) => ({ userId: context.userId ?? 0, year: context.year ?? 0 }),
        onDone: { target: 'loaded', actions: assign({ summary: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isPrivate', params: ({ event }) => ({ error: event.error }) },
            target: 'private',
          },
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          { target: 'error' },
        ],
      },
    },
    loaded: {},
    private: {},
    notFound: {},
    error: { on: { 'summary.retry': 'loading' } },
  },
});
