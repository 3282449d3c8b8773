import type { PartialDate } from '../../../src/api/contract';
import type { IsbnResult } from './isbn';
import type { ImportFormat } from './problems';
import type { ShelfmarkBookEntry } from './shelfmark';

/** What a shelf means for the journal; null for a custom shelf that says nothing about it. */
export type ImportStatus = 'want_to_read' | 'reading' | 'read' | 'dnf';

/**
 * The rating as the export had it. `exact` keeps StoryGraph's quarter stars (3.75); `stars` is
 * what Shelfmark stores today, whole stars 1-5, rounded half up (3.5 is 4, 0.25 is 1). The exact
 * value waits for a finer scale.
 */
export interface ImportRating {
  exact: number;
  stars: 1 | 2 | 3 | 4 | 5;
}

/** One finished read. Unknown dates are `{ date: null, precision: 'unknown' }`. */
export interface ImportReading {
  started: PartialDate;
  finished: PartialDate;
}

/**
 * The reading the shelf is in the middle of, or gave up: currently-reading ('reading', no
 * `stopped`) or did-not-finish ('dnf', stopped when known). Null otherwise.
 */
export interface ImportOpenReading {
  state: 'reading' | 'dnf';
  started: PartialDate;
  stopped: PartialDate;
}

export interface ImportShelf {
  status: ImportStatus | null;
  /** The shelf as the export named it (`to-read`, `did-not-finish`, `favourites`). */
  raw: string;
}

/**
 * One book of an export, the same shape whatever the format. Every field is read leniently:
 * a cell that cannot be read is empty (null, unknown date) and named in `problems`; nothing
 * here throws.
 */
export interface ImportRow {
  /** 1-based index of the data row (the header is not counted). */
  line: number;
  source: ImportFormat;
  /** The source's id of the book (Goodreads' Book Id); StoryGraph exports have none. */
  sourceId: string | null;
  title: string;
  /** Main author first, then additional authors and contributors (roles dropped, see extra). */
  authors: string[];
  isbn: IsbnResult;
  publisher: string | null;
  /** Goodreads' Binding or StoryGraph's Format, as written (`Paperback`, `digital`). */
  binding: string | null;
  pages: number | null;
  /** Year of this edition. */
  year: number | null;
  /** Year of first publication. */
  originalYear: number | null;
  rating: ImportRating | null;
  /** Plain text: HTML line breaks are newlines, other tags stripped, entities decoded. */
  review: string | null;
  spoiler: boolean;
  privateNotes: string | null;
  readCount: number | null;
  dateAdded: PartialDate;
  /** Finished reads, earliest first; reads with unknown dates come before dated ones. */
  readings: ImportReading[];
  openReading: ImportOpenReading | null;
  shelf: ImportShelf;
  /**
   * The names of the book's shelves that are not its status, custom exclusive shelves that are
   * not DNF included: they become the reader's shelves (formats/shelfNames.ts). Named `tags`
   * as imports stored before shelves existed name it.
   */
  tags: string[];
  ownedCopies: number | null;
  /** Every other non-empty cell, by header name, verbatim, so nothing in the file is lost. */
  extra: Record<string, string>;
  /** `Column: what is wrong` for each cell that could not be read. */
  problems: string[];
  /** A Shelfmark export's entry as written, applied exactly (readings, flags, review title). */
  shelfmark?: ShelfmarkBookEntry;
}
