import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { BookNote } from '../../api/contract/shelves';
import type { NoteDraft } from './bookNoteMachine';

/** bookNoteMachine's actors: the reader's note for a book, and saving it whole. */
export function bookNoteActors(api: ApiCall) {
  return {
    loadNote: fromPromise<BookNote, { bookId: number }>(
      async ({ input }) => (await api('/notes/get', { book_id: input.bookId })).note,
    ),
    saveNote: fromPromise<BookNote, { bookId: number; draft: NoteDraft }>(
      async ({ input }) =>
        (
          await api('/notes/save', {
            book_id: input.bookId,
            text: input.draft.text,
            owned_copies: input.draft.ownedCopies,
          })
        ).note,
    ),
  };
}
