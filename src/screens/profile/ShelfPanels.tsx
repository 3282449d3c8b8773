import type { Book, Review } from '../../api/contract';
import { BookCard } from '../../components/BookCard';
import { ProfileReviewCard } from '../../components/ProfileReviewCard';
import type { MessageId } from '../../i18n';
import { ListPanel } from './ListPanel';
import type { ProfileList } from './useProfileList';

interface ShelfPanelProps<Item> {
  list: ProfileList<Item>;
  /** The empty state's text. */
  empty: MessageId;
  /** Shown while loading, for screen readers. */
  loadingLabel?: string;
}

/** A shelf tab: book cards in a grid. */
export function BookShelfPanel({ list, empty }: ShelfPanelProps<Book>) {
  return (
    <ListPanel
      list={list}
      empty={empty}
      layout="grid"
      renderItem={(book) => <BookCard book={book} />}
      itemKey={(book) => book.id}
    />
  );
}

/** The reviews tab: one review card per line, each about its book. */
export function ReviewShelfPanel({ list, empty, loadingLabel }: ShelfPanelProps<Review>) {
  return (
    <ListPanel
      list={list}
      empty={empty}
      loadingLabel={loadingLabel}
      layout="stack"
      renderItem={(review) => <ProfileReviewCard review={review} />}
      itemKey={(review) => review.id}
    />
  );
}
