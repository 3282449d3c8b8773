import type { ImportProblemCode, ImportSummary, ImportUncertainRow } from '../contract';

/**
 * Imports as the server answers them (src/api/contract/imports.ts), for the machine tests, the
 * components' stories and the MSW world: a Goodreads file of 1,250 rows with two uncertain rows,
 * skipped rows, its progress and its result, and the refusals a file can get.
 */

const STAMP = '2026-06-14T09:30:00.000Z';

export const uncertainRows: ImportUncertainRow[] = [
  {
    line: 14,
    title: 'The Left Hand of Darknes',
    authors: ['Ursula Le Guin'],
    isbn: null,
    candidates: [
      {
        book_id: 101,
        title: 'The Left Hand of Darkness',
        author: 'Ursula K. Le Guin',
        isbn: '9780441478125',
        published_year: 1969,
        confidence: 0.82,
      },
      {
        book_id: 102,
        title: 'The Left Hand of Darkness: 50th Anniversary Edition',
        author: 'Ursula K. Le Guin',
        isbn: '9780143111597',
        published_year: 2019,
        confidence: 0.61,
      },
    ],
    choice: null,
  },
  {
    line: 211,
    title: 'Kürk Mantolu Madonna',
    authors: ['Sabahattin Ali'],
    isbn: null,
    candidates: [
      {
        book_id: 205,
        title: 'Madonna in a Fur Coat',
        author: 'Sabahattin Ali',
        isbn: '9780241293928',
        published_year: 2016,
        confidence: 0.44,
      },
    ],
    choice: null,
  },
];

/** A preview of 1,250 rows: most matched, some to create, two uncertain, three skipped. */
export function importPreviewFixture(overrides: Partial<ImportSummary> = {}): ImportSummary {
  return {
    id: 7,
    format: 'goodreads',
    filename: 'goodreads_library_export.csv',
    status: 'previewed',
    already_imported_at: null,
    rows: {
      total: 1250,
      matched: { isbn13: 1020, isbn10: 85, title_author: 40, chosen: 0 },
      to_create: 100,
      uncertain: 2,
      unresolved: 2,
      skipped: 3,
      with_problems: 4,
    },
    shelves: [
      { shelf: 'read', becomes: 'read', rows: 1100 },
      { shelf: 'to-read', becomes: 'want_to_read', rows: 120 },
      { shelf: 'currently-reading', becomes: 'reading', rows: 3 },
      { shelf: 'dnf', becomes: 'dnf', rows: 22 },
      { shelf: 'book-club', becomes: 'tag', rows: 48 },
    ],
    shelves_new: {
      names: ['book-club', 'summer-2024', 'owned', 'signed copies'],
      total: 4,
      over_limit: 0,
    },
    contents: { ratings: 980, reviews: 212, readings: 1164, tags: 6 },
    uncertain: uncertainRows,
    skipped: [
      { line: 37, title: '', authors: [], isbn: null, reasons: ['Title: is empty'] },
      {
        line: 512,
        title: 'Untitled draft',
        authors: ['Unknown'],
        isbn: '12345',
        reasons: ['ISBN13: is not an ISBN', 'Exclusive Shelf: "archive" is not a shelf'],
      },
      {
        line: 1201,
        title: 'A Very Long Book Name That Goes On',
        authors: ['A. Writer'],
        isbn: null,
        reasons: ['Read Count: is not a number'],
      },
    ],
    progress: { done: 0, total: 1250 },
    result: null,
    created_at: STAMP,
    updated_at: STAMP,
    finished_at: null,
    ...overrides,
  };
}

/** The preview with every uncertain row chosen. */
export function importResolvedFixture(): ImportSummary {
  const preview = importPreviewFixture();
  return {
    ...preview,
    rows: {
      ...preview.rows,
      matched: { ...preview.rows.matched, chosen: 1 },
      to_create: 101,
      unresolved: 0,
    },
    uncertain: [
      { ...uncertainRows[0]!, choice: { action: 'book', book_id: 101 } },
      { ...uncertainRows[1]!, choice: { action: 'create' } },
    ],
  };
}

/** Applying, `done` rows of the total. */
export function importApplyingFixture(done = 500): ImportSummary {
  return {
    ...importResolvedFixture(),
    status: 'applying',
    progress: { done, total: 1250 },
  };
}

/** Applied: 1,247 imported, 101 books created, 3 skipped. */
export function importDoneFixture(overrides: Partial<ImportSummary> = {}): ImportSummary {
  return {
    ...importResolvedFixture(),
    status: 'done',
    progress: { done: 1250, total: 1250 },
    result: { imported: 1247, created: 101, skipped: 3 },
    finished_at: '2026-06-14T09:31:12.000Z',
    ...overrides,
  };
}

/** The same file again: everything matches, nothing would change. */
export function importAlreadyImportedFixture(): ImportSummary {
  return importPreviewFixture({
    id: 8,
    already_imported_at: '2026-06-14T09:31:12.000Z',
    rows: {
      total: 1250,
      matched: { isbn13: 1125, isbn10: 85, title_author: 40, chosen: 0 },
      to_create: 0,
      uncertain: 0,
      unresolved: 0,
      skipped: 0,
      with_problems: 0,
    },
    uncertain: [],
    skipped: [],
  });
}

/** A small Shelfmark export, every book in the catalogue, never imported before. */
export function importNothingNewFixture(): ImportSummary {
  return importPreviewFixture({
    id: 9,
    format: 'shelfmark',
    filename: 'shelfmark-export.json',
    rows: {
      total: 12,
      matched: { isbn13: 10, isbn10: 0, title_author: 2, chosen: 0 },
      to_create: 0,
      uncertain: 0,
      unresolved: 0,
      skipped: 0,
      with_problems: 0,
    },
    shelves: [
      { shelf: 'read', becomes: 'read', rows: 9 },
      { shelf: 'to-read', becomes: 'want_to_read', rows: 3 },
    ],
    contents: { ratings: 8, reviews: 2, readings: 9, tags: 0 },
    uncertain: [],
    skipped: [],
  });
}

/** The `values` of a code 1 answer refusing a file, worded as server/routes/imports.ts words them. */
export function refusalValues(problem: ImportProblemCode): string[] {
  const extra: Partial<Record<ImportProblemCode, string[]>> = {
    missing_columns: ['missing: Title, Exclusive Shelf'],
    not_csv: ['line: 3'],
    invalid_export: ['issue: books.0.title: is required'],
  };
  return [
    `file: cannot be imported (${problem})`,
    `problem: ${problem}`,
    ...(extra[problem] ?? []),
  ];
}
