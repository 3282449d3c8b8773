import type { ImportChoice, ImportProblemCode, ImportSummary } from '../../api/contract';
import { IMPORT_FILE_MAX_BYTES, IMPORT_PROBLEMS } from '../../api/contract/importLimits';

/**
 * The import flow's rules that need no machine: what the browser checks before sending a file,
 * how a refused file's `values` read, and what a preview says about itself.
 */

/** The file name endings and types the server reads (Goodreads/StoryGraph CSV, Shelfmark JSON). */
export const IMPORT_ACCEPTED_EXTENSIONS = ['.csv', '.json'] as const;
export const IMPORT_ACCEPTED_TYPES = [
  'text/csv',
  'application/json',
  // What Windows browsers report for a .csv when Excel is installed.
  'application/vnd.ms-excel',
] as const;

/** For the file input's `accept`. */
export const IMPORT_ACCEPT = [...IMPORT_ACCEPTED_EXTENSIONS, ...IMPORT_ACCEPTED_TYPES].join(',');

/** What the browser refuses before sending: the server's own codes, and a type it never reads. */
export type ImportFileRejection = Extract<ImportProblemCode, 'empty' | 'too_large'> | 'wrong_type';

/** A picked file, as the machine needs it (a `File` is one). */
export interface ImportFile extends Blob {
  readonly name: string;
}

/** Why the browser refuses `file`, or null when it may be sent. */
export function checkImportFile(file: ImportFile): ImportFileRejection | null {
  const name = file.name.toLowerCase();
  const byName = IMPORT_ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension));
  const byType = (IMPORT_ACCEPTED_TYPES as readonly string[]).includes(file.type);
  if (!byName && !byType) return 'wrong_type';
  if (file.size === 0) return 'empty';
  if (file.size > IMPORT_FILE_MAX_BYTES) return 'too_large';
  return null;
}

/** A file the server refused (code 1, contract IMPORT_PROBLEMS), read from the answer's values. */
export interface ImportRefusal {
  /** The machine-readable problem, or null when the answer named none (a bad file name). */
  problem: ImportProblemCode | null;
  /** missing_columns: the columns the file lacks. */
  missing: string[];
  /** not_csv: the data row that could not be read, when known. */
  line: number | null;
}

const valueOf = (values: readonly string[], key: string) =>
  values.find((value) => value.startsWith(`${key}: `))?.slice(key.length + 2) ?? null;

export function readRefusal(values: readonly string[]): ImportRefusal {
  const problem = valueOf(values, 'problem');
  const missing = valueOf(values, 'missing');
  const line = Number(valueOf(values, 'line'));
  return {
    problem: (IMPORT_PROBLEMS as readonly string[]).includes(problem ?? '')
      ? (problem as ImportProblemCode)
      : null,
    missing: missing ? missing.split(', ').filter(Boolean) : [],
    line: Number.isInteger(line) && line > 0 ? line : null,
  };
}

/** Rows found in the catalogue, however they matched (the reader's choices included). */
export function matchedRows(summary: ImportSummary): number {
  const { isbn13, isbn10, title_author, chosen } = summary.rows.matched;
  return isbn13 + isbn10 + title_author + chosen;
}

/**
 * Nothing new: the reader applied this very file before (the server's word that importing it
 * again changes nothing), or every row of it is a book already in the catalogue with no
 * question left, so no book is created and nothing waits for a choice.
 */
export function isNothingNew(summary: ImportSummary): boolean {
  if (summary.already_imported_at !== null) return true;
  const { rows } = summary;
  return rows.to_create === 0 && rows.unresolved === 0 && matchedRows(summary) === rows.total;
}

/** The choice shown for an uncertain row: the reader's pick not yet sent, else the server's. */
export function shownChoice(
  summary: ImportSummary,
  drafts: Readonly<Record<number, ImportChoice>>,
  line: number,
): ImportChoice | null {
  return drafts[line] ?? summary.uncertain.find((row) => row.line === line)?.choice ?? null;
}

/** Progress as 0..1 (an empty total counts as finished). */
export function progressRatio(summary: ImportSummary): number {
  const { done, total } = summary.progress;
  return total === 0 ? 1 : Math.min(1, done / total);
}
