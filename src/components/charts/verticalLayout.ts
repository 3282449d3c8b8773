import { labelStep, textWidth } from './labels';
import type { ValueScale } from './scale';

/** Where things go in a chart of values over items left to right (bars, points). */
export interface VerticalLayout {
  /** Left and right edges of the plot (px). */
  left: number;
  right: number;
  /** The y of the baseline, value 0 (px). */
  baseline: number;
  /** The width each item gets (px). */
  band: number;
  /** The x of an item's middle (px). */
  center: (index: number) => number;
  /** The y of a value (px, whole). */
  y: (value: number) => number;
  /** An item's axis label is drawn when its index is a multiple of this. */
  labelEvery: number;
  /** The baseline of the item labels under the plot (px). */
  labelY: number;
}

export interface VerticalLayoutInput {
  width: number;
  height: number;
  scale: ValueScale;
  /** The scale's ticks as shown: the widest sets the room left of the plot. */
  tickLabels: readonly string[];
  /** The item labels as shown on the axis: the widest sets how many are skipped. */
  itemLabels: readonly string[];
  /** Room above the plot for a value over its tallest mark (px). */
  top?: number;
}

const LABEL_ROOM = 24;
const TICK_GAP = 8;

/** Lays out a vertical chart at `width`: no item label overlaps another at any width. */
export function verticalLayout({
  width,
  height,
  scale,
  tickLabels,
  itemLabels,
  top = 20,
}: VerticalLayoutInput): VerticalLayout {
  const left = Math.ceil(Math.max(0, ...tickLabels.map((label) => textWidth(label)))) + TICK_GAP;
  const right = width - 1;
  const baseline = height - LABEL_ROOM;
  const count = Math.max(1, itemLabels.length);
  const band = (right - left) / count;
  const widest = Math.max(0, ...itemLabels.map((label) => textWidth(label)));
  return {
    left,
    right,
    baseline,
    band,
    center: (index) => left + band * (index + 0.5),
    y: (value) => Math.round(baseline - (value / scale.max) * (baseline - top)),
    labelEvery: labelStep(band, widest),
    labelY: height - 6,
  };
}
