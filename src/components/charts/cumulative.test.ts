import { describe, expect, it } from 'vitest';
import { cumulative, evenPace } from './cumulative';

const item = (key: string, value: number) => ({ key, label: key, value });

describe('cumulative', () => {
  it('turns each value into the running total, keeping keys and labels', () => {
    expect(cumulative([item('a', 2), item('b', 0), item('c', 3)])).toEqual([
      item('a', 2),
      item('b', 2),
      item('c', 5),
    ]);
  });

  it('leaves the items it was given alone', () => {
    const items = [item('a', 1), item('b', 1)];
    cumulative(items);
    expect(items).toEqual([item('a', 1), item('b', 1)]);
  });

  it('has nothing to add up in nothing', () => {
    expect(cumulative([])).toEqual([]);
  });
});

describe('evenPace', () => {
  it('spreads the goal evenly, reaching it at the last period', () => {
    expect(evenPace(24, 12)).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24]);
  });

  it('keeps fractions for the caller to round', () => {
    expect(evenPace(6, 4)).toEqual([1.5, 3, 4.5, 6]);
  });
});
