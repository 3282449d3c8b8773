import { useIntl } from 'react-intl';
import { ChartFigure, type ChartDrawing } from './ChartFigure';
import { chartTable } from './chartTable';
import { cumulative, evenPace } from './cumulative';
import { textWidth } from './labels';
import { niceScale } from './scale';
import type { ChartFrameProps, ChartItem } from './types';
import { ValueAxis } from './ValueAxis';
import { verticalLayout } from './verticalLayout';
import styles from './chart.module.css';
import legendStyles from './CumulativeChart.module.css';

export interface CumulativeChartProps extends ChartFrameProps {
  /** What was finished in each period, in order (a year's months: periodItems); the chart adds them up. */
  items: ChartItem[];
  /** The table's item column ("Month"). */
  categoryLabel: string;
  /** The goal for all the periods together (24 books): drawn as an even pace; none without one. */
  goal?: number | null;
  /** How many periods have begun (this year's months so far); the running total stops there. All by default. */
  elapsed?: number;
}

const HEIGHT = 240;

const points = (xs: number[], ys: number[]) =>
  xs.map((x, index) => `${index === 0 ? 'M' : 'L'}${x},${ys[index] ?? 0}`).join('');

/**
 * The running total over a year against a straight line to the goal (the goal spread evenly
 * over the periods), with a legend. The last point says the total so far.
 */
export function CumulativeChart({
  items,
  categoryLabel,
  goal = null,
  elapsed = items.length,
  ...frame
}: CumulativeChartProps) {
  const intl = useIntl();
  const format = (value: number) => intl.formatNumber(Math.round(value));
  const done = Math.max(0, Math.min(items.length, elapsed));
  const totals = cumulative(items).map((item) => item.value);
  const pace = goal !== null && goal > 0 ? evenPace(goal, items.length) : null;
  const reached = totals[done - 1] ?? 0;
  const totalLabel = intl.formatMessage({ id: 'chart.cumulative.total' });
  const goalLabel = intl.formatMessage({ id: 'chart.cumulative.goal' });
  const notYet = intl.formatMessage({ id: 'chart.cumulative.notYet' });

  const table = chartTable(
    pace ? [categoryLabel, totalLabel, goalLabel] : [categoryLabel, totalLabel],
    items,
    (_item, index) => {
      const total = index < done ? format(totals[index] ?? 0) : notYet;
      return pace ? [total, format(pace[index] ?? 0)] : [total];
    },
  );

  const draw = (width: number): ChartDrawing => {
    const scale = niceScale(Math.max(reached, goal ?? 0));
    const tickLabels = scale.ticks.map(format);
    const layout = verticalLayout({
      width,
      height: HEIGHT,
      scale,
      tickLabels,
      itemLabels: items.map((item) => item.shortLabel ?? item.label),
    });
    const xs = items.map((_item, index) => layout.center(index));
    const lastX = xs[done - 1] ?? 0;
    const lastValue = format(reached);
    const valueX = Math.min(lastX, layout.right - textWidth(lastValue) / 2);
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
          {items.map(
            (item, index) =>
              index % layout.labelEvery === 0 && (
                <text
                  key={item.key}
                  className={styles.label}
                  x={xs[index]}
                  y={layout.labelY}
                  textAnchor="middle"
                >
                  {item.shortLabel ?? item.label}
                </text>
              ),
          )}
          {pace && <path className={styles.goal} d={points(xs, pace.map(layout.y))} />}
          {done > 0 && (
            <>
              <path
                className={styles.line}
                d={points(xs.slice(0, done), totals.slice(0, done).map(layout.y))}
              />
              {xs.slice(0, done).map((x, index) => (
                <circle
                  key={items[index]?.key ?? index}
                  className={styles.dot}
                  cx={x}
                  cy={layout.y(totals[index] ?? 0)}
                  r={4}
                />
              ))}
              <text
                className={styles.value}
                x={valueX}
                y={layout.y(reached) - 10}
                textAnchor="middle"
              >
                {lastValue}
              </text>
            </>
          )}
        </ValueAxis>
      ),
    };
  };

  const legend = (
    <ul className={legendStyles.legend}>
      <li>
        <svg className={legendStyles.swatch} width="28" height="12" aria-hidden="true">
          <line className={styles.line} x1="3" x2="25" y1="6" y2="6" />
        </svg>
        {totalLabel}
      </li>
      {goal !== null && goal > 0 && (
        <li>
          <svg className={legendStyles.swatch} width="28" height="12" aria-hidden="true">
            <line className={styles.goal} x1="2" x2="26" y1="6" y2="6" />
          </svg>
          {intl.formatMessage({ id: 'chart.cumulative.goalLegend' }, { target: format(goal) })}
        </li>
      )}
    </ul>
  );

  return (
    <ChartFigure
      {...frame}
      table={table}
      draw={draw}
      empty={reached === 0 && pace === null}
      legend={legend}
    />
  );
}
