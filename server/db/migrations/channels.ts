/**
 * The book-changes channel and the catalogue notice that 0018 and 0019 write into their
 * triggers. Copied from db/bookChanges.ts, whose listener must listen on the same names: a
 * migration never changes with live code (server/test/layers.test.ts checks they still match).
 */
export const BOOK_CHANGES_CHANNEL = 'shelfmark_books';
export const CATALOGUE_CHANGED = 'catalogue';
