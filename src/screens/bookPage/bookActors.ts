import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { Book, Review } from '../../api/contract';
import {
  flagsOf,
  type RelationAction,
  type RelationFlags,
} from '../../machines/bookRelationMachine';
import type { ReviewSubmission } from '../../machines/reviewFormMachine';

const togglePaths = {
  read: '/user-book-relations/set-as-read',
  like: '/user-book-relations/like',
  favorite: '/user-book-relations/favorite',
  readingList: '/user-book-relations/add-to-read-list',
} as const satisfies Record<RelationAction, string>;

async function relationFrom(
  answer: Promise<{ userBookRelations: Parameters<typeof flagsOf>[0][] }>,
) {
  const relation = (await answer).userBookRelations[0];
  if (!relation) throw new Error('No relation in the answer');
  return flagsOf(relation);
}

/** The book page's machine actors, wired to the API client. */
export function bookActors(api: ApiCall) {
  return {
    loadBook: fromPromise<Book | null, { bookId: number }>(async ({ input, signal }) => {
      const answer = await api('/books/get/id', input.bookId, { signal });
      return answer.books[0] ?? null;
    }),
    loadRelation: fromPromise<RelationFlags, { bookId: number }>(({ input, signal }) =>
      relationFrom(
        api('/user-book-relations/get/user-book-relation', { book_id: input.bookId }, { signal }),
      ),
    ),
    toggleRelation: fromPromise<RelationFlags, { bookId: number; action: RelationAction }>(
      ({ input }) => relationFrom(api(togglePaths[input.action], { book_id: input.bookId })),
    ),
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
