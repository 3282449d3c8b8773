/** A Goodreads library export as the site writes it, for journeys that import one. */

const HEADER =
  'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies';

const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
/** Goodreads writes ISBNs as `="…"` so spreadsheets keep the digits. */
const isbnCell = (isbn: string) => `"=""${isbn}"""`;

const STATUS_SHELVES = ['read', 'to-read', 'currently-reading'];

export interface GoodreadsRow {
  title: string;
  author: string;
  isbn?: string | null;
  rating?: number;
  dateRead?: string;
  /** Goodreads' YYYY/MM/DD; 2025/01/01 when not given. */
  dateAdded?: string;
  /** The exclusive shelf: read, to-read, currently-reading or a custom one (dnf). */
  shelf: string;
  /** The reader's other shelves, in the Bookshelves column beside a custom exclusive one. */
  bookshelves?: string[];
  review?: string;
  readCount?: number;
  privateNotes?: string;
  ownedCopies?: number;
}

export function goodreadsCsv(rows: GoodreadsRow[]): string {
  const lines = rows.map((row, index) => {
    const isbn = row.isbn ?? '';
    const shelves = [
      ...(STATUS_SHELVES.includes(row.shelf) ? [] : [row.shelf]),
      ...(row.bookshelves ?? []),
    ];
    const cells = [
      String(index + 1),
      cell(row.title),
      cell(row.author),
      '',
      '',
      isbn.length === 10 ? isbnCell(isbn) : isbnCell(''),
      isbn.length === 13 ? isbnCell(isbn) : isbnCell(''),
      String(row.rating ?? 0),
      '',
      '',
      '',
      '',
      '',
      '',
      row.dateRead ?? '',
      row.dateAdded ?? '2025/01/01',
      cell(shelves.join(', ')),
      '',
      row.shelf,
      cell(row.review ?? ''),
      'false',
      cell(row.privateNotes ?? ''),
      String(row.readCount ?? (row.shelf === 'read' ? 1 : 0)),
      String(row.ownedCopies ?? 0),
    ];
    return cells.join(',');
  });
  return `${HEADER}\n${lines.join('\n')}\n`;
}
