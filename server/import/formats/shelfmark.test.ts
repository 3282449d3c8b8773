import { describe, expect, it } from 'vitest';
import { parseImport } from './parseImport';

const entry = {
  book: {
    id: 7,
    title: 'Dune',
    author: 'Frank Herbert',
    isbn13: '9780441013593',
    isbn: '9780441013593',
    publisher: 'Ace',
    published_year: 1965,
    page_count: null,
    added_by_reader: false,
  },
  relation: {
    read: true,
    liked: true,
    favorite: false,
    reading_list: false,
    page_count: 612,
    updated_at: '2026-11-21T12:00:00.000Z',
  },
  tags: ['classics'],
  readings: [
    {
      id: 3,
      book_id: 7,
      state: 'read',
      started: { date: '2024-01-01', precision: 'month' },
      finished: { date: '2024-02-03', precision: 'day' },
      stopped: null,
      dnf_reason: null,
      progress: { pages: null, percent: null },
      note: 'Spice.',
      created_at: '2024-01-01T10:00:00.000Z',
      updated_at: '2024-02-03T10:00:00.000Z',
    },
  ],
  progress_log: [],
  review: {
    id: 1,
    rating: 5,
    title: 'Yes',
    text: 'Great.',
    created_at: '2024-02-03T10:00:00.000Z',
    updated_at: '2024-02-03T10:00:00.000Z',
  },
  extras: { goodreads: { owned_copies: 1 } },
};

const exportOf = (overrides: Record<string, unknown> = {}) =>
  Buffer.from(
    JSON.stringify({
      format: 'shelfmark',
      version: 1,
      exported_at: '2026-11-21T12:00:00.000Z',
      profile: {
        id: 1,
        username: 'ada_reads',
        name: 'Ada',
        surname: 'Lovelace',
        full_name: null,
        email: 'ada@shelfmark.test',
        gender: null,
        created_at: '2026-01-01T00:00:00.000Z',
      },
      books: [entry],
      goals: [],
      shared_years: [2025],
      following: ['bora_books'],
      ...overrides,
    }),
  );

describe("Shelfmark's own export", () => {
  it('is told by its content and read into rows carrying their exact entry', () => {
    // A file exported before shelves: the book's tags, no shelves of the account.
    const result = parseImport(exportOf());
    if (!result.ok) expect.fail(JSON.stringify(result.problem));
    expect(result.format).toBe('shelfmark');
    expect(result.account).toEqual({
      shelves: [],
      goals: [],
      shared_years: [2025],
      following: ['bora_books'],
    });
    const [row] = result.rows;
    expect(row).toMatchObject({
      line: 1,
      source: 'shelfmark',
      title: 'Dune',
      authors: ['Frank Herbert'],
      isbn: { kind: 'isbn13', isbn13: '9780441013593', isbn10: '0441013597' },
      rating: { exact: 5, stars: 5 },
      review: 'Great.',
      readCount: 1,
      shelf: { status: 'read', raw: 'read' },
      tags: ['classics'],
      problems: [],
    });
    expect(row?.readings).toEqual([
      {
        started: { date: '2024-01-01', precision: 'month' },
        finished: { date: '2024-02-03', precision: 'day' },
      },
    ]);
    expect(row?.shelfmark).toEqual(entry);
  });

  it("reads the account's shelves and each book's places on them as shelf names", () => {
    const shelves = [
      { name: 'Book Club', is_private: false, position: 0 },
      { name: 'secret', is_private: true, position: 1 },
      { name: 'empty one', is_private: false, position: 2 },
    ];
    const placed = {
      ...entry,
      tags: undefined,
      shelves: [
        { shelf: 'Book Club', added_at: '2024-01-02T00:00:00.000Z' },
        { shelf: 'secret', added_at: '2025-06-01T08:30:00.000Z' },
      ],
    };
    const result = parseImport(exportOf({ books: [placed], shelves }));
    if (!result.ok) expect.fail(JSON.stringify(result.problem));
    expect(result.account?.shelves).toEqual(shelves);
    expect(result.rows[0]?.tags).toEqual(['Book Club', 'secret']);
    // Shelves alone are something to import.
    const onlyShelves = parseImport(
      exportOf({ books: [], goals: [], shared_years: [], following: [], shelves }),
    );
    expect(onlyShelves.ok).toBe(true);
    // A date added that is not a timestamp is refused with the place it is in.
    const badDate = { ...placed, shelves: [{ shelf: 'Book Club', added_at: 'yesterday' }] };
    const refused = parseImport(exportOf({ books: [badDate], shelves }));
    expect(refused.ok ? null : refused.problem).toMatchObject({
      code: 'invalid_export',
      issues: [expect.stringMatching(/^books\.0\.shelves\.0\.added_at/)],
    });
  });

  it('refuses JSON that is not a readable export, naming the first problems', () => {
    const refused = (bytes: Buffer) => {
      const result = parseImport(bytes);
      return result.ok ? null : result.problem;
    };
    expect(refused(Buffer.from('{"books": ['))).toEqual({
      code: 'invalid_export',
      issues: ['is not valid JSON'],
    });
    expect(refused(Buffer.from('{"format":"other"}'))).toMatchObject({ code: 'invalid_export' });
    expect(refused(exportOf({ version: 2 }))).toEqual({
      code: 'invalid_export',
      issues: ['version: only version 1 can be read'],
    });
    const badReading = {
      ...entry,
      readings: [{ ...entry.readings[0], state: 'read', finished: null }],
    };
    const problem = refused(exportOf({ books: [badReading] }));
    expect(problem).toMatchObject({ code: 'invalid_export' });
    expect(problem && 'issues' in problem && problem.issues[0]).toMatch(/^books\.0\.readings\.0/);
    expect(refused(exportOf({ following: ['nul\u0000'] }))).toMatchObject({
      code: 'invalid_export',
    });
    const goal = {
      id: 1,
      start: '2026-12-31',
      end: '2026-01-01',
      books: null,
      pages: null,
      visibility: 'public',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    expect(refused(exportOf({ goals: [goal] }))).toMatchObject({ code: 'invalid_export' });
    expect(refused(exportOf({ books: [], goals: [], following: [] }))).toEqual({
      code: 'no_rows',
      format: 'shelfmark',
    });
  });
});
