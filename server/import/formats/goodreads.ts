import { UNKNOWN_DATE } from '../../../src/api/contract';
import { clip, listCell, RecordCells, type HeaderIndex } from './cells';
import { dateCell } from './dates';
import { parseIsbnCells } from './isbn';
import { ratingCell } from './rating';
import { padToReadCount, sortReadings } from './readings';
import { reviewHtmlToText } from './reviewText';
import type { ImportOpenReading, ImportReading, ImportRow } from './row';
import { goodreadsShelf, shelfKey } from './shelves';

/** Goodreads' years reach back before year 1 (the Odyssey is -750). */
const YEAR_MIN = -5000;
const YEAR_MAX = 9999;

/**
 * One record of `goodreads_library_export.csv`, either layout (columns are found by name).
 * `line` is the 1-based data row.
 */
export function parseGoodreadsRecord(
  header: HeaderIndex,
  record: readonly string[],
  line: number,
): ImportRow {
  const cells = new RecordCells(header, record);
  const title = cells.text('Title');
  if (title === '') cells.problem('Title', 'is empty');
  const shelf = goodreadsShelf(cells.text('Exclusive Shelf'));
  const readCount = cells.integer('Read Count', 0, Number.MAX_SAFE_INTEGER);
  const { readings, openReading } = goodreadsReadings(cells, shelf.status, readCount);
  const review = reviewHtmlToText(cells.text('My Review'));
  return {
    line,
    source: 'goodreads',
    sourceId: cells.textOrNull('Book Id'),
    title,
    authors: distinct([cells.text('Author'), ...listCell(cells.text('Additional Authors'))]),
    isbn: parseIsbnCells(cells.text('ISBN13'), cells.text('ISBN')),
    publisher: cells.textOrNull('Publisher'),
    binding: cells.textOrNull('Binding'),
    pages: cells.integer('Number of Pages', 0, 100_000),
    year: cells.integer('Year Published', YEAR_MIN, YEAR_MAX),
    originalYear: cells.integer('Original Publication Year', YEAR_MIN, YEAR_MAX),
    rating: ratingCell(cells, 'My Rating'),
    review: review === '' ? null : review,
    spoiler: spoilerCell(cells),
    privateNotes: cells.textOrNull('Private Notes'),
    readCount,
    dateAdded: dateCell(cells, 'Date Added'),
    readings,
    openReading,
    shelf,
    tags: goodreadsTags(cells.text('Bookshelves'), shelf.raw, shelf.status),
    ownedCopies: cells.integer('Owned Copies', 0, 100_000),
    extra: cells.extra(),
    problems: cells.problems,
  };
}

/**
 * The export knows one date per book, Date Read (the latest finish), and how many times it was
 * read. The shelf's reading is the latest: a read book's last read finishes on Date Read; a
 * book being read, or given up, has that open reading and its Read Count counts it. The other
 * reads have unknown dates. A DNF book's Date Read is taken as the day it was given up. A book
 * on another shelf (to-read again, a custom one) keeps its Read Count reads, the last on Date
 * Read when there is one.
 */
function goodreadsReadings(
  cells: RecordCells,
  status: ImportRow['shelf']['status'],
  readCount: number | null,
): { readings: ImportReading[]; openReading: ImportOpenReading | null } {
  const dateRead = dateCell(cells, 'Date Read');
  const dated = dateRead.precision !== 'unknown';
  if (status === 'reading' || status === 'dnf') {
    const stopped = status === 'dnf' ? dateRead : UNKNOWN_DATE;
    const openReading = { state: status, started: UNKNOWN_DATE, stopped };
    const earlier: ImportReading[] =
      status === 'reading' && dated ? [{ started: UNKNOWN_DATE, finished: dateRead }] : [];
    const finishedCount = Math.max(0, (readCount ?? 0) - 1);
    return { readings: padToReadCount(earlier, finishedCount, cells), openReading };
  }
  const latest: ImportReading[] =
    status === 'read' || dated ? [{ started: UNKNOWN_DATE, finished: dateRead }] : [];
  return { readings: sortReadings(padToReadCount(latest, readCount, cells)), openReading: null };
}

/**
 * Bookshelves lists every shelf of the book, the exclusive one included when it is a custom
 * shelf. The status shelf is not one of the reader's shelves; a custom exclusive shelf that is
 * not DNF is one.
 */
function goodreadsTags(
  bookshelves: string,
  exclusive: string,
  status: ImportRow['shelf']['status'],
): string[] {
  const exclusiveKey = shelfKey(exclusive);
  const tags = listCell(bookshelves).filter((shelf) => shelfKey(shelf) !== exclusiveKey);
  return status === null && exclusive !== '' ? [...tags, exclusive] : tags;
}

function spoilerCell(cells: RecordCells): boolean {
  const value = cells.text('Spoiler').toLowerCase();
  if (value === 'true' || value === 'yes' || value === '1') return true;
  if (value === '' || value === 'false' || value === 'no' || value === '0') return false;
  cells.problem('Spoiler', `"${clip(value)}" is not true or false`);
  return false;
}

function distinct(items: string[]): string[] {
  return [...new Set(items.filter((item) => item !== ''))];
}
