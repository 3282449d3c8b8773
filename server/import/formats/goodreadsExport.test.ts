import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GOODREADS_COLUMNS } from './columns';
import { day, unknown } from './testFixtures';
import { type GoodreadsExportRecord, goodreadsExportStream } from './goodreadsExport';
import { parseImport } from './parseImport';

const hobbit: GoodreadsExportRecord = {
  bookId: '5907',
  title: 'The Hobbit, or There and Back Again',
  authors: ['J.R.R. Tolkien', 'Alan Lee'],
  isbn10: '0618260307',
  isbn13: '9780618260300',
  myRating: 5,
  averageRating: 4.28,
  publisher: 'Houghton Mifflin',
  binding: 'Paperback',
  pages: 366,
  yearPublished: 2002,
  originalPublicationYear: 1937,
  dateRead: day('2023-04-12'),
  dateAdded: { date: '2019-03-01', precision: 'month' },
  bookshelves: ['fantasy', 'favourites'],
  exclusiveShelf: 'read',
  review: 'Loved it <3\nTom & Jerry: "a > b", again.\n\nSecond paragraph.',
  spoiler: true,
  privateNotes: 'Gift from Gran',
  readCount: 2,
  ownedCopies: 1,
};

const blank: GoodreadsExportRecord = {
  bookId: null,
  title: 'Untitled',
  authors: [],
  isbn10: null,
  isbn13: null,
  myRating: null,
  averageRating: null,
  publisher: null,
  binding: null,
  pages: null,
  yearPublished: null,
  originalPublicationYear: null,
  dateRead: null,
  dateAdded: null,
  bookshelves: [],
  exclusiveShelf: 'to-read',
  review: null,
  spoiler: false,
  privateNotes: null,
  readCount: 0,
  ownedCopies: 0,
};

/** Control characters other than tab and line breaks: a file full of them is refused as binary. */
const hasControl = (value: string) =>
  [...value].some((char) => char < ' ' && char !== '\t' && char !== '\n' && char !== '\r');

async function* fromArray<T>(items: T[]): AsyncGenerator<T> {
  for (const item of items) yield item;
}

async function exportText(records: GoodreadsExportRecord[]): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of goodreadsExportStream(fromArray(records))) {
    chunks.push(Buffer.from(chunk as Buffer | string));
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function roundTrip(records: GoodreadsExportRecord[]) {
  const result = parseImport(Buffer.from(await exportText(records)));
  if (!result.ok) return expect.fail(JSON.stringify(result.problem));
  return result.rows;
}

describe('Goodreads-compatible export', () => {
  it('writes the 24 columns in order, ISBNs the Goodreads way, dates YYYY/MM/DD', async () => {
    const text = await exportText([hobbit, blank]);
    const [header, first, second] = text.split('\n');
    expect(header).toBe(GOODREADS_COLUMNS.join(','));
    expect(GOODREADS_COLUMNS).toHaveLength(24);
    expect(first).toContain(',"=""0618260307""","=""9780618260300""",5,4.28,');
    expect(first).toContain(',2023/04/12,2019/03,"fantasy, favourites",,read,');
    expect(first).toContain(
      '"Loved it &lt;3<br/>Tom &amp; Jerry: ""a &gt; b"", again.<br/><br/>Second paragraph.",true,',
    );
    expect(
      first?.startsWith(
        '5907,"The Hobbit, or There and Back Again",J.R.R. Tolkien,"Tolkien, J.R.R.",Alan Lee,',
      ),
    ).toBe(true);
    // The exclusive shelf joins Bookshelves unless it is "read", as Goodreads writes it.
    expect(parse(second ?? '')[0]).toEqual([
      '',
      'Untitled',
      '',
      '',
      '',
      '=""',
      '=""',
      '0',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      'to-read',
      '',
      'to-read',
      '',
      'false',
      '',
      '0',
      '0',
    ]);
  });

  it('numbers the shelves with a known place in "Bookshelves with positions"', async () => {
    const record: GoodreadsExportRecord = {
      ...blank,
      bookshelves: ['Book Club', 'fantasy'],
      positions: new Map([
        ['Book Club', 3],
        ['fantasy', 12],
      ]),
    };
    const cells = (parse(await exportText([record])) as string[][])[1] ?? [];
    const column = (name: (typeof GOODREADS_COLUMNS)[number]) =>
      cells[GOODREADS_COLUMNS.indexOf(name)];
    // The status shelf joins Bookshelves; it has no place Shelfmark keeps.
    expect(column('Bookshelves')).toBe('Book Club, fantasy, to-read');
    expect(column('Bookshelves with positions')).toBe('Book Club (#3), fantasy (#12)');
  });

  it('reads back as what was written', async () => {
    const [row, empty] = await roundTrip([hobbit, blank]);
    expect(row).toMatchObject({
      sourceId: '5907',
      title: hobbit.title,
      authors: hobbit.authors,
      isbn: { kind: 'isbn13', isbn13: '9780618260300', isbn10: '0618260307' },
      rating: { exact: 5, stars: 5 },
      publisher: 'Houghton Mifflin',
      binding: 'Paperback',
      pages: 366,
      year: 2002,
      originalYear: 1937,
      dateAdded: { date: '2019-03-01', precision: 'month' },
      shelf: { status: 'read', raw: 'read' },
      tags: ['fantasy', 'favourites'],
      review: hobbit.review,
      spoiler: true,
      privateNotes: 'Gift from Gran',
      readCount: 2,
      ownedCopies: 1,
      readings: [
        { started: unknown, finished: unknown },
        { started: unknown, finished: day('2023-04-12') },
      ],
      problems: [],
    });
    expect(empty).toMatchObject({
      sourceId: null,
      title: 'Untitled',
      authors: [],
      isbn: { kind: 'none' },
      rating: null,
      shelf: { status: 'want_to_read', raw: 'to-read' },
      tags: [],
      readings: [],
      problems: [],
    });
  });

  it('neutralises formula injection in every text cell, and reads it back as written', async () => {
    const evil = '=HYPERLINK("http://evil","x")';
    const record: GoodreadsExportRecord = {
      ...hobbit,
      title: evil,
      authors: ['+cmd|/C calc!A0', '@SUM(1+1)'],
      publisher: '-2+3',
      binding: '\t=1',
      bookshelves: ['=shelf'],
      exclusiveShelf: '@dnf',
      review: '=1+1',
      privateNotes: "'=already quoted",
      isbn13: '9780618260300"&HYPERLINK("http://evil")&"',
    };
    const text = await exportText([record]);
    const cells = (parse(text) as string[][])[1] ?? [];
    const dangerous = cells.filter(
      (cell) => /^[=+\-@\t\r]/.test(cell) && !/^="[0-9X]*"$/.test(cell),
    );
    expect(dangerous).toEqual([]);
    expect(cells[1]).toBe(`'${evil}`);
    expect(cells[6]).toBe(`9780618260300"&HYPERLINK("http://evil")&"`);

    const [row] = await roundTrip([record]);
    expect(row).toMatchObject({
      title: evil,
      authors: ['+cmd|/C calc!A0', '@SUM(1+1)'],
      publisher: '-2+3',
      review: '=1+1',
      privateNotes: "'=already quoted",
      shelf: { status: 'dnf', raw: '@dnf' },
      tags: ['=shelf'],
      isbn: { kind: 'isbn13', isbn13: '9780618260300' },
    });
    // Parsed leading whitespace is trimmed, so a tab-led cell comes back as its text.
    expect(row?.binding).toBe('=1');
  });

  it('round-trips any title, formula-like or not', async () => {
    const title = fc
      .tuple(
        fc.constantFrom('', '=', '+', '-', '@', "'", "'=", "''-", '\t='),
        fc.string({ unit: 'grapheme', maxLength: 30 }),
      )
      .map(([start, rest]) => `${start}${rest}`)
      .filter((value) => value.trim() === value && value !== '' && !hasControl(value));
    await fc.assert(
      fc.asyncProperty(fc.array(title, { minLength: 1, maxLength: 20 }), async (titles) => {
        const rows = await roundTrip(titles.map((value) => ({ ...blank, title: value })));
        expect(rows.map((row) => row.title)).toEqual(titles);
      }),
      { numRuns: 100 },
    );
  });

  it('streams from an async source and ends with its error', async () => {
    async function* failing(): AsyncGenerator<GoodreadsExportRecord> {
      yield hobbit;
      throw new Error('database went away');
    }
    const chunks: string[] = [];
    await expect(
      (async () => {
        for await (const chunk of goodreadsExportStream(failing())) chunks.push(String(chunk));
      })(),
    ).rejects.toThrow('database went away');
    // What was written before the failure was the header and the first book, no more.
    expect(chunks.join('').split('\n').filter(Boolean).length).toBeLessThanOrEqual(2);
  });

  it('writes a library of 5,000 books without holding it as one string first', async () => {
    let produced = 0;
    let chunksBeforeEnd = 0;
    async function* library(): AsyncGenerator<GoodreadsExportRecord> {
      for (let index = 0; index < 5000; index += 1) {
        produced += 1;
        yield { ...hobbit, bookId: String(index) };
      }
    }
    const stream = goodreadsExportStream(library());
    let lines = 0;
    for await (const chunk of stream) {
      if (produced < 5000) chunksBeforeEnd += 1;
      lines += String(chunk).split('\n').length - 1;
    }
    expect(chunksBeforeEnd).toBeGreaterThan(0);
    // A header and one line per book: the review's line breaks are written as <br/>.
    expect(lines).toBe(5001);
  });
});
