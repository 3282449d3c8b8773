import { describe, expect, it } from 'vitest';
import {
  nextLocalMidnight,
  pickOfTheDay,
  pickOfTheDayIndex,
  pickOfTheDayKey,
  PICK_POOL_SIZE,
} from './pickOfTheDay';

const top = Array.from({ length: 12 }, (_, i) => `book${i}`);

describe('pick of the day', () => {
  it('is the same book all local day long', () => {
    const morning = new Date(2026, 10, 21, 0, 0, 1);
    const night = new Date(2026, 10, 21, 23, 59, 59);
    expect(pickOfTheDay(top, morning)).toBe(pickOfTheDay(top, night));
  });

  it('moves to the next of the top 10 on the next local day and cycles through all 10', () => {
    const picks = new Set<number>();
    for (let day = 0; day < PICK_POOL_SIZE; day += 1) {
      picks.add(pickOfTheDayIndex(new Date(2026, 10, 21 + day, 12), PICK_POOL_SIZE));
    }
    expect(picks.size).toBe(10);
    const today = pickOfTheDayIndex(new Date(2026, 10, 21, 12), 10);
    expect(pickOfTheDayIndex(new Date(2026, 10, 22, 12), 10)).toBe((today + 1) % 10);
  });

  it('chooses only among the top 10 even when given more', () => {
    for (let day = 0; day < 30; day += 1) {
      const pick = pickOfTheDay(top, new Date(2026, 0, 1 + day));
      expect(top.slice(0, 10)).toContain(pick);
    }
  });

  it('works with fewer books and returns null for none', () => {
    expect(['a', 'b']).toContain(pickOfTheDay(['a', 'b'], new Date(2026, 5, 1)));
    expect(pickOfTheDay([], new Date(2026, 5, 1))).toBeNull();
    expect(pickOfTheDayIndex(new Date(2026, 5, 1), 0)).toBe(-1);
  });

  it('expires at the next local midnight and keys by local date', () => {
    const now = new Date(2026, 10, 21, 15, 30);
    expect(nextLocalMidnight(now)).toBe(new Date(2026, 10, 22, 0, 0, 0).getTime());
    expect(nextLocalMidnight(new Date(2026, 11, 31, 23, 59))).toBe(new Date(2027, 0, 1).getTime());
    expect(pickOfTheDayKey(now)).toBe('pick-of-the-day:2026-11-21');
  });
});
