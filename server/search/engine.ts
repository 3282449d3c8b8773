import { type Expression, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Book } from '../../src/api/contract';
import type { BookChanges } from '../db/bookChanges';
import type { DialectName } from '../db/connect';
import { reusable } from '../db/reusable';
import type { Database } from '../db/schema';
import type { BookCache } from '../repos/bookCache';
import { bookColumns, toBook } from '../repos/books';
import { normaliseQuery, searchTokens } from '../domain/searchText';
import { MatchCache } from './matchCache';
import { BUILD_SLICE, type BookText, type IndexedBook, SubstringIndex } from './substringIndex';
import { yieldToRequests } from '../db/yieldToRequests';
import { deletionVariants, editDistance, mayHaveNearSpellings } from '../domain/typos';

/** Alternatives for one query word: the word itself plus, after a miss, its near spellings. */
type TokenGroup = string[];

/** The app_meta row that catalogue writes bump (migration 0006). */
export const CATALOGUE_VERSION_KEY = 'catalogue_version';

/** Candidates taken per source; ranking happens over at most these many books. */
const PREFIX_CANDIDATES = 100;
export const SUBSTRING_CANDIDATES = 1000;

/** Candidates kept across searches (at most about 25 MB): some thousands of recent phrases. */
const MATCH_CACHE_CANDIDATES = 500_000;

/** Exact title, title prefix, author prefix, title substring, author substring, the rest. */
const RANKS = 6;

function rankOf(book: BookText, phrase: string): number {
  if (book.title_norm === phrase) return 0;
  if (book.title_norm.startsWith(phrase)) return 1;
  if (book.author_norm.startsWith(phrase)) return 2;
  if (book.title_norm.includes(phrase)) return 3;
  if (book.author_norm.includes(phrase)) return 4;
  return 5;
}

/** A candidate and its rank class. */
interface Ranked {
  id: number;
  rank: number;
}

/** A page statement's row: the book's columns. */
type PageRow = Parameters<typeof toBook>[0];

/** The dialect-specific reads: near spellings and the ranked page. */
interface DialectSearch {
  /** Catalogue words sharing a deletion variant with the query's words, at most TERM_ROWS. */
  terms(db: Kysely<Database>, variants: string[]): Promise<{ term: string }[]>;
  /** The page of `candidates` by rank, then reads, then id, with every book column. */
  page(
    db: Kysely<Database>,
    candidates: Ranked[],
    limit: number,
    offset: number,
  ): Promise<PageRow[]>;
}

type RankedTable = Database & { c: Ranked };

/**
 * Orders the candidates on the narrow (id, reads_count) rows first and reads the full book
 * columns only for the page's rows.
 */
function rankedPage(
  db: Kysely<Database>,
  from: (db: Kysely<RankedTable>) => SelectQueryBuilder<RankedTable, 'c', object>,
  limit: number,
  offset: number,
) {
  const ranked = (db as unknown as Kysely<RankedTable>)
    .with('r', (creator) =>
      from(creator as unknown as Kysely<RankedTable>)
        .innerJoin('books as rb', 'rb.id', 'c.id')
        .select(['c.id', 'c.rank', 'rb.reads_count'])
        .orderBy('c.rank')
        .orderBy('rb.reads_count', 'desc')
        .orderBy('c.id')
        .limit(limit)
        .offset(offset),
    )
    .selectFrom('books')
    .innerJoin('r', 'r.id', 'books.id')
    .select(bookColumns)
    .orderBy('r.rank')
    .orderBy('r.reads_count', 'desc')
    .orderBy('r.id');
  return ranked;
}

const TERM_ROWS = 500;

const termsWhere = (db: Kysely<Database>, operator: 'in' | '=', list: Expression<string>) =>
  db
    .selectFrom('search_terms')
    .select('term')
    .distinct()
    .where('variant', operator, list)
    .limit(TERM_ROWS);

// The variants as one bound value (a JSON text, an array): the statement text never varies.
const sqliteTerms = reusable((db, variants: string) =>
  termsWhere(db, 'in', sql<string>`(SELECT value FROM json_each(${variants}))`),
);
const postgresTerms = reusable((db, variants: string[]) =>
  termsWhere(db, '=', sql<string>`ANY(${variants}::text[])`),
);

/** Rank classes fit in three bits: each candidate is sent as id * 8 + rank. */
const RANK_BITS = 3;

const packCandidates = (candidates: Ranked[]) =>
  candidates.map(({ id, rank }) => id * 2 ** RANK_BITS + rank);

// One JSON text of packed numbers: one bound value, so the statement text never varies.
const sqlitePage = reusable((db, packed: string, limit: number, offset: number) =>
  rankedPage(
    db,
    (ranked) =>
      ranked.selectFrom(
        sql<Ranked>`(SELECT value >> ${sql.lit(RANK_BITS)} AS id, value & ${sql.lit(2 ** RANK_BITS - 1)} AS rank FROM json_each(${packed}))`.as(
          'c',
        ),
      ),
    limit,
    offset,
  ),
);

// One array literal of packed numbers ('{9,17}'), passed as text: pg's conversion of two
// number arrays, element by element, cost more of the search's time than PostgreSQL's parse.
const postgresPage = reusable((db, literal: string, limit: number, offset: number) =>
  rankedPage(
    db,
    (ranked) =>
      ranked.selectFrom(
        sql<Ranked>`(SELECT (value >> ${sql.lit(RANK_BITS)})::int AS id, (value & ${sql.lit(2 ** RANK_BITS - 1)})::int AS rank FROM unnest(${literal}::bigint[]) AS u(value))`.as(
          'c',
        ),
      ),
    limit,
    offset,
  ),
);

function sqliteSearch(): DialectSearch {
  return {
    terms: (db, variants) => sqliteTerms(db, JSON.stringify(variants)),
    page: (db, candidates, limit, offset) =>
      sqlitePage(db, JSON.stringify(packCandidates(candidates)), limit, offset),
  };
}

function postgresSearch(): DialectSearch {
  return {
    terms: (db, variants) => postgresTerms(db, variants),
    page: (db, candidates, limit, offset) =>
      postgresPage(db, `{${packCandidates(candidates).join(',')}}`, limit, offset),
  };
}

/**
 * The candidates that can appear on the page (those of the rank classes the page overlaps)
 * and the page's offset among them: the classes before the page only move it.
 */
function pageWindow(candidates: Ranked[], limit: number, offset: number) {
  const counts = new Array<number>(RANKS).fill(0);
  for (const { rank } of candidates) counts[rank] = (counts[rank] ?? 0) + 1;
  const wanted = new Set<number>();
  let before = 0;
  let skipped = 0;
  counts.forEach((count, rank) => {
    if (before + count <= offset) skipped += count;
    else if (before < offset + limit) wanted.add(rank);
    before += count;
  });
  return {
    candidates: candidates.filter((candidate) => wanted.has(candidate.rank)),
    offset: offset - skipped,
  };
}

export interface BookPage {
  books: Book[];
  /** Matching books found, counting at most the candidates read (about a thousand). */
  total: number;
}

export interface SearchPage {
  ids: number[];
  /** Matching books found, counting at most the candidates read (about a thousand). */
  total: number;
}

export interface BookSearch {
  /** The page of matching books, best first. */
  books(query: string, limit: number, offset: number): Promise<BookPage>;
  /** The same page as ids. */
  search(query: string, limit: number, offset: number): Promise<SearchPage>;
  prepare(): Promise<void>;
}

const catalogueVersion = reusable((db) =>
  db.selectFrom('app_meta').select('value').where('key', '=', CATALOGUE_VERSION_KEY),
);

/**
 * How many of a page's candidates may be read before it is ordered in memory: with more books
 * missing from memory than this, the page statement (which reads only the page's rows in full)
 * costs less.
 */
const MEMORY_PAGE_READS = 64;

/** The page of `candidates` by rank, then reads, then id, from their books. */
function pageInMemory(
  candidates: Ranked[],
  books: Map<number, Book>,
  limit: number,
  offset: number,
): Book[] {
  const present: { rank: number; book: Book }[] = [];
  for (const { id, rank } of candidates) {
    const book = books.get(id);
    // Gone since the matches were found: the page statement's join drops it the same way.
    if (book) present.push({ rank, book });
  }
  present.sort((a, b) => a.rank - b.rank || b.book.reads - a.book.reads || a.book.id - b.book.id);
  return present.slice(offset, offset + limit).map(({ book }) => book);
}

/** What search keeps in memory besides its own index: the kept books and what changes them. */
export interface SearchMemory {
  books: BookCache;
  changes: BookChanges;
}

export interface BookSearchOptions {
  /** Awaited between slices of an index load; gives the event loop back by default. */
  pause?: () => Promise<void>;
}

export function createBookSearch(
  db: Kysely<Database>,
  dialect: DialectName,
  { books: keptBooks, changes }: SearchMemory,
  { pause = yieldToRequests }: BookSearchOptions = {},
): BookSearch {
  const engine = dialect === 'postgres' ? postgresSearch() : sqliteSearch();

  /**
   * The substring index of the catalogue version it was built from. Every search uses the
   * current version (one row, bumped by triggers in the transaction of any catalogue write, on
   * either database; see `currentVersion`), so this process never answers from text another
   * process has changed once that change is heard.
   */
  let loaded: { version: string; index: SubstringIndex } | undefined;
  let loading: { version: string; index: Promise<SubstringIndex> } | undefined;
  const matchCache = new MatchCache<Ranked>(MATCH_CACHE_CANDIDATES);

  /**
   * The catalogue version as last read, and the catalogue changes heard (BookChanges) when that
   * read began: while nothing more is heard it is still current, on any server, within a
   * notification's delay (this server's own writes are heard before their answer is sent).
   */
  let known: { version: string; heard: number } | undefined;

  async function currentVersion(): Promise<string> {
    const heard = changes.catalogue;
    if (known && heard !== undefined && known.heard === heard) return known.version;
    const [row] = await catalogueVersion(db);
    const version = row?.value ?? '';
    if (heard !== undefined) known = { version, heard };
    return version;
  }

  /**
   * The whole catalogue's text, once per catalogue version (not per search), read and indexed
   * in slices with turns of the event loop between them: at 100k books this is 1.5 s of work
   * that held every request of the server. The version was read first: a write racing the
   * read (its pages are separate statements) makes the next search, which sees the newer
   * version, load again.
   */
  async function load(version: string) {
    const rows: IndexedBook[] = [];
    for (let after = 0; ;) {
      if (rows.length > 0) await pause();
      const { rows: page } = await sql<IndexedBook>`
        SELECT id, title_norm, author_norm, search_text FROM books
        WHERE id > ${after} ORDER BY id LIMIT ${BUILD_SLICE}`.execute(db);
      rows.push(...page);
      if (page.length < BUILD_SLICE) break;
      after = (page[page.length - 1] as IndexedBook).id;
    }
    await pause();
    return { version, index: await SubstringIndex.build(rows, pause) };
  }

  /**
   * The index of `version`. One load runs at a time; a search of another version than the one
   * loading waits for that load and then loads its own: taking the other version's index would
   * answer (and keep matches for) this version from other text.
   */
  async function substringIndex(version: string): Promise<SubstringIndex> {
    for (;;) {
      if (loaded?.version === version) return loaded.index;
      if (!loading) {
        const index = load(version)
          .then((fresh) => {
            loaded = fresh;
            return fresh.index;
          })
          .finally(() => {
            loading = undefined;
          });
        loading = { version, index };
      }
      const current = loading;
      const index = await current.index;
      if (current.version === version) return index;
    }
  }

  /**
   * Candidates come from three bounded sources of the index (title prefix, author prefix, the
   * books holding every word), so a query matching half the catalogue costs the same as a rare
   * one; the prefix sources make sure exact and prefix title matches are never cut off.
   */
  function candidates(index: SubstringIndex, groups: TokenGroup[], phrase: string): Ranked[] {
    const ranks = new Map<number, number>();
    const rank = (id: number, text: BookText) => {
      if (!ranks.has(id)) ranks.set(id, rankOf(text, phrase));
    };
    index.visitPrefixed('title_norm', phrase, PREFIX_CANDIDATES, rank);
    index.visitPrefixed('author_norm', phrase, PREFIX_CANDIDATES, rank);
    index.visitMatches(groups, SUBSTRING_CANDIDATES, rank);
    return Array.from(ranks, ([id, rank]) => ({ id, rank }));
  }

  /** Warms the substring index (at start, so the first search does not pay for it). */
  async function prepare() {
    await substringIndex(await currentVersion());
  }

  async function corrections(words: string[]): Promise<Map<string, string[]>> {
    const fuzzy = words.filter(mayHaveNearSpellings);
    const found = new Map<string, string[]>();
    if (fuzzy.length === 0) return found;
    const rows = await engine.terms(db, [...new Set(fuzzy.flatMap(deletionVariants))]);
    for (const word of fuzzy) {
      // The word itself was tried already: only other spellings can find something new.
      const near = rows
        .map((row) => row.term)
        .filter((term) => term !== word && editDistance(word, term) <= 1);
      if (near.length > 0) found.set(word, near);
    }
    return found;
  }

  /** The books matching every word, or else their near spellings, with their rank classes. */
  async function matches(version: string, words: string[], phrase: string): Promise<Ranked[]> {
    const index = await substringIndex(version);
    const exact = candidates(
      index,
      words.map((word) => [word]),
      phrase,
    );
    if (exact.length > 0) return exact;

    // Nothing contains every word: retry with words one edit away from catalogue words.
    const near = await corrections(words);
    if (near.size === 0) return exact;
    const groups = words.map((word) => [word, ...(near.get(word) ?? [])]);
    const correctedPhrase = words.map((word) => near.get(word)?.[0] ?? word).join(' ');
    return candidates(index, groups, correctedPhrase);
  }

  /**
   * The page of `found`: ordered in memory from the kept books (reading the few that are not
   * kept), or by the page statement when too many are missing.
   */
  async function page(found: Ranked[], limit: number, offset: number): Promise<Book[]> {
    const window = pageWindow(found, limit, offset);
    if (window.candidates.length === 0) return [];
    const ids = window.candidates.map((candidate) => candidate.id);
    const books = await keptBooks.many(ids, MEMORY_PAGE_READS);
    if (books) return pageInMemory(window.candidates, books, limit, window.offset);
    const rows = await engine.page(db, window.candidates, limit, window.offset);
    return rows.map(toBook);
  }

  async function books(query: string, limit: number, offset: number): Promise<BookPage> {
    const phrase = normaliseQuery(query);
    const words = searchTokens(phrase);
    if (words.length === 0) return { books: [], total: 0 };
    // One version: it decides both the index and the kept matches.
    const version = await currentVersion();
    const found = await matchCache.get(version, phrase, () => matches(version, words, phrase));
    return { books: await page(found, limit, offset), total: found.length };
  }

  return {
    prepare,
    books,
    async search(query, limit, offset) {
      const page = await books(query, limit, offset);
      return { ids: page.books.map((book) => book.id), total: page.total };
    },
  };
}
