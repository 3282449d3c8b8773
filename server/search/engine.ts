import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { normaliseQuery, searchTokens } from './normalise';
import { MIN_FUZZY_LENGTH, deletionVariants, editDistance } from './typos';

/** Alternatives for one query word: the word itself plus, after a miss, its near spellings. */
type TokenGroup = string[];

/** The only dialect-specific part of search: which books contain every group as a substring. */
interface SubstringFilter {
  (groups: TokenGroup[]): Expression<SqlBool>;
}

/** Trigram indexes answer substrings of three or more characters. */
const TRIGRAM = 3;

const likeAny = (group: TokenGroup) =>
  sql<SqlBool>`(${sql.join(
    group.map((word) => sql`b.search_text LIKE ${`%${word}%`}`),
    sql` OR `,
  )})`;

const sqliteFilter: SubstringFilter = (groups) => {
  const indexed = groups.filter((group) => group.every((word) => word.length >= TRIGRAM));
  const scanned = groups.filter((group) => !indexed.includes(group));
  const parts: Expression<SqlBool>[] = [];
  if (indexed.length > 0) {
    // Normalised words hold only letters and digits, so quoting them is enough for FTS5.
    const match = indexed
      .map((group) => `(${group.map((word) => `"${word}"`).join(' OR ')})`)
      .join(' AND ');
    parts.push(sql<SqlBool>`b.id IN (SELECT rowid FROM books_fts WHERE books_fts MATCH ${match})`);
  }
  parts.push(...scanned.map(likeAny));
  return sql<SqlBool>`${sql.join(parts, sql` AND `)}`;
};

// pg_trgm's GIN index serves LIKE '%word%' directly.
const postgresFilter: SubstringFilter = (groups) =>
  sql<SqlBool>`${sql.join(groups.map(likeAny), sql` AND `)}`;

export interface SearchPage {
  ids: number[];
  total: number;
}

export interface BookSearch {
  search(query: string, limit: number, offset: number): Promise<SearchPage>;
}

export function createBookSearch(db: Kysely<Database>, dialect: DialectName): BookSearch {
  const filter = dialect === 'postgres' ? postgresFilter : sqliteFilter;

  async function run(
    groups: TokenGroup[],
    phrase: string,
    limit: number,
    offset: number,
  ): Promise<SearchPage> {
    // Exact title, then title prefix, then author, then any substring; popular books first within a rank.
    const rank = sql<number>`CASE
      WHEN b.title_norm = ${phrase} THEN 0
      WHEN b.title_norm LIKE ${`${phrase}%`} THEN 1
      WHEN b.author_norm = ${phrase} OR b.author_norm LIKE ${`${phrase}%`} THEN 2
      WHEN b.title_norm LIKE ${`%${phrase}%`} THEN 3
      WHEN b.author_norm LIKE ${`%${phrase}%`} THEN 4
      ELSE 5 END`;
    const rows = await db
      .selectFrom('books as b')
      .select(['b.id', sql<number>`count(*) over ()`.as('total')])
      .where(filter(groups))
      .orderBy(rank)
      .orderBy('b.reads_count', 'desc')
      .orderBy('b.id')
      .limit(limit)
      .offset(offset)
      .execute();
    if (rows.length === 0 && offset > 0) {
      const counted = await db
        .selectFrom('books as b')
        .select(sql<number>`count(*)`.as('total'))
        .where(filter(groups))
        .executeTakeFirstOrThrow();
      return { ids: [], total: Number(counted.total) };
    }
    return { ids: rows.map((row) => row.id), total: Number(rows[0]?.total ?? 0) };
  }

  async function corrections(words: string[]): Promise<Map<string, string[]>> {
    const fuzzy = words.filter((word) => Array.from(word).length >= MIN_FUZZY_LENGTH);
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
      const near = rows.map((row) => row.term).filter((term) => editDistance(word, term) <= 1);
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
