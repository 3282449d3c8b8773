import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { normaliseQuery, searchTokens } from './normalise';
import { deletionVariants, editDistance, mayHaveNearSpellings } from './typos';

/** Alternatives for one query word: the word itself plus, after a miss, its near spellings. */
type TokenGroup = string[];

/** The dialect-specific part of search: which SQL finds prefixes and substrings by index. */
interface DialectSearch {
  /** Books containing, for every group, one of its words as a substring of search_text. */
  substring(groups: TokenGroup[]): Expression<SqlBool>;
  /** Books whose normalised column starts with `phrase`. */
  prefix(column: 'title_norm' | 'author_norm', phrase: string): Expression<SqlBool>;
}

/** Trigram indexes answer substrings of three or more characters. */
const TRIGRAM = 3;
/** Candidates read per source; ranking happens over at most these many books. */
const PREFIX_CANDIDATES = 100;
export const SUBSTRING_CANDIDATES = 1000;

const likeAny = (group: TokenGroup) =>
  sql<SqlBool>`(${sql.join(
    group.map((word) => sql`b.search_text LIKE ${`%${word}%`}`),
    sql` OR `,
  )})`;

const sqliteSearch: DialectSearch = {
  substring(groups) {
    const indexed = groups.filter((group) => group.every((word) => word.length >= TRIGRAM));
    const scanned = groups.filter((group) => !indexed.includes(group));
    const parts: Expression<SqlBool>[] = [];
    if (indexed.length > 0) {
      // Normalised words hold only letters and digits, so quoting them is enough for FTS5.
      const match = indexed
        .map((group) => `(${group.map((word) => `"${word}"`).join(' OR ')})`)
        .join(' AND ');
      // Alone, the FTS set is the whole filter: stop reading it at the candidate cap.
      const cap = scanned.length === 0 ? sql` LIMIT ${SUBSTRING_CANDIDATES}` : sql``;
      parts.push(
        sql<SqlBool>`b.id IN (SELECT rowid FROM books_fts WHERE books_fts MATCH ${match}${cap})`,
      );
    }
    parts.push(...scanned.map(likeAny));
    return sql<SqlBool>`${sql.join(parts, sql` AND `)}`;
  },
  // BINARY collation compares UTF-8 bytes: every string starting with `phrase` sorts between
  // `phrase` and `phrase` + the highest code point, so the plain index serves the range.
  prefix: (column, phrase) =>
    sql<SqlBool>`(${sql.ref(`b.${column}`)} >= ${phrase} AND ${sql.ref(`b.${column}`)} < ${`${phrase}\u{10FFFF}`})`,
};

const postgresSearch: DialectSearch = {
  // pg_trgm's GIN index serves LIKE '%word%' directly.
  substring: (groups) => sql<SqlBool>`${sql.join(groups.map(likeAny), sql` AND `)}`,
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
}

export function createBookSearch(db: Kysely<Database>, dialect: DialectName): BookSearch {
  const engine = dialect === 'postgres' ? postgresSearch : sqliteSearch;
  const columns = ['b.id', 'b.title_norm', 'b.author_norm', 'b.reads_count'] as const;

  /**
   * Candidates come from three bounded index reads (title prefix, author prefix, substring of
   * every word), so a query matching half the catalogue costs the same as a rare one; the
   * prefix reads make sure exact and prefix title matches are never cut off.
   */
  async function candidates(groups: TokenGroup[], phrase: string): Promise<Candidate[]> {
    const from = () => db.selectFrom('books as b').select(columns);
    const [byTitle, byAuthor, bySubstring] = await Promise.all([
      from().where(engine.prefix('title_norm', phrase)).limit(PREFIX_CANDIDATES).execute(),
      from().where(engine.prefix('author_norm', phrase)).limit(PREFIX_CANDIDATES).execute(),
      from().where(engine.substring(groups)).limit(SUBSTRING_CANDIDATES).execute(),
    ]);
    const byId = new Map<number, Candidate>();
    for (const row of [...byTitle, ...byAuthor, ...bySubstring]) byId.set(row.id, row);
    return [...byId.values()];
  }

  async function run(groups: TokenGroup[], phrase: string, limit: number, offset: number) {
    const found = await candidates(groups, phrase);
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
    async search(query, limit, offset) {
      const phrase = normaliseQuery(query);
      const words = searchTokens(phrase);
      if (words.length === 0) return { ids: [], total: 0 };
      const exact = await run(
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
      return run(groups, correctedPhrase, limit, offset);
    },
  };
}
