import type { IntlShape } from 'react-intl';
import type { DatePrecision, PartialDate } from '../api/contract/journal';

type KnownPrecision = Exclude<DatePrecision, 'unknown'>;

/**
 * English readers expect "Nov 3, 2026", Turkish readers "3 Kasım 2026", as `formatDate`
 * (src/i18n) writes a full date; a month alone is written out in both ("March 2019").
 */
function optionsFor(precision: KnownPrecision, locale: string): Intl.DateTimeFormatOptions {
  switch (precision) {
    case 'day':
      return { day: 'numeric', month: locale.startsWith('tr') ? 'long' : 'short', year: 'numeric' };
    case 'month':
      return { month: 'long', year: 'numeric' };
    case 'year':
      return { year: 'numeric' };
  }
}

/**
 * A partial date as much as it is known, in the active locale: "Nov 3, 2026" (day),
 * "March 2019" (month), "2019" (year); null when the date is unknown (or not a date), so the
 * caller says "date unknown" in its own sentence. The stored date is a calendar date with no
 * time, so it is read and written in UTC: no reader's zone moves it to another day.
 */
export function formatPartialDate(intl: IntlShape, value: PartialDate): string | null {
  if (value.precision === 'unknown' || value.date === null) return null;
  const moment = new Date(`${value.date}T00:00:00Z`);
  if (Number.isNaN(moment.getTime())) return null;
  return intl.formatDate(moment, { ...optionsFor(value.precision, intl.locale), timeZone: 'UTC' });
}

/** The name of a month (1-12) in the active locale ("March", "Mart"), for month pickers. */
export function monthName(intl: IntlShape, month: number): string {
  return intl.formatDate(Date.UTC(2000, month - 1, 1), { month: 'long', timeZone: 'UTC' });
}

/**
 * A partial date for a `<time datetime>`: as much as is known and no more ("2026-11-03",
 * "2019-03", "2019"), so a machine never reads a day the reader did not give; null when unknown.
 */
export function partialDateTime(value: PartialDate): string | null {
  if (value.precision === 'unknown' || value.date === null) return null;
  return value.date.slice(0, { day: 10, month: 7, year: 4 }[value.precision]);
}
