import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Stats } from '../../api/contract';
import type { ChartItem } from './types';

/** A statistics period's buckets: a year's 12 months (January first) or all time's years. */
export type PeriodBuckets = Stats['buckets'];
/** What a bucket counts: finished books or their pages. */
export type PeriodMeasure = 'books' | 'pages';

const MONTH_KEY = /^(\d{4})-(\d{2})/;

/** The first day of a month bucket, from its key ('2025-03') or, failing that, its place. */
function monthStart(key: string, index: number): Date {
  const match = MONTH_KEY.exec(key);
  return match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1))
    : new Date(Date.UTC(2000, index, 1));
}

/**
 * The chart items of a period's buckets in the active language: months as "March" with "Mar"
 * on the axis (Turkish "Mart", "Mar"; "Ocak", "Oca"), years as they are; the value is the
 * bucket's books or pages.
 */
export function periodItems(
  intl: IntlShape,
  buckets: PeriodBuckets,
  measure: PeriodMeasure,
): ChartItem[] {
  return buckets.items.map((bucket, index) => {
    if (buckets.unit === 'year') {
      return { key: bucket.key, label: bucket.key, value: bucket[measure] };
    }
    const start = monthStart(bucket.key, index);
    return {
      key: bucket.key,
      label: intl.formatDate(start, { month: 'long', timeZone: 'UTC' }),
      shortLabel: intl.formatDate(start, { month: 'short', timeZone: 'UTC' }),
      value: bucket[measure],
    };
  });
}

/** periodItems in the active language, kept while the buckets and measure stay the same. */
export function usePeriodItems(buckets: PeriodBuckets, measure: PeriodMeasure): ChartItem[] {
  const intl = useIntl();
  return useMemo(() => periodItems(intl, buckets, measure), [intl, buckets, measure]);
}
