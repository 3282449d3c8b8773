import { z } from 'zod';
import {
  type PartialDate,
  UNKNOWN_DATE,
  goalVisibilitySchema,
  readingSchema,
} from '../../../src/api/contract';
import { BOOK_NOTE_MAX, OWNED_COPIES_MAX } from '../../../src/api/contract/shelves';
import { isbn13To10, parseIsbn } from './isbn';
import { IMPORT_MAX_READINGS } from './readings';
import { IMPORT_MAX_ROWS, type ImportProblem } from './problems';
import type { ImportOpenReading, ImportReading, ImportRow, ImportStatus } from './row';

/**
 * Shelfmark's own export (`GET /api/export/shelfmark.json`), version 1: everything a reader
 * owns, one entry per book they have a relation with, and what belongs to the account (goals,
 * shared years, the readers they follow). Readings, reviews and the progress log use the API's
 * shapes. The same schema reads it back on import, so the file round-trips without loss.
 */
export const SHELFMARK_EXPORT_FORMAT = 'shelfmark';
export const SHELFMARK_EXPORT_VERSION = 1;

/** Bounds a hostile file cannot exceed (a real export is far below them). */
const MAX_TAGS = 100;
/** Shelves of an account, and a book's places on them (shelves moved from tags may pass 100). */
const MAX_SHELVES = 10_000;
const MAX_LOG = 1000;
const MAX_FOLLOWING = 100_000;
const text = (max: number) => z.string().max(max);

const exportBookSchema = z.object({
  id: z.number().int(),
  title: text(2000).min(1),
  author: text(2000),
  isbn13: z
    .string()
    .regex(/^97[89]\d{10}$/)
    .nullable(),
  isbn: text(40).nullable(),
  publisher: text(2000).nullable(),
  published_year: z.number().int().min(-5000).max(9999).nullable(),
  page_count: z.number().int().min(1).max(100_000).nullable(),
  added_by_reader: z.boolean(),
});

const exportRelationSchema = z.object({
  read: z.boolean(),
  liked: z.boolean(),
  favorite: z.boolean(),
  reading_list: z.boolean(),
  page_count: z.number().int().min(1).max(100_000).nullable(),
  updated_at: z.string(),
});

const exportLogEntrySchema = z.object({
  reading_id: z.number().int(),
  at: z.string(),
  pages: z.number().int().min(0).max(100_000).nullable(),
  percent: z.number().int().min(0).max(100).nullable(),
});

const exportReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  title: text(1000),
  text: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** The reader's private note and owned copies of the book (book_notes). */
const exportNoteSchema = z.object({
  text: text(BOOK_NOTE_MAX),
  owned_copies: z.number().int().min(0).max(OWNED_COPIES_MAX),
  updated_at: z.iso.datetime(),
});
export type ShelfmarkNote = z.infer<typeof exportNoteSchema>;

/** What an import row kept that has no column, per source (relation_extras). */
const extrasSchema = z.partialRecord(
  z.enum(['goodreads', 'storygraph', 'shelfmark']),
  z.record(z.string(), z.unknown()),
);

/** A book's place on one of the reader's shelves, named as the account's `shelves` name it. */
const exportPlacementSchema = z.object({
  shelf: text(200).min(1),
  added_at: z.iso.datetime(),
});

export const shelfmarkBookEntrySchema = z.object({
  book: exportBookSchema,
  relation: exportRelationSchema,
  /** The book's shelves, in the reader's order of shelves. */
  shelves: z.array(exportPlacementSchema).max(MAX_SHELVES).optional(),
  /** Files exported before shelves: names that become shelves, placed at the import's time. */
  tags: z.array(text(100).min(1)).max(MAX_TAGS).optional(),
  readings: z.array(readingSchema).max(IMPORT_MAX_READINGS),
  progress_log: z.array(exportLogEntrySchema).max(MAX_LOG),
  review: exportReviewSchema.nullable(),
  /**
   * Null when the reader has none. Files exported before notes had their own home have no key:
   * their notes and copies are in `extras` (`private_notes`, `owned_copies`).
   */
  note: exportNoteSchema.nullable().optional(),
  extras: extrasSchema,
});
export type ShelfmarkBookEntry = z.infer<typeof shelfmarkBookEntrySchema>;

export const shelfmarkGoalSchema = z
  .object({
    id: z.number().int(),
    start: z.iso.date(),
    end: z.iso.date(),
    books: z.number().int().min(1).nullable(),
    pages: z.number().int().min(1).nullable(),
    visibility: goalVisibilitySchema,
    created_at: z.string(),
    updated_at: z.string(),
  })
  // The database's own rules for a goal (migration 0011), so applying never fails on one.
  .refine((goal) => goal.books !== null || goal.pages !== null, {
    path: ['books'],
    error: 'a goal has books, pages or both',
  })
  .refine((goal) => goal.end >= goal.start, { path: ['end'], error: 'is before the start' });
export type ShelfmarkGoal = z.infer<typeof shelfmarkGoalSchema>;

export const shelfmarkProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  surname: z.string(),
  full_name: z.string().nullable(),
  email: z.string(),
  gender: z.string().nullable(),
  created_at: z.string(),
});

/** One of the reader's shelves; `position` is its 0-based place in their order. */
export const shelfmarkShelfSchema = z.object({
  name: text(200).min(1),
  is_private: z.boolean(),
  position: z.number().int().min(0).max(MAX_SHELVES),
});
export type ShelfmarkShelf = z.infer<typeof shelfmarkShelfSchema>;

/**
 * What belongs to the account rather than to a book; applied with the import's last batch,
 * but for the shelves, which every batch makes sure of first (so they are made in their order,
 * with their privacy, before any book is placed on them). Files exported before shelves have
 * none.
 */
export const shelfmarkAccountSchema = z.object({
  shelves: z.array(shelfmarkShelfSchema).max(MAX_SHELVES).optional(),
  goals: z.array(shelfmarkGoalSchema).max(10_000),
  shared_years: z.array(z.number().int().min(1).max(9999)).max(10_000),
  /** Usernames of the readers followed; unknown ones are skipped on import. */
  following: z.array(text(100)).max(MAX_FOLLOWING),
});
export type ShelfmarkAccount = z.infer<typeof shelfmarkAccountSchema>;

export const shelfmarkExportSchema = z.object({
  format: z.literal(SHELFMARK_EXPORT_FORMAT),
  version: z.literal(SHELFMARK_EXPORT_VERSION),
  exported_at: z.string(),
  profile: shelfmarkProfileSchema,
  books: z.array(shelfmarkBookEntrySchema),
  ...shelfmarkAccountSchema.shape,
});

export type ShelfmarkParseResult =
  | { ok: true; rows: ImportRow[]; account: ShelfmarkAccount }
  | { ok: false; problem: ImportProblem };

/** True when the text is JSON rather than CSV: an export is one object. */
export function looksLikeJson(text: string): boolean {
  return text.trimStart().startsWith('{');
}

/**
 * A Shelfmark export's text as rows in the shared model (so preview and matching treat every
 * format alike), each carrying its exact entry (`shelfmark`) for a lossless apply.
 */
export function parseShelfmarkExport(text: string): ShelfmarkParseResult {
  // PostgreSQL cannot store a NUL character in text; the CSV formats refuse NUL bytes already.
  if (/\\u0000/i.test(text)) {
    return {
      ok: false,
      problem: { code: 'invalid_export', issues: ['contains a NUL character (\\u0000)'] },
    };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problem: { code: 'invalid_export', issues: ['is not valid JSON'] } };
  }
  const head = z.object({ format: z.string(), version: z.unknown() }).safeParse(raw);
  if (!head.success || head.data.format !== SHELFMARK_EXPORT_FORMAT) {
    return {
      ok: false,
      problem: { code: 'invalid_export', issues: ['format: is not a Shelfmark export'] },
    };
  }
  if (head.data.version !== SHELFMARK_EXPORT_VERSION) {
    return {
      ok: false,
      problem: {
        code: 'invalid_export',
        issues: [`version: only version ${SHELFMARK_EXPORT_VERSION} can be read`],
      },
    };
  }
  const books = (raw as { books?: unknown }).books;
  if (Array.isArray(books) && books.length > IMPORT_MAX_ROWS) {
    return { ok: false, problem: { code: 'too_many_rows', maxRows: IMPORT_MAX_ROWS } };
  }
  const parsed = shelfmarkExportSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`);
    return { ok: false, problem: { code: 'invalid_export', issues } };
  }
  const { goals, shared_years: sharedYears, following, shelves = [] } = parsed.data;
  if (
    parsed.data.books.length === 0 &&
    goals.length === 0 &&
    following.length === 0 &&
    shelves.length === 0
  ) {
    return { ok: false, problem: { code: 'no_rows', format: 'shelfmark' } };
  }
  return {
    ok: true,
    rows: parsed.data.books.map((entry, index) => shelfmarkRow(entry, index + 1)),
    account: { shelves, goals, shared_years: sharedYears, following },
  };
}

/**
 * The status the journal derives (src/api/contract/journal.ts) of an export's entry, as an
 * import shelf says it (a paused book is one being read). An ended reading with an unknown end
 * counts as the oldest, as the files list such reads (the journal's page shows it as recorded
 * on its import day instead), so a file's status survives an export and an import again.
 */
export function entryStatus(entry: ShelfmarkBookEntry): ImportStatus | null {
  const active = entry.readings.find((reading) => reading.state === 'reading');
  if (active || entry.readings.some((reading) => reading.state === 'paused')) return 'reading';
  if (entry.relation.reading_list) return 'want_to_read';
  const ended = entry.readings.filter(
    (reading) => reading.state === 'read' || reading.state === 'dnf',
  );
  const endOf = (reading: (typeof ended)[number]) =>
    (reading.state === 'read' ? reading.finished?.date : reading.stopped?.date) ?? '';
  const latest = ended.reduce<(typeof ended)[number] | undefined>(
    (best, reading) => (!best || endOf(reading) >= endOf(best) ? reading : best),
    undefined,
  );
  return latest ? (latest.state as 'read' | 'dnf') : null;
}

function shelfmarkRow(entry: ShelfmarkBookEntry, line: number): ImportRow {
  const { book, review } = entry;
  const isbn: ImportRow['isbn'] = book.isbn13
    ? { kind: 'isbn13', isbn13: book.isbn13, ...withIsbn10(book.isbn13) }
    : book.isbn
      ? parseIsbn(book.isbn)
      : { kind: 'none' };
  const readings: ImportReading[] = entry.readings
    .filter((reading) => reading.state === 'read')
    .map((reading) => ({ started: reading.started, finished: reading.finished ?? UNKNOWN_DATE }));
  const open = entry.readings.find((reading) => reading.state !== 'read');
  const openReading: ImportOpenReading | null = open
    ? {
        state: open.state === 'dnf' ? 'dnf' : 'reading',
        started: open.started,
        stopped: (open.state === 'dnf' ? open.stopped : null) ?? UNKNOWN_DATE,
      }
    : null;
  const status = entryStatus(entry);
  return {
    line,
    source: 'shelfmark',
    sourceId: null,
    title: book.title,
    authors: book.author === '' ? [] : [book.author],
    isbn,
    publisher: book.publisher,
    binding: null,
    pages: book.page_count,
    year: book.published_year,
    originalYear: null,
    rating: review ? { exact: review.rating, stars: review.rating as 1 | 2 | 3 | 4 | 5 } : null,
    review: review && review.text !== '' ? review.text : null,
    spoiler: false,
    privateNotes: entry.note?.text || null,
    readCount: readings.length,
    dateAdded: UNKNOWN_DATE as PartialDate,
    readings,
    openReading,
    shelf: { status, raw: status ?? '' },
    tags: [...(entry.shelves ?? []).map((placement) => placement.shelf), ...(entry.tags ?? [])],
    ownedCopies: entry.note?.owned_copies ?? null,
    extra: {},
    problems: [],
    shelfmark: entry,
  };
}

function withIsbn10(isbn13: string): { isbn10?: string } {
  const isbn10 = isbn13To10(isbn13);
  return isbn10 ? { isbn10 } : {};
}
