import { API_CODES, type Relation } from '../../contract';
import { ada, relation } from '../fixtures';
import { post } from '../post';
import { fail, ok } from '../respond';
import { booksAnswer } from './booksAnswer';
import type { JournalLink } from './readings';

type Flags = Pick<Relation, 'read' | 'like' | 'favorite' | 'readingList'>;
type Toggle = 'read' | 'like' | 'favorite' | 'readingList';

const toggleRoutes = {
  '/user-book-relations/set-as-read': 'read',
  '/user-book-relations/like': 'like',
  '/user-book-relations/favorite': 'favorite',
  '/user-book-relations/add-to-read-list': 'readingList',
} as const satisfies Record<string, Toggle>;

const bookIdOf = (parsed: unknown) => (parsed as { book_id?: number } | undefined)?.book_id ?? 0;

/**
 * Ada's flags for every book, kept in memory and changed as the real server does (marking read
 * clears the reading list, unmarking clears like and favourite, like and favourite need read).
 * Each call makes a fresh world, so a story that clicks does not leak into the next. Given a
 * journal world's `link`, marking read writes its reading there as the server does (finished
 * today by the contract's finishOfRead) and the answer carries the journal.
 */
export function relationWorld(initial: Partial<Flags> = {}, journal?: JournalLink) {
  const state = new Map<number, Flags>();
  const current = (bookId: number): Flags => {
    const {
      user_id: _user,
      book_id: _book,
      read_list: _list,
      ...flags
    } = relation(ada.id, bookId, initial);
    return state.get(bookId) ?? flags;
  };
  const answer = (bookId: number) => relation(ada.id, bookId, current(bookId));
  return [
    post('/user-book-relations/get/user-book-relation', ({ parsed }) =>
      ok('/user-book-relations/get/user-book-relation', {
        userBookRelations: [answer(bookIdOf(parsed))],
      }),
    ),
    ...Object.entries(toggleRoutes).map(([path, action]) =>
      post(path as keyof typeof toggleRoutes, ({ parsed }) => {
        const bookId = bookIdOf(parsed);
        const flags = current(bookId);
        if ((action === 'like' || action === 'favorite') && !flags.read) {
          return fail(API_CODES.forbidden, ['You need to read this book first']);
        }
        const next: Flags =
          action === 'read'
            ? flags.read
              ? { ...flags, read: false, like: false, favorite: false }
              : { ...flags, read: true, readingList: false }
            : { ...flags, [action]: !flags[action] };
        state.set(bookId, next);
        const changed =
          action === 'read' && journal
            ? next.read
              ? journal.recordRead(bookId)
              : journal.removeReadReadings(bookId)
            : null;
        return ok('/user-book-relations/like', {
          userBookRelations: [answer(bookId)],
          books: booksAnswer(bookId),
          ...(changed ? { journal: changed } : {}),
        });
      }),
    ),
  ];
}

export const relationHandlers = relationWorld();

/** Relation worlds for flag stories: spread into a story's `relation` handlers key. */
export const relationVariants = {
  none: () => relationWorld(),
  read: () => relationWorld({ read: true }),
  readLiked: () => relationWorld({ read: true, like: true }),
  all: () => relationWorld({ read: true, like: true, favorite: true }),
  readingList: () => relationWorld({ readingList: true }),
};
