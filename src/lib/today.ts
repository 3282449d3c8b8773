import type { PartialDate } from '../api/contract/journal';

/**
 * The reader's own day (their clock and zone, not the server's) as a day-precise date: a book
 * finished at 23:30 in Istanbul is finished that day, whatever UTC says.
 */
export function today(now: Date = new Date()): PartialDate {
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return { date, precision: 'day' };
}

/** The year of the reader's day (`YYYY-MM-DD`, today by default): what "this year" means. */
export const yearOfDay = (day: string = today().date ?? '') => Number(day.slice(0, 4));
