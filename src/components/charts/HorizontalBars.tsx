import { useIntl } from 'react-intl';
import { ChartFigure, type ChartDrawing } from './ChartFigure';
import { chartTable } from './chartTable';
import { textWidth } from './labels';
import { percentShares } from './shares';
import type { ChartFrameProps, ChartItem } from './types';
import styles from './chart.module.css';

export interface HorizontalBarsProps extends ChartFrameProps {
  /** One row per item, top to bottom, in the order given (genres most first, 5 stars to 1). */
  items: ChartItem[];
  /** The table's item column ("Genre", "Rating", "Length"). */
  categoryLabel: string;
  /** What the values count ("Books", "Reviews"): the table's value column. */
  valueLabel: string;
  /** Add each item's share of the total in percent, beside the value and as a table column. */
  showShare?: boolean;
}

/** Label text size (px, --font-size-sm) and the layout's fixed measures. */
const LABEL_SIZE = 14;
const VALUE_SIZE = 12;
const ROW = 34;
const STACKED_ROW = 52;
const BAR = 16;
const GAP = 8;

/**
 * A label, a bar and its value per row, for shares of a whole (genres, star ratings, lengths).
 * Where the labels would take more than a third of the width (a phone), each label goes above
 * its bar instead of beside it, so nothing is cut or scrolls sideways.
 */
export function HorizontalBars({
  items,
  categoryLabel,
  valueLabel,
  showShare = false,
  ...frame
}: HorizontalBarsProps) {
  const intl = useIntl();
  const largest = Math.max(0, ...items.map((item) => item.value));
  const shares = percentShares(items.map((item) => item.value));
  const percent = (value: number) => intl.formatNumber(value / 100, { style: 'percent' });
  // A book among hundreds rounds to 0 %; it still is one: "<1%".
  const share = (index: number) =>
    (shares[index] ?? 0) === 0 && (items[index]?.value ?? 0) > 0
      ? intl.formatMessage({ id: 'chart.shareBelowOne' }, { share: percent(1) })
      : percent(shares[index] ?? 0);
  const valueText = (item: ChartItem, index: number) =>
    showShare
      ? intl.formatMessage(
          { id: 'chart.valueWithShare' },
          { value: intl.formatNumber(item.value), share: share(index) },
        )
      : intl.formatNumber(item.value);
  const shareLabel = intl.formatMessage({ id: 'chart.share' });
  const table = chartTable(
    showShare ? [categoryLabel, valueLabel, shareLabel] : [categoryLabel, valueLabel],
    items,
    (item, index) =>
      showShare ? [intl.formatNumber(item.value), share(index)] : [intl.formatNumber(item.value)],
  );

  const draw = (width: number): ChartDrawing => {
    const values = items.map(valueText);
    const labelWidth = Math.max(0, ...items.map((item) => textWidth(item.label, LABEL_SIZE)));
    const valueWidth = Math.max(0, ...values.map((value) => textWidth(value, VALUE_SIZE)));
    const stacked = labelWidth + GAP * 2 > width / 3;
    const barStart = stacked ? 0 : Math.ceil(labelWidth) + GAP * 2;
    const barMax = Math.max(1, width - barStart - valueWidth - GAP - 1);
    const row = stacked ? STACKED_ROW : ROW;
    return {
      height: row * items.length,
      graphic: items.map((item, index) => {
        const barTop = index * row + (stacked ? row - BAR - 12 : (row - BAR) / 2);
        const length = largest > 0 ? Math.round((item.value / largest) * barMax) : 0;
        const middle = barTop + BAR / 2;
        return (
          <g key={item.key}>
            <text
              className={styles.category}
              x={0}
              y={stacked ? index * row + 14 : middle}
              dy={stacked ? undefined : '0.35em'}
            >
              {item.label}
            </text>
            {item.value > 0 && (
              <rect
                className={styles.bar}
                x={barStart}
                y={barTop}
                width={Math.max(2, length)}
                height={BAR}
                rx={3}
              />
            )}
            <text
              className={styles.value}
              x={barStart + (item.value > 0 ? Math.max(2, length) + GAP : 0)}
              y={middle}
              dy="0.35em"
            >
              {values[index]}
            </text>
          </g>
        );
      }),
    };
  };

  return <ChartFigure {...frame} table={table} draw={draw} empty={largest === 0} />;
}
