import { headerKey } from './cells';
import { KNOWN_COLUMNS, REQUIRED_COLUMNS } from './columns';
import { CSV_IMPORT_FORMATS, type CsvImportFormat, type ImportProblem } from './problems';

export type DetectResult =
  { ok: true; format: CsvImportFormat } | { ok: false; problem: ImportProblem };

/**
 * The format whose required columns the header has. Otherwise the problem names the closest
 * format (the one sharing most columns with the header; Goodreads on a tie, being the common
 * one) and the required columns it lacks, in that format's order.
 */
export function detectFormat(header: readonly string[]): DetectResult {
  const present = new Set(header.map(headerKey));
  const has = (column: string) => present.has(headerKey(column));
  const candidates = CSV_IMPORT_FORMATS.map((format) => ({
    format,
    missing: REQUIRED_COLUMNS[format].filter((column) => !has(column)),
    shared: KNOWN_COLUMNS[format].filter(has).length,
  }));
  const complete = candidates.filter((candidate) => candidate.missing.length === 0);
  // Both complete only for a header made to look like both; the one sharing more columns wins.
  const pool = complete.length > 0 ? complete : candidates;
  const best = pool.reduce((a, b) => (b.shared > a.shared ? b : a));
  if (best.missing.length === 0) return { ok: true, format: best.format };
  return {
    ok: false,
    problem: { code: 'missing_columns', format: best.format, missing: best.missing },
  };
}
