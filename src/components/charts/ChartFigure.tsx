import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../../lib/cx';
import { Button } from '../Button';
import type { ChartFrameProps, ChartTable } from './types';
import { useElementWidth } from './useElementWidth';
import styles from './ChartFigure.module.css';

/** What a chart draws at a given width: its height and the SVG's content. */
export interface ChartDrawing {
  height: number;
  graphic: ReactNode;
}

export interface ChartFigureProps extends ChartFrameProps {
  /** The same data as a table, shown instead of the chart after "Show as table". */
  table: ChartTable;
  /** Draws the chart for the width it has (px), so bars and labels fit a phone too. */
  draw: (width: number) => ChartDrawing;
  /** Nothing to draw (no items, or all zero): say `emptyText` and offer no table. */
  empty?: boolean;
  /** Shown under the chart (not the table): a legend of its lines. */
  legend?: ReactNode;
}

/**
 * A chart in a figure: its title, a one-sentence summary, and a button that swaps the SVG for
 * a table of the same data and back. The SVG is one image named by the title and described by
 * the summary; everything inside it is decoration for screen readers, which get the table.
 */
export function ChartFigure({
  title,
  headingLevel = 3,
  summary,
  table,
  draw,
  empty = false,
  emptyText,
  legend,
  className,
}: ChartFigureProps) {
  const intl = useIntl();
  const titleId = useId();
  const summaryId = useId();
  const viewId = useId();
  const [showTable, setShowTable] = useState(false);
  const [viewRef, width] = useElementWidth<HTMLDivElement>();
  const Heading = `h${headingLevel}` as const;
  const drawing = !empty && !showTable && width > 0 ? draw(width) : null;

  return (
    <figure className={cx(styles.root, className)} aria-labelledby={titleId}>
      <figcaption className={styles.caption}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        <p id={summaryId} className={styles.summary}>
          {summary}
        </p>
      </figcaption>
      {!empty && (
        // The same button throughout: only its name changes, so focus stays on it.
        <Button
          variant="secondary"
          size="sm"
          className={styles.toggle}
          aria-controls={viewId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {intl.formatMessage({ id: showTable ? 'chart.showChart' : 'chart.showTable' })}
        </Button>
      )}
      <div id={viewId} ref={viewRef} className={styles.view}>
        {empty ? (
          <p className={styles.empty}>{emptyText ?? intl.formatMessage({ id: 'chart.empty' })}</p>
        ) : showTable ? (
          <table className={styles.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.header}</th>
                  {row.cells.map((cell, index) => (
                    <td key={table.columns[index + 1] ?? index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          drawing && (
            <svg
              className={styles.svg}
              role="img"
              aria-labelledby={titleId}
              aria-describedby={summaryId}
              width={width}
              height={drawing.height}
              viewBox={`0 0 ${width} ${drawing.height}`}
            >
              <g aria-hidden="true">{drawing.graphic}</g>
            </svg>
          )
        )}
      </div>
      {!empty && !showTable && legend && <div className={styles.legend}>{legend}</div>}
    </figure>
  );
}
