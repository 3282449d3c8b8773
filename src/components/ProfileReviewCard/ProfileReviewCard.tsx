import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Review } from '../../api/contract';
import { formatDate, useLocale } from '../../i18n';
import { BookCover } from '../BookCover';
import { cx } from '../../lib/cx';
import styles from './ProfileReviewCard.module.css';

export type ProfileReviewCardReview = Pick<
  Review,
  'rating' | 'review_title' | 'review_text' | 'created_at'
> & { book: Pick<Review['book'], 'id' | 'title' | 'author' | 'image_url'> | null };

export interface ProfileReviewCardProps {
  /** The review with its book; missing parts show placeholders. */
  review: ProfileReviewCardReview;
  /** Heading level of the book title. */
  headingLevel?: 3 | 4;
  /** Extra class for the root element. */
  className?: string;
}

/** A review on a profile: cover, book title (a link), author, review, rating x/5 and date. */
export function ProfileReviewCard({ review, headingLevel = 3, className }: ProfileReviewCardProps) {
  const { locale } = useLocale();
  const Heading = `h${headingLevel}` as const;
  const { book } = review;
  return (
    <article className={cx(styles.root, className)}>
      <BookCover
        className={styles.cover}
        title={book?.title ?? ''}
        author={book?.author ?? ''}
        image_url={book?.image_url}
        size="sm"
      />
      <div className={styles.body}>
        <Heading className={styles.bookTitle}>
          {book ? (
            <Link className={styles.link} to={`/book/details?id=${book.id}`}>
              {book.title}
            </Link>
          ) : (
            <FormattedMessage id="profile.reviews.unknownBook" />
          )}
        </Heading>
        <p className={styles.author}>
          {book?.author || <FormattedMessage id="profile.reviews.unknownAuthor" />}
        </p>
        <p className={styles.reviewTitle}>
          {review.review_title || <FormattedMessage id="profile.reviews.untitled" />}
        </p>
        <p className={styles.text}>
          {review.review_text || <FormattedMessage id="profile.reviews.noText" />}
        </p>
        <p className={styles.meta}>
          <span className={styles.rating}>
            <FormattedMessage id="profile.reviews.rating" values={{ rating: review.rating }} />
          </span>
          <time dateTime={review.created_at}>
            <FormattedMessage
              id="profile.reviews.date"
              values={{ date: formatDate(review.created_at, locale, { timeZone: 'UTC' }) }}
            />
          </time>
        </p>
      </div>
    </article>
  );
}
