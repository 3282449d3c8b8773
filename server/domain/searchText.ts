/**
 * One normaliser for stored text and queries: lower case with Turkish dotted/dotless i
 * folded to plain `i`, accents removed, punctuation turned into spaces. Both sides pass
 * through the same function, so "İSTANBUL", "Istanbul" and "ıstanbul" all become "istanbul".
 */
const LETTER_FOLDS: Record<string, string> = {
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
};

export function normaliseText(input: string): string {
  return (
    input
      // Before lower-casing: "İ".toLowerCase() is "i̇" (i + combining dot), "I" stays "i".
      .replace(/İ/g, 'i')
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .replace(/[ıßæœøłđðþ]/g, (letter) => LETTER_FOLDS[letter] ?? letter)
      // Apostrophes join ("children's" -> "childrens"); other punctuation separates words.
      .replace(/['’`]/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

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

/** An ISBN typed with hyphens or spaces searches as its digits. */
export function normaliseQuery(query: string): string {
  const compact = query.replace(/[\s-]/g, '');
  if (/^\d{9}[\dXx]$|^\d{13}$/.test(compact)) return compact.toLowerCase();
  return boundQuery(normaliseText(query));
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
}

export function searchColumns(book: SearchableBook) {
  const title_norm = normaliseText(book.title);
  const author_norm = normaliseText(book.author);
  const isbn = book.isbn ? book.isbn.replace(/[^\dXx]/g, '').toLowerCase() : '';
  return { title_norm, author_norm, search_text: [title_norm, author_norm, isbn].join(' ').trim() };
}
