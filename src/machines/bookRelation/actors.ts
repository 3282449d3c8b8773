import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import { flagsOf, type RelationAction, type RelationFlags } from './bookRelationMachine';

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

/** bookRelationMachine's actors: the reader's flags for a book, and one toggle. */
export function bookRelationActors(api: ApiCall) {
  return {
    loadRelation: fromPromise<RelationFlags, { bookId: number }>(({ input, signal }) =>
      relationFrom(
        api('/user-book-relations/get/user-book-relation', { book_id: input.bookId }, { signal }),
      ),
    ),
    toggleRelation: fromPromise<RelationFlags, { bookId: number; action: RelationAction }>(
      ({ input }) => relationFrom(api(togglePaths[input.action], { book_id: input.bookId })),
    ),
  };
}
