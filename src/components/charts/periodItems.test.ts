import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { periodItems, type PeriodBuckets } from './periodItems';

const months: PeriodBuckets = {
  unit: 'month',
  items: Array.from({ length: 12 }, (_, index) => ({
    key: `2025-${String(index + 1).padStart(2, '0')}`,
    books: index,
    pages: index * 300,
  })),
};

const intl = (locale: 'en' | 'tr') => createIntl({ locale, messages: {} });

describe('periodItems', () => {
  it('names months in English, short on the axis, long in the table', () => {
    const items = periodItems(intl('en'), months, 'books');
    expect(items.map((item) => item.shortLabel).slice(0, 3)).toEqual(['Jan', 'Feb', 'Mar']);
    expect(items[2]).toEqual({ key: '2025-03', label: 'March', shortLabel: 'Mar', value: 2 });
  });

  it('names months in Turkish', () => {
    const items = periodItems(intl('tr'), months, 'pages');
    expect(items.map((item) => item.shortLabel).slice(0, 3)).toEqual(['Oca', 'Şub', 'Mar']);
    expect(items[0]?.label).toBe('Ocak');
    expect(items[11]).toMatchObject({ label: 'Aralık', value: 3_300 });
  });

  it('takes a month from its place when its key is not a date', () => {
    const items = periodItems(
      intl('en'),
      {
        unit: 'month',
        items: [
          { key: 'a', books: 1, pages: 2 },
          { key: 'b', books: 0, pages: 0 },
        ],
      },
      'books',
    );
    expect(items.map((item) => item.label)).toEqual(['January', 'February']);
  });

  it('keeps years as they are', () => {
    const items = periodItems(
      intl('tr'),
      { unit: 'year', items: [{ key: '2019', books: 4, pages: 1_200 }] },
      'pages',
    );
    expect(items).toEqual([{ key: '2019', label: '2019', value: 1_200 }]);
  });
});
