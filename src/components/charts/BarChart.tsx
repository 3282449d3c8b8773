import { useIntl } from 'react-intl';
import { ChartFigure, type ChartDrawing } from './ChartFigure';
import { chartTable } from './chartTable';
import { textWidth } from './labels';
import { niceScale } from './scale';
import type { ChartFrameProps, ChartItem } from './types';
import { ValueAxis } from './ValueAxis';
import { verticalLayout } from './verticalLayout';
import styles from './chart.module.css';

export interface BarChartProps extends ChartFrameProps {
  /** One bar per item, left to right: a year's months or all time's years (periodItems). */
  items: ChartItem[];
  /** The table's item column ("Month", "Year"). */
  categoryLabel: string;
  /** What the values count ("Books", "Pages"): the table's value column. */
  valueLabel: string;
}

const HEIGHT = 240;
/** A bar is at most this wide, so a single year does not fill the chart (px). */
const BAR_MAX = 48;
/** The share of its band a bar takes; the rest is the gap between bars. */
const BAR_SHARE = 0.66;

/** The path of a bar with rounded top corners. */
function barPath(x: number, top: number, width: number, height: number): string {
  const r = Math.min(3, width / 2, height);
  const bottom = top + height;
  return `M${x},${bottom}V${top + r}Q${x},${top} ${x + r},${top}H${x + width - r}Q${x + width},${top} ${x + width},${top + r}V${bottom}Z`;
}

/**
 * Vertical bars of one series per period (books or pages per month or per year), each labelled
 * with its value when every value fits above its bar. Labels under the axis thin out on a narrow
 * screen to every n-th period, n the smallest round step at which none touch (`labelStep`),
 * instead of overlapping or overflowing.
 */
export function BarChart({ items, categoryLabel, valueLabel, ...frame }: BarChartProps) {
  const intl = useIntl();
  const format = (value: number) => intl.formatNumber(value);
  const largest = Math.max(0, ...items.map((item) => item.value));
  const table = chartTable([categoryLabel, valueLabel], items, (item) => [format(item.value)]);

  const draw = (width: number): ChartDrawing => {
    const scale = niceScale(largest);
    const tickLabels = scale.ticks.map(format);
    const layout = verticalLayout({
      width,
      height: HEIGHT,
      scale,
      tickLabels,
      itemLabels: items.map((item) => item.shortLabel ?? item.label),
    });
    const barWidth = Math.max(1, Math.min(BAR_MAX, layout.band * BAR_SHARE));
    // Values above all bars or above none: some numbers missing would read as a pattern.
    const showValues = textWidth(format(largest)) <= layout.band - 2;
    return {
      height: HEIGHT,
      graphic: (
        <ValueAxis
          ticks={scale.ticks}
          labels={tickLabels}
          left={layout.left}
          right={layout.right}
          y={layout.y}
        >
          {items.map((item, index) => {
            const x = layout.center(index);
            // A value above zero stays visible as at least a 2 px bar.
            const top = Math.min(layout.y(item.value), layout.baseline - (item.value > 0 ? 2 : 0));
            const value = format(item.value);
            return (
              <g key={item.key}>
                {item.value > 0 && (
                  <path
                    className={styles.bar}
                    d={barPath(x - barWidth / 2, top, barWidth, layout.baseline - top)}
                  />
                )}
                {showValues && item.value > 0 && (
                  <text className={styles.value} x={x} y={top - 6} textAnchor="middle">
                    {value}
                  </text>
                )}
                {index % layout.labelEvery === 0 && (
                  <text className={styles.label} x={x} y={layout.labelY} textAnchor="middle">
                    {item.shortLabel ?? item.label}
                  </text>
                )}
              </g>
            );
          })}
        </ValueAxis>
      ),
    };
  };

  return <ChartFigure {...frame} table={table} draw={draw} empty={largest === 0} />;
}
