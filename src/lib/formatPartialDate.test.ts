import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { PartialDate } from '../api/contract/journal';
import { formatPartialDate, monthName, partialDateTime } from './formatPartialDate';

const en = createIntl({ locale: 'en', messages: {} });
const tr = createIntl({ locale: 'tr', messages: {} });

const day = (date: string): PartialDate => ({ date, precision: 'day' });

describe('formatPartialDate', () => {
  it('writes a whole day with the locale’s month', () => {
    expect(formatPartialDate(en, day('2026-11-03'))).toBe('Nov 3, 2026');
    expect(formatPartialDate(tr, day('2026-11-03'))).toBe('3 Kasım 2026');
  });

  it('writes a month with its year, and a year alone', () => {
    const march: PartialDate = { date: '2019-03-01', precision: 'month' };
    expect(formatPartialDate(en, march)).toBe('March 2019');
    expect(formatPartialDate(tr, march)).toBe('Mart 2019');
    const year: PartialDate = { date: '2019-01-01', precision: 'year' };
    expect(formatPartialDate(en, year)).toBe('2019');
    expect(formatPartialDate(tr, year)).toBe('2019');
  });

  it('keeps the calendar day whatever the reader’s zone (UTC midnight, not local)', () => {
    expect(formatPartialDate(en, day('2026-01-01'))).toBe('Jan 1, 2026');
    expect(formatPartialDate(en, day('2025-12-31'))).toBe('Dec 31, 2025');
  });

  it('answers null for an unknown date or a malformed one', () => {
    expect(formatPartialDate(en, { date: null, precision: 'unknown' })).toBeNull();
    expect(formatPartialDate(en, { date: null, precision: 'day' })).toBeNull();
    expect(formatPartialDate(en, day('not a date'))).toBeNull();
  });
});

describe('monthName', () => {
  it('names months in both languages', () => {
    expect(monthName(en, 1)).toBe('January');
    expect(monthName(en, 12)).toBe('December');
    expect(monthName(tr, 8)).toBe('Ağustos');
  });
});

describe('partialDateTime', () => {
  it('gives a machine-readable date no finer than the reader gave', () => {
    expect(partialDateTime(day('2026-11-03'))).toBe('2026-11-03');
    expect(partialDateTime({ date: '2019-03-01', precision: 'month' })).toBe('2019-03');
    expect(partialDateTime({ date: '2019-01-01', precision: 'year' })).toBe('2019');
    expect(partialDateTime({ date: null, precision: 'unknown' })).toBeNull();
  });
});
