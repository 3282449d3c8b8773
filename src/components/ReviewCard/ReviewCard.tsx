import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Review } from '../../api/contract';
import { formatDate, formatRelativeTime, isLocale } from '../../i18n';
import { useHydrating } from '../../lib/useHydrating';
import { useNow } from '../../lib/useNow';
import { Avatar } from '../Avatar';
import { StarRating } from '../StarRating';
import styles from './ReviewCard.module.css';

/** The parts of a review the card shows. */
export type ReviewCardReview = Pick<
  Review,
  'rating' | 'review_title' | 'review_text' | 'created_at'
> & {
  user: Pick<Review['user'], 'id' | 'username' | 'avatar_url'>;
};

export interface ReviewCardProps {
  /** The review, with its author. */
  review: ReviewCardReview;
  /** The moment relative times are measured from; stories pass a fixed one. */
  now?: Date | number;
  /** Heading level of the review title, so the card fits the page outline. */
  headingLevel?: 3 | 4;
  /** Buttons for the author's own review (edit, delete). */
  actions?: ReactNode;
  /** Extra class for the root element. */
  className?: string;
}

/** One review: author avatar and profile link, stars, relative time, title and text. */
export function ReviewCard({ review, now, headingLevel = 3, actions, className }: ReviewCardProps) {
  const intl = useIntl();
  const locale = isLocale(intl.locale) ? intl.locale : 'en';
  const relativeTo = useNow(now);
  const Heading = `h${headingLevel}` as const;
  const { user } = review;
  // A server-rendered card shows the UTC date (the same on both sides, and never stale in the
  // HTML); the reader's relative time replaces it once the app has taken the page over.
  const hydrating = useHydrating();
  const date = formatDate(review.created_at, locale, hydrating ? { timeZone: 'UTC' } : {});
  return (
    <article className={[styles.root, className].filter(Boolean).join(' ')}>
      <header className={styles.header}>
        <Avatar decorative src={user.avatar_url} name={user.username} size="sm" />
        <div className={styles.who}>
          <Link className={styles.author} to={`/user/profile?id=${user.id}`}>
            {user.username}
          </Link>
          <time className={styles.time} dateTime={review.created_at} title={date}>
            {hydrating ? date : formatRelativeTime(review.created_at, locale, { now: relativeTo })}
          </time>
        </div>
        <StarRating value={review.rating} size="sm" />
      </header>
      <Heading className={styles.title}>{review.review_title}</Heading>
      <p className={styles.text}>{review.review_text}</p>
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
