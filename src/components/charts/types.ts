/** One bar, point or row of a chart: a month, a year, a genre, a star rating, a length. */
export interface ChartItem {
  /** Stable identity (a bucket key such as '2025-03', a genre, a star count). */
  key: string;
  /** What the item is, in words ("March", "2019", "Fantasy", "5 stars"): the table's row header. */
  label: string;
  /** A shorter label for a crowded axis ("Mar"); the label when missing. */
  shortLabel?: string;
  /** A count, zero or more. */
  value: number;
}

/** A chart's data as a table: a header row, then one row per item. */
export interface ChartTable {
  /** The column headers: the item column first ("Month"), then one per value ("Books"). */
  columns: string[];
  rows: ChartTableRow[];
}

export interface ChartTableRow {
  key: string;
  /** The row header (`<th scope="row">`). */
  header: string;
  /** The values, formatted, in the order of `columns` after the first. */
  cells: string[];
}

/** What every chart passes through to its ChartFigure. */
export interface ChartFrameProps {
  /** The visible title ("Books per month"): the heading, the chart's name and the table's caption. */
  title: string;
  /** Heading level of the title, so the figure fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  /**
   * One sentence the chart shows, for everyone ("12 books in 2025, most in March (3)"): shown
   * under the title and read as the chart's description.
   */
  summary: string;
  /** Said instead of a chart when there is nothing to draw; "Nothing to show for this period yet." by default. */
  emptyText?: string;
  /** Extra class for the root element. */
  className?: string;
}
