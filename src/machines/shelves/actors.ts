import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { Shelf } from '../../api/contract/shelves';
import type { NameChange } from './shelfListMachine';
import type { BookShelves } from './shelfPickerMachine';

/** shelfPickerMachine's actors: the reader's shelves for a book, a tick, a new shelf. */
export function shelfPickerActors(api: ApiCall) {
  return {
    loadShelves: fromPromise<BookShelves, { bookId: number }>(async ({ input }) => {
      const answer = await api('/shelves/for-book', { book_id: input.bookId });
      return { shelves: answer.shelves, shelfIds: answer.shelf_ids };
    }),
    placeBook: fromPromise<Shelf, { shelfId: number; bookId: number; on: boolean }>(
      async ({ input }) => {
        const path = input.on ? '/shelves/add-book' : '/shelves/remove-book';
        return (await api(path, { shelf_id: input.shelfId, book_id: input.bookId })).shelf;
      },
    ),
    // The new shelf, then the book on it: the answer of the second has the count of one.
    createShelf: fromPromise<Shelf, { name: string; bookId: number }>(async ({ input }) => {
      const { shelf } = await api('/shelves/create', { name: input.name });
      return (await api('/shelves/add-book', { shelf_id: shelf.id, book_id: input.bookId })).shelf;
    }),
  };
}

/** shelfListMachine's actors: a reader's shelves, and the owner's changes to them. */
export function shelfListActors(api: ApiCall) {
  return {
    loadShelves: fromPromise<Shelf[], { userId: number }>(
      async ({ input }) => (await api('/shelves/list', { user_id: input.userId })).shelves,
    ),
    saveName: fromPromise<Shelf, NameChange>(async ({ input }) =>
      input.naming === 'rename' && input.shelfId !== null
        ? (await api('/shelves/update', { shelf_id: input.shelfId, name: input.name })).shelf
        : (await api('/shelves/create', { name: input.name, is_private: input.isPrivate })).shelf,
    ),
    setPrivate: fromPromise<Shelf, { shelfId: number; isPrivate: boolean }>(
      async ({ input }) =>
        (await api('/shelves/update', { shelf_id: input.shelfId, is_private: input.isPrivate }))
          .shelf,
    ),
    reorder: fromPromise<Shelf[], { shelfIds: number[] }>(
      async ({ input }) => (await api('/shelves/reorder', { shelf_ids: input.shelfIds })).shelves,
    ),
    deleteShelf: fromPromise<Shelf[], { shelfId: number }>(
      async ({ input }) => (await api('/shelves/delete', { shelf_id: input.shelfId })).shelves,
    ),
  };
}
