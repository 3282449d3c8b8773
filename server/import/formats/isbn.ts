import { isValidIsbn10, isValidIsbn13, isbn10To13, isbn13To10 } from '../../domain/isbn';

export { isValidIsbn10, isValidIsbn13, isbn10To13, isbn13To10 };

/**
 * One ISBN cell of an export, read into what it is. Goodreads writes its ISBN cells as
 * spreadsheet formulas (`="9781250313195"`, `=""` when there is none) so Excel keeps leading
 * zeros; StoryGraph's `ISBN/UID` holds an ISBN, an Amazon ASIN for Kindle-only editions, or
 * its own id.
 */
export type IsbnResult =
  /**
   * A valid ISBN; `isbn10` when the book also has one (an ISBN-13 starting 978). `from` says
   * the cell held an ISBN-10 (converted), so matching can report how a book was found.
   */
  | { kind: 'isbn13'; isbn13: string; isbn10?: string; from?: 'isbn10' }
  | { kind: 'asin'; asin: string }
  /** Something else, kept as written (an id of another catalogue, an ISBN with a bad check digit). */
  | { kind: 'other'; value: string }
  | { kind: 'none' };

/** `="…"` around a cell, Goodreads' way of making a spreadsheet keep it as text. */
export function unquoteFormulaText(cell: string): string {
  const match = /^\s*="(.*)"\s*$/s.exec(cell);
  return match ? (match[1] ?? '') : cell;
}

/** Amazon's ids for books without an ISBN (Kindle editions) are "B" and nine letters or digits. */
const ASIN = /^B[0-9A-Z]{9}$/;

export function parseIsbn(cell: string): IsbnResult {
  const written = unquoteFormulaText(cell).trim();
  if (written === '') return { kind: 'none' };
  const compact = written.replace(/[\s\u00a0-]/g, '').toUpperCase();
  if (isValidIsbn13(compact)) {
    const isbn10 = isbn13To10(compact);
    return isbn10
      ? { kind: 'isbn13', isbn13: compact, isbn10 }
      : { kind: 'isbn13', isbn13: compact };
  }
  if (isValidIsbn10(compact)) {
    return { kind: 'isbn13', isbn13: isbn10To13(compact), isbn10: compact, from: 'isbn10' };
  }
  // A spreadsheet that saw the ISBN-10 as a number dropped its leading zero (0439023483 became
  // 439023483); the check digit makes a wrong guess unlikely (1 in 11).
  if (/^\d{8}[\dX]$/.test(compact) && isValidIsbn10(`0${compact}`)) {
    const isbn10 = `0${compact}`;
    return { kind: 'isbn13', isbn13: isbn10To13(isbn10), isbn10, from: 'isbn10' };
  }
  if (ASIN.test(compact)) return { kind: 'asin', asin: compact };
  return { kind: 'other', value: written };
}

/** The first cell that is an ISBN wins (Goodreads: ISBN13, then ISBN); else the first non-empty. */
export function parseIsbnCells(...cells: string[]): IsbnResult {
  const results = cells.map(parseIsbn);
  return (
    results.find((result) => result.kind === 'isbn13') ??
    results.find((result) => result.kind !== 'none') ?? { kind: 'none' }
  );
}
