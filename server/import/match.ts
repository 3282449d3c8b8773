import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  booksByIsbn13,
  booksByTitleNorm,
  booksForCandidates,
  shelvedBooks,
} from '../repos/importBooks';
import type { RowMatch } from '../repos/imports';
import type { BookSearch } from '../search/engine';
import { normaliseText, searchTokens } from '../domain/searchText';
import { yieldToRequests } from '../db/yieldToRequests';
import type { ImportRow } from './formats/row';

/**
 * Matching an import's rows to catalogue books:
 * 1. A row with an ISBN is looked up by its ISBN-13 (an ISBN-10 converted), all of a file's
 *    ISBNs in one query. Found: matched by ISBN-13 or ISBN-10 (as the cell held it). Not found:
 *    the book is created; never a fuzzy match, since an ISBN names one edition exactly.
 * 2. A row without one is looked up by its normalised title (with and without a series suffix,
 *    "Dune (Dune Chronicles #1)") and author, exactly, in one query for the file.
 * 3. The rest (up to SEARCH_ROWS_MAX) go through the catalogue search (`context.search`) with the title and author; each
 *    candidate gets a confidence from title and author similarity. At or above MATCH_THRESHOLD
 *    the row is matched; candidates at or above CANDIDATE_THRESHOLD make it uncertain (the
 *    reader picks); otherwise the book is created.
 */

/** A search candidate this sure is taken without asking. */
export const MATCH_THRESHOLD = 0.9;
/** Below this a candidate is not offered; a row without any is created. */
export const CANDIDATE_THRESHOLD = 0.35;
/** Candidates offered for an uncertain row. */
export const MAX_CANDIDATES = 3;
/** Results read per search query. */
const SEARCH_LIMIT = 8;
/**
 * Rows of one file matched through the search (a few queries each); further rows without an
 * ISBN or an exact title and author are created (still de-duplicated by title and author).
 * Real exports carry ISBNs for most books; this bounds what a hostile 50,000-row file costs.
 */
export const SEARCH_ROWS_MAX = 5_000;

/** Rows searched between turns of the event loop (each a millisecond or so). */
const SEARCH_ROWS_PER_TURN = 10;

/**
 * A title without its trailing series note, as Goodreads writes one: "Dune (Dune Chronicles
 * #1)" and "The Name of the Wind (The Kingkiller Chronicle, #1)" are "Dune" and "The Name of the
 * Wind". Only a parenthesis with a number sign is a series note.
 */
export function mainTitle(title: string): string {
  const stripped = title.replace(/\s*\([^()]*#\s*[\d.]+[^()]*\)\s*$/, '').trim();
  return stripped === '' ? title : stripped;
}

/** The normalised title keys a row may be catalogued under. */
export function titleKeys(title: string): string[] {
  return [...new Set([normaliseText(title), normaliseText(mainTitle(title))])].filter(
    (key) => key !== '',
  );
}

/** The normalised author keys of a row: every author together (as created), and the main one. */
export function authorKeys(authors: string[]): string[] {
  return [...new Set([normaliseText(authors.join(', ')), normaliseText(authors[0] ?? '')])].filter(
    (key) => key !== '',
  );
}

/** The author string of a book an import creates: every author, main first. */
export const createdAuthor = (authors: string[]) => authors.join(', ');

/** Sørensen-Dice over words: 1 for the same words, 0 for none shared. */
function wordSimilarity(a: string, b: string): number {
  const left = new Set(searchTokens(a));
  const right = new Set(searchTokens(b));
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return (2 * shared) / (left.size + right.size);
}

/**
 * How sure a catalogue book is the row's: the best title similarity (with or without the
 * series suffix) weighted by the author's, so the same title by someone else is at most 0.4
 * and a different title by the same author is low. Rounded to 2 places.
 */
export function matchConfidence(
  row: Pick<ImportRow, 'title' | 'authors'>,
  book: { title: string; author: string },
): number {
  const bookTitles = titleKeys(book.title);
  const bookAuthor = normaliseText(book.author);
  const title = Math.max(
    ...titleKeys(row.title).flatMap((key) =>
      bookTitles.map((bookTitle) => wordSimilarity(key, bookTitle)),
    ),
    0,
  );
  const rowAuthors = authorKeys(row.authors);
  const author =
    rowAuthors.length === 0
      ? 0.5
      : Math.max(...rowAuthors.map((key) => wordSimilarity(key, bookAuthor)));
  return Math.round(title * (0.4 + 0.6 * author) * 100) / 100;
}

/** Why a row cannot be imported at all, or null. */
function skipReasons(row: ImportRow): string[] | null {
  if (row.title.trim() === '' && row.isbn.kind !== 'isbn13') {
    return ['Title: is empty and the row has no ISBN'];
  }
  return null;
}

/** Matches every row of a file (see the module comment); one entry per row, in order. */
export async function matchRows(
  db: Kysely<Database>,
  search: BookSearch,
  rows: ImportRow[],
  userId: number,
): Promise<RowMatch[]> {
  const matches: (RowMatch | undefined)[] = rows.map((row) => {
    const reasons = skipReasons(row);
    return reasons ? { kind: 'skip', reasons } : undefined;
  });

  // 1. ISBNs, one query for the file.
  const isbns = rows.flatMap((row) => (row.isbn.kind === 'isbn13' ? [row.isbn.isbn13] : []));
  const byIsbn = await booksByIsbn13(db, isbns);
  rows.forEach((row, index) => {
    if (matches[index] || row.isbn.kind !== 'isbn13') return;
    const bookId = byIsbn.get(row.isbn.isbn13);
    if (bookId !== undefined) {
      matches[index] = {
        kind: 'matched',
        bookId,
        via: row.isbn.from === 'isbn10' ? 'isbn10' : 'isbn13',
      };
    } else {
      matches[index] =
        row.title === ''
          ? { kind: 'skip', reasons: ['Title: is empty and the ISBN is not in the catalogue'] }
          : { kind: 'create' };
    }
  });

  // 2. Exact normalised title and author, one query for the rest.
  const pending = rows.flatMap((row, index) => (matches[index] ? [] : [index]));
  const titles = pending.flatMap((index) => titleKeys((rows[index] as ImportRow).title));
  const byTitle = await booksByTitleNorm(db, titles);
  const searchLater: number[] = [];
  for (const index of pending) {
    const row = rows[index] as ImportRow;
    const authors = new Set(authorKeys(row.authors));
    const exact = titleKeys(row.title)
      .flatMap((key) => byTitle.get(key) ?? [])
      .find((book) => authors.has(book.author_norm));
    if (exact) matches[index] = { kind: 'matched', bookId: exact.id, via: 'title_author' };
    else searchLater.push(index);
  }

  // 3. The search, a few queries per row; rows are few here (most exports carry ISBNs). Up to
  // 5,000 rows are some seconds of work: other readers' requests are served in between.
  for (const [at, index] of searchLater.slice(0, SEARCH_ROWS_MAX).entries()) {
    if (at > 0 && at % SEARCH_ROWS_PER_TURN === 0) await yieldToRequests();
    const row = rows[index] as ImportRow;
    matches[index] = await searchMatch(db, search, row);
  }

  // An uncertain row with exactly one candidate the reader already has on their shelves is
  // that book (the reader chose it in an earlier import, or shelved it), so importing the same
  // file again asks nothing again.
  const candidateIds = matches.flatMap((match) =>
    match?.kind === 'uncertain' ? match.candidates.map((candidate) => candidate.bookId) : [],
  );
  const shelved = await shelvedBooks(db, userId, candidateIds);
  return matches.map((match) => {
    if (match?.kind !== 'uncertain') return match ?? { kind: 'create' };
    const owned = match.candidates.filter((candidate) => shelved.has(candidate.bookId));
    const [only] = owned;
    return owned.length === 1 && only
      ? { kind: 'matched', bookId: only.bookId, via: 'title_author' }
      : match;
  });
}

async function searchMatch(
  db: Kysely<Database>,
  search: BookSearch,
  row: ImportRow,
): Promise<RowMatch> {
  const title = mainTitle(row.title);
  const author = row.authors[0] ?? '';
  const queries = [...new Set([`${title} ${author}`.trim(), title, author])].filter(
    (query) => query !== '',
  );
  const ids = new Set<number>();
  for (const query of queries) {
    // The contract bounds a search query to 200 characters; so does this.
    const page = await search.search(query.slice(0, 200), SEARCH_LIMIT, 0);
    for (const id of page.ids) ids.add(id);
    if (ids.size >= SEARCH_LIMIT) break;
  }
  if (ids.size === 0) return { kind: 'create' };
  const books = await booksForCandidates(db, [...ids]);
  const ranked = books
    .map((book) => ({ bookId: book.id, confidence: matchConfidence(row, book) }))
    .filter((candidate) => candidate.confidence >= CANDIDATE_THRESHOLD)
    .sort((a, b) => b.confidence - a.confidence || a.bookId - b.bookId);
  const best = ranked[0];
  if (!best) return { kind: 'create' };
  const second = ranked[1];
  // Sure, and no other candidate as sure: two editions of one title are the reader's choice.
  if (best.confidence >= MATCH_THRESHOLD && (!second || second.confidence < best.confidence)) {
    return { kind: 'matched', bookId: best.bookId, via: 'title_author' };
  }
  return { kind: 'uncertain', candidates: ranked.slice(0, MAX_CANDIDATES) };
}
