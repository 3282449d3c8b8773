import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { BookJournal, JournalChangeResponse } from '../../api/contract';
import type { PartialDate } from '../../api/contract/journal';
import { today } from '../../lib/today';
import { type StatusChange, type StatusRequest, setStatusBody } from './readingStatusMachine';

/** A journal write's answer as the machines take it: the journal, the relation, the book. */
export function statusChangeFrom(answer: Omit<JournalChangeResponse, 'status'>): StatusChange {
  return {
    journal: answer.journal,
    relation: answer.userBookRelations[0] ?? null,
    book: answer.books[0] ?? null,
  };
}

/**
 * readingStatusMachine's actors: the reader's journal for a book, and one status change dated by
 * the reader's day (`day`, read when the change is sent).
 */
export function readingStatusActors(api: ApiCall, day: () => PartialDate = today) {
  return {
    loadJournal: fromPromise<BookJournal, { bookId: number }>(
      async ({ input, signal }) =>
        (await api('/readings/get/book', { book_id: input.bookId }, { signal })).journal,
    ),
    setStatus: fromPromise<StatusChange, StatusRequest>(async ({ input }) =>
      statusChangeFrom(await api('/readings/set-status', setStatusBody(input, day()))),
    ),
  };
}
