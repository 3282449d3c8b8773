import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { PartialDate } from '../../../src/api/contract';
import { escapeFormula } from './cells';
import { GOODREADS_COLUMNS } from './columns';
import { formatPartialDate } from './dates';
import { textToReviewHtml } from './reviewText';

/** One book of a Goodreads-compatible export, one field per column of the 24-column layout. */
export interface GoodreadsExportRecord {
  /** The Goodreads Book Id when the book came from Goodreads; empty otherwise. */
  bookId: string | null;
  title: string;
  /** Main author first (Author, and Author l-f derived from it), then Additional Authors. */
  authors: string[];
  isbn10: string | null;
  isbn13: string | null;
  /** Whole stars 1-5; null is "not rated", written 0 as Goodreads does. */
  myRating: number | null;
  averageRating: number | null;
  publisher: string | null;
  binding: string | null;
  pages: number | null;
  yearPublished: number | null;
  originalPublicationYear: number | null;
  /** The latest finish; month or year precision writes `YYYY/MM` or `YYYY`. */
  dateRead: PartialDate | null;
  dateAdded: PartialDate | null;
  /** The book's other shelves; the exclusive shelf is added as Goodreads does. */
  bookshelves: string[];
  /**
   * The book's place on each of `bookshelves` that has one (1: the shelf's first book added),
   * for "Bookshelves with positions". A status shelf has none: Shelfmark keeps no order of
   * the reading list or of the books being read.
   */
  positions?: ReadonlyMap<string, number>;
  /** `read`, `to-read`, `currently-reading` or a custom exclusive shelf such as `dnf`. */
  exclusiveShelf: string;
  /** Plain text; written as Goodreads writes reviews (HTML, `<br/>` per line break). */
  review: string | null;
  spoiler: boolean;
  privateNotes: string | null;
  readCount: number;
  ownedCopies: number;
}

type GoodreadsColumn = (typeof GOODREADS_COLUMNS)[number];
type ExportCells = Record<GoodreadsColumn, string>;

/**
 * The records as a Goodreads library export, header first, produced as it is read (a reader's
 * whole library never sits in memory as one string). Errors of `records` end the stream with
 * that error.
 */
export function goodreadsExportStream(
  records: AsyncIterable<GoodreadsExportRecord> | Iterable<GoodreadsExportRecord>,
): Readable {
  const cells = Readable.from(mapRecords(records), { objectMode: true });
  const csv = stringify({ header: true, columns: [...GOODREADS_COLUMNS] });
  // pipeline destroys every stream with the first error, so the caller sees it on `csv`.
  return pipeline(cells, csv, () => {});
}

async function* mapRecords(
  records: AsyncIterable<GoodreadsExportRecord> | Iterable<GoodreadsExportRecord>,
): AsyncGenerator<ExportCells> {
  for await (const record of records) yield goodreadsExportCells(record);
}

/**
 * One record's cells. Every text a reader typed goes through escapeFormula, so a title such as
 * `=HYPERLINK(...)` opens in a spreadsheet as text; the import takes the `'` off again. The
 * ISBN cells are the one formula written on purpose, and only around digits.
 */
export function goodreadsExportCells(record: GoodreadsExportRecord): ExportCells {
  const [author = '', ...additional] = record.authors;
  const text = (value: string | null) => escapeFormula(value ?? '');
  const shelves =
    record.bookshelves.includes(record.exclusiveShelf) || record.exclusiveShelf === 'read'
      ? record.bookshelves
      : [...record.bookshelves, record.exclusiveShelf];
  return {
    'Book Id': text(record.bookId),
    Title: text(record.title),
    Author: text(author),
    'Author l-f': text(lastFirst(author)),
    'Additional Authors': text(additional.join(', ')),
    ISBN: isbnCell(record.isbn10),
    ISBN13: isbnCell(record.isbn13),
    'My Rating': number(record.myRating ?? 0),
    'Average Rating': record.averageRating === null ? '' : record.averageRating.toFixed(2),
    Publisher: text(record.publisher),
    Binding: text(record.binding),
    'Number of Pages': number(record.pages),
    'Year Published': number(record.yearPublished),
    'Original Publication Year': number(record.originalPublicationYear),
    'Date Read': formatPartialDate(record.dateRead),
    'Date Added': formatPartialDate(record.dateAdded),
    Bookshelves: text(shelves.filter((shelf) => shelf !== '').join(', ')),
    'Bookshelves with positions': text(withPositions(shelves, record.positions)),
    'Exclusive Shelf': text(record.exclusiveShelf),
    'My Review': text(record.review === null ? null : textToReviewHtml(record.review)),
    Spoiler: record.spoiler ? 'true' : 'false',
    'Private Notes': text(record.privateNotes),
    'Read Count': number(record.readCount),
    'Owned Copies': number(record.ownedCopies),
  };
}

/** Goodreads' `book-club (#3), to-read (#12)`: the shelves with a known place, in order. */
function withPositions(shelves: string[], positions: ReadonlyMap<string, number> | undefined) {
  return shelves
    .flatMap((shelf) => {
      const position = positions?.get(shelf);
      return position === undefined ? [] : [`${shelf} (#${position})`];
    })
    .join(', ');
}

/**
 * Goodreads' `="…"` keeps a spreadsheet from reading an ISBN as a number. Only digits and X
 * go inside: anything else could close the string and add a formula of its own, so it is
 * written as escaped text instead.
 */
function isbnCell(isbn: string | null): string {
  if (isbn === null || isbn === '') return '=""';
  return /^[0-9X]+$/.test(isbn) ? `="${isbn}"` : escapeFormula(isbn);
}

/** Numbers are not formulas, negative years included; NaN or Infinity write nothing. */
function number(value: number | null): string {
  return value === null || !Number.isFinite(value) ? '' : String(Math.round(value));
}

/** "Frank Herbert" -> "Herbert, Frank", as Goodreads derives Author l-f. */
function lastFirst(author: string): string {
  const words = author.trim().split(/\s+/);
  const last = words.pop() ?? '';
  return words.length === 0 ? last : `${last}, ${words.join(' ')}`;
}
