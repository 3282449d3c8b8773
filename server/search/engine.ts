import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { normaliseQuery, searchTokens } from './normalise';
import { type IndexedBook, SubstringIndex } from './substringIndex';
import { deletionVariants, editDistance, mayHaveNearSpellings } from './typos';

/** Alternatives for one query word: the word itself plus, after a miss, its near spellings. */
type TokenGroup = string[];

/** The dialect-specific part of search: candidate ids and prefixes. */
interface DialectSearch {
  /** Books whose id is one of `ids` (one bound parameter, so the statement text never varies). */
  byIds(ids: number[]): Expression<SqlBool>;
  /** Books whose normalised column starts with `phrase`. */
  prefix(column: 'title_norm' | 'author_norm', phrase: string): Expression<SqlBool>;
}

/** Candidates read per source; ranking happens over at most these many books. */
const PREFIX_CANDIDATES = 100;
export const SUBSTRING_CANDIDATES = 1000;

const sqliteSearch: DialectSearch = {
  byIds: (ids) => sql<SqlBool>`b.id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`,
  // BINARY collation compares UTF-8 bytes: every string starting with `phrase` sorts between
  // `phrase` and `phrase` + the highest code point, so the plain index serves the range.
  prefix: (column, phrase) =>
    sql<SqlBool>`(${sql.ref(`b.${column}`)} >= ${phrase} AND ${sql.ref(`b.${column}`)} < ${`${phrase}\u{10FFFF}`})`,
};

const postgresSearch: DialectSearch = {
  byIds: (ids) => sql<SqlBool>`b.id = ANY(${ids}::int[])`,
  // text_pattern_ops indexes serve LIKE 'prefix%' whatever the database collation.
  prefix: (column, phrase) => sql<SqlBool>`${sql.ref(`b.${column}`)} LIKE ${`${phrase}%`}`,
};

interface Candidate {
  id: number;
  title_norm: string;
  author_norm: string;
  reads_count: number;
}

/** Exact title, title prefix, author, title substring, author substring, the rest. */
function rankOf(book: Candidate, phrase: string): number {
  if (book.title_norm === phrase) return 0;
  if (book.title_norm.startsWith(phrase)) return 1;
  if (book.author_norm.startsWith(phrase)) return 2;
  if (book.title_norm.includes(phrase)) return 3;
  if (book.author_norm.includes(phrase)) return 4;
  return 5;
}

export interface SearchPage {
  ids: number[];
  /** Matching books found, counting at most the candidates read (about a thousand). */
  total: number;
}

export interface BookSearch {
  search(query: string, limit: number, offset: number): Promise<SearchPage>;
  prepare(): Promise<void>;
}

/** The app_meta row that catalogue writes bump (migration 0006). */
export const CATALOGUE_VERSION_KEY = 'catalogue_version';

export function createBookSearch(db: Kysely<Database>, dialect: DialectName): BookSearch {
  const engine = dialect === 'postgres' ? postgresSearch : sqliteSearch;
  const columns = ['b.id', 'b.title_norm', 'b.author_norm', 'b.reads_count'] as const;

  /**
   * The substring index of the catalogue version it was built from. Every search reads the
   * version (one row, bumped by triggers in the transaction of any catalogue write, on either
   * database), so this process never answers from text another process has changed.
   */
  let loaded: { version: string; index: SubstringIndex } | undefined;
  let loading: Promise<{ version: string; index: SubstringIndex }> | undefined;

  async function currentVersion(): Promise<string> {
    const row = await db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', CATALOGUE_VERSION_KEY)
      .executeTakeFirst();
    return row?.value ?? '';
  }

  async function load(version: string) {
    // The whole catalogue's text, once per catalogue version (not per search). The version
    // was read first: a write racing this read only makes the next search load again.
    const { rows } = await sql<IndexedBook>`
      SELECT id, title_norm, author_norm, search_text FROM books`.execute(db);
    return { version, index: SubstringIndex.build(rows) };
  }

  async function substringIndex(): Promise<SubstringIndex> {
    const version = await currentVersion();
    if (loaded?.version === version) return loaded.index;
    loading ??= load(version).finally(() => {
      loading = undefined;
    });
    const fresh = await loading;
    loaded = fresh;
    return fresh.index;
  }

  /**
   * Candidates come from three bounded reads (title prefix, author prefix, the books the
   * substring index names), so a query matching half the catalogue costs the same as a rare
   * one; the prefix reads make sure exact and prefix title matches are never cut off.
   */
  async function candidates(
    index: SubstringIndex,
    groups: TokenGroup[],
    phrase: string,
  ): Promise<Candidate[]> {
    const from = () => db.selectFrom('books as b').select(columns);
    const [byTitle, byAuthor, bySubstring] = await Promise.all([
      from().where(engine.prefix('title_norm', phrase)).limit(PREFIX_CANDIDATES).execute(),
      from().where(engine.prefix('author_norm', phrase)).limit(PREFIX_CANDIDATES).execute(),
      // The index knows the text: only the counter is read, a narrow row per candidate.
      db
        .selectFrom('books as b')
        .select(['b.id', 'b.reads_count'])
        .where(engine.byIds(index.match(groups, SUBSTRING_CANDIDATES)))
        .execute(),
    ]);
    const byId = new Map<number, Candidate>();
    for (const row of [...byTitle, ...byAuthor]) byId.set(row.id, row);
    for (const row of bySubstring) {
      const text = index.textOf(row.id);
      if (text && !byId.has(row.id)) byId.set(row.id, { ...row, ...text });
    }
    return [...byId.values()];
  }

  /** Warms the substring index (at start, so the first search does not pay for it). */
  async function prepare() {
    await substringIndex();
  }

  async function run(
    index: SubstringIndex,
    groups: TokenGroup[],
    phrase: string,
    limit: number,
    offset: number,
  ) {
    const found = await candidates(index, groups, phrase);
    const ranked = found
      .map((book) => ({ book, rank: rankOf(book, phrase) }))
      .sort(
        (a, b) =>
          a.rank - b.rank ||
          Number(b.book.reads_count) - Number(a.book.reads_count) ||
          a.book.id - b.book.id,
      );
    return {
      ids: ranked.slice(offset, offset + limit).map((entry) => entry.book.id),
      total: ranked.length,
    };
  }

  async function corrections(words: string[]): Promise<Map<string, string[]>> {
    const fuzzy = words.filter(mayHaveNearSpellings);
    const found = new Map<string, string[]>();
    if (fuzzy.length === 0) return found;
    const variants = [...new Set(fuzzy.flatMap(deletionVariants))];
    const rows = await db
      .selectFrom('search_terms')
      .select('term')
      .distinct()
      .where('variant', 'in', variants)
      .limit(500)
      .execute();
    for (const word of fuzzy) {
      // The word itself was tried already: only other spellings can find something new.
      const near = rows
        .map((row) => row.term)
        .filter((term) => term !== word && editDistance(word, term) <= 1);
      if (near.length > 0) found.set(word, near);
    }
    return found;
  }

  return {
    prepare,
    async search(query, limit, offset) {
      const phrase = normaliseQuery(query);
      const words = searchTokens(phrase);
      if (words.length === 0) return { ids: [], total: 0 };
      // One version check per search, also when the typo retry runs a second time.
      const index = await substringIndex();
      const exact = await run(
        index,
        words.map((word) => [word]),
        phrase,
        limit,
        offset,
      );
      if (exact.total > 0) return exact;

      // Nothing contains every word: retry with words one edit away from catalogue words.
      const near = await corrections(words);
      if (near.size === 0) return exact;
      const groups = words.map((word) => [word, ...(near.get(word) ?? [])]);
      const correctedPhrase = words.map((word) => near.get(word)?.[0] ?? word).join(' ');
      return run(index, groups, correctedPhrase, limit, offset);
    },
  };
}
