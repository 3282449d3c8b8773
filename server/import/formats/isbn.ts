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

export function isValidIsbn10(isbn: string): boolean {
  if (!/^\d{9}[\dX]$/.test(isbn)) return false;
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const char = isbn[index] ?? '';
    sum += (10 - index) * (char === 'X' ? 10 : Number(char));
  }
  return sum % 11 === 0;
}

export function isValidIsbn13(isbn: string): boolean {
  return /^97[89]\d{10}$/.test(isbn) && isbn13CheckDigit(isbn.slice(0, 12)) === isbn[12];
}

function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let index = 0; index < 12; index += 1) {
    sum += Number(first12[index]) * (index % 2 === 0 ? 1 : 3);
  }
  return String((10 - (sum % 10)) % 10);
}

function isbn10CheckDigit(first9: string): string {
  let sum = 0;
  for (let index = 0; index < 9; index += 1) sum += (10 - index) * Number(first9[index]);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** The ISBN-13 of a valid ISBN-10: prefix 978 and a new check digit. */
export function isbn10To13(isbn10: string): string {
  const first12 = `978${isbn10.slice(0, 9)}`;
  return first12 + isbn13CheckDigit(first12);
}

/** The ISBN-10 of a valid ISBN-13, which exists only for the 978 prefix. */
export function isbn13To10(isbn13: string): string | undefined {
  if (!isbn13.startsWith('978')) return undefined;
  const first9 = isbn13.slice(3, 12);
  return first9 + isbn10CheckDigit(first9);
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
