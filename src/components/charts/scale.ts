/** A value axis from zero: a round top and the ticks up to it. */
export interface ValueScale {
  /** The top of the axis: a round number at or above the largest value. */
  max: number;
  /** 0, one step, two steps ... up to `max`. */
  ticks: number[];
}

/**
 * A value axis for whole counts from 0 to at least `largest`, in at most `intervals` steps of
 * 1, 2 or 5 times a power of ten (never less than 1: a book is not split). Nothing to show
 * still gets an axis of 0 to 1.
 */
export function niceScale(largest: number, intervals = 4): ValueScale {
  let step = 1;
  if (largest > 0) {
    const rough = largest / intervals;
    const magnitude = 10 ** Math.floor(Math.log10(rough));
    const multiple = [1, 2, 5, 10].find((m) => m * magnitude >= rough) ?? 10;
    step = Math.max(1, Math.round(multiple * magnitude));
  }
  const max = Math.max(step, Math.ceil(largest / step) * step);
  const ticks = Array.from({ length: max / step + 1 }, (_, index) => index * step);
  return { max, ticks };
}
