import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Tabs } from '../../components/Tabs';
import type { Book, Review } from '../../api/contract';
import type { MessageId } from '../../i18n';
import { BookShelfPanel, ReviewShelfPanel } from './ShelfPanels';
import type { ReadCounts } from '../../machines/paging/listCalls';
import type { ProfileList } from './useProfileList';

export interface ShelfTab {
  /** The tab's value; the first tab is open at first. */
  value: string;
  /** The trigger's text, given the shelf's `count`. */
  label: MessageId;
  /** How many items the shelf holds, shown on its trigger. */
  count: number;
  /** The tab's panel. */
  panel: ReactNode;
}

/**
 * A shelf of books as a tab: its trigger counts the books, its panel shows them (with how many
 * times each was read, for the lists that say).
 */
export function bookTab(
  value: string,
  label: MessageId,
  list: ProfileList<Book> | ProfileList<Book, ReadCounts>,
  empty: MessageId,
): ShelfTab {
  return { value, label, count: list.total, panel: <BookShelfPanel list={list} empty={empty} /> };
}

/** The reviews shelf as a tab: its trigger counts the reviews, its panel shows them. */
export function reviewTab(
  value: string,
  label: MessageId,
  list: ProfileList<Review>,
  empty: MessageId,
  loadingLabel?: string,
): ShelfTab {
  return {
    value,
    label,
    count: list.total,
    panel: <ReviewShelfPanel list={list} empty={empty} loadingLabel={loadingLabel} />,
  };
}

/** A profile's shelves as tabs, under a heading for screen readers that names them. */
export function ShelfTabs({ label, tabs }: { label: MessageId; tabs: ShelfTab[] }) {
  const intl = useIntl();
  return (
    <>
      <h2 className="visually-hidden">
        <FormattedMessage id={label} />
      </h2>
      <Tabs defaultValue={tabs[0]?.value}>
        <Tabs.List aria-label={intl.formatMessage({ id: label })}>
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              <FormattedMessage id={tab.label} values={{ count: tab.count }} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value}>
            {tab.panel}
          </Tabs.Content>
        ))}
      </Tabs>
    </>
  );
}
