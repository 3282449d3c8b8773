import type { PeriodBuckets } from './periodItems';
import type { ChartItem } from './types';

/** What the chart stories draw: a reader's years and shelves, as the statistics answer them. */

const monthKeys = (year: number) =>
  Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);

const months = (year: number, books: number[], pages: number[]): PeriodBuckets => ({
  unit: 'month',
  items: monthKeys(year).map((key, index) => ({
    key,
    books: books[index] ?? 0,
    pages: pages[index] ?? 0,
  })),
});

/** 18 books in 2025, most in March (3); 6,076 pages, most in March (1,014). */
export const typicalYear = months(
  2025,
  [2, 1, 3, 1, 2, 1, 2, 0, 1, 2, 1, 2],
  [612, 340, 1_014, 288, 700, 412, 836, 0, 395, 710, 264, 505],
);

/** A year without a finished book. */
export const emptyYear = months(2024, [], []);

/** One book, in March 2023: 320 pages. */
export const oneBookYear = months(2023, [0, 0, 1], [0, 0, 320]);

/** 2026 up to July: 11 books so far. */
export const currentYear = months(2026, [1, 2, 1, 3, 0, 2, 2], [280, 610, 350, 940, 0, 577, 702]);

/** Thirty years of reading, 1996 to 2025, with a slow middle. */
export const thirtyYears: PeriodBuckets = {
  unit: 'year',
  items: Array.from({ length: 30 }, (_, index) => {
    const books = [12, 18, 9, 22, 31, 27, 14, 6, 4, 8, 11, 16, 25, 38, 29, 17, 21, 24, 19, 26][
      index % 20
    ] as number;
    return { key: String(1996 + index), books, pages: books * 310 + index * 17 };
  }),
};

/** Genres of the typical year, most first. */
export const genreCounts: { genre: string; books: number }[] = [
  { genre: 'Fantasy', books: 6 },
  { genre: 'Science Fiction', books: 4 },
  { genre: 'Literary Fiction', books: 3 },
  { genre: 'Historical Fiction', books: 2 },
  { genre: 'Mystery', books: 2 },
  { genre: 'Poetry', books: 1 },
];

/** Every genre, for a long list. */
export const allGenreCounts: { genre: string; books: number }[] = [
  { genre: 'Fantasy', books: 41 },
  { genre: 'Science Fiction', books: 37 },
  { genre: 'Literary Fiction', books: 30 },
  { genre: 'Classics', books: 24 },
  { genre: 'Historical Fiction', books: 19 },
  { genre: 'Mystery', books: 17 },
  { genre: 'Thriller', books: 12 },
  { genre: 'Nonfiction', books: 11 },
  { genre: 'Biography', books: 9 },
  { genre: 'Dystopian', books: 7 },
  { genre: 'Young Adult', books: 6 },
  { genre: 'Poetry', books: 4 },
  { genre: 'Horror', books: 3 },
  { genre: 'Romance', books: 2 },
  { genre: 'Self-Help', books: 1 },
  { genre: "Children's", books: 1 },
];

/** The reader's reviews of the year per star, five first. */
export const ratingCounts = [
  { stars: 5, count: 7 },
  { stars: 4, count: 6 },
  { stars: 3, count: 3 },
  { stars: 2, count: 1 },
  { stars: 1, count: 0 },
];

/** Book lengths of the typical year, as LENGTH_BUCKETS. */
export const lengthItems = {
  en: [
    { key: 'under_200', label: 'Under 200 pages', value: 3 },
    { key: '200_349', label: '200–349 pages', value: 8 },
    { key: '350_499', label: '350–499 pages', value: 5 },
    { key: '500_plus', label: '500 pages or more', value: 2 },
  ],
  tr: [
    { key: 'under_200', label: '200 sayfadan az', value: 3 },
    { key: '200_349', label: '200–349 sayfa', value: 8 },
    { key: '350_499', label: '350–499 sayfa', value: 5 },
    { key: '500_plus', label: '500 sayfa ve üzeri', value: 2 },
  ],
} satisfies Record<'en' | 'tr', ChartItem[]>;
