import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Book, Reading } from '../../api/contract';
import { cx } from '../../lib/cx';
import { BookCover } from '../BookCover';
import { ButtonLink } from '../Button';
import { EmptyState } from '../EmptyState';
import { ReadingProgress } from '../ReadingProgress';
import { Skeleton } from '../Skeleton';
import styles from './CurrentlyReadingList.module.css';

/** One book in progress: the book, its active reading and its page count (null: unknown). */
export interface CurrentlyReadingItem {
  book: Book;
  reading: Reading;
  pageCount: number | null;
}

export interface CurrentlyReadingListProps {
  /** The reader's books in progress, most recently updated first. */
  items: CurrentlyReadingItem[];
  /** The one-tap "Update progress" of a card: the caller opens the progress dialog. */
  onUpdateProgress: (bookId: number) => void;
  /** The book whose progress is being saved: its button waits. */
  busyBookId?: number | null;
  /** The books are loading: placeholders instead of cards. */
  loading?: boolean;
  /** Heading level of "Currently reading" (its cards' titles are one level below). */
  headingLevel?: 2 | 3;
  /** Extra class for the root element. */
  className?: string;
}

/** The dashboard's "Currently reading": a card per book with its progress and an update. */
export function CurrentlyReadingList({
  items,
  onUpdateProgress,
  busyBookId = null,
  loading = false,
  headingLevel = 2,
  className,
}: CurrentlyReadingListProps) {
  const intl = useIntl();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const CardHeading = `h${headingLevel + 1}` as 'h3' | 'h4';

  return (
    <section className={cx(styles.root, className)} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {intl.formatMessage({ id: 'dashboard.currentlyReading.title' })}
      </Heading>
      {loading ? (
        <Skeleton
          className={styles.skeleton}
          shape="lines"
          lines={3}
          count={2}
          label={intl.formatMessage({ id: 'dashboard.currentlyReading.loading' })}
        />
      ) : items.length === 0 ? (
        <EmptyState
          density="compact"
          icon="book"
          headingLevel={CardHeading === 'h3' ? 3 : 4}
          title={intl.formatMessage({ id: 'dashboard.currentlyReading.empty' })}
          text={intl.formatMessage({ id: 'dashboard.currentlyReading.emptyText' })}
          action={
            <ButtonLink to="/explore" variant="secondary" size="sm">
              {intl.formatMessage({ id: 'dashboard.currentlyReading.explore' })}
            </ButtonLink>
          }
        />
      ) : (
        <ul className={styles.list} role="list">
          {items.map(({ book, reading, pageCount }) => (
            <li key={book.id} className={styles.card}>
              <BookCover
                className={styles.cover}
                title={book.title}
                author={book.author}
                image_url={book.image_url}
                size="sm"
              />
              <div className={styles.body}>
                <CardHeading className={styles.bookTitle}>
                  <Link to={`/book/details?id=${encodeURIComponent(String(book.id))}`}>
                    {book.title}
                  </Link>
                </CardHeading>
                <p className={styles.author}>{book.author}</p>
                <ReadingProgress
                  className={styles.progress}
                  reading={reading}
                  pageCount={pageCount}
                  compact
                  busy={busyBookId === book.id}
                  onUpdate={() => onUpdateProgress(book.id)}
                  updateLabel={intl.formatMessage(
                    { id: 'dashboard.currentlyReading.update' },
                    { title: book.title },
                  )}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
