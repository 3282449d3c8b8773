import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { Review } from '../../api/contract';
import type { ReviewSubmission } from './reviewFormMachine';

/** reviewFormMachine's actors: save (create or edit) and delete the reader's review. */
export function reviewActors(api: ApiCall) {
  return {
    submitReview: fromPromise<Review | null, ReviewSubmission>(async ({ input }) => {
      const { bookId, ...fields } = input;
      const answer = await api('/reviews/create/book-review', { book_id: bookId, ...fields });
      return answer.reviews[0] ?? null;
    }),
    deleteReview: fromPromise<void, { reviewId: number }>(async ({ input }) => {
      await api('/reviews/delete', { review_id: input.reviewId });
    }),
  };
}
