import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorState } from '../ErrorState';
import { Icon } from '../Icon';
import { Skeleton } from '../Skeleton';
import styles from './RatingDistribution.module.css';

export interface RatingDistributionProps {
  status: 'loading' | 'loadFailed' | 'ready';
  /** Ratings per star, one star first (five numbers). */
  counts: number[];
  total: number;
  onRetry: () => void;
}

/**
 * How a book's ratings spread over the stars: a table of five rows, five stars first, each with
 * its count and share; the bars are the same numbers drawn, for the eye only.
 */
export function RatingDistribution({ status, counts, total, onRetry }: RatingDistributionProps) {
  const intl = useIntl();
  const titleId = useId();
  const rows = counts.map((count, index) => ({ stars: index + 1, count })).reverse();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        <FormattedMessage id="ratings.title" />
      </h3>
      {status === 'loading' && (
        <Skeleton shape="lines" lines={5} label={intl.formatMessage({ id: 'ratings.loading' })} />
      )}
      {status === 'loadFailed' && (
        <ErrorState
          density="compact"
          message={<FormattedMessage id="ratings.loadFailed" />}
          onRetry={onRetry}
        />
      )}
      {status === 'ready' && total === 0 && (
        <p className={styles.none}>
          <FormattedMessage id="ratings.none" />
        </p>
      )}
      {status === 'ready' && total > 0 && (
        <table className={styles.table}>
          <caption className={styles.caption}>
            <FormattedMessage id="ratings.caption" values={{ total }} />
          </caption>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">
                <FormattedMessage id="ratings.col.stars" />
              </th>
              <th scope="col">
                <FormattedMessage id="ratings.col.ratings" />
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ stars, count }) => {
              const share = count / total;
              return (
                <tr key={stars}>
                  <th scope="row" className={styles.stars}>
                    <FormattedMessage id="ratings.stars" values={{ stars }} />
                    <Icon name="star" size={14} filled className={styles.star} />
                  </th>
                  <td>
                    <div className={styles.cell}>
                      <span className={styles.track} aria-hidden="true">
                        <span
                          className={styles.bar}
                          style={{ inlineSize: `${(share * 100).toFixed(1)}%` }}
                        />
                      </span>
                      <span className={styles.count}>
                        <FormattedMessage id="ratings.share" values={{ count, share }} />
                      </span>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
