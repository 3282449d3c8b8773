import { describe, expect, it } from 'vitest';
import { day, parseFixture, rowTitled, unknown } from './testFixtures';
import { parseImport } from './parseImport';

describe('Goodreads export, 24 columns', () => {
  const { format, rows } = parseFixture('goodreads_library_export.csv');

  it('is told by its header and numbers its data rows from 1', () => {
    expect(format).toBe('goodreads');
    expect(rows.map((row) => row.line)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows.every((row) => row.source === 'goodreads' && row.problems.length === 0)).toBe(true);
  });

  it('reads a re-read book: two readings, the latest finished on Date Read', () => {
    const hobbit = rowTitled(rows, 'The Hobbit, or There and Back Again');
    expect(hobbit).toMatchObject({
      sourceId: '5907',
      authors: ['J.R.R. Tolkien'],
      isbn: { kind: 'isbn13', isbn13: '9780618260300', isbn10: '0618260307' },
      publisher: 'Houghton Mifflin',
      binding: 'Paperback',
      pages: 366,
      year: 2002,
      originalYear: 1937,
      rating: { exact: 5, stars: 5 },
      spoiler: false,
      privateNotes: 'Gift from Gran',
      readCount: 2,
      ownedCopies: 1,
      dateAdded: day('2019-03-01'),
      shelf: { status: 'read', raw: 'read' },
      openReading: null,
    });
    expect(hobbit.readings).toEqual([
      { started: unknown, finished: unknown },
      { started: unknown, finished: day('2023-04-12') },
    ]);
  });

  it('turns the review HTML into text, keeping quoted commas and newlines', () => {
    const hobbit = rowTitled(rows, 'The Hobbit, or There and Back Again');
    expect(hobbit.review).toBe(
      'Second time through, and still perfect.\n\n' +
        'Bilbo, Gandalf, Thorin & co.: "a long-expected party", again.\n' +
        'Read it aloud this time.',
    );
    const wind = rowTitled(rows, 'The Name of the Wind (The Kingkiller Chronicle, #1)');
    expect(wind.review).toBe('Kvothe, the innkeeper, is the whole trick.\nChapter 92 spoils it.');
    expect(wind.spoiler).toBe(true);
  });

  it('splits Bookshelves into tags, keeps the positions verbatim in extra', () => {
    const hobbit = rowTitled(rows, 'The Hobbit, or There and Back Again');
    expect(hobbit.tags).toEqual(['fantasy', 'classics', 'favourites']);
    expect(hobbit.extra).toEqual({
      'Author l-f': 'Tolkien, J.R.R.',
      'Average Rating': '4.28',
      'Bookshelves with positions': 'fantasy (#3), classics (#1), favourites (#12)',
    });
    // The status shelf is not a tag.
    expect(rowTitled(rows, 'Pride and Prejudice').tags).toEqual(['classics']);
  });

  it('reads a custom dnf exclusive shelf as DNF, stopped on Date Read, not a tag', () => {
    const jest = rowTitled(rows, 'Infinite Jest');
    expect(jest.shelf).toEqual({ status: 'dnf', raw: 'dnf' });
    expect(jest.readings).toEqual([]);
    expect(jest.openReading).toEqual({
      state: 'dnf',
      started: unknown,
      stopped: day('2022-08-15'),
    });
    expect(jest.tags).toEqual([]);
    expect(jest.rating).toBeNull();
    expect(jest.review).toBe('Gave up at page 300. The footnotes > me.');
  });

  it('keeps another custom exclusive shelf as a tag with no status', () => {
    const wind = rowTitled(rows, 'The Name of the Wind (The Kingkiller Chronicle, #1)');
    expect(wind.shelf).toEqual({ status: null, raw: 'waiting-for-sequel' });
    expect(wind.tags).toEqual(['fantasy', 'waiting-for-sequel']);
    expect(wind.readings).toEqual([{ started: unknown, finished: day('2018-07-30') }]);
  });

  it('reads a book being read as an open reading, with no finished one', () => {
    const hailMary = rowTitled(rows, 'Project Hail Mary');
    expect(hailMary.shelf.status).toBe('reading');
    expect(hailMary.openReading).toEqual({ state: 'reading', started: unknown, stopped: unknown });
    expect(hailMary.readings).toEqual([]);
  });

  it('reads an ISBN-less Kindle row as no ISBN', () => {
    expect(rowTitled(rows, 'Project Hail Mary').isbn).toEqual({ kind: 'none' });
  });

  it('reads a want-to-read book, 0 stars as unrated, additional authors after the author', () => {
    const pride = rowTitled(rows, 'Pride and Prejudice');
    expect(pride).toMatchObject({
      shelf: { status: 'want_to_read', raw: 'to-read' },
      rating: null,
      readCount: 0,
      readings: [],
      openReading: null,
      authors: ['Jane Austen', 'Anna Quindlen'],
    });
  });

  it('reads negative original years and a read book without Date Read', () => {
    expect(rowTitled(rows, 'The Odyssey')).toMatchObject({
      originalYear: -720,
      authors: ['Homer', 'Robert Fagles', 'Bernard Knox'],
    });
    expect(rowTitled(rows, 'Dune (Dune Chronicles #1)').readings).toEqual([
      { started: unknown, finished: unknown },
    ]);
  });
});

describe('Goodreads export, older 31 columns', () => {
  const { format, rows } = parseFixture('goodreads_library_export_31_columns.csv');

  it('finds Owned Copies by name among the old columns, and keeps those in extra', () => {
    expect(format).toBe('goodreads');
    const road = rowTitled(rows, 'The Road');
    expect(road).toMatchObject({
      ownedCopies: 1,
      readCount: 1,
      rating: { exact: 4, stars: 4 },
      review: 'Bleak,\nand bleakly beautiful.',
      readings: [{ started: unknown, finished: day('2012-10-21') }],
    });
    expect(road.extra).toMatchObject({
      'Recommended For': 'Dad',
      'Recommended By': 'Sam',
      'Original Purchase Date': '2012/09/30',
      'Original Purchase Location': "Powell's City of Books",
      Condition: 'Very good',
      'Condition Description': 'Small tear on the jacket',
    });
    expect(rowTitled(rows, 'Ulysses').extra.BCID).toBe('123-4567890');
    expect(rowTitled(rows, 'Kindred').ownedCopies).toBe(0);
  });
});

/** A Goodreads file of one book from these cells (other columns empty). */
function oneBook(cells: Record<string, string>) {
  const columns = ['Book Id', 'Title', 'Author', 'Exclusive Shelf', ...Object.keys(cells)];
  const values = {
    'Book Id': '1',
    Title: 'Dune',
    Author: 'Frank Herbert',
    'Exclusive Shelf': 'read',
    ...cells,
  };
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
  const csv = `${[...new Set(columns)].map(quote).join(',')}\n${[...new Set(columns)].map((column) => quote(values[column as keyof typeof values] ?? '')).join(',')}\n`;
  const result = parseImport(Buffer.from(csv));
  if (!result.ok || !result.rows[0]) return expect.fail(JSON.stringify(result));
  return result.rows[0];
}

describe('Goodreads cells that are off', () => {
  it('tolerates month, year and ISO dates', () => {
    expect(oneBook({ 'Date Read': '2019/11' }).readings).toEqual([
      { started: unknown, finished: { date: '2019-11-01', precision: 'month' } },
    ]);
    expect(oneBook({ 'Date Read': '2019' }).readings[0]?.finished).toEqual({
      date: '2019-01-01',
      precision: 'year',
    });
    expect(oneBook({ 'Date Added': '2019-11-03' }).dateAdded).toEqual(day('2019-11-03'));
  });

  it('reports a bad cell on its row and keeps going', () => {
    const row = oneBook({
      'Date Read': '2019/02/30',
      'Number of Pages': 'lots',
      'My Rating': '7',
      Spoiler: 'maybe',
    });
    expect([...row.problems].sort()).toEqual([
      'Date Read: "2019/02/30" is not a date (YYYY/MM/DD)',
      'My Rating: "7" is not a rating from 0 to 5',
      'Number of Pages: "lots" is not a whole number from 0 to 100000',
      'Spoiler: "maybe" is not true or false',
    ]);
    expect(row).toMatchObject({ title: 'Dune', pages: null, rating: null, spoiler: false });
    expect(row.readings).toEqual([{ started: unknown, finished: unknown }]);
  });

  it('emits Read Count readings for a read book, but never more than 100', () => {
    expect(oneBook({ 'Read Count': '3', 'Date Read': '2020/01/02' }).readings).toEqual([
      { started: unknown, finished: unknown },
      { started: unknown, finished: unknown },
      { started: unknown, finished: day('2020-01-02') },
    ]);
    const hostile = oneBook({ 'Read Count': '1000000000', 'Date Read': '2020/01/02' });
    expect(hostile.readings).toHaveLength(100);
    expect(hostile.readings.at(-1)?.finished).toEqual(day('2020-01-02'));
    expect(hostile.problems).toEqual(['Read Count: only the last 100 reads are imported']);
  });

  it('counts the open reading in Read Count for a re-read in progress', () => {
    const row = oneBook({
      'Exclusive Shelf': 'currently-reading',
      'Read Count': '2',
      'Date Read': '2020/01/02',
    });
    expect(row.readings).toEqual([{ started: unknown, finished: day('2020-01-02') }]);
    expect(row.openReading).toEqual({ state: 'reading', started: unknown, stopped: unknown });
  });

  it('names DNF shelves however readers spell them, and not others', () => {
    const statusOf = (shelf: string) => oneBook({ 'Exclusive Shelf': shelf }).shelf.status;
    for (const shelf of [
      'DNF',
      'dnf-2023',
      'did-not-finish',
      'Did Not Finish',
      "didn't-finish",
      'abandoned',
      'gave_up',
    ]) {
      expect([shelf, statusOf(shelf)]).toEqual([shelf, 'dnf']);
    }
    for (const shelf of ['unfinished-series', 'favourites', 'owned']) {
      expect([shelf, statusOf(shelf)]).toEqual([shelf, null]);
    }
    expect(statusOf('Currently Reading')).toBe('reading');
  });

  it('takes one quote off a cell our export escaped, and only then', () => {
    expect(oneBook({ Title: `'=HYPERLINK("http://evil","x")` }).title).toBe(
      '=HYPERLINK("http://evil","x")',
    );
    expect(oneBook({ Title: `''-ism` }).title).toBe(`'-ism`);
    expect(oneBook({ Title: `'Salem's Lot` }).title).toBe(`'Salem's Lot`);
  });

  it('numbers rows as they are in the file, rows of empty cells included', () => {
    const csv =
      'Book Id,Title,Author,Exclusive Shelf\n1,Dune,Frank Herbert,read\n,,,\n2,Emma,Jane Austen,read\n';
    const result = parseImport(Buffer.from(csv));
    expect(result.ok && result.rows.map((row) => [row.line, row.title])).toEqual([
      [1, 'Dune'],
      [3, 'Emma'],
    ]);
  });

  it('keeps a cell past the header in extra by position', () => {
    const csv = 'Book Id,Title,Author,Exclusive Shelf\n1,Dune,Frank Herbert,read,stray\n';
    const result = parseImport(Buffer.from(csv));
    expect(result.ok && result.rows[0]?.extra).toEqual({ 'Column 5': 'stray' });
  });
});
