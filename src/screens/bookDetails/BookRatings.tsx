import { useMachine } from '@xstate/react';
import { RatingDistribution } from '../../components/RatingDistribution';
import { useProvided } from '../../lib/useProvided';
import { ratingDistributionActors } from '../../machines/ratings/actors';
import {
  ratingDistributionCall,
  ratingDistributionMachine,
} from '../../machines/ratings/ratingDistributionMachine';
import { usePrefetched } from '../../api/prefetched';
import { useApi } from '../../session/SessionProvider';

/**
 * The book's ratings per star, above its reviews. Saving a review costs one call, so the counts
 * are the page's as it opened; the next visit shows the reader's own rating among them.
 */
export function BookRatings({ bookId }: { bookId: number }) {
  const api = useApi();
  // Server-rendered pages come with the counts.
  const prefetched = usePrefetched(
    '/books/get/rating-distribution',
    ratingDistributionCall(bookId),
  );
  const [state, send] = useMachine(
    useProvided(() => ratingDistributionMachine.provide({ actors: ratingDistributionActors(api) })),
    {
      input: {
        bookId,
        initial: prefetched && { counts: prefetched.counts, total: prefetched.total },
      },
    },
  );
  const { distribution } = state.context;
  return (
    <RatingDistribution
      status={distribution ? 'ready' : state.matches('failed') ? 'loadFailed' : 'loading'}
      counts={distribution?.counts ?? [0, 0, 0, 0, 0]}
      total={distribution?.total ?? 0}
      onRetry={() => send({ type: 'distribution.retry' })}
    />
  );
}
