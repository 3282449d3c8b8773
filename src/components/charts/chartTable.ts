import type { ChartItem, ChartTable } from './types';

/**
 * A chart's table from the same items it draws: one row per item, headed by its label, with
 * the cells `cellsOf` formats (one per value column).
 */
export function chartTable(
  columns: string[],
  items: readonly ChartItem[],
  cellsOf: (item: ChartItem, index: number) => string[],
): ChartTable {
  return {
    columns,
    rows: items.map((item, index) => ({
      key: item.key,
      header: item.label,
      cells: cellsOf(item, index),
    })),
  };
}
