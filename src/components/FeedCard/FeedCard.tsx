import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Review } from '../../api/contract';
import { isWrittenReview } from '../../api/contract/reviewRules';
import { formatRelativeTime, useLocale } from '../../i18n';
import { Avatar } from '../Avatar';
import { BookCard } from '../BookCard';
import { StarRating } from '../StarRating';
import { cx } from '../../lib/cx';
import { useNow } from '../../lib/useNow';
import styles from './FeedCard.module.css';

export interface FeedCardProps {
  /** A review from someone the reader follows, with its author and book. */
  review: Review;
  /** The moment relative times are measured from (stories pass a fixed one). */
  now?: Date | number;
  /** Heading level of the review title; the small book card uses the next level. */
  headingLevel?: 2 | 3;
  /** Extra class for the root element. */
  className?: string;
}

/**
 * One review in the social feed: who, which book, when, stars, title, text (3 lines), book. A
 * rating without words (reviewRules.ts) says "rated" and shows its stars alone: calling it a
 * review would promise words that are not there.
 */
export function FeedCard({ review, now, headingLevel = 3, className }: FeedCardProps) {
  const { locale } = useLocale();
  const relativeTo = useNow(now);
  const Heading = `h${headingLevel}` as const;
  const author = review.user;
  const displayName = `${author.name} ${author.surname}`.trim() || author.username;
  const profileHref = `/user/profile?id=${author.id}`;
  const bookHref = `/book/details?id=${review.book.id}`;
  const written = isWrittenReview(review);
  return (
    <article className={cx(styles.root, className)}>
      <header className={styles.header}>
        <Avatar decorative src={author.avatar_url} name={displayName} size="md" />
        <div className={styles.byline}>
          <p className={styles.who}>
            <FormattedMessage
              id={written ? 'social.feed.reviewed' : 'social.feed.rated'}
              values={{
                name: (
                  <Link className={styles.name} to={profileHref}>
                    {displayName}
                  </Link>
                ),
                link: (chunks) => (
                  <Link className={styles.bookLink} to={bookHref}>
                    {chunks}
                  </Link>
                ),
                title: review.book.title,
              }}
            />
          </p>
          <time className={styles.time} dateTime={review.created_at}>
            {formatRelativeTime(review.created_at, locale, { now: relativeTo })}
          </time>
        </div>
      </header>
      <StarRating value={review.rating} size="sm" />
      {/* An imported review may have a text and no title: no empty heading in the outline. */}
      {review.review_title && <Heading className={styles.title}>{review.review_title}</Heading>}
      {review.review_text && <p className={styles.text}>{review.review_text}</p>}
      <BookCard
        className={styles.book}
        book={review.book}
        variant="compact"
        headingLevel={headingLevel === 2 ? 3 : 4}
      />
    </article>
  );
}
