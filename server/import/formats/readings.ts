import { comparePartialDates, type PartialDate, UNKNOWN_DATE } from '../../../src/api/contract';
import type { RecordCells } from './cells';
import type { ImportReading } from './row';

/**
 * The most reads of one book an import records. A Read Count of a million in a hostile file
 * must not become a million rows; nobody has read one book a hundred times and logged it.
 */
export const IMPORT_MAX_READINGS = 100;

/** A finished read with no dates: "read it, sometime". */
export function undatedReading(): ImportReading {
  return { started: UNKNOWN_DATE, finished: UNKNOWN_DATE };
}

/**
 * The readings padded with undated reads up to the Read Count (they go first: they were
 * earlier, or nothing can be said), then cut to IMPORT_MAX_READINGS.
 */
export function padToReadCount(
  readings: ImportReading[],
  readCount: number | null,
  cells: RecordCells,
): ImportReading[] {
  const wanted = Math.max(readings.length, readCount ?? 0);
  if (wanted > IMPORT_MAX_READINGS) {
    cells.problem('Read Count', `only the last ${IMPORT_MAX_READINGS} reads are imported`);
  }
  // Capped before anything is made: the count may be a billion.
  const kept = readings.slice(-IMPORT_MAX_READINGS);
  const undated = Math.min(wanted, IMPORT_MAX_READINGS) - kept.length;
  return [...Array.from({ length: undated }, undatedReading), ...kept];
}

/** Earliest first by the date that is known (finish, else start); undated reads first. */
export function sortReadings(readings: ImportReading[]): ImportReading[] {
  const key = (reading: ImportReading) => reading.finished.date ?? reading.started.date ?? '';
  return [...readings].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/**
 * An end before its start cannot be stored (the journal refuses it): the end is kept, the start
 * is dropped and the cell reported.
 */
export function checkedStart(
  started: PartialDate,
  ended: PartialDate,
  column: string,
  cells: RecordCells,
): PartialDate {
  const order = comparePartialDates(ended, started);
  if (order === null || order >= 0) return started;
  cells.problem(column, `a read ends (${ended.date}) before it starts (${started.date})`);
  return UNKNOWN_DATE;
}
