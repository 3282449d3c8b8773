import type { Locale } from './locale';

const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;
const HOURS_PER_DAY = 24;
const DAYS_BEFORE_DATE = 7;

export interface DateFormatOptions {
  /** IANA zone for the calendar date; the reader's own zone when omitted. */
  timeZone?: string;
}

export interface RelativeTimeOptions extends DateFormatOptions {
  /** The moment to measure from; injectable so tests and stories are deterministic. */
  now?: Date | number;
}

// English readers expect "Nov 21, 2026"; Turkish readers "21 Kasım 2026" (full month name).
const monthStyle: Record<Locale, 'short' | 'long'> = { en: 'short', tr: 'long' };

function toDate(value: string | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A calendar date in the reader's language, or '' when the input is not a date. */
export function formatDate(
  value: string | Date,
  locale: Locale,
  { timeZone }: DateFormatOptions = {},
): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: monthStyle[locale],
    day: 'numeric',
    timeZone,
  }).format(date);
}

/**
 * "5 minutes ago" / "5 dakika önce": minutes under an hour, hours under a day, days under
 * a week, then the calendar date. Returns '' when the input is not a date.
 */
export function formatRelativeTime(
  value: string | Date,
  locale: Locale,
  { now = Date.now(), timeZone }: RelativeTimeOptions = {},
): string {
  const date = toDate(value);
  if (!date) return '';
  // A timestamp slightly in the future (clock skew between server and reader) reads as "now".
  const minutes = Math.max(0, Math.floor((Number(now) - date.getTime()) / MINUTE_MS));
  if (minutes === 0) {
    return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
  }
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (minutes < MINUTES_PER_HOUR) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  if (hours < HOURS_PER_DAY) return relative.format(-hours, 'hour');
  const days = Math.floor(hours / HOURS_PER_DAY);
  if (days < DAYS_BEFORE_DATE) return relative.format(-days, 'day');
  return formatDate(date, locale, { timeZone });
}
