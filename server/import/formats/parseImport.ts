import { CsvError, parse } from 'csv-parse/sync';
import { HeaderIndex } from './cells';
import { detectFormat } from './detectFormat';
import { parseGoodreadsRecord } from './goodreads';
import {
  type CsvImportFormat,
  IMPORT_MAX_ROWS,
  type ImportFormat,
  type ImportProblem,
} from './problems';
import type { ImportRow } from './row';
import { type ShelfmarkAccount, looksLikeJson, parseShelfmarkExport } from './shelfmark';
import { sniffUpload } from './sniff';
import { parseStorygraphRecord } from './storygraph';

export type ParseImportResult =
  | {
      ok: true;
      format: ImportFormat;
      rows: ImportRow[];
      /** Goals, shared years and follows of a Shelfmark export; absent for CSV formats. */
      account?: ShelfmarkAccount;
    }
  | { ok: false; problem: ImportProblem };

const RECORD_PARSERS: Record<
  CsvImportFormat,
  (header: HeaderIndex, record: readonly string[], line: number) => ImportRow
> = {
  goodreads: parseGoodreadsRecord,
  storygraph: parseStorygraphRecord,
};

/**
 * The one way in: an uploaded export's bytes to its rows in the shared model, or the one
 * problem that stops the whole file. The format is told by the content: a JSON object is
 * Shelfmark's own export, CSV is told by its header. A row's bad cells stay on the row
 * (`problems`); only a file-wide problem refuses the file.
 */
export function parseImport(bytes: Uint8Array): ParseImportResult {
  const sniffed = sniffUpload(bytes);
  if (!sniffed.ok) return sniffed;
  if (looksLikeJson(sniffed.text)) {
    const parsed = parseShelfmarkExport(sniffed.text);
    return parsed.ok
      ? { ok: true, format: 'shelfmark', rows: parsed.rows, account: parsed.account }
      : parsed;
  }
  const records = parseCsv(sniffed.text);
  if (!Array.isArray(records)) return { ok: false, problem: records };

  const [rawHeader = [], ...data] = records;
  const header = rawHeader.map((name) => name.trim());
  const detected = detectFormat(header);
  if (!detected.ok) return detected;
  const { format } = detected;
  if (data.length > IMPORT_MAX_ROWS) {
    return { ok: false, problem: { code: 'too_many_rows', maxRows: IMPORT_MAX_ROWS } };
  }
  // Numbered before rows of empty cells are dropped, so `line` points into the file.
  const books = data
    .map((record, index) => ({ record, line: index + 1 }))
    .filter(({ record }) => record.some((cell) => cell.trim() !== ''));
  if (books.length === 0) return { ok: false, problem: { code: 'no_rows', format } };
  const parseRecord = RECORD_PARSERS[format];
  const columns = new HeaderIndex(header);
  return {
    ok: true,
    format,
    rows: books.map(({ record, line }) => parseRecord(columns, record, line)),
  };
}

/** The records, header first, at most one more than the limit allows (so the excess shows). */
function parseCsv(text: string): string[][] | ImportProblem {
  try {
    return parse(text, {
      bom: true,
      // Exports differ in column count row to row after a spreadsheet has touched them.
      relax_column_count: true,
      // A stray quote inside an unquoted cell (`12" ruler`) is text, as spreadsheets read it.
      relax_quotes: true,
      skip_empty_lines: true,
      // The whole file is at most 20 MB; one review may be long, and csv-parse's default
      // (128,000 characters) would refuse a long one.
      max_record_size: 4 * 1024 * 1024,
      // Header plus one past the limit: enough to tell "too many" without reading the rest.
      to: IMPORT_MAX_ROWS + 2,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // `records` counts the ones read whole, the header among them: the next one failed, and
    // its number among the data rows is `records` (csv-parse's own line is the file's end for
    // an unclosed quote).
    const line = typeof error.records === 'number' ? error.records : null;
    return { code: 'not_csv', line };
  }
}
