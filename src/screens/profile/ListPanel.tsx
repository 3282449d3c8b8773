import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { BookGrid } from '../../components/BookGrid';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Pager } from '../../components/Pager';
import { Skeleton } from '../../components/Skeleton';
import type { MessageId } from '../../i18n';
import type { ProfileList } from './useProfileList';
import styles from './ListPanel.module.css';

export interface ListPanelProps<Item> {
  /** The list, whatever its answers say beside their pages (the panel does not read it). */
  list: ProfileList<Item, unknown>;
  /** The empty state's text. */
  empty: MessageId;
  /** Shown while loading, for screen readers (the reviews tab has its own text). */
  loadingLabel?: string;
  /** grid: the book grid (compact); row: wider cells for compact cards; stack: one per line. */
  layout: 'grid' | 'row' | 'stack';
  renderItem: (item: Item) => ReactNode;
  itemKey: (item: Item) => number;
  /** The pager's landmark name, where the page has another pager ("Reading goals pages"). */
  pagerLabel?: string;
}

/** One profile tab: skeleton, error with retry, empty state, or items with a pager. */
export function ListPanel<Item>({
  list,
  empty,
  loadingLabel,
  layout,
  renderItem,
  itemKey,
  pagerLabel,
}: ListPanelProps<Item>) {
  if (list.status === 'loading') return <Skeleton shape="card" count={2} label={loadingLabel} />;
  if (list.status === 'error') {
    return (
      <ErrorState
        density="compact"
        message={<FormattedMessage id="toast.generic.unexpected" />}
        onRetry={list.retry}
      />
    );
  }
  if (list.status === 'empty') {
    return (
      <EmptyState
        density="compact"
        icon="books"
        headingLevel={3}
        title={<FormattedMessage id={empty} />}
      />
    );
  }
  return (
    <div className={styles.root}>
      {layout === 'grid' ? (
        <BookGrid density="compact">
          {list.items.map((item) => (
            <BookGrid.Item key={itemKey(item)}>{renderItem(item)}</BookGrid.Item>
          ))}
        </BookGrid>
      ) : (
        <ul className={styles[layout]}>
          {list.items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      <Pager
        page={list.page}
        totalPages={list.totalPages}
        onPageChange={list.goToPage}
        label={pagerLabel}
      />
    </div>
  );
}
