import { fromPromise } from 'xstate';
import { ApiError, type ApiCall } from '../../api/client';
import type { BookJournal, JournalChangeResponse } from '../../api/contract';
import type { StatusChange, StatusRequest } from './readingStatusMachine';

/**
 * A status answer as the machine takes it. Used by the actors once `/readings/set-status` is in
 * the contract's route table (and by tests and MSW handlers before then).
 */
export function statusChangeFrom(answer: Omit<JournalChangeResponse, 'status'>): StatusChange {
  return {
    journal: answer.journal,
    relation: answer.userBookRelations[0] ?? null,
    book: answer.books[0] ?? null,
  };
}

const notYet = (path: string) =>
  new ApiError('format', `${path} is not in the API yet (issue 15: contract draft only)`);

/**
 * readingStatusMachine's actors: the reader's journal for a book, and one status change.
 *
 * GROUNDWORK (issue 15): `/readings/get/book` and `/readings/set-status` are drafted in
 * `src/api/contract/journal.ts` but not registered in `apiRoutes` (the server has no handler
 * yet), so the typed client cannot call them and these actors fail like an unreadable answer.
 * Once registered they become:
 *   loadJournal: (await api('/readings/get/book', { book_id: input.bookId }, { signal })).journal
 *   setStatus: statusChangeFrom(await api('/readings/set-status', setStatusBody(input)))
 */
export function readingStatusActors(_api: ApiCall) {
  return {
    loadJournal: fromPromise<BookJournal, { bookId: number }>(async () => {
      throw notYet('/readings/get/book');
    }),
    setStatus: fromPromise<StatusChange, StatusRequest>(async () => {
      throw notYet('/readings/set-status');
    }),
  };
}
