import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import {
  flagsOf,
  type RelationAction,
  type RelationChange,
  type RelationFlags,
} from './bookRelationMachine';

const togglePaths = {
  read: '/user-book-relations/set-as-read',
  like: '/user-book-relations/like',
  favorite: '/user-book-relations/favorite',
  readingList: '/user-book-relations/add-to-read-list',
} as const satisfies Record<RelationAction, string>;

function flagsFrom(answer: { userBookRelations: Parameters<typeof flagsOf>[0][] }) {
  const relation = answer.userBookRelations[0];
  if (!relation) throw new Error('No relation in the answer');
  return flagsOf(relation);
}

/** bookRelationMachine's actors: the reader's flags for a book, and one toggle. */
export function bookRelationActors(api: ApiCall) {
  return {
    loadRelation: fromPromise<RelationFlags, { bookId: number }>(async ({ input, signal }) =>
      flagsFrom(
        await api(
          '/user-book-relations/get/user-book-relation',
          { book_id: input.bookId },
          { signal },
        ),
      ),
    ),
    toggleRelation: fromPromise<RelationChange, { bookId: number; action: RelationAction }>(
      async ({ input }) => {
        const answer = await api(togglePaths[input.action], { book_id: input.bookId });
        return {
          flags: flagsFrom(answer),
          book: answer.books[0] ?? null,
          journal: answer.journal ?? null,
        };
      },
    ),
  };
}
