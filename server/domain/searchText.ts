import { normaliseText } from '../../src/api/contract/searchText';
import { isValidIsbn10, isbn10To13 } from './isbn';

/** The folding rule is the contract's: the client highlights by the same one. */
export { normaliseText };

export function searchTokens(normalised: string): string[] {
  return normalised.split(' ').filter((token) => token.length > 0);
}

/**
 * Bounds on the normalised query. NFKD lets text grow (one "㌖" is six letters, one "ﷺ" four
 * words), so the contract's 200 characters can become thousands, and each word's cost grows
 * faster than its length (trigrams, typo variants).
 */
export const MAX_QUERY_LENGTH = 200;
/** Far beyond any catalogue word: a longer word keeps its first letters, which still find it. */
export const MAX_QUERY_WORD_LENGTH = 64;

/**
 * An ISBN typed with hyphens or spaces searches as its digits, an ISBN-10 as its ISBN-13 (the
 * catalogue keeps ISBN-13s). Letters and digits typed together are two words ("catch22" is
 * "catch 22"), as the catalogue writes them apart.
 */
export function normaliseQuery(query: string): string {
  const compact = query.replace(/[\s-]/g, '').toUpperCase();
  if (isValidIsbn10(compact)) return isbn10To13(compact);
  if (/^\d{9}[\dX]$|^\d{13}$/.test(compact)) return compact.toLowerCase();
  return boundQuery(
    normaliseText(query)
      .replace(/(\p{L})(\p{N})/gu, '$1 $2')
      .replace(/(\p{N})(\p{L})/gu, '$1 $2'),
  );
}

/** Each word cut to MAX_QUERY_WORD_LENGTH letters; words past MAX_QUERY_LENGTH dropped. */
function boundQuery(normalised: string): string {
  const kept: string[] = [];
  let length = 0;
  for (const token of searchTokens(normalised)) {
    const letters = Array.from(token).slice(0, MAX_QUERY_WORD_LENGTH);
    length += (kept.length > 0 ? 1 : 0) + letters.length;
    if (length > MAX_QUERY_LENGTH) break;
    kept.push(letters.join(''));
  }
  return kept.join(' ');
}

export interface SearchableBook {
  title: string;
  author: string;
  isbn: string | null;
  /** The series and number as the catalogue names it ("Harry Potter, #3"), when known. */
  series?: string | null;
}

export function searchColumns(book: SearchableBook) {
  const title_norm = normaliseText(book.title);
  const author_norm = normaliseText(book.author);
  const isbn = book.isbn ? book.isbn.replace(/[^\dXx]/g, '').toLowerCase() : '';
  const series = book.series ? normaliseText(book.series) : '';
  return {
    title_norm,
    author_norm,
    search_text: [title_norm, author_norm, isbn, series].filter(Boolean).join(' '),
  };
}

/**
 * The text the index holds for a book: its stored search text plus an author's initials
 * written together ("j k rowling" also answers "jk"), which readers type both ways. Computed
 * when the index is built, so it needs no stored column.
 */
export function indexedText(searchText: string, authorNorm: string): string {
  const initials = authorNorm.match(/(?:^|\s)(\p{L}(?:\s\p{L})+)(?=\s|$)/gu);
  if (!initials) return searchText;
  return [searchText, ...initials.map((run) => run.replace(/\s/g, ''))].join(' ');
}
