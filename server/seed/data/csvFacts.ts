import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

/** Facts about one book taken from goodbooks-10k's books.csv (never its isbn13 column). */
export interface CsvFacts {
  sourceId: number;
  title: string;
  author: string;
  authors: string;
  publishedYear: number | null;
  isbn13: string | null;
  /** The series note cut from the title ("Harry Potter, #3"), when it had one. */
  series: string | null;
  ratingsCount: number;
}

interface CsvRow {
  book_id: string;
  isbn: string;
  authors: string;
  original_publication_year: string;
  title: string;
  ratings_count: string;
}

// Parentheticals that only name a series without a "#n" marker.
const SERIES_ONLY_SUFFIXES = new Set(['Middle-Earth Universe']);

/** The trailing series parenthetical of a CSV title and where it starts, when there is one. */
function seriesNote(raw: string): { inner: string; at: number } | null {
  const match = /\s*\(([^()]*)\)\s*$/.exec(raw);
  if (!match || match.index === 0) return null;
  const inner = match[1] ?? '';
  if (inner.includes('#') || SERIES_ONLY_SUFFIXES.has(inner.trim())) {
    return { inner: inner.trim().replace(/\s+/g, ' '), at: match.index };
  }
  return null;
}

/** Drops a trailing series parenthetical such as " (The Hunger Games, #1)". */
export function cleanTitle(raw: string): string {
  const note = seriesNote(raw);
  return note ? raw.slice(0, note.at).trim() : raw.trim();
}

/** The series parenthetical `cleanTitle` drops ("The Hunger Games, #1"), or null. */
export function seriesOf(raw: string): string | null {
  return seriesNote(raw)?.inner ?? null;
}

export function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) {
    sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  }
  return String((10 - (sum % 10)) % 10);
}

/** The data README's rule: pad to 10, then 978 + first nine digits + a recomputed check digit. */
export function isbn10To13(isbn: string): string | null {
  const trimmed = isbn.trim();
  if (trimmed === '') return null;
  const padded = trimmed.padStart(10, '0');
  if (!/^\d{9}[\dXx]$/.test(padded)) return null;
  const first12 = `978${padded.slice(0, 9)}`;
  return first12 + isbn13CheckDigit(first12);
}

export function parseYear(raw: string): number | null {
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  const year = Number(trimmed);
  return Number.isFinite(year) ? Math.trunc(year) : null;
}

function readRows(csvText: string): CsvRow[] {
  return parse(csvText, { columns: true, skip_empty_lines: true }) as CsvRow[];
}

/** All rows of books.csv, most-rated first (ties broken by book_id for a stable order). */
export function readCsvFacts(csvPath: string): CsvFacts[] {
  return readRows(readFileSync(csvPath, 'utf8'))
    .map((row) => ({
      sourceId: Number(row.book_id),
      title: cleanTitle(row.title),
      author: (row.authors.split(',')[0] ?? '').trim(),
      authors: row.authors,
      publishedYear: parseYear(row.original_publication_year),
      isbn13: isbn10To13(row.isbn),
      series: seriesOf(row.title),
      ratingsCount: Number(row.ratings_count),
    }))
    .sort((a, b) => b.ratingsCount - a.ratingsCount || a.sourceId - b.sourceId);
}

/** Every text cell of the CSV, so tests can prove no description was lifted from it. */
export function readCsvTexts(csvPath: string): Set<string> {
  const texts = new Set<string>();
  for (const row of readRows(readFileSync(csvPath, 'utf8'))) {
    for (const value of Object.values(row)) texts.add(value.trim().toLowerCase());
  }
  return texts;
}

/** The columns the catalogue draws on; the sample keeps only these (no image URLs). */
export const SAMPLE_COLUMNS = [
  'book_id',
  'isbn',
  'authors',
  'original_publication_year',
  'original_title',
  'title',
  'ratings_count',
] as const satisfies readonly (keyof CsvRow | 'original_title')[];

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The rows of the given books, reduced to SAMPLE_COLUMNS, so a small committed sample can stand
 * in for the full CSV where ../shared is absent.
 */
export function sampleCsv(csvPath: string, sourceIds: Set<number>): string {
  const rows = parse(readFileSync(csvPath, 'utf8'), {
    columns: true,
    skip_empty_lines: true,
  }) as Record<string, string>[];
  const lines = rows
    .filter((row) => sourceIds.has(Number(row.book_id)))
    .map((row) => SAMPLE_COLUMNS.map((column) => csvCell(row[column] ?? '')).join(','));
  return `${[SAMPLE_COLUMNS.join(','), ...lines].join('\n')}\n`;
}
