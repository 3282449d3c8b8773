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
