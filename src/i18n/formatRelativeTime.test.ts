import { describe, expect, it } from 'vitest';
import { formatDate, formatRelativeTime } from './formatRelativeTime';

const now = Date.parse('2026-11-21T21:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const options = { now, timeZone: 'UTC' };

describe('formatRelativeTime', () => {
  it.each([
    ['en', 0, 'now'],
    ['tr', 0, 'şimdi'],
    ['en', 59_999, 'now'],
    ['en', 1 * MINUTE, '1 minute ago'],
    ['tr', 1 * MINUTE, '1 dakika önce'],
    ['en', 5 * MINUTE, '5 minutes ago'],
    ['tr', 5 * MINUTE, '5 dakika önce'],
    ['en', 59 * MINUTE, '59 minutes ago'],
    ['tr', 59 * MINUTE, '59 dakika önce'],
    ['en', 60 * MINUTE, '1 hour ago'],
    ['tr', 60 * MINUTE, '1 saat önce'],
    ['en', 23 * HOUR + 59 * MINUTE, '23 hours ago'],
    ['tr', 23 * HOUR, '23 saat önce'],
    ['en', 24 * HOUR, '1 day ago'],
    ['tr', 24 * HOUR, '1 gün önce'],
    ['en', 6 * DAY + 23 * HOUR, '6 days ago'],
    ['tr', 6 * DAY, '6 gün önce'],
    ['en', 7 * DAY, 'Nov 14, 2026'],
    ['tr', 7 * DAY, '14 Kasım 2026'],
    ['en', 400 * DAY, 'Oct 17, 2025'],
    ['tr', 400 * DAY, '17 Ekim 2025'],
  ] as const)('%s, %i ms ago -> %s', (locale, elapsed, expected) => {
    expect(formatRelativeTime(ago(elapsed), locale, options)).toBe(expected);
  });

  it('treats a time slightly in the future as now', () => {
    expect(formatRelativeTime(new Date(now + 5 * MINUTE), 'en', options)).toBe('now');
  });

  it('accepts Date objects and measures from the current time by default', () => {
    expect(formatRelativeTime(new Date(Date.now() - 3 * HOUR), 'en')).toBe('3 hours ago');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatRelativeTime('not a date', 'tr', options)).toBe('');
  });
});

describe('formatDate', () => {
  it('formats a calendar date per language', () => {
    expect(formatDate('2026-11-21T12:00:00Z', 'en', { timeZone: 'UTC' })).toBe('Nov 21, 2026');
    expect(formatDate('2026-11-21T12:00:00Z', 'tr', { timeZone: 'UTC' })).toBe('21 Kasım 2026');
  });

  it('uses the given time zone for the calendar day', () => {
    expect(formatDate('2026-11-21T23:30:00Z', 'tr', { timeZone: 'Europe/Istanbul' })).toBe(
      '22 Kasım 2026',
    );
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('', 'en')).toBe('');
  });
});
