import { z } from './zod';
import { envelope } from './envelope';
import { bookSchema, relationSchema, reviewAuthorSchema, reviewBookSchema } from './entities';
import {
  type BookIdBody,
  MAX_ID,
  type PagedBody,
  type UserIdBody,
  bookIdBodySchema,
  idSchema,
  pagedBodySchema,
  pagingShape,
  userIdBodySchema,
} from './requests';
import type { Access } from './routes';
import {
  DATE_PRECISIONS,
  DNF_REASON_MAX,
  NOTE_MAX,
  PROGRESS_UNITS,
  type PartialDate,
  READING_STATES,
  READING_STATUSES,
  type ReadingState,
  comparePartialDates,
  partialDateProblem,
} from './journalRules';

export * from './journalRules';

/**
 * The reading journal: a status per (reader, book) and one reading per time the
 * reader read it, with partial dates, progress and a dated progress log.
 *
 * Readings are the source of truth; the spec's flags stay on the wire and are kept consistent
 * with them in the same transaction as every change, through the spec's calls as well:
 * - `read` is `read_count > 0` (at least one reading in state 'read'). Finishing a reading
 *   sets it and leaves the reading list, as `/user-book-relations/set-as-read` does; that call
 *   finishes the active reading (or records a read with unknown dates), and unmarking it
 *   removes the finished readings. Losing the last finished reading clears like and favourite
 *   in the same statement, as unmarking read always did.
 * - `readingList` (and `read_list`) is the reading list, as in the spec: a read book may be on
 *   it too (a re-read wish). Want-to-read sets it; starting, finishing, pausing or abandoning
 *   a book clears it.
 * - The status is derived: the active reading's state ('reading' or 'paused'), else
 *   'want_to_read' when the book is on the reading list, else the latest ended reading's state
 *   ('read' or 'dnf'), else null. At most one reading per (reader, book) is active; the
 *   database refuses a second.
 * - Like, favourite and review need `read`, as today.
 */

// ---------------------------------------------------------------------------------------------
// Entities

export const readingStatusSchema = z.enum(READING_STATUSES);
export const readingStateSchema = z.enum(READING_STATES);
export const datePrecisionSchema = z.enum(DATE_PRECISIONS);

/** A `PartialDate` (journalRules.ts), checked: a calendar date fitting its precision. */
export const partialDateSchema = z
  .object({
    date: z.string().nullable(),
    precision: datePrecisionSchema,
  })
  .superRefine((value, ctx) => {
    const problem = partialDateProblem(value);
    if (problem)
      ctx.addIssue({ code: 'custom', path: ['date'], message: problem, input: value.date });
  });

// The plain PartialDate and the schema's output are one type.
type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const partialDateTyped: SameType<z.infer<typeof partialDateSchema>, PartialDate> = true;
void partialDateTyped;

const isoDateTime = z.string();
const pagesSchema = z
  .number({ error: 'must be a whole number' })
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must be 0 or more' })
  .max(100_000, { error: 'is too large' });
const percentSchema = z
  .number({ error: 'must be a whole number from 0 to 100' })
  .int({ error: 'must be a whole number from 0 to 100' })
  .min(0, { error: 'must be a whole number from 0 to 100' })
  .max(100, { error: 'must be a whole number from 0 to 100' });

export const progressSchema = z.object({
  pages: pagesSchema.nullable(),
  percent: percentSchema.nullable(),
});
export type Progress = z.infer<typeof progressSchema>;

const noteSchema = z
  .string()
  .max(NOTE_MAX, { error: `must be at most ${NOTE_MAX} characters` })
  .nullable();
const dnfReasonSchema = z
  .string()
  .max(DNF_REASON_MAX, { error: `must be at most ${DNF_REASON_MAX} characters` })
  .nullable();

/** The dates of a reading: an end not before its start (where both are known), one end at most. */
function checkReadingDates(
  value: { started?: PartialDate; finished?: PartialDate | null; stopped?: PartialDate | null },
  ctx: z.RefinementCtx,
) {
  const ends = [['finished', value.finished] as const, ['stopped', value.stopped] as const];
  for (const [key, end] of ends) {
    if (!end || !value.started) continue;
    const order = comparePartialDates(end, value.started);
    if (order !== null && order < 0) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'must not be before the start' });
    }
  }
  if (value.finished && value.stopped) {
    ctx.addIssue({
      code: 'custom',
      path: ['stopped'],
      message: 'a reading is either finished or stopped',
    });
  }
}

/** `finished` exactly for a read reading, `stopped` exactly for a paused or DNF one. */
function checkReadingState(
  value: { state: ReadingState; finished: PartialDate | null; stopped: PartialDate | null },
  ctx: z.RefinementCtx,
) {
  if ((value.state === 'read') !== (value.finished !== null)) {
    ctx.addIssue({ code: 'custom', path: ['finished'], message: 'is set exactly when read' });
  }
  const stops = value.state === 'paused' || value.state === 'dnf';
  if (stops !== (value.stopped !== null)) {
    ctx.addIssue({ code: 'custom', path: ['stopped'], message: 'is set exactly when stopped' });
  }
}

/**
 * One reading of a book by its reader (a re-read is another reading), in one of four states
 * (see READING_STATES); a DNF reading may carry `dnf_reason`. The note is private: only its
 * reader ever receives it.
 */
export const readingSchema = z
  .object({
    id: z.number().int(),
    book_id: z.number().int(),
    state: readingStateSchema,
    started: partialDateSchema,
    finished: partialDateSchema.nullable(),
    stopped: partialDateSchema.nullable(),
    dnf_reason: dnfReasonSchema,
    progress: progressSchema,
    note: noteSchema,
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .superRefine(checkReadingDates)
  .superRefine(checkReadingState);
export type Reading = z.infer<typeof readingSchema>;

/** One entry of a reading's progress log: pages, percent, or both (the server may derive one). */
export const progressUpdateSchema = z
  .object({
    id: z.number().int(),
    reading_id: z.number().int(),
    at: isoDateTime,
    pages: pagesSchema.nullable(),
    percent: percentSchema.nullable(),
  })
  .refine((update) => update.pages !== null || update.percent !== null, {
    path: ['pages'],
    error: 'an update names pages or a percentage',
  });
export type ProgressUpdate = z.infer<typeof progressUpdateSchema>;

/**
 * A reader's journal for one book. `readings` come current first: the active one if any, then
 * the ended ones by end date, newest first (an unknown end counts as the day it was recorded,
 * so a read marked today without dates comes first), then by creation. `updates`
 * are the current reading's progress log, newest first (at most PROGRESS_LOG_MAX).
 * `page_count` is the reader's edition's when they set one, else the catalogue's, else null.
 * `read_count` counts finished readings; `status` is null when the reader never shelved it.
 * `progress_unit` is the unit the reader last logged this book's progress in (pages or
 * percent), kept with the book rather than a reading so a re-read opens in it too; null
 * before the first update.
 */
export const bookJournalSchema = z
  .object({
    book_id: z.number().int(),
    status: readingStatusSchema.nullable(),
    page_count: z.number().int().min(1).nullable(),
    progress_unit: z.enum(PROGRESS_UNITS).nullable(),
    read_count: z.number().int().min(0),
    readings: z.array(readingSchema),
    updates: z.array(progressUpdateSchema),
  })
  .superRefine((journal, ctx) => {
    const current = journal.readings[0];
    if (journal.updates.some((update) => update.reading_id !== current?.id)) {
      ctx.addIssue({
        code: 'custom',
        path: ['updates'],
        message: 'must belong to the current reading',
      });
    }
    if (journal.readings.length > 0 && journal.status === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['status'],
        message: 'is set once a book has readings',
      });
    }
  });
export type BookJournal = z.infer<typeof bookJournalSchema>;

/** The reading the status describes and the progress dialog updates (newest), if any. */
export function currentReading(journal: Pick<BookJournal, 'readings'>): Reading | null {
  return journal.readings[0] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Request bodies (the acting reader is always the token's; no user id is taken)

const readingIdBodySchema = z.object({ reading_id: idSchema });

/**
 * `/readings/set-status`. `date` is the day the status took effect (started for 'reading',
 * finished for 'read', stopped for 'paused' and 'dnf'), today in the reader's zone when absent.
 * `dnf_reason` is only for 'dnf'. `discard_readings` must be true to move a book with an
 * active (reading or paused) reading back to 'want_to_read': that reading and its progress
 * log are deleted (the client asked the reader first); without it the move is refused with
 * code 6 (conflict) and nothing changes. Ended readings are never discarded by a status.
 */
export const setStatusBodySchema = z
  .object({
    book_id: idSchema,
    status: readingStatusSchema,
    date: partialDateSchema.optional(),
    dnf_reason: z
      .string()
      .trim()
      .max(DNF_REASON_MAX, { error: `must be at most ${DNF_REASON_MAX} characters` })
      .nullable()
      .optional(),
    discard_readings: z.boolean().optional(),
  })
  .refine((body) => body.status === 'dnf' || body.dnf_reason == null, {
    path: ['dnf_reason'],
    error: 'is only for a book the reader did not finish',
  });
export type SetStatusBody = z.input<typeof setStatusBodySchema>;

/**
 * `/readings/update-progress`: exactly one of `pages` (within the page count when one is known;
 * without it a page is kept with no percentage) or `percent`. The unit sent becomes the
 * journal's `progress_unit`.
 */
export const updateProgressBodySchema = z
  .object({
    reading_id: idSchema,
    pages: pagesSchema.optional(),
    percent: percentSchema.optional(),
  })
  .refine((body) => (body.pages === undefined) !== (body.percent === undefined), {
    path: ['pages'],
    error: 'send either pages or percent',
  });
export type UpdateProgressBody = z.input<typeof updateProgressBodySchema>;

/**
 * `/readings/update`: edit a reading's dates, reason and note (absent fields stay). The server
 * checks the merged reading with the same date rules as `readingSchema`.
 */
export const updateReadingBodySchema = z
  .object({
    reading_id: idSchema,
    started: partialDateSchema.optional(),
    finished: partialDateSchema.nullable().optional(),
    stopped: partialDateSchema.nullable().optional(),
    dnf_reason: dnfReasonSchema.optional(),
    note: z
      .string()
      .trim()
      .max(NOTE_MAX, { error: `must be at most ${NOTE_MAX} characters` })
      .nullable()
      .optional(),
  })
  .superRefine(checkReadingDates);
export type UpdateReadingBody = z.input<typeof updateReadingBodySchema>;

/** `/readings/delete`. */
export const deleteReadingBodySchema = readingIdBodySchema;
export type DeleteReadingBody = z.input<typeof deleteReadingBodySchema>;

/** `/readings/set-page-count`: the reader's edition; null goes back to the catalogue's. */
export const setPageCountBodySchema = z.object({
  book_id: idSchema,
  page_count: z
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(100_000, { error: 'is too large' })
    .nullable(),
});
export type SetPageCountBody = z.input<typeof setPageCountBodySchema>;

/** `/readings/get/current`: paging only. */
export const currentReadingsBodySchema = z.preprocess(
  (raw) => (raw === undefined || raw === null ? {} : raw),
  z.object(pagingShape),
);

// ---------------------------------------------------------------------------------------------
// Answers

/** A journal read: the reader's journal for one book. */
export const journalResponseSchema = envelope({ journal: bookJournalSchema });
export type JournalResponse = z.infer<typeof journalResponseSchema>;

/**
 * A journal write: the new journal, and (like the spec's toggles) the reader's relation with
 * its derived flags and the book with its new read count, so the page needs no reload.
 */
export const journalChangeResponseSchema = envelope({
  journal: bookJournalSchema,
  userBookRelations: z.array(relationSchema),
  books: z.array(bookSchema),
});
export type JournalChangeResponse = z.infer<typeof journalChangeResponseSchema>;

/** A progress update: the saved log entry and the journal it changed. */
export const progressResponseSchema = envelope({
  journal: bookJournalSchema,
  update: progressUpdateSchema,
});
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

/** The reader's books in progress ('reading'), most recently updated first, with journals. */
export const currentReadingsResponseSchema = envelope({
  books: z.array(bookSchema),
  journals: z.array(bookJournalSchema),
  total: z.number().int().min(0).max(MAX_ID),
});
export type CurrentReadingsResponse = z.infer<typeof currentReadingsResponseSchema>;

/** How many times a reader finished one book (their read readings), for a book card's "Read 3×". */
export const readCountSchema = z.object({
  book_id: z.number().int(),
  count: z.number().int().min(0),
});
export type ReadCount = z.infer<typeof readCountSchema>;

/**
 * A reader's books on a profile tab, public like the spec's shelves: the books and, for each, how
 * many times that reader finished it (read readings; 0 for a book they have not finished). The
 * "Reading" tab answers this, and so does the spec's `/books/get/user/read-books` (its `books`
 * and `total` as the spec has them; `read_counts` is additive).
 */
export const readerBooksResponseSchema = envelope({
  books: z.array(bookSchema),
  read_counts: z.array(readCountSchema),
  total: z.number().int().min(0).max(MAX_ID),
});
export type ReaderBooksResponse = z.infer<typeof readerBooksResponseSchema>;

export const READING_ACTIVITY_KINDS = ['started', 'finished'] as const;

/**
 * One event of the social feed's reading activity: a followed reader started a book (a reading
 * with a known start day) or finished it (a read reading with a known finish day). Undated
 * readings (imported "sometime", or a plain read mark) make no event. `id` is unique per event:
 * `started-<reading id>` or `finished-<reading id>`. No progress, notes or reasons: those stay
 * private to the reader.
 */
export const readingActivitySchema = z.object({
  id: z.string(),
  kind: z.enum(READING_ACTIVITY_KINDS),
  reading_id: z.number().int(),
  /** The day of the event (`YYYY-MM-DD`), month or year precise when only that is known. */
  date: partialDateSchema,
  user: reviewAuthorSchema,
  book: reviewBookSchema,
});
export type ReadingActivity = z.infer<typeof readingActivitySchema>;

/** A page of reading activity, newest day first (then newest reading first). */
export const readingActivityResponseSchema = envelope({
  activities: z.array(readingActivitySchema),
  total: z.number().int().min(0).max(MAX_ID),
});
export type ReadingActivityResponse = z.infer<typeof readingActivityResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The calls (spread into `apiRoutes`, routes.ts)

/**
 * The journal's calls in `apiRoutes`' shape. All need a session (code 2 without a token, 5
 * when it is stale): a journal and its notes are private. A reading or book id naming another
 * reader's reading is code 4; an unknown one code 3.
 */
export const journalRoutes = {
  /** The reader's journal for one book (status null and no readings when never shelved). */
  '/readings/get/book': {
    request: bookIdBodySchema,
    response: journalResponseSchema,
    access: 'session',
  },
  /** The dashboard's "Currently reading": books with status 'reading', paged, with journals. */
  '/readings/get/current': {
    request: currentReadingsBodySchema,
    response: currentReadingsResponseSchema,
    access: 'session',
  },
  /**
   * Moves a book to a status, one row per (reader, book) under concurrency; choosing the
   * status the book already has changes nothing (a DNF reason is updated):
   * - 'want_to_read': puts it on the reading list; an active reading needs `discard_readings`
   *   (it is deleted); finished readings, `read`, like and favourite stay;
   * - 'reading': resumes a paused reading, else starts a new one (a re-read on a read book);
   * - 'read': finishes the active reading (records one with an unknown start when there is
   *   none): `read` is set, `readingList` cleared, the book's read count moves;
   * - 'paused' / 'dnf': stops the active reading (records one with an unknown start when there
   *   is none), 'dnf' with its optional reason.
   * Every status but want-to-read takes the book off the reading list. Answers the journal,
   * the relation and the book.
   */
  '/readings/set-status': {
    request: setStatusBodySchema,
    response: journalChangeResponseSchema,
    access: 'session',
  },
  /**
   * Logs progress on the reader's active reading (a paused one resumes: status 'reading'); a
   * read or DNF reading is code 4. Pages above the page count are code 1. With a page count
   * the other unit is derived (pages from percent, percent from pages). A value below the last
   * one is accepted (the client confirms it first). The unit sent is remembered as the book's
   * `progress_unit` (the dialog opens in it next time, on any device). Answers the update and
   * the journal.
   */
  '/readings/update-progress': {
    request: updateProgressBodySchema,
    response: progressResponseSchema,
    access: 'session',
  },
  /**
   * Edits one of the reader's readings: its start, its end (`finished` only on a read reading,
   * `stopped` only on a paused or DNF one, never cleared: the state changes through
   * set-status), the DNF reason (DNF only) and the note; otherwise code 1. Answers as
   * set-status.
   */
  '/readings/update': {
    request: updateReadingBodySchema,
    response: journalChangeResponseSchema,
    access: 'session',
  },
  /**
   * Deletes one of the reader's readings and its progress log; the status follows the
   * remaining readings (no readings left: null). Deleting the last finished reading clears
   * `read`, like and favourite (the client asks first). Answers as set-status.
   */
  '/readings/delete': {
    request: deleteReadingBodySchema,
    response: journalChangeResponseSchema,
    access: 'session',
  },
  /** Sets the page count of the reader's edition (null: the catalogue's). Answers the journal. */
  '/readings/set-page-count': {
    request: setPageCountBodySchema,
    response: journalResponseSchema,
    access: 'session',
  },
  /**
   * A profile's "Reading" tab: the books the reader (user_id) is reading now (an active reading
   * in state 'reading'), most recently started first, paged; public like the spec's shelves.
   * `read_counts` says how often each was finished before (a re-read). Unknown user: code 3.
   */
  '/readings/get/user/reading': {
    request: userIdBodySchema,
    response: readerBooksResponseSchema,
    access: 'public',
  },
  /**
   * The social feed's reading activity: "started" and "finished" events of the readers the
   * session's reader follows, newest first, paged (default 5, as the review feed), read in one
   * query over the readings and follows (no call per reader).
   */
  '/readings/get/feed': {
    request: pagedBodySchema,
    response: readingActivityResponseSchema,
    access: 'session',
  },
} as const satisfies Record<string, { request: z.ZodType; response: z.ZodType; access: Access }>;

export type JournalPath = keyof typeof journalRoutes;

/** What a client may send to each journal call (for `ApiRequestBodies` once registered). */
export interface JournalRequestBodies {
  '/readings/get/book': BookIdBody;
  '/readings/get/current': { limit?: number; offset?: number } | undefined;
  '/readings/set-status': SetStatusBody;
  '/readings/update-progress': UpdateProgressBody;
  '/readings/update': UpdateReadingBody;
  '/readings/delete': DeleteReadingBody;
  '/readings/set-page-count': SetPageCountBody;
  '/readings/get/user/reading': UserIdBody;
  '/readings/get/feed': PagedBody;
}
export type JournalResponses = {
  [Path in JournalPath]: z.infer<(typeof journalRoutes)[Path]['response']>;
};

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const everyJournalCallTyped: Same<JournalPath, keyof JournalRequestBodies> = true;
void everyJournalCallTyped;
