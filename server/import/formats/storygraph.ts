import { type PartialDate, UNKNOWN_DATE } from '../../../src/api/contract';
import { clip, listCell, RecordCells, type HeaderIndex } from './cells';
import { dateCell, parsePartialDate } from './dates';
import { parseIsbnCells } from './isbn';
import { ratingCell } from './rating';
import { checkedStart, padToReadCount, sortReadings } from './readings';
import { reviewHtmlToText } from './reviewText';
import type { ImportOpenReading, ImportReading, ImportRow, ImportStatus } from './row';
import { storygraphShelf } from './shelves';

/** One record of a StoryGraph export; `line` is the 1-based data row. */
export function parseStorygraphRecord(
  header: HeaderIndex,
  record: readonly string[],
  line: number,
): ImportRow {
  const cells = new RecordCells(header, record);
  const title = cells.text('Title');
  if (title === '') cells.problem('Title', 'is empty');
  const shelf = storygraphShelf(cells.text('Read Status'));
  const readCount = cells.integer('Read Count', 0, Number.MAX_SAFE_INTEGER);
  const { readings, openReading } = storygraphReadings(cells, shelf.status, readCount);
  // Reviews written in StoryGraph's editor may carry HTML as Goodreads' do.
  const review = reviewHtmlToText(cells.text('Review'));
  return {
    line,
    source: 'storygraph',
    sourceId: null,
    title,
    authors: [
      ...new Set([
        ...listCell(cells.text('Authors')),
        // "Jane Doe (Translator)": the name joins the authors; the cell, with its roles, stays
        // in extra.
        ...listCell(cells.peek('Contributors')).map((name) => name.replace(/\s*\(.*\)$/, '')),
      ]),
    ].filter((name) => name !== ''),
    isbn: parseIsbnCells(cells.text('ISBN/UID')),
    publisher: null,
    binding: cells.textOrNull('Format'),
    pages: null,
    year: null,
    originalYear: null,
    rating: ratingCell(cells, 'Star Rating'),
    review: review === '' ? null : review,
    spoiler: false,
    privateNotes: null,
    readCount,
    dateAdded: dateCell(cells, 'Date Added'),
    readings,
    openReading,
    shelf,
    tags: listCell(cells.text('Tags')),
    ownedCopies: null,
    extra: cells.extra(),
    problems: cells.problems,
  };
}

interface DateRange {
  started: PartialDate;
  ended: PartialDate;
  /** Written with a separator and no end ("2024/03/01-"): a read still going. */
  open: boolean;
}

/**
 * Dates Read lists one range per read ("2023/01/05-2023/01/20, 2024/03/01-2024/03/09"); a
 * range may be a single day or miss a side. A book being read has one open range (its start);
 * a book given up has its latest range as the DNF reading; every other range is a finished
 * read. Read Count adds undated reads when it is higher. Without ranges, Last Date Read is the
 * last finish (or, given up, the day it was).
 */
function storygraphReadings(
  cells: RecordCells,
  status: ImportStatus | null,
  readCount: number | null,
): { readings: ImportReading[]; openReading: ImportOpenReading | null } {
  const ranges = dateRanges(cells);
  let openReading: ImportOpenReading | null = null;
  let finished = ranges;
  if (status === 'reading') {
    const current = ranges.findLast((range) => range.open);
    finished = ranges.filter((range) => range !== current);
    openReading = {
      state: 'reading',
      started: current?.started ?? UNKNOWN_DATE,
      stopped: UNKNOWN_DATE,
    };
  } else if (status === 'dnf') {
    const latest = ranges.at(-1);
    finished = ranges.slice(0, -1);
    const stopped = latest ? latest.ended : dateCell(cells, 'Last Date Read');
    openReading = { state: 'dnf', started: latest?.started ?? UNKNOWN_DATE, stopped };
  }
  const readings = finished.map(({ started, ended }) => ({ started, finished: ended }));
  if (readings.length === 0 && status === 'read') {
    readings.push({ started: UNKNOWN_DATE, finished: dateCell(cells, 'Last Date Read') });
  }
  return { readings: sortReadings(padToReadCount(readings, readCount, cells)), openReading };
}

/** The readable ranges of Dates Read, earliest first; each unreadable one is a problem. */
function dateRanges(cells: RecordCells): DateRange[] {
  const column = 'Dates Read';
  const ranges: DateRange[] = [];
  // Not listCell: the same range twice is two reads.
  const parts = cells
    .text(column)
    .split(',')
    .map((part) => part.trim());
  for (const part of parts.filter((part) => part !== '')) {
    // A date is digits and separators; the range separator is a hyphen (or en dash, or "to")
    // after a whole date, which the greedy date pattern leaves for it.
    const match =
      /^(\d{4}(?:[/-]\d{1,2}){0,2})?\s*(?:(-|–|to)\s*(\d{4}(?:[/-]\d{1,2}){0,2})?)?$/.exec(part);
    const started = match ? parsePartialDate(match[1] ?? '') : null;
    const ended = match ? parsePartialDate(match[3] ?? '') : null;
    if (!match || !started || !ended || (match[1] === undefined && match[3] === undefined)) {
      cells.problem(column, `"${clip(part)}" is not a date or a range of dates`);
      continue;
    }
    if (match[2] === undefined) {
      // A single day: read (or finished) that day.
      ranges.push({ started: UNKNOWN_DATE, ended: started, open: false });
      continue;
    }
    const open = match[3] === undefined;
    ranges.push({ started: checkedStart(started, ended, column, cells), ended, open });
  }
  // Sorting is stable: ranges with the same date keep the file's order.
  const key = (range: DateRange) => range.ended.date ?? range.started.date ?? '';
  return ranges.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
