import type { CsvImportFormat } from './problems';

/** Goodreads' export since about 2019, in its order; the export writes exactly these. */
export const GOODREADS_COLUMNS = [
  'Book Id',
  'Title',
  'Author',
  'Author l-f',
  'Additional Authors',
  'ISBN',
  'ISBN13',
  'My Rating',
  'Average Rating',
  'Publisher',
  'Binding',
  'Number of Pages',
  'Year Published',
  'Original Publication Year',
  'Date Read',
  'Date Added',
  'Bookshelves',
  'Bookshelves with positions',
  'Exclusive Shelf',
  'My Review',
  'Spoiler',
  'Private Notes',
  'Read Count',
  'Owned Copies',
] as const;

/** The older 31-column layout's extra columns (after Read Count); kept in `extra` on import. */
export const GOODREADS_OLD_COLUMNS = [
  'Recommended For',
  'Recommended By',
  'Original Purchase Date',
  'Original Purchase Location',
  'Condition',
  'Condition Description',
  'BCID',
] as const;

export const STORYGRAPH_COLUMNS = [
  'Title',
  'Authors',
  'Contributors',
  'ISBN/UID',
  'Format',
  'Read Status',
  'Date Added',
  'Last Date Read',
  'Dates Read',
  'Read Count',
  'Moods',
  'Pace',
  'Character- or Plot-Driven?',
  'Strong Character Development?',
  'Loveable Characters?',
  'Diverse Characters?',
  'Flawed Characters?',
  'Star Rating',
  'Review',
  'Content Warnings',
  'Content Warning Description',
  'Tags',
  'Owned?',
] as const;

/**
 * What each format cannot do without: the book, its author and its shelf, and the column that
 * tells the two apart. The rest may be missing (a reader deleted a column in a spreadsheet):
 * those cells read as empty.
 */
export const REQUIRED_COLUMNS: Record<CsvImportFormat, readonly string[]> = {
  goodreads: ['Book Id', 'Title', 'Author', 'Exclusive Shelf'],
  storygraph: ['Title', 'Authors', 'ISBN/UID', 'Read Status'],
};

/** Every column a format knows, for choosing the closest format to an unknown header. */
export const KNOWN_COLUMNS: Record<CsvImportFormat, readonly string[]> = {
  goodreads: [...GOODREADS_COLUMNS, ...GOODREADS_OLD_COLUMNS],
  storygraph: STORYGRAPH_COLUMNS,
};
