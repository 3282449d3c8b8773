import { assign, fromPromise, setup } from 'xstate';

export interface RatingDistribution {
  /** Ratings per star, one star first. */
  counts: number[];
  total: number;
}

/** The call for a book's ratings per star (the server renders the book page with its answer). */
export const ratingDistributionCall = (bookId: number) => ({ book_id: bookId });

interface RatingDistributionContext {
  bookId: number;
  distribution: RatingDistribution | null;
}

export type RatingDistributionEvent =
  { type: 'distribution.retry' } | { type: 'distribution.reload' };

/** A book's ratings per star, for its chart: from the server-rendered page, or asked for. */
export const ratingDistributionMachine = setup({
  types: {
    context: {} as RatingDistributionContext,
    events: {} as RatingDistributionEvent,
    input: {} as { bookId: number; initial?: RatingDistribution },
  },
  guards: {
    hasCounts: ({ context }) => context.distribution !== null,
  },
  actors: {
    loadDistribution: fromPromise<RatingDistribution, { bookId: number }>(async () => {
      throw new Error('loadDistribution must be provided');
    }),
  },
}).createMachine({
  id: 'ratingDistribution',
  context: ({ input }) => ({ bookId: input.bookId, distribution: input.initial ?? null }),
  initial: 'starting',
  states: {
    // A server-rendered page comes with the counts: nothing to ask for.
    starting: {
      always: [{ guard: 'hasCounts', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        src: 'loadDistribution',
        input: ({ context }) => ({ bookId: context.bookId }),
        onDone: {
          target: 'ready',
          actions: assign({ distribution: ({ event }) => event.output }),
        },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'distribution.retry': 'loading' },
    },
    ready: {},
  },
});
