import { describe, expect, it } from 'vitest';
import { matchedParts, meaningfulWords, normaliseText } from './searchText';

const marked = (text: string, query: string) =>
  matchedParts(text, query)
    .filter((part) => part.matched)
    .map((part) => part.text);

describe('the words a result marks', () => {
  it('marks the title words that start with a word typed, folded the same way', () => {
    expect(marked('Children of Dune', 'dune')).toEqual(['Dune']);
    expect(marked('The Hobbit', 'HOBB')).toEqual(['Hobbit']);
    expect(marked('Kürk Mantolu Madonna', 'kurk MANTOLU')).toEqual(['Kürk', 'Mantolu']);
    expect(marked('İstanbul: Hatıralar ve Şehir', 'ıstanbul hatiralar')).toEqual([
      'İstanbul',
      'Hatıralar',
    ]);
    expect(marked("The Handmaid's Tale", 'handmaids tale')).toEqual(["Handmaid's", 'Tale']);
  });

  it('keeps every character, marks no punctuation, and never marks "and" alone', () => {
    const parts = matchedParts('Angels & Demons', 'angels and demons');
    expect(parts.map((part) => part.text).join('')).toBe('Angels & Demons');
    expect(parts).toEqual([
      { text: 'Angels', matched: true },
      { text: ' & ', matched: false },
      { text: 'Demons', matched: true },
    ]);
    expect(marked('Pride and Prejudice', 'pride and prejudice')).toEqual(['Pride', 'Prejudice']);
    expect(marked('Dune', '')).toEqual([]);
  });
});

describe('the folding rule', () => {
  it('reads "&" and "and" as one word', () => {
    expect(normaliseText('Angels & Demons')).toBe('angels demons');
    expect(meaningfulWords(['angels', 'and', 'demons'])).toEqual(['angels', 'demons']);
    expect(meaningfulWords(['and'])).toEqual(['and']);
  });
});
