import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CATALOGUE_PATH,
  CORE_SIZE,
  CSV_SAMPLE_PATH,
  DEFAULT_CSV_PATH,
  FACTS_PATH,
  FULL_SIZE,
  MAX_SIZE,
  readNotes,
} from './buildCatalogue';
import {
  cleanTitle,
  isbn10To13,
  isbn13CheckDigit,
  readCsvFacts,
  readCsvTexts,
  seriesOf,
} from './csvFacts';
import { GENRES } from './genres';

// The full goodbooks-10k CSV lives outside the repository (../shared); fresh clones fall back
// to the committed sample of every tenth catalogue book, so every check still runs.
const csvPath =
  process.env.SHELFMARK_BOOKS_CSV ??
  (existsSync(DEFAULT_CSV_PATH) ? DEFAULT_CSV_PATH : CSV_SAMPLE_PATH);
const usingFullCsv = csvPath !== CSV_SAMPLE_PATH;

const MIN_PER_GENRE = 8;
const MIN_WORDS = 15;
const MAX_WORDS = 45;

const bookSchema = z.strictObject({
  sourceId: z.number().int().positive(),
  title: z.string().min(1),
  author: z.string().min(1),
  publishedYear: z.number().int().nullable(),
  isbn13: z.string().nullable(),
  series: z.string().min(1).optional(),
  genre: z.enum(GENRES),
  publisher: z.string().min(1).nullable(),
  description: z.string().min(1),
});

const factsSchema = z.strictObject({
  sourceId: z.number().int().positive(),
  title: z.string().min(1),
  author: z.string().min(1),
  publishedYear: z.number().int().nullable(),
  isbn13: z.string().nullable(),
  series: z.string().min(1).optional(),
});

const USERNAME = /^[A-Za-z0-9_]{5,}$/;
const EMAIL = /^[^\s@]+@shelfmark\.test$/;
/** A day of 2025 or 2026 (the demo journal's dates). */
const DAY = /^202[56]-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const demoSchema = z.strictObject({
  readers: z.array(
    z.strictObject({
      username: z.string().regex(USERNAME),
      name: z.string().refine((value) => value.trim().length >= 3, 'name needs 3+ characters'),
      surname: z
        .string()
        .refine((value) => value.trim().length >= 3, 'surname needs 3+ characters'),
      email: z.string().regex(EMAIL),
      gender: z.enum(['male', 'female', 'other']),
    }),
  ),
  shelves: z.record(
    z.string(),
    z.strictObject({
      read: z.array(z.number().int()),
      liked: z.array(z.number().int()),
      favorites: z.array(z.number().int()),
      readingList: z.array(z.number().int()),
    }),
  ),
  reviews: z.array(
    z.strictObject({
      username: z.string(),
      sourceId: z.number().int(),
      rating: z.number().int().min(1).max(5),
      title: z.string().min(1),
      text: z.string().min(1),
      daysAgo: z.number().positive().max(400),
    }),
  ),
  follows: z.array(z.tuple([z.string(), z.string()])),
  readings: z.array(
    z.strictObject({
      username: z.string(),
      sourceId: z.number().int(),
      state: z.enum(['reading', 'read', 'dnf']),
      started: z.string().regex(DAY).nullable(),
      ended: z.string().regex(DAY).optional(),
      pageCount: z.number().int().min(1).optional(),
      progress: z
        .array(z.strictObject({ date: z.string().regex(DAY), pages: z.number().int().min(0) }))
        .optional(),
      dnfReason: z.string().min(1).max(500).optional(),
    }),
  ),
});

const catalogue = z
  .array(bookSchema)
  .parse(JSON.parse(readFileSync(CATALOGUE_PATH, 'utf8')) as unknown);
const factsBooks = z
  .array(factsSchema)
  .parse(JSON.parse(readFileSync(FACTS_PATH, 'utf8')) as unknown);
const demo = demoSchema.parse(
  JSON.parse(readFileSync(new URL('./demo.json', import.meta.url), 'utf8')) as unknown,
);
const catalogueIds = new Set(catalogue.map((book) => book.sourceId));

function words(text: string): number {
  return text.trim().split(/\s+/).length;
}

function duplicates<T>(values: T[]): T[] {
  const seen = new Set<T>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

describe('csv facts', () => {
  it('converts ISBN-10 to ISBN-13 with a recomputed check digit', () => {
    expect(isbn10To13('0306406152')).toBe('9780306406157');
    expect(isbn10To13('080442957X')).toBe('9780804429573');
    // leading zeros are dropped in the CSV
    expect(isbn10To13('439023483')).toBe('9780439023481');
    expect(isbn10To13('')).toBeNull();
    expect(isbn10To13('12345678901')).toBeNull();
    expect(isbn10To13('12A45')).toBeNull();
    expect(isbn10To13('12345678AB')).toBeNull();
  });

  it('strips only series parentheticals from titles', () => {
    expect(cleanTitle('The Hunger Games (The Hunger Games, #1)')).toBe('The Hunger Games');
    expect(cleanTitle('Angels & Demons  (Robert Langdon, #1)')).toBe('Angels & Demons');
    expect(cleanTitle('The Princess Bride ')).toBe('The Princess Bride');
    expect(cleanTitle('The Firm (Penguin Readers, Level 5)')).toBe(
      'The Firm (Penguin Readers, Level 5)',
    );
  });

  it('keeps the series parenthetical it strips, for search', () => {
    expect(seriesOf('Angels & Demons  (Robert Langdon, #1)')).toBe('Robert Langdon, #1');
    expect(seriesOf('The Silmarillion (Middle-Earth Universe)')).toBe('Middle-Earth Universe');
    expect(seriesOf('The Firm (Penguin Readers, Level 5)')).toBeNull();
    const azkaban = catalogue.find(
      (book) => book.title === 'Harry Potter and the Prisoner of Azkaban',
    );
    expect(azkaban?.series).toBe('Harry Potter, #3');
  });
});

describe('catalogue.json', () => {
  it(`holds ${CORE_SIZE} to ${MAX_SIZE} books with unique sourceIds`, () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(CORE_SIZE);
    expect(catalogue.length).toBeLessThanOrEqual(MAX_SIZE);
    expect(duplicates(catalogue.map((book) => book.sourceId))).toEqual([]);
  });

  it('has only valid ISBN-13s', () => {
    const bad = catalogue.filter(
      (book) =>
        book.isbn13 !== null &&
        (!/^\d{13}$/.test(book.isbn13) ||
          isbn13CheckDigit(book.isbn13.slice(0, 12)) !== book.isbn13[12]),
    );
    expect(bad.map((book) => book.sourceId)).toEqual([]);
    expect(catalogue.filter((book) => book.isbn13 !== null).length).toBeGreaterThan(900);
  });

  it('matches the facts derived from books.csv', () => {
    const facts = readCsvFacts(csvPath);
    const factsById = new Map(facts.map((fact) => [fact.sourceId, fact]));
    const checked = catalogue.filter((book) => factsById.has(book.sourceId));
    expect(checked.length).toBeGreaterThanOrEqual(100);
    for (const book of checked) {
      const fact = factsById.get(book.sourceId);
      expect({ id: book.sourceId, ...book }).toMatchObject({
        id: book.sourceId,
        title: fact?.title,
        author: fact?.author,
        publishedYear: fact?.publishedYear,
        isbn13: fact?.isbn13,
        ...(fact?.series ? { series: fact.series } : {}),
      });
    }
    if (usingFullCsv) {
      // the core is exactly the most-rated books, in order
      expect(catalogue.slice(0, CORE_SIZE).map((book) => book.sourceId)).toEqual(
        facts.slice(0, CORE_SIZE).map((fact) => fact.sourceId),
      );
    }
  });

  it('lists the most-rated books first', () => {
    const rank = new Map(readCsvFacts(csvPath).map((fact, index) => [fact.sourceId, index]));
    const ranks = catalogue
      .map((book) => rank.get(book.sourceId))
      .filter((value): value is number => value !== undefined);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it(`uses only the ${GENRES.length} genres, each with at least ${MIN_PER_GENRE} books`, () => {
    const counts = new Map<string, number>(GENRES.map((genre) => [genre, 0]));
    for (const book of catalogue) counts.set(book.genre, (counts.get(book.genre) ?? 0) + 1);
    const thin = [...counts].filter(([, count]) => count < MIN_PER_GENRE);
    expect(thin).toEqual([]);
  });

  it(`has distinct descriptions of ${MIN_WORDS}-${MAX_WORDS} words`, () => {
    const outOfBounds = catalogue
      .filter((book) => words(book.description) < MIN_WORDS || words(book.description) > MAX_WORDS)
      .map((book) => book.sourceId);
    expect(outOfBounds).toEqual([]);
    expect(duplicates(catalogue.map((book) => book.description.trim().toLowerCase()))).toEqual([]);
  });

  it('copies no description from the CSV and stores no URLs', () => {
    const texts = readCsvTexts(csvPath);
    const copied = catalogue.filter((book) => texts.has(book.description.trim().toLowerCase()));
    expect(copied.map((book) => book.sourceId)).toEqual([]);
    expect(JSON.stringify(catalogue)).not.toMatch(/https?:\/\//);
  });

  it('carries the notes files verbatim', () => {
    const notes = readNotes();
    expect(new Set(notes.keys())).toEqual(catalogueIds);
    for (const book of catalogue) {
      const note = notes.get(book.sourceId);
      expect({ id: book.sourceId, genre: book.genre, publisher: book.publisher }).toEqual({
        id: book.sourceId,
        genre: note?.genre,
        publisher: note?.publisher,
      });
      expect(book.description).toBe(note?.description);
    }
  });
});

describe('catalogue-facts.json', () => {
  it('holds every other book of the data set once, without notes', () => {
    const ids = [...catalogue, ...factsBooks].map((book) => book.sourceId);
    expect(duplicates(ids)).toEqual([]);
    expect(ids.length).toBe(FULL_SIZE);
    const notes = readNotes();
    expect(factsBooks.filter((book) => notes.has(book.sourceId))).toEqual([]);
    if (usingFullCsv) {
      expect(new Set(ids)).toEqual(new Set(readCsvFacts(csvPath).map((fact) => fact.sourceId)));
    }
  });

  it('matches the facts derived from books.csv, most-rated first', () => {
    const facts = readCsvFacts(csvPath);
    const factsById = new Map(facts.map((fact) => [fact.sourceId, fact]));
    const checked = factsBooks.filter((book) => factsById.has(book.sourceId));
    expect(checked.length).toBeGreaterThanOrEqual(80);
    for (const book of checked) {
      const fact = factsById.get(book.sourceId);
      expect(book).toEqual({
        sourceId: fact?.sourceId,
        title: fact?.title,
        author: fact?.author,
        publishedYear: fact?.publishedYear,
        isbn13: fact?.isbn13,
        ...(fact?.series ? { series: fact.series } : {}),
      });
    }
    const rank = new Map(facts.map((fact, index) => [fact.sourceId, index]));
    const ranks = factsBooks
      .map((book) => rank.get(book.sourceId))
      .filter((value): value is number => value !== undefined);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('has only valid ISBN-13s and stores no URLs', () => {
    const bad = factsBooks.filter(
      (book) =>
        book.isbn13 !== null &&
        (!/^\d{13}$/.test(book.isbn13) ||
          isbn13CheckDigit(book.isbn13.slice(0, 12)) !== book.isbn13[12]),
    );
    expect(bad.map((book) => book.sourceId)).toEqual([]);
    expect(factsBooks.filter((book) => book.isbn13 !== null).length).toBeGreaterThan(8000);
    expect(JSON.stringify(factsBooks)).not.toMatch(/https?:\/\//);
  });
});

describe('demo.json', () => {
  const usernames = demo.readers.map((reader) => reader.username);
  const known = new Set(usernames);

  it('has about 30 readers with unique usernames and emails, Ada first', () => {
    expect(demo.readers.length).toBeGreaterThanOrEqual(25);
    expect(duplicates(usernames)).toEqual([]);
    expect(duplicates(demo.readers.map((reader) => reader.email.toLowerCase()))).toEqual([]);
    expect(demo.readers[0]).toEqual({
      username: 'ada_reads',
      name: 'Ada',
      surname: 'Kaplan',
      email: 'ada@shelfmark.test',
      gender: 'female',
    });
  });

  it('gives every reader coherent shelves of catalogue books', () => {
    expect(new Set(Object.keys(demo.shelves))).toEqual(known);
    for (const [username, shelf] of Object.entries(demo.shelves)) {
      const read = new Set(shelf.read);
      const all = [...shelf.read, ...shelf.liked, ...shelf.favorites, ...shelf.readingList];
      expect({ username, unknown: all.filter((id) => !catalogueIds.has(id)) }).toEqual({
        username,
        unknown: [],
      });
      expect({ username, read: shelf.read.length >= 8 && shelf.read.length <= 40 }).toEqual({
        username,
        read: true,
      });
      expect({
        username,
        list: shelf.readingList.length >= 2 && shelf.readingList.length <= 10,
      }).toEqual({ username, list: true });
      expect({
        username,
        likedNotRead: shelf.liked.filter((id) => !read.has(id)),
        favoritesNotRead: shelf.favorites.filter((id) => !read.has(id)),
        listAlsoRead: shelf.readingList.filter((id) => read.has(id)),
        duplicated: [
          ...duplicates(shelf.read),
          ...duplicates(shelf.liked),
          ...duplicates(shelf.favorites),
          ...duplicates(shelf.readingList),
        ],
      }).toEqual({
        username,
        likedNotRead: [],
        favoritesNotRead: [],
        listAlsoRead: [],
        duplicated: [],
      });
    }
  });

  it('has reviews only of read books, one per reader and book', () => {
    expect(demo.reviews.length).toBeGreaterThanOrEqual(120);
    const invalid = demo.reviews.filter(
      (review) => !demo.shelves[review.username]?.read.includes(review.sourceId),
    );
    expect(invalid).toEqual([]);
    expect(
      duplicates(demo.reviews.map((review) => `${review.username}/${review.sourceId}`)),
    ).toEqual([]);
  });

  it('spreads ratings and times, with Ada and the people she follows active', () => {
    const ratings = new Set(demo.reviews.map((review) => review.rating));
    expect([...ratings].sort()).toEqual([1, 2, 3, 4, 5]);
    const days = demo.reviews.map((review) => review.daysAgo);
    expect(days.some((d) => d < 1 / 24)).toBe(true);
    expect(days.some((d) => d >= 1 / 24 && d < 1)).toBe(true);
    expect(days.some((d) => d > 30)).toBe(true);
    expect(
      demo.reviews.filter((review) => review.username === 'ada_reads').length,
    ).toBeGreaterThanOrEqual(6);
    const adaFollows = new Set(
      demo.follows.filter(([follower]) => follower === 'ada_reads').map(([, followed]) => followed),
    );
    const recentFromFollowed = demo.reviews.filter(
      (review) => adaFollows.has(review.username) && review.daysAgo < 1,
    );
    expect(recentFromFollowed.length).toBeGreaterThanOrEqual(3);
  });

  it('has a connected follow graph without self-follows or duplicates', () => {
    const unknownUsers = demo.follows.flat().filter((username) => !known.has(username));
    expect(unknownUsers).toEqual([]);
    expect(demo.follows.filter(([a, b]) => a === b)).toEqual([]);
    expect(duplicates(demo.follows.map(([a, b]) => `${a}->${b}`))).toEqual([]);

    const neighbours = new Map<string, Set<string>>(usernames.map((u) => [u, new Set()]));
    for (const [a, b] of demo.follows) {
      neighbours.get(a)?.add(b);
      neighbours.get(b)?.add(a);
    }
    const reached = new Set(['ada_reads']);
    const queue = ['ada_reads'];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      for (const other of neighbours.get(next) ?? []) {
        if (!reached.has(other)) {
          reached.add(other);
          queue.push(other);
        }
      }
    }
    expect(reached.size).toBe(usernames.length);

    const following = demo.follows.filter(([a]) => a === 'ada_reads').length;
    const followers = demo.follows.filter(([, b]) => b === 'ada_reads').length;
    expect(following).toBeGreaterThanOrEqual(6);
    expect(followers).toBeGreaterThanOrEqual(8);
    const followsNobody = usernames.filter((u) => !demo.follows.some(([a]) => a === u));
    expect(followsNobody.length).toBeGreaterThanOrEqual(2);
  });

  it('gives readers Ada follows dated readings that agree with their shelves', () => {
    const readers = new Set(demo.readings.map((reading) => reading.username));
    const adaFollows = new Set(
      demo.follows.filter(([follower]) => follower === 'ada_reads').map(([, followed]) => followed),
    );
    // Ada's shelves and dashboard are what the end-to-end tests check: she has no readings.
    expect(readers.has('ada_reads')).toBe(false);
    expect(
      [...readers].filter((username) => adaFollows.has(username)).length,
    ).toBeGreaterThanOrEqual(5);
    const problems = demo.readings.flatMap((reading) => {
      const where = `${reading.username}/${reading.sourceId}`;
      const shelf = demo.shelves[reading.username];
      const found: string[] = [];
      if (!shelf || !known.has(reading.username)) found.push(`${where}: unknown reader`);
      if (!catalogueIds.has(reading.sourceId)) found.push(`${where}: unknown book`);
      if (reading.state === 'read' && !shelf?.read.includes(reading.sourceId)) {
        found.push(`${where}: a finished book is on the read shelf`);
      }
      if (shelf?.readingList.includes(reading.sourceId)) {
        found.push(`${where}: a book with readings is off the reading list`);
      }
      if ((reading.state === 'reading') === (reading.ended !== undefined)) {
        found.push(`${where}: only an ended reading has an end`);
      }
      if (reading.started === null || reading.started > (reading.ended ?? reading.started)) {
        found.push(`${where}: starts on a known day, not after its end`);
      }
      if ((reading.progress ?? []).length > 0 && reading.state !== 'reading') {
        found.push(`${where}: progress is logged on a reading in progress`);
      }
      let last = { date: reading.started ?? '', pages: 0 };
      for (const entry of reading.progress ?? []) {
        if (entry.date < last.date || entry.pages < last.pages)
          found.push(`${where}: progress goes back`);
        if (entry.pages > (reading.pageCount ?? 0))
          found.push(`${where}: progress within the page count`);
        last = entry;
      }
      if (reading.dnfReason !== undefined && reading.state !== 'dnf') {
        found.push(`${where}: only a DNF has a reason`);
      }
      return found;
    });
    expect(problems).toEqual([]);
    const active = demo.readings.filter((reading) => reading.state === 'reading');
    expect(duplicates(active.map((reading) => `${reading.username}/${reading.sourceId}`))).toEqual(
      [],
    );
    // Something of every kind: books in progress with pages, finishes, a re-read and a DNF.
    expect(active.filter((reading) => reading.progress?.length).length).toBeGreaterThanOrEqual(3);
    const finished = demo.readings.filter((reading) => reading.state === 'read');
    expect(finished.length).toBeGreaterThanOrEqual(5);
    expect(
      duplicates(finished.map((reading) => `${reading.username}/${reading.sourceId}`)).length,
    ).toBeGreaterThanOrEqual(1);
    expect(demo.readings.some((reading) => reading.state === 'dnf')).toBe(true);
  });
});
