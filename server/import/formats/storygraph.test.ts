import { describe, expect, it } from 'vitest';
import { STORYGRAPH_COLUMNS } from './columns';
import { day, parseFixture, rowTitled, unknown } from './testFixtures';
import { parseImport } from './parseImport';

describe('StoryGraph export', () => {
  const { format, rows } = parseFixture('storygraph_export.csv');

  it('is told by its header', () => {
    expect(format).toBe('storygraph');
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.source === 'storygraph' && row.sourceId === null)).toBe(true);
    expect(rows.flatMap((row) => row.problems)).toEqual([]);
  });

  it('makes one reading per Dates Read range, earliest first', () => {
    const kings = rowTitled(rows, 'The Way of Kings');
    expect(kings.readings).toEqual([
      { started: day('2023-01-05'), finished: day('2023-01-20') },
      { started: day('2024-03-01'), finished: day('2024-03-09') },
    ]);
    expect(kings).toMatchObject({
      readCount: 2,
      shelf: { status: 'read', raw: 'read' },
      binding: 'hardcover',
      dateAdded: day('2022-12-28'),
      tags: ['fantasy', 'doorstopper'],
      review: 'A thousand pages that go by like three hundred.',
      isbn: { kind: 'isbn13', isbn13: '9780765326355' },
    });
  });

  it('keeps quarter stars exact and rounds them half up to whole stars', () => {
    expect(rowTitled(rows, 'The Way of Kings').rating).toEqual({ exact: 4.75, stars: 5 });
    expect(rowTitled(rows, 'The Odyssey').rating).toEqual({ exact: 3.25, stars: 3 });
    expect(rowTitled(rows, 'Wool Omnibus').rating).toEqual({ exact: 2.5, stars: 3 });
    expect(rowTitled(rows, 'Kindred').rating).toBeNull();
  });

  it('keeps moods, pace, character questions, warnings and Owned? in extra', () => {
    expect(rowTitled(rows, 'The Way of Kings').extra).toEqual({
      'Last Date Read': '2024/03/09',
      Moods: 'adventurous, emotional, tense',
      Pace: 'medium',
      'Character- or Plot-Driven?': 'A mix',
      'Strong Character Development?': 'Yes',
      'Loveable Characters?': 'Yes',
      'Diverse Characters?': 'Yes',
      'Flawed Characters?': 'Yes',
      'Content Warnings': 'Graphic: Violence, Death; Moderate: Slavery',
      'Content Warning Description': 'Battle scenes throughout.',
      'Owned?': 'Yes',
    });
  });

  it('adds contributors to the authors, keeping their roles in extra', () => {
    const odyssey = rowTitled(rows, 'The Odyssey');
    expect(odyssey.authors).toEqual(['Homer', 'Robert Fagles', 'Bernard Knox']);
    expect(odyssey.extra.Contributors).toBe(
      'Robert Fagles (Translator), Bernard Knox (Introduction)',
    );
    // A single date is the day the read finished.
    expect(odyssey.readings).toEqual([{ started: unknown, finished: day('2019-11-03') }]);
  });

  it('reads an ASIN in ISBN/UID', () => {
    expect(rowTitled(rows, 'Wool Omnibus').isbn).toEqual({ kind: 'asin', asin: 'B00K0OI42W' });
  });

  it('reads did-not-finish as DNF with its range as the abandoned reading', () => {
    const ulysses = rowTitled(rows, 'Ulysses');
    expect(ulysses.shelf).toEqual({ status: 'dnf', raw: 'did-not-finish' });
    expect(ulysses.readings).toEqual([]);
    expect(ulysses.openReading).toEqual({
      state: 'dnf',
      started: day('2022-06-01'),
      stopped: day('2022-07-15'),
    });
  });

  it('reads an open range of a book being read as its start', () => {
    const station = rowTitled(rows, 'Station Eleven');
    expect(station.shelf.status).toBe('reading');
    expect(station.readings).toEqual([]);
    expect(station.openReading).toEqual({
      state: 'reading',
      started: day('2024-05-02'),
      stopped: unknown,
    });
  });

  it('reads to-read as want to read', () => {
    expect(rowTitled(rows, 'Kindred')).toMatchObject({
      shelf: { status: 'want_to_read', raw: 'to-read' },
      readings: [],
      openReading: null,
    });
  });
});

/** A StoryGraph file of one book from these cells. */
function oneBook(cells: Partial<Record<(typeof STORYGRAPH_COLUMNS)[number], string>>) {
  const values: Record<string, string> = {
    Title: 'Dune',
    Authors: 'Frank Herbert',
    'Read Status': 'read',
    ...cells,
  };
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
  const csv = `${STORYGRAPH_COLUMNS.map(quote).join(',')}\n${STORYGRAPH_COLUMNS.map((column) => quote(values[column] ?? '')).join(',')}\n`;
  const result = parseImport(Buffer.from(csv));
  if (!result.ok || !result.rows[0]) return expect.fail(JSON.stringify(result));
  return result.rows[0];
}

describe('StoryGraph cells that are off', () => {
  it('reads ranges with one side missing, and the same range twice as two reads', () => {
    expect(oneBook({ 'Dates Read': '-2020/05/01, 2019/03/02-' }).readings).toEqual([
      { started: day('2019-03-02'), finished: unknown },
      { started: unknown, finished: day('2020-05-01') },
    ]);
    expect(
      oneBook({ 'Dates Read': '2020/01/01-2020/01/09, 2020/01/01-2020/01/09' }).readings,
    ).toHaveLength(2);
  });

  it('pads to Read Count with undated reads, and uses Last Date Read without ranges', () => {
    expect(oneBook({ 'Dates Read': '2021/02/01-2021/02/14', 'Read Count': '3' }).readings).toEqual([
      { started: unknown, finished: unknown },
      { started: unknown, finished: unknown },
      { started: day('2021-02-01'), finished: day('2021-02-14') },
    ]);
    expect(oneBook({ 'Last Date Read': '2021/02/14' }).readings).toEqual([
      { started: unknown, finished: day('2021-02-14') },
    ]);
  });

  it('keeps the end of a range that ends before it starts, drops its start, says so', () => {
    const row = oneBook({ 'Dates Read': '2021/03/01-2021/02/01' });
    expect(row.readings).toEqual([{ started: unknown, finished: day('2021-02-01') }]);
    expect(row.problems).toEqual([
      'Dates Read: a read ends (2021-02-01) before it starts (2021-03-01)',
    ]);
  });

  it('reports an unreadable range and keeps the others', () => {
    const row = oneBook({
      'Dates Read': 'last summer, 2021/02/01-2021/02/14',
      'Star Rating': 'five',
    });
    expect(row.readings).toEqual([{ started: day('2021-02-01'), finished: day('2021-02-14') }]);
    expect(row.problems).toEqual([
      'Dates Read: "last summer" is not a date or a range of dates',
      'Star Rating: "five" is not a rating from 0 to 5',
    ]);
  });

  it('rounds a quarter star up to one star, never to none', () => {
    expect(oneBook({ 'Star Rating': '0.25' }).rating).toEqual({ exact: 0.25, stars: 1 });
    expect(oneBook({ 'Star Rating': '4.5' }).rating).toEqual({ exact: 4.5, stars: 5 });
    expect(oneBook({ 'Star Rating': '4.25' }).rating).toEqual({ exact: 4.25, stars: 4 });
  });
});
