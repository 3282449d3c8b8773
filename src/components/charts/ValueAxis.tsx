import type { ReactNode } from 'react';
import styles from './chart.module.css';

export interface ValueAxisProps {
  /** The tick values, 0 first (niceScale). */
  ticks: readonly number[];
  /** The ticks as shown ("1,000"), in the same order. */
  labels: readonly string[];
  /** Where the plot starts (px); the labels end just left of it. */
  left: number;
  /** Where the plot ends (px). */
  right: number;
  /** The y of a value (px). */
  y: (value: number) => number;
  /** The marks, drawn over the grid lines and under the baseline. */
  children: ReactNode;
}

/** A vertical chart's value axis: grid lines with their values, the marks, then the baseline. */
export function ValueAxis({ ticks, labels, left, right, y, children }: ValueAxisProps) {
  return (
    <>
      {ticks.map((tick, index) => (
        <g key={tick}>
          {tick > 0 && (
            <line className={styles.grid} x1={left} x2={right} y1={y(tick)} y2={y(tick)} />
          )}
          <text className={styles.tick} x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
            {labels[index]}
          </text>
        </g>
      ))}
      {children}
      <line className={styles.baseline} x1={left} x2={right} y1={y(0)} y2={y(0)} />
    </>
  );
}
