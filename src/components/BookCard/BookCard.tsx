import { FormattedMessage } from 'react-intl';
import type { TextPart } from '../../api/contract';
import { Link } from 'react-router-dom';
import { BookCover, type CoverSources } from '../BookCover';
import { StarRating } from '../StarRating';
import { cx } from '../../lib/cx';
import styles from './BookCard.module.css';

/** The fields a card shows; matches the book summary of the API. */
export interface BookCardBook extends CoverSources {
  /** Book id, used in the link to /book/details?id={id}. */
  id: number | string;
  /** Title. */
  title: string;
  /** Author name. */
  author: string;
  /** Genre name, shown as a tag. */
  genre?: string | null;
  /** Year of first publication. */
  published_year?: number | null;
  /** Average rating (0-5); shown as floor(rating) stars when present. */
  rating?: number | null;
}

/** Cuts a title into parts, those matching a search marked (`matchedParts` of the contract). */
export type TitleHighlight = (title: string) => TextPart[];

export interface BookCardProps {
  /** The book to show. */
  book: BookCardBook;
  /** grid: cover above text, for shelves; compact: small cover beside text, for lists. */
  variant?: 'grid' | 'compact';
  /** Heading level of the title, so the card fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** How many times the shelf's reader finished the book: "Read 3 times" from 2 on (a re-read). */
  readCount?: number;
  /** A search result's title: the words matching the query are marked (<mark>). */
  highlight?: TitleHighlight;
  /** Extra class for the root element. */
  className?: string;
}

/** A book in a list or grid; the whole card links to the book page. */
export function BookCard({
  book,
  variant = 'grid',
  headingLevel = 3,
  readCount,
  highlight,
  className,
}: BookCardProps) {
  const Heading = `h${headingLevel}` as const;
  const href = `/book/details?id=${encodeURIComponent(String(book.id))}`;
  const meta = [book.genre, book.published_year].filter(Boolean);
  return (
    <article className={cx(styles.root, className)} data-variant={variant}>
      <BookCover
        className={styles.cover}
        title={book.title}
        author={book.author}
        image_base64={book.image_base64}
        image_url={book.image_url}
        image={book.image}
        cover_image={book.cover_image}
        size={variant === 'compact' ? 'sm' : 'fill'}
      />
      <div className={styles.body}>
        <Heading className={styles.title}>
          {/* The link's ::after covers the card, so the whole card is one click target. */}
          <Link className={styles.link} to={href}>
            {highlight
              ? highlight(book.title).map((part, index) =>
                  part.matched ? (
                    <mark key={index} className={styles.match}>
                      {part.text}
                    </mark>
                  ) : (
                    part.text
                  ),
                )
              : book.title}
          </Link>
        </Heading>
        <p className={styles.author}>{book.author}</p>
        {meta.length > 0 && (
          <p className={styles.meta}>
            {book.genre && <span className={styles.genre}>{book.genre}</span>}
            {book.published_year && <span>{book.published_year}</span>}
          </p>
        )}
        {book.rating != null && <StarRating value={book.rating} size="sm" />}
        {readCount !== undefined && readCount > 1 && (
          <p className={styles.readCount}>
            <FormattedMessage id="book.readCount" values={{ count: readCount }} />
          </p>
        )}
      </div>
    </article>
  );
}
