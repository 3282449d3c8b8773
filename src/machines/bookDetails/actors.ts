import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { Book } from '../../api/contract';

/** bookDetailsMachine's actors, wired to the API client. */
export function bookDetailsActors(api: ApiCall) {
  return {
    loadBook: fromPromise<Book | null, { bookId: number }>(async ({ input, signal }) => {
      const answer = await api('/books/get/id', input.bookId, { signal });
      return answer.books[0] ?? null;
    }),
  };
}
