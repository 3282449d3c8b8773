import { describe, expect, it } from 'vitest';
import { percentShares } from './shares';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('percentShares', () => {
  it('gives whole percents of the total', () => {
    expect(percentShares([1, 1, 2])).toEqual([25, 25, 50]);
  });

  it('adds up to exactly 100 where rounding alone would not', () => {
    const thirds = percentShares([1, 1, 1]);
    expect(thirds).toEqual([34, 33, 33]);
    expect(sum(percentShares([7, 5, 3, 2, 1, 1]))).toBe(100);
  });

  it('gives the missing points to the largest remainders', () => {
    // 2/7 = 28.57, 5/7 = 71.43: the first has the larger remainder.
    expect(percentShares([2, 5])).toEqual([29, 71]);
  });

  it('is all zeros when there is nothing to share', () => {
    expect(percentShares([0, 0])).toEqual([0, 0]);
    expect(percentShares([])).toEqual([]);
  });
});
