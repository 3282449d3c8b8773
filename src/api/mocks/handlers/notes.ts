import { API_CODES } from '../../contract/codes';
import { type BookNote, saveBookNoteBodySchema } from '../../contract/shelves';
import { books, FIXED_NOW } from '../fixtures';
import { post } from '../post';
import { fail, ok, refused } from '../respond';

/** Ada's note on The Hobbit: two copies and a few lines, as she typed them. */
export const noteFixtures = (): BookNote[] => [
  {
    book_id: 4,
    text: 'Read aloud to my nephew, a chapter a night.\nThe map on the endpapers is worth a frame.',
    owned_copies: 2,
    updated_at: '2026-10-02T18:20:00.000Z',
  },
];

const empty = (bookId: number): BookNote => ({
  book_id: bookId,
  text: '',
  owned_copies: 0,
  updated_at: null,
});

/**
 * Ada's private notes kept in memory and saved whole, as the server does: an empty text with no
 * copies removes the note, a draft the contract refuses is code 1. A fresh world per call.
 */
export function noteWorld(initial: BookNote[] = noteFixtures()) {
  const notes = new Map(initial.map((note) => [note.book_id, note]));
  const known = (bookId: number) => books.some((book) => book.id === bookId);
  return [
    post('/notes/get', ({ parsed }) => {
      const bookId = (parsed as { book_id: number } | undefined)?.book_id;
      if (bookId === undefined || !known(bookId)) return fail(API_CODES.notFound);
      return ok('/notes/get', { note: notes.get(bookId) ?? empty(bookId) });
    }),
    post('/notes/save', ({ body, parsed }) => {
      const draft = parsed as { book_id: number; text: string; owned_copies: number } | undefined;
      if (!draft) return refused(saveBookNoteBodySchema, body);
      if (!known(draft.book_id)) return fail(API_CODES.notFound);
      const note: BookNote =
        draft.text.trim() === '' && draft.owned_copies === 0
          ? empty(draft.book_id)
          : { ...draft, updated_at: FIXED_NOW };
      if (note.updated_at === null) notes.delete(draft.book_id);
      else notes.set(draft.book_id, note);
      return ok('/notes/save', { note });
    }),
  ];
}

/** The default world's calls (a story that saves spreads its own `noteWorld()`). */
export const noteHandlers = noteWorld();
