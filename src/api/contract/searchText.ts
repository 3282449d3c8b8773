/**
 * Search's one folding rule for stored text and queries, shared by the server (its index and
 * ranking) and the client (the matched words it highlights): lower case with Turkish dotted
 * and dotless i folded to plain `i`, accents removed, apostrophes joined, other punctuation
 * turned into spaces. Both sides pass through the same function, so "İSTANBUL", "Istanbul"
 * and "ıstanbul" all become "istanbul".
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

/** One word's letters folded, without splitting or trimming. */
function foldLetters(input: string): string {
  return (
    input
      // Before lower-casing: "İ".toLowerCase() is "i̇" (i + combining dot), "I" stays "i".
      .replace(/İ/g, 'i')
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .replace(/[ıßæœøłđðþ]/g, (letter) => LETTER_FOLDS[letter] ?? letter)
  );
}

/** Apostrophes join ("children's" -> "childrens"); other punctuation separates words. */
const APOSTROPHES = /['’`]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

export function normaliseText(input: string): string {
  return foldLetters(input).replace(APOSTROPHES, '').replace(SEPARATORS, ' ').trim();
}

/**
 * "and" and "&" are one word: "&" folds to a separator, so a query's "and" is left out of
 * matching (and out of the titles compared whole), unless it is all the query says.
 */
export const JOINING_WORD = 'and';

/** The words of a folded text that matching weighs: all but "and", unless only "and" is left. */
export function meaningfulWords(words: readonly string[]): string[] {
  const kept = words.filter((word) => word !== JOINING_WORD);
  return kept.length > 0 ? kept : [...words];
}

/**
 * Search counts its matches up to this many and then says so (`total_capped`): the screens
 * show "1,000+" instead of a number that would only be where counting stopped.
 */
export const SEARCH_COUNT_CAP = 1000;

/** A run of a text and whether it matched the query. */
export interface TextPart {
  text: string;
  matched: boolean;
}

/**
 * `text` cut into parts, the words that match a word of `query` marked: a word matches when
 * its folded form starts with a folded query word ("hobb" marks "Hobbit"), so what a reader
 * typed is what is marked. Punctuation and spaces are never marked.
 */
export function matchedParts(text: string, query: string): TextPart[] {
  const wanted = meaningfulWords(normaliseText(query).split(' ').filter(Boolean));
  const parts: TextPart[] = [];
  const push = (piece: string, matched: boolean) => {
    const last = parts[parts.length - 1];
    if (last && last.matched === matched) last.text += piece;
    else if (piece.length > 0) parts.push({ text: piece, matched });
  };
  // Words as the folding rule cuts them: letters and digits, apostrophes inside.
  const word = /[\p{L}\p{N}\p{M}]+(?:['’`][\p{L}\p{N}\p{M}]+)*/gu;
  let at = 0;
  for (const found of text.matchAll(word)) {
    const start = found.index;
    push(text.slice(at, start), false);
    const folded = normaliseText(found[0]);
    const matched =
      wanted.length > 0 && wanted.some((query) => folded.length > 0 && folded.startsWith(query));
    push(found[0], matched);
    at = start + found[0].length;
  }
  push(text.slice(at), false);
  return parts;
}
