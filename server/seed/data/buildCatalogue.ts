// Rebuilds catalogue.json from goodbooks-10k's books.csv (facts) and notes/*.json (genre,
// publisher, description written by the Shelfmark team), and catalogue-facts.json: every other
// book of the CSV with its facts only (no genre, publisher or description).
// Usage: node --import tsx server/seed/data/buildCatalogue.ts [path/to/books.csv]
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCsvFacts, sampleCsv } from './csvFacts';
import { isGenre, type Genre } from './genres';

export const CORE_SIZE = 1000;
export const MAX_SIZE = 1100;

/** The whole data set: the annotated catalogue plus the facts-only books. */
export const FULL_SIZE = 10_000;

export interface BookNote {
  genre: Genre;
  publisher: string | null;
  description: string;
}

export interface CatalogueBook {
  sourceId: number;
  title: string;
  author: string;
  publishedYear: number | null;
  isbn13: string | null;
  /** The series and number the CSV's title carried ("Harry Potter, #3"); search finds it. */
  series?: string;
  genre: Genre;
  publisher: string | null;
  description: string;
}

/** A book of the data set without notes: facts only, seeded with an empty genre and description. */
export interface FactsBook {
  sourceId: number;
  title: string;
  author: string;
  publishedYear: number | null;
  isbn13: string | null;
  series?: string;
}

const here = dirname(fileURLToPath(import.meta.url));
export const NOTES_DIR = join(here, 'notes');
export const CATALOGUE_PATH = join(here, 'catalogue.json');
export const FACTS_PATH = join(here, 'catalogue-facts.json');
export const CSV_SAMPLE_PATH = join(here, 'fixtures', 'books-sample.csv');
/** Every SAMPLE_STEP-th catalogue book goes into the committed CSV sample. */
export const SAMPLE_STEP = 10;
/** Every FACTS_SAMPLE_STEP-th facts-only book goes into it too. */
export const FACTS_SAMPLE_STEP = 100;
export const DEFAULT_CSV_PATH = resolve(here, '../../../../shared/data/goodbooks-10k/books.csv');

export function readNotes(dir: string = NOTES_DIR): Map<number, BookNote> {
  const notes = new Map<number, BookNote>();
  const files = readdirSync(dir)
    .filter((name) => /^notes-.*\.json$/.test(name))
    .sort();
  for (const file of files) {
    const parsed = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
    for (const [key, raw] of Object.entries(parsed)) {
      const id = Number(key);
      const note = raw as { genre?: unknown; publisher?: unknown; description?: unknown };
      if (!Number.isInteger(id)) throw new Error(`${file}: bad sourceId key "${key}"`);
      if (notes.has(id)) throw new Error(`${file}: sourceId ${id} has notes twice`);
      if (typeof note.genre !== 'string' || !isGenre(note.genre)) {
        throw new Error(`${file}: sourceId ${id} has unknown genre ${String(note.genre)}`);
      }
      if (note.publisher !== null && typeof note.publisher !== 'string') {
        throw new Error(`${file}: sourceId ${id} publisher must be a string or null`);
      }
      if (typeof note.description !== 'string' || note.description.trim() === '') {
        throw new Error(`${file}: sourceId ${id} needs a description`);
      }
      notes.set(id, {
        genre: note.genre,
        publisher: note.publisher,
        description: note.description.trim(),
      });
    }
  }
  return notes;
}

/**
 * The CORE_SIZE most-rated books, plus any later book that has notes (the extension that
 * tops up thin genres), most-rated first.
 */
export function buildCatalogue(csvPath: string, notes: Map<number, BookNote>): CatalogueBook[] {
  const facts = readCsvFacts(csvPath);
  const missing = facts.slice(0, CORE_SIZE).filter((book) => !notes.has(book.sourceId));
  if (missing.length > 0) {
    const ids = missing.map((book) => book.sourceId).join(', ');
    throw new Error(`${missing.length} of the top ${CORE_SIZE} books have no notes: ${ids}`);
  }
  const known = new Set(facts.map((book) => book.sourceId));
  const unknown = [...notes.keys()].filter((id) => !known.has(id));
  if (unknown.length > 0) throw new Error(`notes for sourceIds not in the CSV: ${unknown.join()}`);

  const books = facts
    .filter((book, index) => index < CORE_SIZE || notes.has(book.sourceId))
    .map((book): CatalogueBook => {
      const note = notes.get(book.sourceId);
      if (!note) throw new Error(`unreachable: no notes for ${book.sourceId}`);
      return {
        sourceId: book.sourceId,
        title: book.title,
        author: book.author,
        publishedYear: book.publishedYear,
        isbn13: book.isbn13,
        ...(book.series ? { series: book.series } : {}),
        genre: note.genre,
        publisher: note.publisher,
        description: note.description,
      };
    });
  if (books.length > MAX_SIZE) throw new Error(`catalogue has ${books.length} > ${MAX_SIZE}`);
  return books;
}

/** Every book of the CSV that has no notes, most-rated first, with its facts only. */
export function buildFactsCatalogue(csvPath: string, notes: Map<number, BookNote>): FactsBook[] {
  return readCsvFacts(csvPath)
    .filter((book) => !notes.has(book.sourceId))
    .map((book) => ({
      sourceId: book.sourceId,
      title: book.title,
      author: book.author,
      publishedYear: book.publishedYear,
      isbn13: book.isbn13,
      ...(book.series ? { series: book.series } : {}),
    }));
}

/** One compact record a line: a small file whose diffs still read book by book. */
export function factsJson(books: readonly FactsBook[]): string {
  return `[\n${books.map((book) => JSON.stringify(book)).join(',\n')}\n]\n`;
}

function main(): void {
  const csvPath = process.argv[2] ? resolve(process.argv[2]) : DEFAULT_CSV_PATH;
  const notes = readNotes();
  const books = buildCatalogue(csvPath, notes);
  writeFileSync(CATALOGUE_PATH, `${JSON.stringify(books, null, 2)}\n`);
  const facts = buildFactsCatalogue(csvPath, notes);
  if (books.length + facts.length > FULL_SIZE) {
    throw new Error(`the data set has ${books.length + facts.length} > ${FULL_SIZE} books`);
  }
  writeFileSync(FACTS_PATH, factsJson(facts));
  const sampled = new Set([
    ...books.filter((_, i) => i % SAMPLE_STEP === 0).map((b) => b.sourceId),
    ...facts.filter((_, i) => i % FACTS_SAMPLE_STEP === 0).map((b) => b.sourceId),
  ]);
  mkdirSync(dirname(CSV_SAMPLE_PATH), { recursive: true });
  writeFileSync(CSV_SAMPLE_PATH, sampleCsv(csvPath, sampled));
  console.log(
    `wrote ${books.length} books to ${CATALOGUE_PATH}, ${facts.length} to ${FACTS_PATH}, ` +
      `${sampled.size} rows to the sample`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main();
}
