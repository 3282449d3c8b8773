import { books } from '../fixtures';

/**
 * The book a write answers with. The catalogue here is fixed (its counts do not move with a
 * story's clicks, as a reload would also show); the server's tests check the real counts.
 */
export const booksAnswer = (bookId: number) => books.filter((book) => book.id === bookId);
