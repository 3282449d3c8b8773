import { type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Stats } from '../../api/contract/stats';
import {
  BarChart,
  type ChartItem,
  CumulativeChart,
  HorizontalBars,
  usePeriodItems,
} from '../charts';
import styles from './StatsReport.module.css';

export interface StatsReportProps {
  stats: Stats;
  /** The reader's own statistics: books missing a page count link to where it is set. */
  own: boolean;
  /**
   * The reader's local day (`YYYY-MM-DD`): in the current year the running total stops at this
   * month, so the months to come do not read as "nothing finished".
   */
  today: string;
  /** Heading level of the report's sections, so it fits the page outline. */
  headingLevel?: 2 | 3;
}

/**
 * A reader's statistics for a year or all time: the totals, the charts (each with its table),
 * the longest and shortest books and the books missing a page count. Everything is drawn from
 * one `/stats/get` answer; the rules of what counts where are the contract's.
 */
export function StatsReport({ stats, own, today, headingLevel = 2 }: StatsReportProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const extremesId = useId();
  const missingId = useId();
  const yearly = stats.buckets.unit === 'year';
  const books = usePeriodItems(stats.buckets, 'books');
  const pages = usePeriodItems(stats.buckets, 'pages');
  const categoryLabel = intl.formatMessage({
    id: yearly ? 'report.column.year' : 'report.column.month',
  });
  const booksLabel = intl.formatMessage({ id: 'report.column.books' });
  const busiest = busiestOf(books);
  const period =
    stats.year === null ? intl.formatMessage({ id: 'report.allTime' }) : String(stats.year);
  const goalBooks = stats.goal?.books ?? null;
  const currentYear = Number(today.slice(0, 4));
  const monthsBegun =
    stats.year === currentYear
      ? Number(today.slice(5, 7))
      : stats.year !== null && stats.year > currentYear
        ? 0
        : 12;

  const genres: ChartItem[] = stats.genres.map((entry) => ({
    key: entry.genre || 'unknown',
    label: entry.genre || intl.formatMessage({ id: 'report.genre.unknown' }),
    value: entry.books,
  }));
  const ratings: ChartItem[] = [...stats.ratings].reverse().map((entry) => ({
    key: String(entry.stars),
    label: intl.formatMessage({ id: 'report.rating.stars' }, { stars: entry.stars }),
    value: entry.count,
  }));
  // The answer lists every length bucket, shortest first.
  const lengths: ChartItem[] = stats.lengths.map((entry) => ({
    key: entry.bucket,
    label: intl.formatMessage({ id: `report.length.${entry.bucket}` }),
    value: entry.books,
  }));
  const ratingsGiven = stats.ratings.reduce((sum, entry) => sum + entry.count, 0);
  const withLength = lengths.reduce((sum, entry) => sum + entry.value, 0);

  return (
    <div className={styles.root}>
      <dl className={styles.tiles}>
        <Tile label="report.tile.books" value={intl.formatNumber(stats.totals.books)} />
        <Tile label="report.tile.pages" value={intl.formatNumber(stats.totals.pages)} />
        <Tile label="report.tile.rereads" value={intl.formatNumber(stats.totals.rereads)} />
        <Tile label="report.tile.dnf" value={intl.formatNumber(stats.totals.dnf)} />
        <Tile
          label="report.tile.averageDays"
          value={
            stats.average_days === null
              ? intl.formatMessage({ id: 'report.tile.none' })
              : intl.formatNumber(stats.average_days, { maximumFractionDigits: 1 })
          }
        />
      </dl>
      <p className={styles.note}>
        <FormattedMessage id="report.rereadsCount" /> <FormattedMessage id="report.undatedRule" />
        {stats.totals.undated > 0 && (
          <>
            {' '}
            <FormattedMessage
              id={yearly ? 'report.undated.allTime' : 'report.undated.year'}
              values={{ count: stats.totals.undated }}
            />
          </>
        )}
      </p>

      <div className={styles.charts}>
        <BarChart
          title={intl.formatMessage({
            id: yearly ? 'report.chart.booksPerYear' : 'report.chart.booksPerMonth',
          })}
          headingLevel={headingLevel}
          summary={
            busiest
              ? intl.formatMessage(
                  { id: 'report.summary.books' },
                  {
                    count: stats.totals.books,
                    period,
                    busiest: busiest.label,
                    most: busiest.value,
                  },
                )
              : intl.formatMessage({ id: 'report.summary.noBooks' }, { period })
          }
          items={books}
          categoryLabel={categoryLabel}
          valueLabel={booksLabel}
        />
        <BarChart
          title={intl.formatMessage({
            id: yearly ? 'report.chart.pagesPerYear' : 'report.chart.pagesPerMonth',
          })}
          headingLevel={headingLevel}
          summary={intl.formatMessage(
            { id: 'report.summary.pages' },
            { pages: stats.totals.pages, period, missing: stats.totals.without_pages },
          )}
          items={pages}
          categoryLabel={categoryLabel}
          valueLabel={intl.formatMessage({ id: 'report.column.pages' })}
        />
        {!yearly && goalBooks !== null && (
          <CumulativeChart
            title={intl.formatMessage({
              id: own ? 'report.chart.goal' : 'report.chart.goalShared',
            })}
            headingLevel={headingLevel}
            summary={intl.formatMessage(
              // "So far" only while the year runs.
              { id: monthsBegun < 12 ? 'report.summary.goal' : 'report.summary.goalEnded' },
              { done: stats.goal?.progress.books ?? 0, goal: goalBooks },
            )}
            items={books}
            categoryLabel={categoryLabel}
            goal={goalBooks}
            elapsed={monthsBegun}
          />
        )}
        <HorizontalBars
          title={intl.formatMessage({ id: 'report.chart.genres' })}
          headingLevel={headingLevel}
          summary={
            genres[0]
              ? intl.formatMessage(
                  { id: 'report.summary.genres' },
                  { genres: genres.length, top: genres[0].label, count: genres[0].value },
                )
              : intl.formatMessage({ id: 'report.summary.noBooks' }, { period })
          }
          items={genres}
          categoryLabel={intl.formatMessage({ id: 'report.column.genre' })}
          valueLabel={booksLabel}
          showShare
        />
        <HorizontalBars
          title={intl.formatMessage({ id: 'report.chart.ratings' })}
          headingLevel={headingLevel}
          summary={intl.formatMessage(
            { id: 'report.summary.ratings' },
            { count: ratingsGiven, period },
          )}
          items={ratings}
          categoryLabel={intl.formatMessage({ id: 'report.column.rating' })}
          valueLabel={intl.formatMessage({ id: 'report.column.reviews' })}
        />
        <HorizontalBars
          title={intl.formatMessage({ id: 'report.chart.lengths' })}
          headingLevel={headingLevel}
          summary={intl.formatMessage(
            { id: 'report.summary.lengths' },
            { count: withLength, missing: stats.totals.without_pages },
          )}
          items={lengths}
          categoryLabel={intl.formatMessage({ id: 'report.column.length' })}
          valueLabel={booksLabel}
        />
      </div>

      {(stats.longest || stats.shortest) && (
        <section className={styles.extremes} aria-labelledby={extremesId}>
          <Heading id={extremesId} className={styles.sectionTitle}>
            <FormattedMessage id="report.extremes.title" />
          </Heading>
          <ul className={styles.extremeList}>
            {stats.longest && (
              <Extreme
                label={<FormattedMessage id="report.extremes.longest" />}
                {...stats.longest}
              />
            )}
            {stats.shortest && (
              <Extreme
                label={<FormattedMessage id="report.extremes.shortest" />}
                {...stats.shortest}
              />
            )}
          </ul>
        </section>
      )}

      {own && stats.missing_pages.length > 0 && (
        <section className={styles.missing} aria-labelledby={missingId}>
          <Heading id={missingId} className={styles.sectionTitle}>
            <FormattedMessage id="report.missing.title" />
          </Heading>
          <p className={styles.note}>
            <FormattedMessage
              id="report.missing.text"
              values={{ count: stats.totals.without_pages }}
            />
          </p>
          <ul className={styles.missingList}>
            {stats.missing_pages.map((book) => (
              <li key={book.id} className={styles.missingItem}>
                <span>
                  <span className={styles.bookTitle}>{book.title}</span>
                  <span className={styles.bookAuthor}>{book.author}</span>
                </span>
                <Link to={`/book/details?id=${book.id}`} className={styles.setPages}>
                  <FormattedMessage id="report.missing.set" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.tile}>
      <dt className={styles.tileLabel}>
        <FormattedMessage id={label} />
      </dt>
      <dd className={styles.tileValue}>{value}</dd>
    </div>
  );
}

function Extreme({
  label,
  book,
  pages,
}: {
  label: ReactNode;
  book: Stats['missing_pages'][number];
  pages: number;
}) {
  return (
    <li className={styles.extreme}>
      <span className={styles.tileLabel}>{label}</span>
      <Link to={`/book/details?id=${book.id}`} className={styles.bookTitle}>
        {book.title}
      </Link>
      <span className={styles.bookAuthor}>
        <FormattedMessage id="report.extremes.pages" values={{ author: book.author, pages }} />
      </span>
    </li>
  );
}

/** The bucket with the most, the earliest on a tie; none when every bucket is empty. */
function busiestOf(items: ChartItem[]): ChartItem | null {
  return items.reduce<ChartItem | null>(
    (best, item) => (item.value > 0 && (!best || item.value > best.value) ? item : best),
    null,
  );
}
