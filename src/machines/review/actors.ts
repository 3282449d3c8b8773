import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { Book, CreateReviewBody } from '../../api/contract';
import type { ReviewSaved } from './reviewFormMachine';

/** reviewFormMachine's actors: save (create or edit) and delete the reader's review. */
export function reviewActors(api: ApiCall) {
  return {
    submitReview: fromPromise<ReviewSaved, CreateReviewBody>(async ({ input }) => {
      const answer = await api('/reviews/create/book-review', input);
      const review = answer.reviews[0];
      if (!review) throw new Error('No review in the answer');
      return { review, book: answer.books[0] ?? null };
    }),
    deleteReview: fromPromise<Book | null, { reviewId: number }>(async ({ input }) => {
      const answer = await api('/reviews/delete', { review_id: input.reviewId });
      return answer.books[0] ?? null;
    }),
  };
}
