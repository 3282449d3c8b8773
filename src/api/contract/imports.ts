import { z } from './zod';
import { envelope } from './envelope';
import { readingStatusSchema } from './journal';
import { MAX_ID, emptyBodySchema, idSchema, pagingShape, type EmptyBody } from './requests';
import type { Access } from './routes';
import { IMPORT_FILE_MAX_BYTES } from './importLimits';

export * from './importLimits';

/**
 * Import and export: a reader brings their library from Goodreads, StoryGraph or
 * Shelfmark's own export, sees what will happen before anything is written, and takes
 * everything they own away again.
 *
 * The flow: `/imports/preview` uploads the file (base64 in JSON) and answers the import's id
 * and its preview; nothing is written to the reader's shelves. Uncertain rows (a title and
 * author that match a catalogue book only loosely) get a choice with `/imports/resolve`.
 * `/imports/confirm` starts applying it; `/imports/status` answers the progress (done/total)
 * while it runs and the result once done; `/imports/skipped` answers the rows that were not
 * imported, as CSV text to download.
 *
 * Applying runs in resumable batches: each batch is one transaction that also records the
 * progress, and applying a row is idempotent (readings are de-duplicated by book, state and
 * dates, the review is upserted, a book already on a shelf stays there as it was, books are
 * found before they are created), so a restart resumes where the last committed batch ended
 * and importing the same file twice changes nothing the second time.
 *
 * Mapping (the reading journal's rules, journal.ts): a to-read shelf puts the book on the
 * reading list, read adds read readings with their dates (Read Count of them), currently-reading
 * an active reading, a DNF shelf a DNF reading; other exclusive shelves, Bookshelves and
 * StoryGraph's Tags become the reader's shelves (contract/shelves.ts): one shelf per name as
 * `shelfNameKey` folds it, found among the reader's shelves or made at the end of their order
 * (public, the file's first spelling, up to SHELVES_MAX), a built-in list's name never one. The
 * book is placed on them as of the row's Date Added, else the import's time. A rating becomes
 * the review's stars (whole stars 1-5, rounded half up: 3.25 is 3, 3.5 is 4) and the exact
 * value is kept for a finer scale later; a review needs a read book and a rating, as in the
 * app, so an unrated review or a rating of an unread book is kept with the extras instead. What
 * has no column yet (owned copies, private notes, spoiler flag, date added, the source's ids
 * and other cells, StoryGraph's moods and pace) is kept per source with the relation and
 * exported again.
 *
 * Exports are GET downloads, not contract calls (they stream): `GET /api/export/goodreads.csv`
 * (Goodreads' 24 columns) and `GET /api/export/shelfmark.json` (everything, `format`
 * "shelfmark", `version` 1: the reader's shelves with their privacy and order, each book's
 * places on them with their dates), both with `Authorization: Bearer <token>`. Both import
 * again.
 */

/** Books in one file. */
export const IMPORT_FILE_MAX_ROWS = 50_000;
/** Uncertain and skipped rows listed in an answer; the rest are paged with `/imports/rows`. */
export const IMPORT_LIST_MAX = 100;
/** Choices sent in one `/imports/resolve` call. */
export const IMPORT_RESOLVE_MAX = 100;

export const IMPORT_FILE_FORMATS = ['goodreads', 'storygraph', 'shelfmark'] as const;
export const importFormatSchema = z.enum(IMPORT_FILE_FORMATS);

/** previewed: waiting for confirm; applying: batches running (or to resume); done. */
export const IMPORT_STATUSES = ['previewed', 'applying', 'done'] as const;

/** How a row found its book, or what happens to it. */
export const IMPORT_MATCHES = ['isbn13', 'isbn10', 'title_author'] as const;

/** A catalogue book offered for an uncertain row, with how sure the match is (0-1). */
export const importCandidateSchema = z.object({
  book_id: z.number().int(),
  title: z.string(),
  author: z.string(),
  isbn: z.string().nullable(),
  published_year: z.number().int().nullable(),
  confidence: z.number().min(0).max(1),
});
export type ImportCandidate = z.infer<typeof importCandidateSchema>;

/** The reader's choice for an uncertain row: a book, a new book, or leaving it out. */
export const importChoiceSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('book'), book_id: z.number().int() }),
  z.object({ action: z.literal('create') }),
  z.object({ action: z.literal('skip') }),
]);
export type ImportChoice = z.infer<typeof importChoiceSchema>;

/** One row of the file as the preview shows it (`line`: 1-based data row of the file). */
const importRowRefShape = {
  line: z.number().int().min(1),
  title: z.string(),
  authors: z.array(z.string()),
  /** The ISBN-13 the row was read as, else what its ISBN cell held, else null. */
  isbn: z.string().nullable(),
};

export const importUncertainRowSchema = z.object({
  ...importRowRefShape,
  candidates: z.array(importCandidateSchema).max(3),
  /** The reader's choice so far (null: none yet). */
  choice: importChoiceSchema.nullable(),
});
export type ImportUncertainRow = z.infer<typeof importUncertainRowSchema>;

/** A row that is not imported, or is imported with cells that could not be read. */
export const importProblemRowSchema = z.object({
  ...importRowRefShape,
  /** `Column: what is wrong`, or why the row is skipped. */
  reasons: z.array(z.string()),
});
export type ImportProblemRow = z.infer<typeof importProblemRowSchema>;

/**
 * What an exclusive shelf of the file becomes: a status of the journal, or (`tag`) one of the
 * reader's own shelves.
 */
export const importShelfSchema = z.object({
  shelf: z.string(),
  becomes: z.union([readingStatusSchema, z.literal('tag')]),
  rows: z.number().int().min(0),
});

const count = z.number().int().min(0);

/** New shelves named in a preview; `shelves_new.total` counts them all. */
export const IMPORT_NEW_SHELVES_LISTED = 50;

/** An import: its preview, its progress while it runs, and its result once done. */
export const importSummarySchema = z.object({
  id: z.number().int(),
  format: importFormatSchema,
  filename: z.string(),
  status: z.enum(IMPORT_STATUSES),
  /** When this reader applied the same file (same SHA-256) before; importing again changes nothing. */
  already_imported_at: z.string().nullable(),
  rows: z.object({
    total: count,
    matched: z.object({ isbn13: count, isbn10: count, title_author: count, chosen: count }),
    to_create: count,
    uncertain: count,
    /** Uncertain rows still without a choice: confirm needs them all chosen (or `unresolved`). */
    unresolved: count,
    skipped: count,
    /** Imported rows with cells that could not be read (the cells are left empty). */
    with_problems: count,
  }),
  shelves: z.array(importShelfSchema),
  /**
   * The shelves the import makes for the reader, as of the preview: the file's shelf names
   * (Bookshelves, custom exclusive shelves, StoryGraph's Tags, a Shelfmark export's shelves)
   * whose key the reader has no shelf by, built-in lists' names left out. `names`: the first
   * IMPORT_NEW_SHELVES_LISTED in the file's order and spelling; `total`: how many there are;
   * `over_limit`: how many of them are not made, as the reader would pass SHELVES_MAX (the
   * books are still imported, without those shelves).
   */
  shelves_new: z.object({
    names: z.array(z.string()).max(IMPORT_NEW_SHELVES_LISTED),
    total: count,
    over_limit: count,
  }),
  /** What the file holds: ratings, reviews (with text), finished readings, distinct tags. */
  contents: z.object({ ratings: count, reviews: count, readings: count, tags: count }),
  /** The first IMPORT_LIST_MAX of each list; `/imports/rows` pages through the rest. */
  uncertain: z.array(importUncertainRowSchema),
  skipped: z.array(importProblemRowSchema),
  progress: z.object({ done: count, total: count }),
  /** Once done: rows imported, books created in the catalogue, rows skipped. */
  result: z.object({ imported: count, created: count, skipped: count }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

// ---------------------------------------------------------------------------------------------
// Request bodies

/** `/imports/preview`: the file's name (for the reader) and its bytes as base64. */
export const importPreviewBodySchema = z.object({
  filename: z.string().trim().min(1, { error: 'is required' }).max(255, { error: 'is too long' }),
  content_base64: z
    .string({ error: 'is required' })
    .max(Math.ceil((IMPORT_FILE_MAX_BYTES * 4) / 3) + 4, { error: 'is too large' })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'must be base64' }),
});
export type ImportPreviewBody = z.input<typeof importPreviewBodySchema>;

const importIdShape = { import_id: idSchema };

/** One import: a bare id or `{ import_id }`. */
export const importIdBodySchema = z.preprocess(
  (raw) => (typeof raw === 'number' || typeof raw === 'string' ? { import_id: raw } : raw),
  z.object(importIdShape),
);
export type ImportIdBody = number | { import_id: number | string };

/**
 * `/imports/status`: one import, and optionally the count of rows done the reader already
 * sees (`after`): while the import applies at that count, the answer waits until it moves.
 */
export const importStatusBodySchema = z.preprocess(
  (raw) => (typeof raw === 'number' || typeof raw === 'string' ? { import_id: raw } : raw),
  z.object({ ...importIdShape, after: z.number().int().min(0).optional() }),
);
export type ImportStatusBody = number | { import_id: number | string; after?: number };

/** `/imports/resolve`: choices for uncertain rows (a row chosen again takes the new choice). */
export const importResolveBodySchema = z.object({
  ...importIdShape,
  choices: z
    .array(
      z
        .object({
          line: z.number().int().min(1).max(MAX_ID),
          action: z.enum(['book', 'create', 'skip']),
          book_id: idSchema.optional(),
        })
        .refine((choice) => (choice.action === 'book') === (choice.book_id !== undefined), {
          path: ['book_id'],
          error: 'is required exactly when the action is book',
        }),
    )
    .min(1, { error: 'must name at least one row' })
    .max(IMPORT_RESOLVE_MAX, { error: `must name at most ${IMPORT_RESOLVE_MAX} rows` }),
});
export type ImportResolveBody = z.input<typeof importResolveBodySchema>;

/**
 * `/imports/confirm`. Uncertain rows without a choice are code 6 (conflict) unless
 * `unresolved` says what to do with them all.
 */
export const importConfirmBodySchema = z.preprocess(
  (raw) => (typeof raw === 'number' || typeof raw === 'string' ? { import_id: raw } : raw),
  z.object({ ...importIdShape, unresolved: z.enum(['create', 'skip']).optional() }),
);
export type ImportConfirmBody =
  number | { import_id: number | string; unresolved?: 'create' | 'skip' };

/** `/imports/rows`: one list of the preview, paged. */
export const importRowsBodySchema = z.object({
  ...importIdShape,
  list: z.enum(['uncertain', 'skipped', 'problems']),
  ...pagingShape,
});
export type ImportRowsBody = z.input<typeof importRowsBodySchema>;

// ---------------------------------------------------------------------------------------------
// Answers

export const importResponseSchema = envelope({ import: importSummarySchema });
export type ImportResponse = z.infer<typeof importResponseSchema>;

/** `/imports/current`: the reader's import still under way, or null when there is none. */
export const importCurrentResponseSchema = envelope({ import: importSummarySchema.nullable() });

export const importRowsResponseSchema = envelope({
  rows: z.array(z.union([importUncertainRowSchema, importProblemRowSchema])),
  total: count,
});
export type ImportRowsResponse = z.infer<typeof importRowsResponseSchema>;

/** The skipped rows as a CSV file (Goodreads' 24 columns, then the line and the reason). */
export const importSkippedResponseSchema = envelope({
  filename: z.string(),
  csv: z.string(),
  total: count,
});
export type ImportSkippedResponse = z.infer<typeof importSkippedResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The calls (spread into `apiRoutes`, routes.ts)

/**
 * Every call needs a session and acts for its reader: an import id of another reader is code 4,
 * an unknown one code 3.
 */
export const importRoutes = {
  /**
   * Reads the file (format told by its content), matches every row and stores the pending
   * import (a reader's earlier unconfirmed previews are dropped). Answers the preview; the
   * reader's shelves are untouched. A file that cannot be imported is code 1 (IMPORT_PROBLEMS).
   */
  '/imports/preview': {
    request: importPreviewBodySchema,
    response: importResponseSchema,
    access: 'session',
  },
  /**
   * The reader's import still under way: the preview waiting for confirm (with the choices made
   * so far) or the import applying (resumed if its process stopped); null when there is none.
   * A reader who reloads or comes back to the import page picks up where they were.
   */
  '/imports/current': {
    request: emptyBodySchema,
    response: importCurrentResponseSchema,
    access: 'session',
  },
  /** Records choices for uncertain rows (only while previewed: code 6 after confirm). */
  '/imports/resolve': {
    request: importResolveBodySchema,
    response: importResponseSchema,
    access: 'session',
  },
  /** Starts applying (answers at once, status 'applying'); confirming again only answers. */
  '/imports/confirm': {
    request: importConfirmBodySchema,
    response: importResponseSchema,
    access: 'session',
  },
  /** Progress and result; an import whose process stopped is resumed by this call. */
  '/imports/status': {
    request: importStatusBodySchema,
    response: importResponseSchema,
    access: 'session',
  },
  /** One of the preview's lists, paged (uncertain rows, skipped rows, rows with problems). */
  '/imports/rows': {
    request: importRowsBodySchema,
    response: importRowsResponseSchema,
    access: 'session',
  },
  /** The rows not imported (skipped), as CSV text for the reader to download and fix. */
  '/imports/skipped': {
    request: importIdBodySchema,
    response: importSkippedResponseSchema,
    access: 'session',
  },
} as const satisfies Record<string, { request: z.ZodType; response: z.ZodType; access: Access }>;

export type ImportPath = keyof typeof importRoutes;

export interface ImportRequestBodies {
  '/imports/preview': ImportPreviewBody;
  '/imports/current': EmptyBody;
  '/imports/resolve': ImportResolveBody;
  '/imports/confirm': ImportConfirmBody;
  '/imports/status': ImportStatusBody;
  '/imports/rows': ImportRowsBody;
  '/imports/skipped': ImportIdBody;
}
export type ImportResponses = {
  [Path in ImportPath]: z.infer<(typeof importRoutes)[Path]['response']>;
};

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const everyImportCallTyped: Same<ImportPath, keyof ImportRequestBodies> = true;
void everyImportCallTyped;
