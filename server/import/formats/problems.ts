/**
 * Why an upload cannot be imported at all, each with what a message to the reader needs.
 * A bad cell is never one of these: it stays on its row (`ImportRow.problems`).
 */

/** 20 MB: a Goodreads export of 10,000 books with long reviews is a few MB. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Books in one import; far above any real shelf, low enough to bound one request's work. */
export const IMPORT_MAX_ROWS = 50_000;

/** The CSV layouts told apart by their header. */
export const CSV_IMPORT_FORMATS = ['goodreads', 'storygraph'] as const;
export type CsvImportFormat = (typeof CSV_IMPORT_FORMATS)[number];
/** Every format an import reads: the CSV layouts and Shelfmark's own JSON export. */
export const IMPORT_FORMATS = [...CSV_IMPORT_FORMATS, 'shelfmark'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export type ImportProblem =
  | { code: 'empty' }
  | { code: 'too_large'; bytes: number; maxBytes: number }
  /** Not text at all: NUL bytes or control characters (a spreadsheet, an image, a zip). */
  | { code: 'not_text' }
  /** Text in another encoding; `encoding` when it can be named, for "save it as UTF-8". */
  | { code: 'wrong_encoding'; encoding: 'utf-16le' | 'utf-16be' | 'utf-32' | 'unknown' }
  /** Not CSV csv-parse can read (an unclosed quote); `line` is the data row it failed on. */
  | { code: 'not_csv'; line: number | null }
  /** None of the known layouts: the closest one and its required columns the header lacks. */
  | { code: 'missing_columns'; format: CsvImportFormat; missing: string[] }
  /** JSON that is not a Shelfmark export this version reads; `issues` name the first problems. */
  | { code: 'invalid_export'; issues: string[] }
  /** A known header and no book under it. */
  | { code: 'no_rows'; format: ImportFormat }
  | { code: 'too_many_rows'; maxRows: number };

export type ImportProblemCode = ImportProblem['code'];
