import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { stringify } from 'csv-stringify/sync';
import type { PartialDate } from '../../src/api/contract';
import { shelfNameKey } from '../../src/api/contract/shelves';
import type { Database } from '../db/schema';
import { exportAccount, exportBooks, exportProfile, shelfPositions } from '../repos/exports';
import { GOODREADS_COLUMNS } from './formats/columns';
import { escapeFormula } from './formats/cells';
import {
  type GoodreadsExportRecord,
  goodreadsExportCells,
  goodreadsExportStream,
} from './formats/goodreadsExport';
import { isbn13To10 } from './formats/isbn';
import type { ImportRow } from './formats/row';
import { goodreadsShelf } from './formats/shelves';
import { importShelfName } from './formats/shelfNames';
import {
  SHELFMARK_EXPORT_FORMAT,
  SHELFMARK_EXPORT_VERSION,
  type ShelfmarkBookEntry,
  entryStatus,
} from './formats/shelfmark';
import type { PlanRow } from '../repos/imports';

/**
 * The reader's exports, produced as they are sent: the books are read a page at a
 * time (repos/exports.ts) and written out before the next page is read.
 */

type Extras = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const integer = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;
const partialDate = (value: unknown): PartialDate | null =>
  value && typeof value === 'object' && 'precision' in value ? (value as PartialDate) : null;

/** The later of two known dates (either may be null). */
function later(a: PartialDate | null, b: PartialDate | null): PartialDate | null {
  if (!a?.date) return b?.date ? b : a;
  if (!b?.date) return a;
  return b.date > a.date ? b : a;
}

/** Shelf names by their key, so a reader's "Book Club" lists before "classics". */
const byShelfName = (a: string, b: string) => {
  const [keyA, keyB] = [shelfNameKey(a), shelfNameKey(b)];
  return keyA < keyB ? -1 : keyA > keyB ? 1 : a < b ? -1 : a > b ? 1 : 0;
};

/**
 * A book without a status keeps its imported custom exclusive shelf while it is on that shelf
 * (by its name now, should the reader have renamed it); taken off it, it has none. A name that
 * cannot be a shelf stays as imported.
 */
function customExclusiveShelf(imported: string, shelves: string[]): string {
  const shelf = importShelfName(imported);
  if (!shelf) return imported;
  return shelves.find((name) => shelfNameKey(name) === shelf.key) ?? '';
}

/**
 * One book as a Goodreads export row. Bookshelves are the book's shelves, by name; the
 * exclusive shelf is the journal's status (a DNF book keeps the name of its imported DNF shelf,
 * a book without a status its imported custom shelf, see customExclusiveShelf);
 * Read Count counts finished readings and the one being read or given up, as Goodreads does,
 * and Date Read is the latest finish (the day a DNF book was given up). Owned copies and private
 * notes are the reader's (book_notes); the spoiler flag and the source's ids come from the
 * import's extras. Average Rating is
 * left empty: it is other readers' data, and it would change with every import.
 */
export function goodreadsRecord(
  entry: ShelfmarkBookEntry,
  positions?: ReadonlyMap<string, number>,
): GoodreadsExportRecord {
  const extras: Extras = { ...entry.extras.storygraph, ...entry.extras.goodreads };
  const status = entryStatus(entry);
  const bookshelves = (entry.shelves ?? []).map((placement) => placement.shelf).sort(byShelfName);
  const importedShelf = text(extras.shelf) ?? '';
  const reads = entry.readings.filter((reading) => reading.state === 'read');
  const latestDnf = entry.readings
    .filter((reading) => reading.state === 'dnf')
    .reduce<PartialDate | null>((date, reading) => later(date, reading.stopped), null);
  const latestRead = reads.reduce<PartialDate | null>(
    (date, reading) => later(date, reading.finished),
    null,
  );
  const exclusiveShelf =
    status === 'want_to_read'
      ? 'to-read'
      : status === 'reading'
        ? 'currently-reading'
        : status === 'read'
          ? 'read'
          : status === 'dnf'
            ? goodreadsShelf(importedShelf).status === 'dnf'
              ? importedShelf
              : 'dnf'
            : customExclusiveShelf(importedShelf, bookshelves);
  const exactRating = typeof extras.rating_exact === 'number' ? extras.rating_exact : null;
  const myRating =
    entry.review?.rating ??
    (exactRating === null ? null : Math.min(5, Math.max(1, Math.floor(exactRating + 0.5))));
  const { book } = entry;
  return {
    bookId: text(extras.source_id),
    title: book.title,
    authors: book.author === '' ? [] : [book.author],
    isbn10: book.isbn13 ? (isbn13To10(book.isbn13) ?? null) : null,
    isbn13: book.isbn13,
    myRating,
    averageRating: null,
    publisher: book.publisher,
    binding: text(extras.binding),
    pages: integer(extras.pages) ?? entry.relation.page_count ?? book.page_count,
    yearPublished: book.published_year,
    originalPublicationYear: integer(extras.original_year),
    dateRead: status === 'dnf' ? latestDnf : latestRead,
    dateAdded: partialDate(extras.date_added),
    bookshelves,
    positions,
    exclusiveShelf,
    review: entry.review?.text || text(extras.unrated_review) || null,
    spoiler: extras.spoiler === true,
    privateNotes: entry.note?.text || null,
    readCount: reads.length + (status === 'reading' || status === 'dnf' ? 1 : 0),
    ownedCopies: entry.note?.owned_copies ?? 0,
  };
}

async function* goodreadsRecords(db: Kysely<Database>, userId: number) {
  for await (const page of exportBooks(db, userId)) {
    const positions = await shelfPositions(
      db,
      userId,
      page.map((entry) => entry.book.id),
    );
    for (const book of page) yield goodreadsRecord(book, positions.get(book.book.id));
  }
}

/** `GET /api/export/goodreads.csv`: the 24 columns, every book of the reader's. */
export function goodreadsExport(db: Kysely<Database>, userId: number): Readable {
  return goodreadsExportStream(goodreadsRecords(db, userId));
}

async function* shelfmarkChunks(
  db: Kysely<Database>,
  userId: number,
  exportedAt: string,
): AsyncGenerator<string> {
  const profile = await exportProfile(db, userId);
  const head = {
    format: SHELFMARK_EXPORT_FORMAT,
    version: SHELFMARK_EXPORT_VERSION,
    exported_at: exportedAt,
    profile,
  };
  yield `${JSON.stringify(head).slice(0, -1)},\n"books":[`;
  let first = true;
  for await (const page of exportBooks(db, userId)) {
    const lines = page.map((entry) => JSON.stringify(entry));
    yield `${first ? '\n' : ',\n'}${lines.join(',\n')}`;
    first = false;
  }
  const account = await exportAccount(db, userId);
  yield `\n],\n${JSON.stringify(account).slice(1)}\n`;
}

/**
 * `GET /api/export/shelfmark.json`: everything the reader owns, one book per line, in the
 * format server/import/formats/shelfmark.ts reads back.
 */
export function shelfmarkExport(
  db: Kysely<Database>,
  userId: number,
  exportedAt: string,
): Readable {
  return Readable.from(shelfmarkChunks(db, userId, exportedAt), { objectMode: false });
}

/** A row as the Goodreads export writes one (for the skipped rows' file). */
function rowRecord(row: ImportRow): GoodreadsExportRecord {
  const lastRead = row.readings.at(-1)?.finished ?? null;
  return {
    bookId: row.sourceId,
    title: row.title,
    authors: row.authors,
    isbn10: row.isbn.kind === 'isbn13' ? (row.isbn.isbn10 ?? null) : null,
    isbn13:
      row.isbn.kind === 'isbn13'
        ? row.isbn.isbn13
        : row.isbn.kind === 'asin'
          ? row.isbn.asin
          : row.isbn.kind === 'other'
            ? row.isbn.value
            : null,
    myRating: row.rating?.stars ?? null,
    averageRating: null,
    publisher: row.publisher,
    binding: row.binding,
    pages: row.pages,
    yearPublished: row.year,
    originalPublicationYear: row.originalYear,
    dateRead: row.openReading?.state === 'dnf' ? row.openReading.stopped : lastRead,
    dateAdded: row.dateAdded,
    bookshelves: row.tags,
    exclusiveShelf: row.shelf.raw,
    review: row.review,
    spoiler: row.spoiler,
    privateNotes: row.privateNotes,
    readCount: row.readCount ?? row.readings.length,
    ownedCopies: row.ownedCopies ?? 0,
  };
}

/** The skipped rows as a Goodreads-layout CSV, with the file's line and the reason after. */
export function skippedRowsCsv(rows: { plan: PlanRow; reasons: string[] }[]): string {
  const header = [...GOODREADS_COLUMNS, 'Shelfmark Line', 'Shelfmark Reason'];
  const records = rows.map(({ plan, reasons }) => {
    const cells = goodreadsExportCells(rowRecord(plan.row));
    return [
      ...GOODREADS_COLUMNS.map((column) => cells[column]),
      String(plan.row.line),
      escapeFormula(reasons.join('; ')),
    ];
  });
  return stringify([header, ...records]);
}
