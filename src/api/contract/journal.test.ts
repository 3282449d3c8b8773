import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { day, journal, progressUpdate, reading } from '../mocks/journalFixtures';
import { apiRoutes } from './routes';
import {
  bookJournalSchema,
  comparePartialDates,
  completeProgress,
  countsInPeriod,
  currentReading,
  finishOfRead,
  isCalendarDate,
  journalRoutes,
  partialDateSchema,
  progressUpdateSchema,
  readingSchema,
  setStatusBodySchema,
  updateProgressBodySchema,
  updateReadingBodySchema,
  type PartialDate,
} from './journal';

const month = (date: string): PartialDate => ({ date, precision: 'month' });
const year = (date: string): PartialDate => ({ date, precision: 'year' });
const unknown: PartialDate = { date: null, precision: 'unknown' };

const messages = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('isCalendarDate', () => {
  it.each(['2026-11-24', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31'])(
    'accepts %s',
    (date) => expect(isCalendarDate(date)).toBe(true),
  );
  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '0000-01-01',
    '2026-1-01',
    '2026-01-01T00:00:00Z',
    '',
  ])('refuses %s', (date) => expect(isCalendarDate(date)).toBe(false));
});

describe('partialDateSchema', () => {
  it.each([day('2026-11-24'), month('2026-11-01'), year('2019-01-01'), unknown])(
    'accepts %o',
    (value) => expect(partialDateSchema.safeParse(value).success).toBe(true),
  );

  it.each([
    [day('2026-02-30'), 'date: must be a calendar date (YYYY-MM-DD)'],
    [month('2026-11-24'), 'date: must be the first day of the month when only the month is known'],
    [year('2019-03-01'), 'date: must be January 1 when only the year is known'],
    [{ date: '2019-01-01', precision: 'unknown' }, 'date: must be null when the date is unknown'],
    [{ date: null, precision: 'day' }, 'date: is required unless the date is unknown'],
  ] as const)('refuses %o', (value, message) => {
    expect(messages(partialDateSchema.safeParse(value))).toEqual([message]);
  });
});

describe('finishOfRead', () => {
  it('finishes today when nothing is said, and keeps what the reader or file says', () => {
    expect(finishOfRead(undefined, '2026-11-21')).toEqual(day('2026-11-21'));
    expect(finishOfRead(day('2026-11-20'), '2026-11-21')).toEqual(day('2026-11-20'));
    expect(finishOfRead(month('2026-10-01'), '2026-11-21')).toEqual(month('2026-10-01'));
    expect(finishOfRead(unknown, '2026-11-21')).toEqual(unknown);
  });
});

describe('countsInPeriod', () => {
  it('counts a read by its finish, a month or year by its first day, an unknown one nowhere', () => {
    expect(countsInPeriod(day('2026-11-21'), '2026-01-01', '2026-12-31')).toBe(true);
    expect(countsInPeriod(day('2025-12-31'), '2026-01-01', '2026-12-31')).toBe(false);
    expect(countsInPeriod(year('2026-01-01'), '2026-01-01', '2026-12-31')).toBe(true);
    expect(countsInPeriod(unknown, '2026-01-01', '2026-12-31')).toBe(false);
    expect(countsInPeriod(null, '2026-01-01', '2026-12-31')).toBe(false);
  });
});

describe('comparePartialDates', () => {
  it('compares at the coarser precision and says nothing about unknown dates', () => {
    expect(comparePartialDates(day('2026-11-02'), day('2026-11-01'))).toBe(1);
    expect(comparePartialDates(day('2026-10-31'), day('2026-11-01'))).toBe(-1);
    expect(comparePartialDates(year('2019-01-01'), day('2019-03-05'))).toBe(0);
    expect(comparePartialDates(month('2019-03-01'), day('2019-03-25'))).toBe(0);
    expect(comparePartialDates(month('2019-02-01'), day('2019-03-25'))).toBe(-1);
    expect(comparePartialDates(unknown, day('2019-03-25'))).toBeNull();
  });
});

describe('completeProgress', () => {
  it('derives the other unit from the page count, rounding to whole numbers', () => {
    expect(completeProgress({ pages: 120, percent: null }, 300)).toEqual({
      pages: 120,
      percent: 40,
    });
    expect(completeProgress({ pages: null, percent: 40 }, 300)).toEqual({
      pages: 120,
      percent: 40,
    });
    expect(completeProgress({ pages: 1, percent: null }, 3)).toEqual({ pages: 1, percent: 33 });
    expect(completeProgress({ pages: null, percent: 50 }, 15)).toEqual({ pages: 8, percent: 50 });
  });

  it('keeps what is known and derives nothing without a page count', () => {
    expect(completeProgress({ pages: 120, percent: null }, null)).toEqual({
      pages: 120,
      percent: null,
    });
    expect(completeProgress({ pages: null, percent: 40 }, null)).toEqual({
      pages: null,
      percent: 40,
    });
    expect(completeProgress({ pages: null, percent: null }, 300)).toEqual({
      pages: null,
      percent: null,
    });
  });

  it('never claims more than 100% (a page count lowered after the update)', () => {
    expect(completeProgress({ pages: 350, percent: null }, 300)).toEqual({
      pages: 350,
      percent: 100,
    });
  });

  it('keeps both values when both are known', () => {
    expect(completeProgress({ pages: 10, percent: 90 }, 300)).toEqual({ pages: 10, percent: 90 });
  });
});

describe('readingSchema', () => {
  it('accepts an open, a finished and a stopped reading', () => {
    expect(readingSchema.safeParse(reading(1, 2)).success).toBe(true);
    const finished = reading(1, 2, { finished: day('2026-11-01') });
    expect(readingSchema.safeParse(finished).success).toBe(true);
    const dnf = reading(1, 2, { stopped: month('2026-11-01'), dnf_reason: 'Too slow' });
    expect(readingSchema.safeParse(dnf).success).toBe(true);
    // An unknown start orders nothing: "read in 2019, started who knows when".
    const imported = reading(1, 2, { started: unknown, finished: year('2019-01-01') });
    expect(readingSchema.safeParse(imported).success).toBe(true);
  });

  it('refuses an end before the start where both are known, and two ends', () => {
    const early = reading(1, 2, { started: day('2026-11-10'), finished: day('2026-11-09') });
    expect(messages(readingSchema.safeParse(early))).toEqual([
      'finished: must not be before the start',
    ]);
    const stoppedEarly = reading(1, 2, {
      started: year('2026-01-01'),
      stopped: year('2025-01-01'),
    });
    expect(messages(readingSchema.safeParse(stoppedEarly))).toEqual([
      'stopped: must not be before the start',
    ]);
    const both = reading(1, 2, { finished: day('2026-11-20'), stopped: day('2026-11-20') });
    expect(messages(readingSchema.safeParse(both))).toEqual([
      'stopped: a reading is either finished or stopped',
      'stopped: is set exactly when stopped',
    ]);
    const readWithoutEnd = reading(1, 2, { state: 'read' });
    expect(messages(readingSchema.safeParse(readWithoutEnd))).toEqual([
      'finished: is set exactly when read',
    ]);
    const pausedWithoutStop = reading(1, 2, { state: 'paused' });
    expect(messages(readingSchema.safeParse(pausedWithoutStop))).toEqual([
      'stopped: is set exactly when stopped',
    ]);
  });

  it('bounds progress and the private note', () => {
    const tooFar = reading(1, 2, { progress: { pages: 10, percent: 101 } });
    expect(readingSchema.safeParse(tooFar).success).toBe(false);
    const fractional = reading(1, 2, { progress: { pages: 1.5, percent: null } });
    expect(readingSchema.safeParse(fractional).success).toBe(false);
    expect(readingSchema.safeParse(reading(1, 2, { note: 'x'.repeat(2000) })).success).toBe(true);
    expect(readingSchema.safeParse(reading(1, 2, { note: 'x'.repeat(2001) })).success).toBe(false);
  });
});

describe('progressUpdateSchema', () => {
  it('names pages, a percentage or both, never neither', () => {
    expect(progressUpdateSchema.safeParse(progressUpdate(1, 2, { pages: 40 })).success).toBe(true);
    expect(progressUpdateSchema.safeParse(progressUpdate(1, 2, { percent: 40 })).success).toBe(
      true,
    );
    expect(messages(progressUpdateSchema.safeParse(progressUpdate(1, 2, {})))).toEqual([
      'pages: an update names pages or a percentage',
    ]);
  });
});

describe('bookJournalSchema', () => {
  it('takes the current reading as the newest, with its updates', () => {
    const current = reading(9, 4, { progress: { pages: 40, percent: 10 } });
    const value = journal(4, 'reading', {
      page_count: 400,
      read_count: 1,
      readings: [current, reading(3, 4, { finished: day('2026-11-05') })],
      updates: [progressUpdate(2, 9, { pages: 40 }), progressUpdate(1, 9, { pages: 10 })],
    });
    expect(bookJournalSchema.parse(value)).toEqual(value);
    expect(currentReading(value)).toBe(current);
    expect(currentReading(journal(4, null))).toBeNull();
  });

  it('refuses updates of another reading and readings without a status', () => {
    const stray = journal(4, 'reading', {
      readings: [reading(9, 4)],
      updates: [progressUpdate(1, 8, { pages: 3 })],
    });
    expect(messages(bookJournalSchema.safeParse(stray))).toEqual([
      'updates: must belong to the current reading',
    ]);
    const noStatus = journal(4, null, { readings: [reading(9, 4)] });
    expect(messages(bookJournalSchema.safeParse(noStatus))).toEqual([
      'status: is set once a book has readings',
    ]);
  });
});

describe('journal request bodies', () => {
  it('set-status: a status, an optional date, a reason only for DNF', () => {
    expect(setStatusBodySchema.parse({ book_id: '4', status: 'read' })).toEqual({
      book_id: 4,
      status: 'read',
    });
    expect(
      setStatusBodySchema.parse({ book_id: 4, status: 'dnf', dnf_reason: '  Too slow ' }),
    ).toMatchObject({ dnf_reason: 'Too slow' });
    expect(
      messages(setStatusBodySchema.safeParse({ book_id: 4, status: 'reading', dnf_reason: 'x' })),
    ).toEqual(['dnf_reason: is only for a book the reader did not finish']);
    expect(setStatusBodySchema.safeParse({ book_id: 4, status: 'shelved' }).success).toBe(false);
    expect(
      setStatusBodySchema.safeParse({ book_id: 4, status: 'read', date: day('2026-02-30') })
        .success,
    ).toBe(false);
  });

  it('update-progress: exactly one of pages and percent', () => {
    expect(updateProgressBodySchema.safeParse({ reading_id: 1, pages: 12 }).success).toBe(true);
    expect(updateProgressBodySchema.safeParse({ reading_id: 1, percent: 100 }).success).toBe(true);
    expect(updateProgressBodySchema.safeParse({ reading_id: 1 }).success).toBe(false);
    expect(
      updateProgressBodySchema.safeParse({ reading_id: 1, pages: 12, percent: 3 }).success,
    ).toBe(false);
    expect(updateProgressBodySchema.safeParse({ reading_id: 1, percent: 101 }).success).toBe(false);
    expect(updateProgressBodySchema.safeParse({ reading_id: 1, pages: -1 }).success).toBe(false);
  });

  it('update: the date order is checked on the fields sent', () => {
    expect(
      updateReadingBodySchema.safeParse({
        reading_id: 1,
        started: day('2026-11-10'),
        finished: day('2026-11-01'),
      }).success,
    ).toBe(false);
    expect(
      updateReadingBodySchema.parse({ reading_id: 1, note: '  private  ', finished: null }),
    ).toEqual({ reading_id: 1, note: 'private', finished: null });
  });
});

describe('journalRoutes', () => {
  it('are in the route table; all but the public Reading tab need a session', () => {
    for (const [path, route] of Object.entries(journalRoutes)) {
      expect(apiRoutes[path as keyof typeof apiRoutes], path).toBe(route);
      expect(route.access, path).toBe(path === '/readings/get/user/reading' ? 'public' : 'session');
    }
  });

  it('convert to JSON Schema for the OpenAPI document', () => {
    for (const route of Object.values(journalRoutes)) {
      for (const [schema, io] of [
        [route.request, 'input'],
        [route.response, 'output'],
      ] as const) {
        expect(() =>
          z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }),
        ).not.toThrow();
      }
    }
  });
});
