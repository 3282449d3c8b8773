import { GENRES } from '../../src/api/contract';

/** A small deterministic PRNG (mulberry32), so every synthetic data set is the same. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

const ONSETS = [
  'b',
  'c',
  'd',
  'f',
  'g',
  'h',
  'k',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  't',
  'v',
  'z',
  'br',
  'st',
  'tr',
  'gr',
  'sh',
  'ch',
  'th',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'ou', 'ı', 'ö', 'ü'];
const CODAS = ['', '', 'n', 'r', 's', 'l', 'th', 'nd', 'rk', 'ss', 'x'];

/** Pronounceable made-up words (some with Turkish letters), so search has a real vocabulary. */
export function vocabulary(size: number, seed: number): string[] {
  const rng = random(seed);
  const words = new Set<string>();
  while (words.size < size) {
    const syllables = 1 + rng.int(3);
    let word = '';
    for (let index = 0; index < syllables; index += 1) {
      word += rng.pick(ONSETS) + rng.pick(VOWELS) + rng.pick(CODAS);
    }
    words.add(word);
  }
  return [...words];
}

const capitalise = (word: string) => word.charAt(0).toLocaleUpperCase('en') + word.slice(1);

export interface SyntheticBook {
  title: string;
  author: string;
  genre: string;
  publishedYear: number;
  isbn: string;
  description: string;
}

export function* books(count: number, seed: number): Generator<SyntheticBook> {
  const rng = random(seed);
  const words = vocabulary(8000, seed + 1);
  const names = vocabulary(3000, seed + 2).map(capitalise);
  const authors = Array.from({ length: 20_000 }, () => `${rng.pick(names)} ${rng.pick(names)}`);
  for (let index = 0; index < count; index += 1) {
    const length = 1 + rng.int(4);
    const title = Array.from({ length }, () => capitalise(rng.pick(words))).join(' ');
    yield {
      title: rng.next() < 0.2 ? `The ${title}` : title,
      author: rng.pick(authors),
      genre: rng.pick(GENRES),
      publishedYear: 1850 + rng.int(176),
      isbn: `978${String(index).padStart(10, '0')}`,
      description: Array.from({ length: 12 }, () => rng.pick(words)).join(' '),
    };
  }
}
