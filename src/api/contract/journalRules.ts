/**
 * The reading journal's plain values and rules, free of zod, for screens and machines that need
 * no schema; `journal.ts` builds its schemas from them and re-exports them.
 */
export const READING_STATUSES = ['want_to_read', 'reading', 'read', 'paused', 'dnf'] as const;
export type ReadingStatus = (typeof READING_STATUSES)[number];

/**
 * Where one reading stands: active ('reading', 'paused': at most one per reader and book) or
 * ended ('read': finished; 'dnf': abandoned). `finished` is set exactly for 'read', `stopped`
 * exactly for 'paused' and 'dnf'.
 */
export const READING_STATES = ['reading', 'paused', 'read', 'dnf'] as const;
export type ReadingState = (typeof READING_STATES)[number];
export const isActiveState = (state: ReadingState) => state === 'reading' || state === 'paused';

/** How much of a date is known: an imported "2019" is a year, "sometime" is unknown. */
export const DATE_PRECISIONS = ['day', 'month', 'year', 'unknown'] as const;
export type DatePrecision = (typeof DATE_PRECISIONS)[number];

/**
 * A date with its precision. The date is always a whole calendar date so both databases can
 * store and compare it as one `YYYY-MM-DD` text: month precision keeps day 01, year precision
 * keeps 01-01, and an unknown date has no date at all (`partialDateSchema` checks all that).
 */
export interface PartialDate {
  date: string | null;
  precision: DatePrecision;
}

export const NOTE_MAX = 2000;
/** How many progress updates a journal carries (the newest). */
export const PROGRESS_LOG_MAX = 20;
export const DNF_REASON_MAX = 500;

/** The units a reader logs progress in: a page number or a percentage of the book. */
export const PROGRESS_UNITS = ['pages', 'percent'] as const;
export type ProgressUnit = (typeof PROGRESS_UNITS)[number];

/**
 * Progress in both units as far as the page count allows: a known value is kept, the missing
 * one is derived (rounded to a whole number). Without a page count nothing is derived, so a
 * page stays a page with no share of the book claimed. A derived percentage stops at 100, as
 * a page above a page count that was lowered afterwards is still the whole book. The one
 * conversion the server, the mocks, the machines and the screens call.
 */
export function completeProgress(
  progress: { pages: number | null; percent: number | null },
  pageCount: number | null,
): { pages: number | null; percent: number | null } {
  const count = pageCount !== null && pageCount > 0 ? pageCount : null;
  const { pages, percent } = progress;
  return {
    pages: pages ?? (percent !== null && count ? Math.round((percent * count) / 100) : null),
    percent:
      percent ??
      (pages !== null && count ? Math.min(100, Math.round((pages * 100) / count)) : null),
  };
}

const PREFIX_LENGTH: Record<Exclude<DatePrecision, 'unknown'>, number> = {
  year: 4,
  month: 7,
  day: 10,
};

/**
 * Orders two partial dates at the coarser of their precisions: negative when `a` is before
 * `b`, 0 when they may be the same (2019 and 2019-03-05), positive when after, and null when
 * either is unknown (nothing can be said).
 */
export function comparePartialDates(a: PartialDate, b: PartialDate): number | null {
  if (a.precision === 'unknown' || b.precision === 'unknown' || !a.date || !b.date) return null;
  const length = Math.min(PREFIX_LENGTH[a.precision], PREFIX_LENGTH[b.precision]);
  const [left, right] = [a.date.slice(0, length), b.date.slice(0, length)];
  return left < right ? -1 : left > right ? 1 : 0;
}

export const UNKNOWN_DATE: PartialDate = { date: null, precision: 'unknown' };

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** True for `YYYY-MM-DD` naming a day that exists (leap years included), year 0001 on. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
  return days !== undefined && day <= days;
}

/**
 * What is wrong with a partial date's `date` for its precision, or null when it is right: a
 * calendar date fitting the precision, none when unknown. `partialDateSchema` words its issues
 * with these; forms check with them without loading zod.
 */
export function partialDateProblem(value: PartialDate): string | null {
  if (value.precision === 'unknown') {
    return value.date === null ? null : 'must be null when the date is unknown';
  }
  if (value.date === null) return 'is required unless the date is unknown';
  if (!isCalendarDate(value.date)) return 'must be a calendar date (YYYY-MM-DD)';
  if (value.precision === 'month' && !value.date.endsWith('-01')) {
    return 'must be the first day of the month when only the month is known';
  }
  if (value.precision === 'year' && !value.date.endsWith('-01-01')) {
    return 'must be January 1 when only the year is known';
  }
  return null;
}

/**
 * The finish a reading gets when it is marked read: the one rule of every way to mark a book
 * read (the book page's "Mark as read", the status menu's "Read", `/readings/set-status`,
 * `/user-book-relations/set-as-read`, an import, the mocks).
 * - Said: what the reader chose (a day, a month, a year, or "I don't remember": unknown) or
 *   what their file says. An imported row's empty "Date Read" is the file saying the reader
 *   does not know when, so it stays unknown: a Goodreads shelf of old books without dates
 *   must not land in this year's goal (Goodreads leaves them out of its challenge too).
 * - Not said (marking it now with nothing chosen): `today`, the reader's day, so the read is
 *   seen in the journal and counted in this year's goal and statistics.
 */
export function finishOfRead(said: PartialDate | undefined, today: string): PartialDate {
  return said ?? { date: today, precision: 'day' };
}

/**
 * The day a finished reading counts on in goals and statistics (stats.ts's rule): its finish
 * date, a month or year by its first day; null for an unknown finish, which belongs to no
 * period, only to "all time". The server's SQL compares the stored `finished_date`, which is
 * this value (repos/goals.ts `countedFinishDay`).
 */
export function countedFinishDay(finished: PartialDate | null): string | null {
  return finished && finished.precision !== 'unknown' ? finished.date : null;
}

/** Whether a finished reading counts in the period from `start` to `end` (both included). */
export function countsInPeriod(finished: PartialDate | null, start: string, end: string) {
  const counted = countedFinishDay(finished);
  return counted !== null && counted >= start && counted <= end;
}
