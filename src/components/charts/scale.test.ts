import { describe, expect, it } from 'vitest';
import { niceScale } from './scale';

describe('niceScale', () => {
  it.each([
    [3, 3, [0, 1, 2, 3]],
    [4, 4, [0, 1, 2, 3, 4]],
    [7, 8, [0, 2, 4, 6, 8]],
    [12, 15, [0, 5, 10, 15]],
    [20, 20, [0, 5, 10, 15, 20]],
    [37, 40, [0, 10, 20, 30, 40]],
    [4_321, 6_000, [0, 2_000, 4_000, 6_000]],
  ])('puts %s under a round top of %s', (largest, max, ticks) => {
    expect(niceScale(largest)).toEqual({ max, ticks });
  });

  it('never steps by less than one (counts are whole)', () => {
    expect(niceScale(1)).toEqual({ max: 1, ticks: [0, 1] });
    expect(niceScale(2)).toEqual({ max: 2, ticks: [0, 1, 2] });
  });

  it('gives nothing an axis of 0 to 1', () => {
    expect(niceScale(0)).toEqual({ max: 1, ticks: [0, 1] });
  });

  it('keeps to at most the intervals asked for', () => {
    for (let largest = 1; largest <= 2_000; largest += 7) {
      const { max, ticks } = niceScale(largest);
      expect(max).toBeGreaterThanOrEqual(largest);
      expect(ticks.length - 1).toBeLessThanOrEqual(4);
      expect(ticks.at(-1)).toBe(max);
    }
  });
});
