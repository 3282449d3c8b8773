import { isCalendarDate, type PartialDate, UNKNOWN_DATE } from '../../../src/api/contract';
import { clip, type RecordCells } from './cells';

/**
 * A date cell of an export as a partial date: `YYYY/MM/DD` (both formats), `YYYY/MM`, `YYYY`,
 * and the same with hyphens. Month precision keeps day 01 and year precision 01-01, as the
 * journal stores them. Empty is unknown; anything else is null, for the caller to report.
 */
export function parsePartialDate(cell: string): PartialDate | null {
  const value = cell.trim();
  if (value === '') return UNKNOWN_DATE;
  const match = /^(\d{4})(?:[/-](\d{1,2})(?:[/-](\d{1,2}))?)?$/.exec(value);
  if (!match) return null;
  const [, year = '', month, day] = match;
  const date = `${year}-${pad(month ?? '1')}-${pad(day ?? '1')}`;
  if (!isCalendarDate(date)) return null;
  const precision = day !== undefined ? 'day' : month !== undefined ? 'month' : 'year';
  return { date, precision };
}

function pad(part: string): string {
  return part.padStart(2, '0');
}

/** A partial date as Goodreads writes dates (`YYYY/MM/DD`); month and year precision shorten it. */
export function formatPartialDate(date: PartialDate | null): string {
  if (!date || date.precision === 'unknown' || !date.date) return '';
  const slashed = date.date.replace(/-/g, '/');
  return date.precision === 'day' ? slashed : slashed.slice(0, date.precision === 'month' ? 7 : 4);
}

/** A date column of a record; a cell that is not a date is reported and read as unknown. */
export function dateCell(cells: RecordCells, column: string): PartialDate {
  const value = cells.text(column);
  const date = parsePartialDate(value);
  if (date) return date;
  cells.problem(column, `"${clip(value)}" is not a date (YYYY/MM/DD)`);
  return UNKNOWN_DATE;
}
