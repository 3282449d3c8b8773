import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { BookJournal } from '../../api/contract';
import type { PageCountRequest } from './pageCountMachine';

/** pageCountMachine's actor: set (or clear) the reader's edition's page count. */
export function pageCountActors(api: ApiCall) {
  return {
    savePageCount: fromPromise<BookJournal, PageCountRequest>(
      async ({ input }) =>
        (
          await api('/readings/set-page-count', {
            book_id: input.bookId,
            page_count: input.pageCount,
          })
        ).journal,
    ),
  };
}
