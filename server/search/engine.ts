import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Book } from '../../src/api/contract';
import type { BookChanges } from '../db/bookChanges';
import type { DialectName } from '../db/connect';
import { reusable } from '../db/reusable';
import type { Database } from '../db/schema';
import type { BookCache } from '../repos/bookCache';
import { bookColumns, toBook } from '../repos/books';
import { JOINING_WORD, SEARCH_COUNT_CAP, meaningfulWords } from '../../src/api/contract/searchText';
import { indexedText, normaliseQuery, searchTokens } from '../domain/searchText';
import { MatchCache } from './matchCache';
import { BUILD_SLICE, type BookText, type IndexedBook, SubstringIndex } from './substringIndex';
import { yieldToRequests } from '../db/yieldToRequests';
import { maxEditsFor } from '../domain/typos';

/** Alternatives for one query word: the word itself plus, after a weak answer, its near spellings. */
type TokenGroup = string[];

/** The app_meta row that catalogue writes bump (migration 0006). */
export const CATALOGUE_VERSION_KEY = 'catalogue_version';

/** Candidates taken per source; ranking happens over at most these many books. */
const PREFIX_CANDIDATES = 100;
export const SUBSTRING_CANDIDATES = SEARCH_COUNT_CAP;

/** Candidates kept across searches (at most about 25 MB): some thousands of recent phrases. */
const MATCH_CACHE_CANDIDATES = 500_000;

/** Near spellings tried per query word, nearest first. */
const NEAR_WORDS = 32;

/**
 * Rank classes, best first; within a class the more read book comes first. 0: the title is
 * the query; 1: the title starts with it; then 2 plus the sum of each query word's distance
 * from its best word in the book (title, author, ISBN, series): 0 the word itself, 1 a word it
 * starts, 1 + n a word n edits away (2 + n when it starts such a word), 4 inside a word. So a
 * popular near spelling ("hobit": The Hobbit) comes before a word that merely holds the letters
 * (Chobits), and "harry potter 3" puts the book whose series number is 3 first.
 */
const RANKS = 8;
const WORD_PREFIX = 1;
const INSIDE_WORD = 4;

/** Every query word is a word of the book, or the title is or starts with the query. */
const STRONG_RANK = 2;

/** The query, its words, and the near spellings found for them (word -> edits). */
interface Query {
  /** The query's meaningful words, folded, joined by one space, compared with titles. */
  phrase: string;
  words: string[];
  near: Map<string, Map<string, number>>;
}

/**
 * A title without the joining word, as a query is compared with it ("angels demons"). Most
 * titles have no joining word and single spaces: those are their own key, with no words split.
 */
function titleKey(title: string) {
  const spaced = ` ${title} `;
  if (!spaced.includes(` ${JOINING_WORD} `) && !spaced.includes('  ')) return title;
  return meaningfulWords(searchTokens(title)).join(' ');
}

/**
 * How far `word` is from the book's closest word (see RANKS). `text` is the book's words with a
 * space before and after each, so a word, a word's start and a near spelling are each one
 * substring test: ranking a thousand candidates splits no text into words.
 */
function wordDistance(word: string, text: string, near: Map<string, number> | undefined) {
  if (text.includes(` ${word} `)) return 0;
  let best = text.includes(` ${word}`) ? WORD_PREFIX : INSIDE_WORD;
  if (near && best > 2) {
    for (const [nearWord, edits] of near) {
      if (text.includes(` ${nearWord} `)) best = Math.min(best, 1 + edits);
      else if (text.includes(` ${nearWord}`)) best = Math.min(best, 2 + edits);
    }
  }
  return best;
}

function rankOf(book: BookText, query: Query): number {
  const title = titleKey(book.title_norm);
  if (title === query.phrase) return 0;
  if (title.startsWith(query.phrase)) return 1;
  const text = ` ${book.search_text} `;
  let sum = 0;
  for (const word of query.words) {
    sum += wordDistance(word, text, query.near.get(word));
    if (STRONG_RANK + sum >= RANKS - 1) return RANKS - 1;
  }
  return STRONG_RANK + sum;
}

/** A candidate and its rank class. */
interface Ranked {
  id: number;
  rank: number;
}

/** A page statement's row: the book's columns. */
type PageRow = Parameters<typeof toBook>[0];

/** The dialect-specific read: the ranked page. */
interface DialectSearch {
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

/** Rank classes fit in three bits (RANKS): each candidate is sent as id * 8 + rank. */
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
    page: (db, candidates, limit, offset) =>
      sqlitePage(db, JSON.stringify(packCandidates(candidates)), limit, offset),
  };
}

function postgresSearch(): DialectSearch {
  return {
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
  /** Matching books found: all of them, or when `total_capped`, those counted. */
  total: number;
  /** More books match than were counted (SEARCH_COUNT_CAP): "1,000+". */
  total_capped: boolean;
}

export interface SearchPage {
  ids: number[];
  total: number;
  total_capped: boolean;
}

/** A phrase's candidates with their rank classes, and whether counting them stopped early. */
interface Found {
  ranked: Ranked[];
  capped: boolean;
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
  const matchCache = new MatchCache<Found>(MATCH_CACHE_CANDIDATES, (found) => found.ranked.length);

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
      for (const row of page)
        rows.push({ ...row, search_text: indexedText(row.search_text, row.author_norm) });
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
  function candidates(
    index: SubstringIndex,
    groups: TokenGroup[],
    query: Query,
    into: Map<number, number>,
    prefixes: string[],
  ): boolean {
    const rank = (id: number, text: BookText) => {
      if (!into.has(id)) into.set(id, rankOf(text, query));
    };
    for (const prefix of prefixes) {
      index.visitPrefixed('title_norm', prefix, PREFIX_CANDIDATES, rank);
      index.visitPrefixed('author_norm', prefix, PREFIX_CANDIDATES, rank);
    }
    return index.visitMatches(groups, SUBSTRING_CANDIDATES, rank);
  }

  /** Warms the substring index (at start, so the first search does not pay for it). */
  async function prepare() {
    await substringIndex(await currentVersion());
  }

  /**
   * The books matching every word (and "and" or "&" aside), ranked. When none holds every word
   * as a word of its own (what readers type is then likely misspelt), the words' near
   * spellings are tried too, and both kinds are ranked together.
   */
  async function matches(version: string, typed: string[], phrase: string): Promise<Found> {
    const index = await substringIndex(version);
    const words = meaningfulWords(typed);
    const query: Query = { phrase: words.join(' '), words, near: new Map() };
    const prefixes = [...new Set([phrase, query.phrase])];
    const ranks = new Map<number, number>();
    let capped = candidates(
      index,
      words.map((word) => [word]),
      query,
      ranks,
      prefixes,
    );
    const strong = [...ranks.values()].some((rank) => rank <= STRONG_RANK);
    if (!strong) {
      for (const word of words) {
        const near = index.nearWords(word, maxEditsFor(word, words.length === 1), NEAR_WORDS);
        if (near.size > 0) query.near.set(word, near);
      }
      if (query.near.size > 0) {
        // Ranked again with the near spellings known: a typo of a word may also be held inside
        // a word of a book found the first time.
        for (const [id, rank] of ranks) {
          const text = index.textOf(id);
          if (rank > STRONG_RANK && text) ranks.set(id, rankOf(text, query));
        }
        const groups = words.map((word) => [word, ...(query.near.get(word)?.keys() ?? [])]);
        capped = candidates(index, groups, query, ranks, []) || capped;
      }
    }
    return { ranked: Array.from(ranks, ([id, rank]) => ({ id, rank })), capped };
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
    if (words.length === 0) return { books: [], total: 0, total_capped: false };
    // One version: it decides both the index and the kept matches.
    const version = await currentVersion();
    const found = await matchCache.get(version, phrase, () => matches(version, words, phrase));
    return {
      books: await page(found.ranked, limit, offset),
      total: found.ranked.length,
      total_capped: found.capped,
    };
  }

  return {
    prepare,
    books,
    async search(query, limit, offset) {
      const page = await books(query, limit, offset);
      return {
        ids: page.books.map((book) => book.id),
        total: page.total,
        total_capped: page.total_capped,
      };
    },
  };
}
