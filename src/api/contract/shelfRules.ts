import { normaliseText } from './searchText';

/**
 * The rules of a reader's own shelves, notes and copies that need no schema: the limits, when
 * two shelf names are one shelf, the names a shelf may not take, and the orders of a shelf's
 * books. Free of zod, so the screens that only need these do not load the contract's schemas
 * (shelves.ts, which re-exports them, holds the calls).
 */

/** Longest shelf name, in characters after trimming. */
export const SHELF_NAME_MAX = 60;
/** Most shelves one reader keeps (so the list of them is one bounded answer, never paged). */
export const SHELVES_MAX = 100;

/**
 * The names of the spec's lists and the reading statuses, as a custom shelf may not be called:
 * a shelf named "read" would be a second meaning of read. Compared folded ("To-Read" = "to read").
 */
const RESERVED_SHELF_NAMES = new Set(
  [
    'read',
    'to read',
    'to-read',
    'currently reading',
    'currently-reading',
    'reading',
    'want to read',
    'reading list',
    'read list',
    'liked',
    'likes',
    'favourites',
    'favorites',
    'did not finish',
    'dnf',
    'paused',
  ].map(shelfNameKey),
);

/**
 * The key two shelf names are the same shelf by: letters folded as search folds them (case,
 * accents, Turkish dotted/dotless i), punctuation and spacing ignored. "Book Club" and
 * "book-club" are one shelf. Server, import and mocks all compare names through this.
 */
export function shelfNameKey(name: string): string {
  return normaliseText(name);
}

/** Whether a name is one of the built-in lists' or statuses' (import skips those as shelves). */
export function isReservedShelfName(name: string): boolean {
  return RESERVED_SHELF_NAMES.has(shelfNameKey(name));
}

/**
 * Why a shelf name was refused, as a form says it: a name the reader already uses (code 6),
 * one the contract's rules refuse (code 1), or one shelf more than SHELVES_MAX (code 6).
 */
export type ShelfNameProblem = 'taken' | 'invalid' | 'tooMany';

/** How a shelf's books may be ordered; each has one fixed direction (see SHELF_SORT_ORDER). */
export const SHELF_SORTS = ['added', 'title', 'author', 'rating', 'read'] as const;
export type ShelfSort = (typeof SHELF_SORTS)[number];
/**
 * Newest placement first; title and author A to Z; the owner's rating highest first; the owner's
 * latest finish newest first. Books without a rating or finish date come last, then by title.
 */
export const SHELF_SORT_ORDER: Record<ShelfSort, 'asc' | 'desc'> = {
  added: 'desc',
  title: 'asc',
  author: 'asc',
  rating: 'desc',
  read: 'desc',
};

/** Longest private note, in characters. */
export const BOOK_NOTE_MAX = 10_000;
/** Most copies of one book a reader says they own. */
export const OWNED_COPIES_MAX = 999;
