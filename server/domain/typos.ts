/**
 * Typo tolerance by deletion neighbourhoods: two words are within one edit (insertion,
 * deletion, substitution or swap of neighbours) only if their sets of "word with at most one
 * letter removed" intersect. Variants are stored per catalogue word, so a lookup is a plain
 * indexed IN query on either database.
 */
export const MIN_FUZZY_LENGTH = 4;
/**
 * Catalogue words longer than this get no variants (the seed's longest word has 14 letters):
 * a word's variants grow with the square of its length.
 */
export const MAX_FUZZY_LENGTH = 32;

/**
 * Whether a query word may be one edit from a catalogue word that has variants. One edit
 * changes the length by at most one, so a longer word has nothing to meet and its variants
 * would be work for nothing.
 */
export function mayHaveNearSpellings(word: string): boolean {
  const length = Array.from(word).length;
  return length >= MIN_FUZZY_LENGTH && length <= MAX_FUZZY_LENGTH + 1;
}

/**
 * The edits a query word may be from a catalogue word and still be offered: one up to five
 * letters, two from six; none for a word of digits, nor for a short word typed alone (too many
 * words are one edit from "cat"; beside other words, "ryr" may still be "rye").
 */
export function maxEditsFor(word: string, alone: boolean): number {
  const length = Array.from(word).length;
  if (/\d/.test(word) || length < (alone ? MIN_FUZZY_LENGTH : 3)) return 0;
  return length < 6 ? 1 : 2;
}

export function deletionVariants(word: string): string[] {
  const letters = Array.from(word);
  const variants = new Set<string>([word]);
  for (let index = 0; index < letters.length; index += 1) {
    variants.add([...letters.slice(0, index), ...letters.slice(index + 1)].join(''));
  }
  return [...variants];
}

/** Damerau (optimal string alignment) distance, bounded: returns early past `max`. */
export function editDistance(a: string, b: string, max = 1): number {
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= x.length; i += 1) {
    const row: number[] = [i];
    for (let j = 1; j <= y.length; j += 1) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const previous = rows[i - 1] as number[];
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(
        (previous[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return (rows[x.length] as number[])[y.length] as number;
}

/** The catalogue words of a book that get typo variants. */
export function fuzzyWords(titleNorm: string, authorNorm: string): string[] {
  const words = `${titleNorm} ${authorNorm}`.split(' ');
  return [
    ...new Set(
      words.filter((word) => {
        const length = Array.from(word).length;
        return length >= MIN_FUZZY_LENGTH && length <= MAX_FUZZY_LENGTH;
      }),
    ),
  ];
}
