import type { ChartItem } from './types';

/** The running total: each item's value becomes the sum of it and every item before it. */
export function cumulative(items: readonly ChartItem[]): ChartItem[] {
  let total = 0;
  return items.map((item) => {
    total += item.value;
    return { ...item, value: total };
  });
}

/**
 * An even pace to `target` over `count` periods: what should be done by the end of each one
 * (24 books over 12 months: 2, 4, 6 ... 24). Fractions are kept; the caller rounds for display.
 */
export function evenPace(target: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => (target * (index + 1)) / count);
}
