/**
 * An in-process index of the catalogue's normalised text: which books contain a word as a
 * substring, and which titles and authors start with a phrase. It holds only text (written by
 * the seed and by imports that create books), no counters: pages are ordered by the read
 * counts of the kept books (search/engine.ts).
 *
 * Why not the database's trigram index (FTS5 on SQLite, pg_trgm on PostgreSQL, measured on
 * 100k synthetic books; figures in docs/performance.md): FTS5 MATCH merges the doclists of
 * every trigram of the word over every book, then joins to books, and better-sqlite3 runs on
 * the event loop, so search topped out near 300 req/s. A trigram index over books held in
 * memory was next (slow for common trigrams: their lists hold thousands of books to check).
 * This one indexes the catalogue's distinct words instead (about 8k title
 * words, 3k names and the ISBNs at 100k books): a query word is looked up among the words by
 * their trigrams, then the books of the matching words are read from per-word lists, so the
 * work follows the size of the answer, not of the catalogue.
 *
 * Query words never hold a space, so a word of the query is a substring of a book's text
 * exactly when it is a substring of one of the book's words.
 */
import { editDistance } from '../domain/typos';

const gramKey = (text: string, at: number, length: 2 | 3) =>
  length === 3
    ? text.charCodeAt(at) * 4_294_967_296 +
      text.charCodeAt(at + 1) * 65_536 +
      text.charCodeAt(at + 2)
    : -1 - (text.charCodeAt(at) * 65_536 + text.charCodeAt(at + 1));

export interface IndexedBook {
  id: number;
  title_norm: string;
  author_norm: string;
  search_text: string;
}

/** What ranking needs of a book's text. */
export interface BookText {
  title_norm: string;
  author_norm: string;
  /** Every word the book is found by: title, author, ISBN, series. */
  search_text: string;
}

/** The columns prefixes are looked up in. */
export type PrefixColumn = 'title_norm' | 'author_norm';

/** Fills exactly sized ascending lists from (key, value) pairs visited twice in value order. */
async function postingLists(
  visit: (add: (key: number, value: number) => void) => Promise<void>,
): Promise<Map<number, Int32Array>> {
  const counts = new Map<number, number>();
  await visit((key) => counts.set(key, (counts.get(key) ?? 0) + 1));
  const lists = new Map<number, Int32Array>();
  const filled = new Map<number, number>();
  for (const [key, count] of counts) lists.set(key, new Int32Array(count));
  await visit((key, value) => {
    const at = filled.get(key) ?? 0;
    (lists.get(key) as Int32Array)[at] = value;
    filled.set(key, at + 1);
  });
  return lists;
}

/** Books handled between two pauses of a build. */
export const BUILD_SLICE = 5000;

/** Calls `each` for every item, awaiting `pause` after every BUILD_SLICE of them. */
async function inSlices<T>(
  items: readonly T[],
  pause: () => Promise<void>,
  each: (item: T, index: number) => void,
) {
  for (let index = 0; index < items.length; index += 1) {
    if (index > 0 && index % BUILD_SLICE === 0) await pause();
    each(items[index] as T, index);
  }
}

/** Below this many positions a sort is cheaper than marking and sweeping every book. */
const SORT_LIMIT = 4096;

/**
 * The first `limit` distinct positions of ascending lists. Only a list's first `limit`
 * entries can be among them, and a typed array sorts numerically without a comparator
 * (a comparator sort of a few thousand numbers cost about a millisecond).
 */
function sortedUnion(lists: Int32Array[], limit: number): number[] {
  let size = 0;
  for (const list of lists) size += Math.min(list.length, limit);
  const all = new Int32Array(size);
  let filled = 0;
  for (const list of lists) {
    const head = list.length > limit ? list.subarray(0, limit) : list;
    all.set(head, filled);
    filled += head.length;
  }
  all.sort();
  const positions: number[] = [];
  for (let at = 0; at < all.length && positions.length < limit; at += 1) {
    if (at === 0 || all[at] !== all[at - 1]) positions.push(all[at] as number);
  }
  return positions;
}

/** Code unit order: every text starting with a prefix sits in one run of a sorted list. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Sorts `items` by `compare`, awaiting `pause` between pieces of work of about BUILD_SLICE
 * items: runs of BUILD_SLICE sorted each, then merged pairwise. One sort of 100k titles held
 * the event loop long enough to stall every other request.
 */
async function sortInSlices(
  items: Int32Array,
  compare: (a: number, b: number) => number,
  pause: () => Promise<void>,
): Promise<Int32Array> {
  let from: Int32Array = items;
  let to: Int32Array = new Int32Array(items.length);
  for (let start = 0; start < from.length; start += BUILD_SLICE) {
    await pause();
    from.subarray(start, start + BUILD_SLICE).sort(compare);
  }
  for (let width = BUILD_SLICE; width < from.length; width *= 2) {
    for (let low = 0; low < from.length; low += 2 * width) {
      await pause();
      const middle = Math.min(low + width, from.length);
      const high = Math.min(low + 2 * width, from.length);
      let left = low;
      let right = middle;
      for (let at = low; at < high; at += 1) {
        const takeLeft =
          right >= high ||
          (left < middle && compare(from[left] as number, from[right] as number) <= 0);
        to[at] = (takeLeft ? from[left++] : from[right++]) as number;
      }
    }
    [from, to] = [to, from];
  }
  return from;
}

/** Book positions ordered by one column of their text, then by position. */
function orderBy(
  ranked: BookText[],
  column: PrefixColumn,
  pause: () => Promise<void>,
): Promise<Int32Array> {
  const text = (position: number) => (ranked[position] as BookText)[column];
  return sortInSlices(
    Int32Array.from(ranked.keys()),
    (a, b) => compareText(text(a), text(b)) || a - b,
    pause,
  );
}

export class SubstringIndex {
  /** One mark per book, reused by every union (searches run one at a time in a process). */
  private readonly marks: Uint8Array;

  private constructor(
    /** Book ids, ascending; a book's position indexes `ids`, `texts` and `ranked`. */
    private readonly ids: Int32Array,
    private readonly texts: string[],
    private readonly ranked: BookText[],
    /** The catalogue's distinct words. */
    private readonly words: string[],
    /** A catalogue word's index in `words`. */
    private readonly wordIndex: Map<string, number>,
    /** Per word (by its index in `words`), the ascending positions of the books holding it. */
    private readonly wordBooks: Int32Array[],
    /** Bigram and trigram -> ascending indexes of the words holding it. */
    private readonly grams: Map<number, Int32Array>,
    /** Book positions by normalised title, and by normalised author. */
    private readonly byColumn: Record<PrefixColumn, Int32Array>,
  ) {
    this.marks = new Uint8Array(ids.length);
    this.shared = new Uint8Array(words.length);
  }

  /** Per catalogue word, the bigrams it shares with a near-spelling lookup's word. */
  private readonly shared: Uint8Array;

  get size() {
    return this.ids.length;
  }

  /**
   * The index of `rows`. `pause` is awaited after every BUILD_SLICE books (or words): at 100k
   * books a build is over a second of CPU, and the server gives the event loop back in
   * between, so other requests are served while a catalogue write's new index is built.
   */
  static async build(
    rows: IndexedBook[],
    pause: () => Promise<void> = async () => {},
  ): Promise<SubstringIndex> {
    const sorted = [...rows].sort((a, b) => a.id - b.id);
    const ids = Int32Array.from(sorted, (row) => row.id);
    const texts = sorted.map((row) => row.search_text);
    const ranked = sorted.map(({ title_norm, author_norm, search_text }) => ({
      title_norm,
      author_norm,
      search_text,
    }));
    const wordIndex = new Map<string, number>();
    const words: string[] = [];
    const bookWords: number[][] = [];
    await inSlices(texts, pause, (text) => {
      const held = new Set<number>();
      for (const word of text.split(' ')) {
        if (word.length === 0) continue;
        let index = wordIndex.get(word);
        if (index === undefined) {
          index = words.length;
          wordIndex.set(word, index);
          words.push(word);
        }
        held.add(index);
      }
      bookWords.push([...held]);
    });
    const byWord = await postingLists((add) =>
      inSlices(bookWords, pause, (held, position) => {
        for (const word of held) add(word, position);
      }),
    );
    const wordBooks = words.map((_, index) => byWord.get(index) as Int32Array);
    const grams = await postingLists((add) =>
      inSlices(words, pause, (word, index) => {
        const seen = new Set<number>();
        for (const length of [2, 3] as const) {
          for (let at = 0; at + length <= word.length; at += 1) seen.add(gramKey(word, at, length));
        }
        for (const key of seen) add(key, index);
      }),
    );
    const byTitle = await orderBy(ranked, 'title_norm', pause);
    const byAuthor = await orderBy(ranked, 'author_norm', pause);
    return new SubstringIndex(ids, texts, ranked, words, wordIndex, wordBooks, grams, {
      title_norm: byTitle,
      author_norm: byAuthor,
    });
  }

  /**
   * Visits the books whose `column` starts with `prefix`, at most `limit` of them, in the
   * column's order: a binary search to the first, then the run of them.
   */
  visitPrefixed(
    column: PrefixColumn,
    prefix: string,
    limit: number,
    visit: (id: number, text: BookText) => void,
  ) {
    const order = this.byColumn[column];
    const textAt = (at: number) => this.ranked[order[at] as number] as BookText;
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (textAt(middle)[column] < prefix) low = middle + 1;
      else high = middle;
    }
    for (let at = low; at < order.length && at < low + limit; at += 1) {
      const text = textAt(at);
      if (!text[column].startsWith(prefix)) break;
      visit(this.ids[order[at] as number] as number, text);
    }
  }

  /** The normalised title and author of a book, when the index holds it. */
  textOf(id: number): BookText | undefined {
    let low = 0;
    let high = this.ids.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const found = this.ids[middle] as number;
      if (found === id) return this.ranked[middle];
      if (found < id) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }

  /** Indexes of the catalogue words containing `word`. */
  private wordsContaining(word: string): number[] {
    if (word.length === 0) return [];
    if (word.length === 1) {
      const found: number[] = [];
      this.words.forEach((candidate, index) => {
        if (candidate.includes(word)) found.push(index);
      });
      return found;
    }
    const length = word.length === 2 ? 2 : 3;
    let rarest: Int32Array | undefined;
    for (let at = 0; at + length <= word.length; at += 1) {
      const list = this.grams.get(gramKey(word, at, length));
      if (!list) return [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    const found: number[] = [];
    for (const index of rarest ?? []) {
      if ((this.words[index] as string).includes(word)) found.push(index);
    }
    return found;
  }

  /**
   * Ascending positions of the books holding one of `words` (catalogue word indexes), the
   * first `limit` of them.
   */
  private booksOf(words: number[], size: number, limit: number): number[] {
    const lists = words.map((word) => this.wordBooks[word] ?? new Int32Array(0));
    return size <= SORT_LIMIT ? sortedUnion(lists, limit) : this.markedUnion(lists, limit);
  }

  /** The union by marking every position and sweeping (indexed loops: measured 5x faster). */
  private markedUnion(lists: Int32Array[], limit: number): number[] {
    const marks = this.marks;
    for (const list of lists)
      for (let at = 0; at < list.length; at += 1) marks[list[at] as number] = 1;
    const positions: number[] = [];
    for (let position = 0; position < marks.length; position += 1) {
      if (marks[position] === 1) {
        positions.push(position);
        if (positions.length >= limit) break;
      }
    }
    // Stopping early leaves marks further on: clear through the lists, not the whole array.
    for (const list of lists)
      for (let at = 0; at < list.length; at += 1) marks[list[at] as number] = 0;
    return positions;
  }

  /**
   * Ids (ascending) of the books whose text contains, for every group, one of its words; at
   * most `cap`, the lowest ids first (the order the database index answered in).
   */
  match(groups: string[][], cap: number): number[] {
    const found: number[] = [];
    this.visitMatches(groups, cap, (id) => found.push(id));
    return found;
  }

  /**
   * Visits what `match` answers, each id with its text (no lookup by id per book). Answers
   * whether more books match than were visited (the cap cut them off).
   */
  visitMatches(
    groups: string[][],
    cap: number,
    visit: (id: number, text: BookText) => void,
  ): boolean {
    if (groups.length === 0) return false;
    // Each group's catalogue words; the group with the fewest books drives, the others are
    // checked on the driver's books by `includes`.
    let driver: { words: number[]; size: number } | undefined;
    for (const group of groups) {
      const words = [...new Set(group.flatMap((word) => this.wordsContaining(word)))];
      const size = words.reduce((sum, word) => sum + (this.wordBooks[word]?.length ?? 0), 0);
      if (size === 0) return false;
      if (!driver || size < driver.size) driver = { words, size };
    }
    const { words, size } = driver as { words: number[]; size: number };
    const others = groups.length > 1 ? groups : [];
    // One past the cap: whether it exists says if the count was cut.
    const limit = others.length === 0 ? cap + 1 : Number.POSITIVE_INFINITY;
    let visited = 0;
    for (const position of this.booksOf(words, size, limit)) {
      const text = this.texts[position] as string;
      if (others.every((group) => group.some((word) => text.includes(word)))) {
        if (visited >= cap) return true;
        visit(this.ids[position] as number, this.ranked[position] as BookText);
        visited += 1;
      }
    }
    return false;
  }

  private bookCount(word: number): number {
    return this.wordBooks[word]?.length ?? 0;
  }

  /**
   * Catalogue words of letters within `maxEdits` edits of `word` (insertions, deletions,
   * substitutions, swaps of neighbours), with their distance, nearest first, at most `limit`.
   * Candidates share bigrams with the word (an edit breaks at most three), counted over the
   * bigram lists, so the work follows the lists of the word's bigrams, not the catalogue.
   */
  nearWords(word: string, maxEdits: number, limit: number): Map<string, number> {
    const near = new Map<string, number>();
    if (word.length < 2 || maxEdits < 1) return near;
    const shared = this.shared;
    const touched: number[] = [];
    const seen = new Set<number>();
    for (let at = 0; at + 2 <= word.length; at += 1) {
      const key = gramKey(word, at, 2);
      if (seen.has(key)) continue;
      seen.add(key);
      const list = this.grams.get(key);
      if (!list) continue;
      for (let index = 0; index < list.length; index += 1) {
        const candidate = list[index] as number;
        const count = shared[candidate] as number;
        if (count === 0) touched.push(candidate);
        if (count < 255) shared[candidate] = count + 1;
      }
    }
    // A swap of neighbours in a short word can leave no bigram in common ("fram", "farm"):
    // those are looked up by their letters.
    for (let at = 0; at + 1 < word.length; at += 1) {
      const swapped = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
      const candidate = this.wordIndex.get(swapped);
      if (candidate !== undefined && shared[candidate] === 0) {
        touched.push(candidate);
        shared[candidate] = 255;
      }
    }
    const needed = Math.max(1, seen.size - 3 * maxEdits);
    const found: { word: string; distance: number; books: number }[] = [];
    for (const candidate of touched) {
      const count = shared[candidate] as number;
      shared[candidate] = 0;
      if (count < needed) continue;
      const other = this.words[candidate] as string;
      if (other === word || Math.abs(other.length - word.length) > maxEdits) continue;
      if (/\d/.test(other)) continue;
      const distance = editDistance(word, other, maxEdits);
      if (distance <= maxEdits)
        found.push({ word: other, distance, books: this.bookCount(candidate) });
    }
    // Nearest first, then the words more books hold: a reader more likely meant those.
    found.sort(
      (a, b) => a.distance - b.distance || b.books - a.books || (a.word < b.word ? -1 : 1),
    );
    for (const { word: other, distance } of found.slice(0, limit)) near.set(other, distance);
    return near;
  }
}
