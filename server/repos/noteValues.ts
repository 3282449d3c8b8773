import { BOOK_NOTE_MAX, OWNED_COPIES_MAX } from '../../src/api/contract/shelves';

/**
 * What a note and a number of copies are, wherever they come from (typed, imported): a note of
 * only whitespace is no note, otherwise it is kept exactly as written.
 */

/** The note as kept: '' for none, else the text as given. */
export function noteText(text: string | null | undefined): string {
  return typeof text === 'string' && text.trim() !== '' ? text : '';
}

/**
 * A file's note cut to the limit in UTF-16 code units (the contract's measure, so the reader
 * can save it back unchanged), never leaving half of a surrogate pair at the end.
 */
export function clampNoteText(text: string | null | undefined): string {
  const kept = noteText(text);
  if (kept.length <= BOOK_NOTE_MAX) return kept;
  const cut = kept.slice(0, BOOK_NOTE_MAX);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** A file's number of copies as kept: a whole number from 0 up to the limit. */
export function clampOwnedCopies(copies: unknown): number {
  if (typeof copies !== 'number' || !Number.isFinite(copies) || copies < 1) return 0;
  return Math.min(OWNED_COPIES_MAX, Math.floor(copies));
}
