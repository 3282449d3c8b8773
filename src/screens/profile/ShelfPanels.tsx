import type { Book, Review } from '../../api/contract';
import { BookCard } from '../../components/BookCard';
import { ProfileReviewCard } from '../../components/ProfileReviewCard';
import type { MessageId } from '../../i18n';
import type { ReadCounts } from '../../machines/paging/listCalls';
import { ListPanel } from './ListPanel';
import type { ProfileList } from './useProfileList';

interface ShelfPanelProps<Item, Extra = undefined> {
  list: ProfileList<Item, Extra>;
  /** The empty state's text. */
  empty: MessageId;
  /** Shown while loading, for screen readers. */
  loadingLabel?: string;
}

/** A shelf tab: book cards in a grid, with read counts when the list has them. */
export function BookShelfPanel({ list, empty }: ShelfPanelProps<Book, ReadCounts | undefined>) {
  return (
    <ListPanel
      list={list}
      empty={empty}
      layout="grid"
      renderItem={(book) => <BookCard book={book} readCount={list.extra?.[book.id]} />}
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
