import type { Review } from '../contract';
import { countsInPeriod } from '../contract/journal';
import {
  LENGTH_BUCKETS,
  MISSING_PAGES_LIST_MAX,
  lengthBucketOf,
  periodDays,
  yearPeriod,
  type Goal,
  type GoalVisibility,
  type Stats,
} from '../contract/stats';
import { FIXED_NOW, ada, bookSummaryOf, books } from './fixtures';

/**
 * Goals and statistics fixtures for stories, MSW handlers and tests. A reader's
 * statistics are computed from a small reading history by the rules of src/api/contract/stats.ts
 * (`statsFor`), so every total, bucket and list of a scenario agrees with the others, and a goal's
 * progress with the readings in its period (`goalOf`). The day is FIXED_NOW's: 2026-11-21.
 */

/** The readers' day in every fixture: FIXED_NOW's date. */
export const STATS_TODAY = FIXED_NOW.slice(0, 10);
/** The year of STATS_TODAY: the statistics screen's default period in stories. */
export const STATS_CURRENT_YEAR = Number(STATS_TODAY.slice(0, 4));

/** A book as the statistics name it (the review's book summary). */
export type StatsBook = Review['book'];

/** A book of the pool with the page count the reader's edition (or the catalogue) gives it. */
export interface PooledBook {
  book: StatsBook;
  pages: number;
}

const pooled = (
  id: number,
  title: string,
  author: string,
  genre: string,
  pages: number,
): PooledBook => ({ book: { id, title, author, genre, image_url: null }, pages });

const fixturePages: Record<number, number> = {
  1: 374,
  2: 412,
  3: 279,
  4: 310,
  5: 415,
  6: 489,
  7: 160,
  8: 387,
  9: 443,
  10: 1138,
  11: 552,
  12: 184,
  13: 313,
  14: 204,
};

/**
 * The books the fixtures read: the catalogue fixtures (ids 1 to 14) and more of the real
 * catalogue (goodbooks-10k titles, ids from 15), each with a usual edition's page count.
 */
export const bookPool: PooledBook[] = [
  ...books.map((book) => ({ book: bookSummaryOf(book), pages: fixturePages[book.id] ?? 300 })),
  pooled(15, "Harry Potter and the Sorcerer's Stone", 'J.K. Rowling', 'Fantasy', 309),
  pooled(16, 'Twilight', 'Stephenie Meyer', 'Young Adult', 498),
  pooled(17, 'To Kill a Mockingbird', 'Harper Lee', 'Classics', 324),
  pooled(18, 'The Great Gatsby', 'F. Scott Fitzgerald', 'Classics', 180),
  pooled(19, 'The Catcher in the Rye', 'J.D. Salinger', 'Classics', 277),
  pooled(20, 'Angels & Demons', 'Dan Brown', 'Thriller', 713),
  pooled(21, 'The Diary of a Young Girl', 'Anne Frank', 'Biography', 283),
  pooled(22, '1984', 'George Orwell', 'Dystopian', 328),
  pooled(23, 'Divergent', 'Veronica Roth', 'Dystopian', 487),
  pooled(24, 'Animal Farm', 'George Orwell', 'Classics', 141),
  pooled(25, 'Catching Fire', 'Suzanne Collins', 'Dystopian', 391),
  pooled(26, 'The Kite Runner', 'Khaled Hosseini', 'Literary Fiction', 371),
  pooled(27, 'The Girl with the Dragon Tattoo', 'Stieg Larsson', 'Thriller', 465),
  pooled(28, 'The Fellowship of the Ring', 'J.R.R. Tolkien', 'Fantasy', 423),
  pooled(29, 'Mockingjay', 'Suzanne Collins', 'Dystopian', 390),
  pooled(30, 'Romeo and Juliet', 'William Shakespeare', 'Classics', 283),
  pooled(31, 'The Lovely Bones', 'Alice Sebold', 'Literary Fiction', 328),
  pooled(32, 'Lord of the Flies', 'William Golding', 'Classics', 224),
  pooled(33, 'The Lion, the Witch, and the Wardrobe', 'C.S. Lewis', "Children's", 208),
  pooled(34, 'The Help', 'Kathryn Stockett', 'Historical Fiction', 451),
  pooled(35, 'Of Mice and Men', 'John Steinbeck', 'Classics', 107),
  pooled(36, 'The Lightning Thief', 'Rick Riordan', 'Young Adult', 377),
  pooled(37, 'A Game of Thrones', 'George R.R. Martin', 'Fantasy', 694),
  pooled(38, 'Memoirs of a Geisha', 'Arthur Golden', 'Historical Fiction', 434),
  pooled(39, 'The Alchemist', 'Paulo Coelho', 'Literary Fiction', 197),
  pooled(40, 'The Giver', 'Lois Lowry', 'Dystopian', 208),
  pooled(41, 'Little Women', 'Louisa May Alcott', 'Classics', 449),
  pooled(42, 'Jane Eyre', 'Charlotte Brontë', 'Classics', 532),
  pooled(43, 'Eat, Pray, Love', 'Elizabeth Gilbert', 'Biography', 334),
  pooled(44, 'City of Bones', 'Cassandra Clare', 'Young Adult', 485),
  pooled(45, 'Eragon', 'Christopher Paolini', 'Fantasy', 503),
  pooled(46, 'Water for Elephants', 'Sara Gruen', 'Historical Fiction', 335),
  pooled(47, 'The Notebook', 'Nicholas Sparks', 'Romance', 214),
  pooled(48, 'Brave New World', 'Aldous Huxley', 'Dystopian', 288),
  pooled(49, 'Where the Sidewalk Ends', 'Shel Silverstein', 'Poetry', 176),
  pooled(50, 'The Girl on the Train', 'Paula Hawkins', 'Thriller', 336),
  pooled(51, 'Life of Pi', 'Yann Martel', 'Literary Fiction', 326),
  pooled(52, 'The Golden Compass', 'Philip Pullman', 'Fantasy', 399),
  pooled(53, 'The Adventures of Huckleberry Finn', 'Mark Twain', 'Classics', 366),
  pooled(54, "The Hitchhiker's Guide to the Galaxy", 'Douglas Adams', 'Science Fiction', 193),
  pooled(55, 'The Secret Life of Bees', 'Sue Monk Kidd', 'Historical Fiction', 302),
  pooled(56, 'Wuthering Heights', 'Emily Brontë', 'Classics', 464),
  pooled(57, 'The Perks of Being a Wallflower', 'Stephen Chbosky', 'Young Adult', 213),
  pooled(58, 'Gone with the Wind', 'Margaret Mitchell', 'Historical Fiction', 1037),
  pooled(
    59,
    'The Curious Incident of the Dog in the Night-Time',
    'Mark Haddon',
    'Literary Fiction',
    226,
  ),
  pooled(60, 'Slaughterhouse-Five', 'Kurt Vonnegut Jr.', 'Classics', 275),
  pooled(61, "Ender's Game", 'Orson Scott Card', 'Science Fiction', 324),
  pooled(62, 'Frankenstein', 'Mary Wollstonecraft Shelley', 'Classics', 280),
  pooled(63, 'The Shining', 'Stephen King', 'Horror', 447),
  pooled(64, 'Looking for Alaska', 'John Green', 'Young Adult', 221),
  pooled(65, 'Holes', 'Louis Sachar', "Children's", 233),
  pooled(66, "The Time Traveler's Wife", 'Audrey Niffenegger', 'Romance', 546),
  pooled(67, 'Sense and Sensibility', 'Jane Austen', 'Classics', 409),
  pooled(68, 'The Little Prince', 'Antoine de Saint-Exupéry', "Children's", 96),
  pooled(69, 'The Maze Runner', 'James Dashner', 'Dystopian', 375),
  pooled(70, 'Night', 'Elie Wiesel', 'Biography', 120),
  pooled(71, 'The Odyssey', 'Homer', 'Classics', 541),
  pooled(72, 'The Outsiders', 'S.E. Hinton', 'Young Adult', 192),
  pooled(73, 'Into the Wild', 'Jon Krakauer', 'Nonfiction', 207),
  pooled(74, 'The Secret Garden', 'Frances Hodgson Burnett', "Children's", 331),
  pooled(75, 'A Tale of Two Cities', 'Charles Dickens', 'Classics', 489),
  pooled(76, 'The Princess Bride', 'William Goldman', 'Fantasy', 456),
  pooled(77, 'The Glass Castle', 'Jeannette Walls', 'Biography', 288),
  pooled(78, 'Dracula', 'Bram Stoker', 'Horror', 488),
  pooled(79, "The Handmaid's Tale", 'Margaret Atwood', 'Dystopian', 311),
  pooled(80, 'The Picture of Dorian Gray', 'Oscar Wilde', 'Classics', 254),
  pooled(81, 'Fahrenheit 451', 'Ray Bradbury', 'Dystopian', 194),
  pooled(82, 'Catch-22', 'Joseph Heller', 'Classics', 453),
  pooled(83, 'Steve Jobs', 'Walter Isaacson', 'Biography', 630),
  pooled(84, 'Tuesdays with Morrie', 'Mitch Albom', 'Biography', 192),
  pooled(85, 'The Count of Monte Cristo', 'Alexandre Dumas', 'Classics', 1276),
  pooled(86, 'A Clash of Kings', 'George R.R. Martin', 'Fantasy', 761),
  pooled(87, 'The Old Man and the Sea', 'Ernest Hemingway', 'Classics', 127),
  pooled(88, 'Outlander', 'Diana Gabaldon', 'Historical Fiction', 850),
  pooled(89, 'Les Misérables', 'Victor Hugo', 'Classics', 1463),
  pooled(90, 'The Road', 'Cormac McCarthy', 'Dystopian', 287),
  pooled(91, 'Freakonomics', 'Steven D. Levitt', 'Nonfiction', 268),
  pooled(92, 'Room', 'Emma Donoghue', 'Literary Fiction', 321),
  pooled(93, 'Anne of Green Gables', 'L.M. Montgomery', "Children's", 320),
  pooled(94, 'And Then There Were None', 'Agatha Christie', 'Mystery', 272),
  pooled(95, "The Cuckoo's Calling", 'Robert Galbraith', 'Mystery', 455),
  pooled(96, 'The Name of the Rose', 'Umberto Eco', 'Mystery', 536),
  pooled(97, 'A Study in Scarlet', 'Arthur Conan Doyle', 'Mystery', 108),
  pooled(98, 'The Martian', 'Andy Weir', 'Science Fiction', 369),
  pooled(99, 'Jurassic Park', 'Michael Crichton', 'Science Fiction', 399),
  pooled(100, 'How to Win Friends and Influence People', 'Dale Carnegie', 'Self-Help', 291),
  pooled(101, 'The Power of Habit', 'Charles Duhigg', 'Self-Help', 371),
  pooled(102, 'Outliers', 'Malcolm Gladwell', 'Nonfiction', 309),
  pooled(103, 'In Cold Blood', 'Truman Capote', 'Nonfiction', 343),
  pooled(104, 'The Stand', 'Stephen King', 'Horror', 1153),
  pooled(105, 'Misery', 'Stephen King', 'Horror', 310),
  pooled(106, 'The Prophet', 'Kahlil Gibran', 'Poetry', 107),
  pooled(107, 'A Light in the Attic', 'Shel Silverstein', 'Poetry', 176),
];

const poolById = new Map(bookPool.map((entry) => [entry.book.id, entry]));

/** A pooled book by id (the fixtures only name ids they hold). */
export function pooledBook(id: number): PooledBook {
  const found = poolById.get(id);
  if (!found) throw new Error(`No pooled book ${id}`);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Reading histories

/** One finished reading, as the statistics count it. */
export interface FinishedReading {
  book: StatsBook;
  /** The pages it counts (the edition's, else the catalogue's), or null when neither is known. */
  pages: number | null;
  /** The finish's stored day (`YYYY-MM-DD`; the 1st of the month, or January 1), or null: unknown. */
  finished: string | null;
  /** How well the finish is known: a month is bucketed by its month; a year by no month. */
  precision: 'day' | 'month' | 'year';
  /** The start, when known to the day (the average days per book use it). */
  started: string | null;
}

/** What a reader did that their statistics and goals are computed from. */
export interface ReaderHistory {
  finished: FinishedReading[];
  /** The days abandoned readings were stopped. */
  dnf: string[];
  /** The reader's reviews: the stars and the day each was written. */
  reviews: { stars: number; written: string }[];
}

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A finished reading of a pooled book on a day (`'2025-03-18'`), in a month (`'2025-03'`) or a
 * year (`'2025'`), or on an unknown day (`null`). A day-precise finish started a few days per
 * hundred pages earlier, so the average days per book are plausible.
 */
export function finishedReading(
  bookId: number,
  when: string | null,
  options: { pages?: number | null } = {},
): FinishedReading {
  const { book, pages: poolPages } = pooledBook(bookId);
  const pages = options.pages === undefined ? poolPages : options.pages;
  const precision =
    when === null || when.length === 10 ? 'day' : when.length === 7 ? 'month' : 'year';
  const finished =
    when === null
      ? null
      : precision === 'day'
        ? when
        : precision === 'month'
          ? `${when}-01`
          : `${when}-01-01`;
  const started =
    finished !== null && precision === 'day'
      ? addDays(finished, -(Math.round((pages ?? 300) / 28) + 2))
      : null;
  return { book, pages, finished, precision, started };
}

/** `count` readings spread over `year`'s months (up to `lastMonth`), of the pooled `bookIds`. */
function spread(year: number, bookIds: number[], lastMonth = 12): FinishedReading[] {
  return bookIds.map((bookId, index) => {
    const month = Math.floor((index * lastMonth) / bookIds.length) + 1;
    const day = 1 + ((index * 11 + year) % 27);
    return finishedReading(bookId, `${year}-${pad(month)}-${pad(day)}`);
  });
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** Reviews written in `year`: `stars[i]` reviews of i + 1 stars, spread over the months. */
function reviewsIn(year: number, stars: [number, number, number, number, number], lastMonth = 12) {
  const written = stars.flatMap((count, index) =>
    Array.from({ length: count }, () => ({ stars: index + 1 })),
  );
  return written.map((review, index) => ({
    ...review,
    written: `${year}-${pad(Math.floor((index * lastMonth) / written.length) + 1)}-${pad(1 + ((index * 5) % 27))}`,
  }));
}

/**
 * A typical reader: finished books since 2022, 24 in 2025 (two re-reads, three abandoned, one
 * known only to the year, one without a page count) and 23 so far in 2026, reviews most years,
 * one book whose finish day is unknown.
 */
const typicalHistory: ReaderHistory = {
  finished: [
    // 2022: The Hobbit and The Hunger Games, re-read in 2025.
    finishedReading(4, '2022-02-11'),
    finishedReading(1, '2022-08-30'),
    ...spread(2022, range(61, 70)),
    ...spread(2023, range(71, 86)),
    ...spread(2024, range(87, 104)),
    finishedReading(45, null),
    // 2025: 23 dated to the day, Life of Pi to the year only, Little Women without pages.
    finishedReading(2, '2025-01-09'),
    finishedReading(4, '2025-01-27'),
    finishedReading(3, '2025-02-14'),
    finishedReading(8, '2025-03-03'),
    finishedReading(9, '2025-03-18'),
    finishedReading(12, '2025-03-29'),
    finishedReading(5, '2025-04-10'),
    finishedReading(7, '2025-04-22'),
    finishedReading(11, '2025-05-06'),
    finishedReading(14, '2025-05-25'),
    finishedReading(10, '2025-06-30'),
    finishedReading(1, '2025-07-04'),
    finishedReading(25, '2025-07-12'),
    finishedReading(29, '2025-07-20'),
    finishedReading(13, '2025-08-03'),
    finishedReading(6, '2025-08-15'),
    finishedReading(22, '2025-08-28'),
    finishedReading(42, '2025-09-21'),
    finishedReading(48, '2025-10-05'),
    finishedReading(50, '2025-10-31'),
    finishedReading(51, '2025'),
    finishedReading(39, '2025-11-26'),
    finishedReading(37, '2025-12-14'),
    finishedReading(41, '2025-12-28', { pages: null }),
    // 2026 so far: Dune again in June, two finishes known to the month.
    ...[
      finishedReading(15, '2026-01-06'),
      finishedReading(16, '2026-01-24'),
      finishedReading(17, '2026-02-08'),
      finishedReading(18, '2026-02-19'),
      finishedReading(19, '2026-03-02'),
      finishedReading(20, '2026-03-15'),
      finishedReading(21, '2026-03'),
      finishedReading(23, '2026-04-04'),
      finishedReading(24, '2026-04-18'),
      finishedReading(26, '2026-05-09'),
      finishedReading(27, '2026-05-27'),
      finishedReading(2, '2026-06-12'),
      finishedReading(28, '2026-06-29'),
      finishedReading(30, '2026-07-05'),
      finishedReading(31, '2026-07-16'),
      finishedReading(32, '2026-07'),
      finishedReading(33, '2026-08-10'),
      finishedReading(34, '2026-08-25'),
      finishedReading(35, '2026-09-07'),
      finishedReading(36, '2026-09-22'),
      finishedReading(38, '2026-10-11'),
      finishedReading(40, '2026-10-30'),
      finishedReading(43, '2026-11-14'),
    ],
  ],
  dnf: [
    '2024-05-02',
    '2024-10-19',
    '2025-02-20',
    '2025-06-11',
    '2025-09-03',
    '2026-04-27',
    '2026-09-30',
  ],
  reviews: [
    ...reviewsIn(2023, [0, 1, 1, 2, 1]),
    ...reviewsIn(2024, [0, 0, 2, 3, 3]),
    ...reviewsIn(2025, [0, 1, 2, 4, 5]),
    ...reviewsIn(2026, [1, 0, 2, 3, 4], 11),
  ],
};

/** A new reader: nothing finished, abandoned or reviewed. */
const emptyHistory: ReaderHistory = { finished: [], dnf: [], reviews: [] };

/** One finished book (The Hobbit, March 2026) with its five-star review. */
const oneBookHistory: ReaderHistory = {
  finished: [finishedReading(4, '2026-03-14')],
  dnf: [],
  reviews: [{ stars: 5, written: '2026-03-15' }],
};

/**
 * A reader since 2002: about 3,000 finished readings over 25 years (between 80 and 160 a year;
 * 2026 up to 20 November). Each reading is its own edition (ids from 10,000) of a pooled title,
 * every 25th a re-read of an edition from two hundred readings before, every 37th without a
 * page count, every 41st known only to its year, one with an unknown finish.
 */
function hugeHistory(): ReaderHistory {
  const finished: FinishedReading[] = [];
  const dnf: string[] = [];
  const reviews: ReaderHistory['reviews'] = [];
  let serial = 0;
  for (let year = 2002; year <= STATS_CURRENT_YEAR; year += 1) {
    const current = year === STATS_CURRENT_YEAR;
    const lastMonth = current ? 11 : 12;
    const count = Math.round((80 + ((year * 37) % 81)) * (lastMonth / 12));
    for (let index = 0; index < count; index += 1) {
      serial += 1;
      const month = Math.floor((index * lastMonth) / count) + 1;
      const day = 1 + ((index * 13 + year) % (current && month === 11 ? 20 : 28));
      const { book, pages } = bookPool[serial % bookPool.length] as PooledBook;
      const reread = serial % 25 === 0 && finished.length > 200;
      const edition = reread
        ? (finished[finished.length - 200] as FinishedReading).book
        : { ...book, id: 10_000 + serial };
      const when = serial % 41 === 0 ? String(year) : `${year}-${pad(month)}-${pad(day)}`;
      finished.push({
        ...finishedReading(book.id, serial % 1_500 === 0 ? null : when, {
          pages: serial % 37 === 0 ? null : pages,
        }),
        book: edition,
      });
    }
    for (let index = 0; index < 6 + (year % 5); index += 1) {
      dnf.push(`${year}-${pad(1 + ((index * 5) % lastMonth))}-${pad(3 + index)}`);
    }
    reviews.push(
      ...reviewsIn(year, [1 + (year % 2), 3, 6 + (year % 4), 14, 10 + (year % 7)], lastMonth),
    );
  }
  return { finished, dnf, reviews };
}

/**
 * A reader who imported a library without page counts: 70 books finished in 2026, 57 of them
 * (all different books) without pages, so the statistics list the 20 most recent and count 57.
 */
const missingPagesHistory: ReaderHistory = {
  finished: [
    ...spread(2026, range(1, 70), 11).map((reading) =>
      reading.book.id <= 57 ? { ...reading, pages: null } : reading,
    ),
  ],
  dnf: ['2026-02-14', '2026-06-01'],
  reviews: reviewsIn(2026, [0, 2, 5, 9, 6], 11),
};

// ---------------------------------------------------------------------------------------------
// Statistics and goals from a history

const yearOf = (date: string) => Number(date.slice(0, 4));
const inYear = (year: number | null) => (date: string | null) =>
  year === null || (date !== null && yearOf(date) === year);

/** A history's finish as the journal's partial date. */
const finishOf = (reading: FinishedReading) =>
  reading.finished === null ? null : { date: reading.finished, precision: reading.precision };

/** Finished readings in order of finish (an unknown finish last, as recorded), each marked re-read or not. */
function withRereads(history: ReaderHistory) {
  const ordered = [...history.finished].sort((a, b) =>
    a.finished === b.finished
      ? 0
      : a.finished === null
        ? 1
        : b.finished === null
          ? -1
          : a.finished.localeCompare(b.finished),
  );
  const seen = new Set<number>();
  return ordered.map((reading) => {
    const reread = seen.has(reading.book.id);
    seen.add(reading.book.id);
    return { reading, reread };
  });
}

/**
 * A reader's statistics for `year` (or all time: null), by the contract's rules
 * (src/api/contract/stats.ts): bucket keys are `YYYY-MM` per month of a year and `YYYY` per year
 * of all time. `goal` is the goal whose period is that calendar year; `shared` the years whose
 * summary is public.
 */
export function statsFor(
  history: ReaderHistory,
  year: number | null,
  extra: { goal?: Goal | null; shared?: readonly number[] } = {},
): Stats {
  const marked = withRereads(history).filter(
    ({ reading }) =>
      year === null ||
      countsInPeriod(finishOf(reading), yearPeriod(year).start, yearPeriod(year).end),
  );
  const readings = marked.map(({ reading }) => reading);
  const withPages = readings.filter((reading) => reading.pages !== null);
  const dated = readings.filter((reading) =>
    year === null ? reading.finished !== null : reading.precision !== 'year',
  );
  const bucketKey = (reading: FinishedReading) =>
    year === null ? (reading.finished ?? '').slice(0, 4) : (reading.finished ?? '').slice(0, 7);
  const allYears = [
    ...new Set(
      history.finished.flatMap((reading) => (reading.finished ? [yearOf(reading.finished)] : [])),
    ),
  ].sort((a, b) => b - a);
  const keys =
    year !== null
      ? range(1, 12).map((month) => `${year}-${pad(month)}`)
      : allYears.length === 0
        ? []
        : range(allYears[allYears.length - 1] as number, allYears[0] as number).map(String);
  const genreCounts = new Map<string, number>();
  for (const reading of readings) {
    genreCounts.set(reading.book.genre, (genreCounts.get(reading.book.genre) ?? 0) + 1);
  }
  const byPages = [...withPages].sort((a, b) => (b.pages ?? 0) - (a.pages ?? 0));
  const longest = byPages[0];
  const shortest = byPages[byPages.length - 1];
  const timed = readings.filter((reading) => reading.started !== null && reading.finished !== null);
  const missing: StatsBook[] = [];
  for (const { reading } of [...marked].reverse()) {
    if (reading.pages !== null || missing.some((book) => book.id === reading.book.id)) continue;
    if (missing.length < MISSING_PAGES_LIST_MAX) missing.push(reading.book);
  }
  const sum = (items: FinishedReading[]) =>
    items.reduce((total, reading) => total + (reading.pages ?? 0), 0);

  return {
    year,
    totals: {
      books: readings.length,
      pages: sum(readings),
      without_pages: readings.length - withPages.length,
      undated: readings.length - dated.length,
      rereads: marked.filter((item) => item.reread).length,
      dnf: history.dnf.filter(inYear(year)).length,
    },
    buckets: {
      unit: year === null ? 'year' : 'month',
      items: keys.map((key) => {
        const inBucket = dated.filter((reading) => bucketKey(reading) === key);
        return { key, books: inBucket.length, pages: sum(inBucket) };
      }),
    },
    genres: [...genreCounts.entries()]
      .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
      .map(([genre, count]) => ({ genre, books: count })),
    lengths: LENGTH_BUCKETS.map((bucket) => ({
      bucket,
      books: withPages.filter((reading) => lengthBucketOf(reading.pages ?? 0) === bucket).length,
    })),
    ratings: range(1, 5).map((stars) => ({
      stars,
      count: history.reviews.filter(
        (review) => review.stars === stars && inYear(year)(review.written),
      ).length,
    })),
    average_days:
      timed.length === 0
        ? null
        : Math.round(
            (timed.reduce(
              (total, reading) =>
                total + periodDays(reading.started as string, reading.finished as string),
              0,
            ) /
              timed.length) *
              10,
          ) / 10,
    longest: longest ? { book: longest.book, pages: longest.pages ?? 1 } : null,
    shortest: shortest ? { book: shortest.book, pages: shortest.pages ?? 1 } : null,
    missing_pages: missing,
    goal: year === null ? null : (extra.goal ?? null),
    shared: year !== null && (extra.shared ?? []).includes(year),
    years: allYears,
  };
}

/** What a goal asks for: its period, its targets and who sees it. */
export interface GoalSpec {
  id: number;
  start: string;
  end: string;
  books?: number | null;
  pages?: number | null;
  visibility?: GoalVisibility;
  userId?: number;
}

/** A goal with its progress: the finished readings of `history` in its period. */
export function goalOf(history: ReaderHistory, spec: GoalSpec): Goal {
  // The contract's rule: by the finish's day; an unknown finish counts in no period.
  const readings = history.finished.filter((reading) =>
    countsInPeriod(finishOf(reading), spec.start, spec.end),
  );
  const withPages = readings.filter((reading) => reading.pages !== null);
  return {
    id: spec.id,
    user_id: spec.userId ?? ada.id,
    start: spec.start,
    end: spec.end,
    books: spec.books ?? null,
    pages: spec.pages ?? null,
    visibility: spec.visibility ?? 'public',
    progress: {
      books: readings.length,
      pages: withPages.reduce((total, reading) => total + (reading.pages ?? 0), 0),
      books_without_pages: readings.length - withPages.length,
    },
    created_at: `${spec.start}T09:00:00.000Z`,
    updated_at: `${spec.start}T09:00:00.000Z`,
  };
}

/** The calendar year's goal spec. */
export const yearGoal = (
  id: number,
  year: number,
  targets: Omit<GoalSpec, 'id' | 'start' | 'end'>,
): GoalSpec => ({ id, ...yearPeriod(year), ...targets });

/**
 * A reader's world for the statistics mocks: their history, their goals (newest period first),
 * the years whose summary they shared.
 */
export interface StatsScenario {
  history: ReaderHistory;
  goals: GoalSpec[];
  shared: number[];
}

/** The statistics a scenario answers for a year (with that year's goal) or all time. */
export function scenarioStats(scenario: StatsScenario, year: number | null): Stats {
  const spec =
    year === null
      ? undefined
      : scenario.goals.find(
          (goal) => goal.start === `${year}-01-01` && goal.end === `${year}-12-31`,
        );
  return statsFor(scenario.history, year, {
    goal: spec ? goalOf(scenario.history, spec) : null,
    shared: scenario.shared,
  });
}

/** The named worlds: call `statsWorld(statsScenarios.typical)` (handlers/stats.ts). */
export const statsScenarios = {
  /** 2025: 24 books, a 30-book goal (ended short), re-reads, DNFs; 2026: 23 books, behind by 3. */
  typical: {
    history: typicalHistory,
    goals: [
      yearGoal(3, 2026, { books: 30, pages: 9_000, visibility: 'followers' }),
      { id: 4, start: '2025-06-01', end: '2025-08-31', books: 8, visibility: 'private' },
      yearGoal(2, 2025, { books: 30 }),
      yearGoal(1, 2024, { books: 20 }),
    ],
    shared: [2024],
  },
  /** A new reader: nothing finished, no goal. */
  empty: { history: emptyHistory, goals: [], shared: [] },
  /** One book finished in 2026, no goal. */
  oneBook: { history: oneBookHistory, goals: [], shared: [] },
  /** About 3,000 books since 2002, a goal every year since 2010. */
  hugeHistory: {
    history: hugeHistory(),
    goals: range(2010, STATS_CURRENT_YEAR)
      .reverse()
      .map((year) =>
        yearGoal(100 + year - 2010, year, {
          books: 100 + (year % 6) * 10,
          pages: year === STATS_CURRENT_YEAR ? 45_000 : null,
        }),
      ),
    shared: [2023, 2024, 2025],
  },
  /** 2026: 70 books, 57 of them without a page count; a books-and-pages goal. */
  missingPages: {
    history: missingPagesHistory,
    goals: [yearGoal(5, 2026, { books: 80, pages: 25_000 })],
    shared: [],
  },
} satisfies Record<string, StatsScenario>;
export type StatsScenarioName = keyof typeof statsScenarios;

/** The typical reader's 2025: 24 books, ended 24 of 30. */
export const typicalYearStats = scenarioStats(statsScenarios.typical, 2025);
/** The typical reader's 2026 so far. */
export const typicalCurrentYearStats = scenarioStats(statsScenarios.typical, STATS_CURRENT_YEAR);
/** The typical reader's all time (2022 to 2026). */
export const typicalAllTimeStats = scenarioStats(statsScenarios.typical, null);
/** A new reader's 2026: nothing finished. */
export const emptyStats = scenarioStats(statsScenarios.empty, STATS_CURRENT_YEAR);
/** A new reader's all time: no buckets at all. */
export const emptyAllTimeStats = scenarioStats(statsScenarios.empty, null);
/** One book in 2026. */
export const oneBookStats = scenarioStats(statsScenarios.oneBook, STATS_CURRENT_YEAR);
/** 25 years of all-time buckets, thousands of books. */
export const hugeAllTimeStats = scenarioStats(statsScenarios.hugeHistory, null);
/** 2026 with 57 books lacking a page count (20 listed). */
export const missingPagesStats = scenarioStats(statsScenarios.missingPages, STATS_CURRENT_YEAR);

// ---------------------------------------------------------------------------------------------
// Goals for the goal card, each on STATS_TODAY (day 325 of 365 in 2026)

/** A goal with the progress given outright (for cards: no history needed). */
export function goalFixture(
  overrides: Omit<Partial<Goal>, 'progress'> & { progress?: Partial<Goal['progress']> } = {},
): Goal {
  const { progress, ...rest } = overrides;
  return {
    id: 1,
    user_id: ada.id,
    ...yearPeriod(STATS_CURRENT_YEAR),
    books: 30,
    pages: null,
    visibility: 'public',
    created_at: '2026-01-02T09:00:00.000Z',
    updated_at: '2026-01-02T09:00:00.000Z',
    ...rest,
    progress: { books: 0, pages: 0, books_without_pages: 0, ...progress },
  };
}

/** Goals in every pace, on STATS_TODAY: an even pace asks for 26 of 30 books by then. */
export const goalFixtures = {
  /** 27 of 30 books: ahead of the 26 the pace asks for. */
  onTrack: goalFixture({ progress: { books: 27, pages: 8_940 } }),
  /** 23 of 30 books: behind by 3. */
  behind: goalFixture({ visibility: 'followers', progress: { books: 23, pages: 7_410 } }),
  /** 31 of 30 books. */
  reached: goalFixture({ progress: { books: 31, pages: 10_120 } }),
  /** 2025's goal, ended at 28 of 30. */
  ended: goalFixture({
    id: 2,
    ...yearPeriod(2025),
    visibility: 'private',
    progress: { books: 28, pages: 9_310 },
    created_at: '2025-01-03T09:00:00.000Z',
    updated_at: '2025-01-03T09:00:00.000Z',
  }),
  /** Books only, 12 of 30. */
  booksOnly: goalFixture({ progress: { books: 12, pages: 3_960 } }),
  /** Pages only: 7,200 of 10,000 (an even pace asks for 8,904). */
  pagesOnly: goalFixture({ books: null, pages: 10_000, progress: { books: 22, pages: 7_200 } }),
  /** Books and pages: books on track, pages behind. */
  both: goalFixture({ books: 24, pages: 9_000, progress: { books: 22, pages: 7_350 } }),
  /** Books and pages, 3 of the finished books without a page count. */
  missingPages: goalFixture({
    books: 24,
    pages: 9_000,
    progress: { books: 22, pages: 6_410, books_without_pages: 3 },
  }),
  /** A custom summer period (June to August 2026), ended, reached. */
  custom: goalFixture({
    id: 4,
    start: '2026-06-01',
    end: '2026-08-31',
    books: 8,
    visibility: 'private',
    progress: { books: 9, pages: 2_960 },
  }),
  /** 2027's goal, not started yet. */
  upcoming: goalFixture({ id: 5, ...yearPeriod(2027), books: 40, progress: { books: 0 } }),
} satisfies Record<string, Goal>;
