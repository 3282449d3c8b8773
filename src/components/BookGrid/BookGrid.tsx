import type { ReactNode } from 'react';
import { BookCard, type BookCardBook, type TitleHighlight } from '../BookCard';
import { cx } from '../../lib/cx';
import styles from './BookGrid.module.css';

interface CommonProps {
  /** comfortable for a page's shelves; compact (tighter gaps) inside profile tabs. */
  density?: 'comfortable' | 'compact';
  /** The next page is loading: the current books stay, marked busy. */
  busy?: boolean;
  /** Extra class for the root element. */
  className?: string;
}

interface BooksProps extends CommonProps {
  /** The books, each shown as a BookCard. */
  books: readonly BookCardBook[];
  /** Heading level of each card's title, so the grid fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Search results: the parts of each title to mark as matching what the reader typed. */
  highlight?: TitleHighlight;
  children?: never;
}

interface CellsProps extends CommonProps {
  /** Cells the caller renders itself (`BookGrid.Item` each), for lists of other shapes. */
  children: ReactNode;
  books?: never;
  headingLevel?: never;
  highlight?: never;
}

export type BookGridProps = BooksProps | CellsProps;

/** The grid of book cards: category, explore, dashboard and profile shelves. */
export function BookGrid({ density = 'comfortable', busy, className, ...content }: BookGridProps) {
  return (
    <ul
      className={cx(styles.root, className)}
      role="list"
      data-density={density}
      aria-busy={busy || undefined}
    >
      {content.books
        ? content.books.map((book) => (
            <BookGridItem key={book.id}>
              <BookCard
                book={book}
                headingLevel={content.headingLevel}
                highlight={content.highlight}
              />
            </BookGridItem>
          ))
        : content.children}
    </ul>
  );
}

/** One cell of the grid. */
function BookGridItem({ children }: { children: ReactNode }) {
  return <li>{children}</li>;
}

BookGrid.Item = BookGridItem;
