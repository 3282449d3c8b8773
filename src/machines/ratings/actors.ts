import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import { type RatingDistribution, ratingDistributionCall } from './ratingDistributionMachine';

/** ratingDistributionMachine's actor: the book's ratings per star. */
export function ratingDistributionActors(api: ApiCall) {
  return {
    loadDistribution: fromPromise<RatingDistribution, { bookId: number }>(async ({ input }) => {
      const { counts, total } = await api(
        '/books/get/rating-distribution',
        ratingDistributionCall(input.bookId),
      );
      return { counts, total };
    }),
  };
}
