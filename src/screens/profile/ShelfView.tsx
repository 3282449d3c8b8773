import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { ShelfEntry } from '../../api/contract/shelves';
import { SHELF_SORTS, type ShelfSort } from '../../api/contract/shelfRules';
import { BookCard } from '../../components/BookCard';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { Select } from '../../components/Select';
import { formatDate, useLocale } from '../../i18n';
import { shelfBooksList } from '../../machines/paging/listCalls';
import { useApi } from '../../session/SessionProvider';
import { ListPanel } from './ListPanel';
import { useProfileList } from './useProfileList';
import styles from './ShelfView.module.css';

interface ShelfViewProps {
  shelfId: number;
  /** The shelf owner's username, said under the title. */
  ownerName: string;
  /** The owner's profile, for the way back. */
  backHref: string;
}

/** The `shelf` query parameter as a shelf id, or null when it names none. */
export function parseShelfId(raw: string | null): number | null {
  return raw !== null && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

const isSort = (value: string | null): value is ShelfSort =>
  (SHELF_SORTS as readonly string[]).includes(value ?? '');

/**
 * One of a reader's shelves on their profile (`?shelf=`): its books, 12 a page, in the order
 * the URL's `sort` names (date added by default), so a shared link shows the same page.
 */
export function ShelfView(props: ShelfViewProps) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('sort');
  const sort: ShelfSort = isSort(raw) ? raw : 'added';
  const choose = (next: ShelfSort) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'added') changed.delete('sort');
        else changed.set('sort', next);
        return changed;
      },
      { replace: true },
    );
  // A new order is a new list, from its first page.
  return <ShelfBooks key={sort} {...props} sort={sort} onSort={choose} />;
}

function ShelfBooks({
  shelfId,
  ownerName,
  backHref,
  sort,
  onSort,
}: ShelfViewProps & { sort: ShelfSort; onSort: (sort: ShelfSort) => void }) {
  const api = useApi();
  const intl = useIntl();
  const titleId = useId();
  const list = useProfileList(() => shelfBooksList(api, shelfId, sort));
  const shelf = list.extra?.shelf;
  const back = (
    <Link className={styles.back} to={backHref}>
      <FormattedMessage id="shelf.view.back" />
    </Link>
  );

  if (list.status !== 'loading' && list.status !== 'error' && !shelf) {
    return (
      <section className={styles.root}>
        <EmptyState
          density="compact"
          icon="lock"
          headingLevel={2}
          title={<FormattedMessage id="shelf.view.notFound" />}
        />
        {back}
      </section>
    );
  }

  return (
    <section
      className={styles.root}
      aria-labelledby={titleId}
      aria-busy={list.status === 'loading'}
    >
      {back}
      <header className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {shelf?.name ?? intl.formatMessage({ id: 'shelf.view.loading' })}
          </h2>
          <p className={styles.owner}>
            <FormattedMessage id="shelf.view.owner" values={{ name: ownerName }} />
            {shelf?.is_private && (
              <span className={styles.private}>
                <Icon name="lock" size={14} />
                <FormattedMessage id="shelves.private" />
              </span>
            )}
          </p>
        </div>
        <Select
          className={styles.sort}
          label={<FormattedMessage id="shelf.view.sort" />}
          value={sort}
          onChange={(event) => onSort(event.target.value as ShelfSort)}
          options={SHELF_SORTS.map((value) => ({
            value,
            label: intl.formatMessage({ id: `shelf.sort.${value}` }),
          }))}
        />
      </header>
      <ListPanel
        list={list}
        empty="shelf.view.empty"
        loadingLabel={intl.formatMessage({ id: 'shelf.view.loading' })}
        layout="grid"
        pagerLabel={intl.formatMessage({ id: 'shelf.view.pager' })}
        renderItem={(entry) => <ShelfBook entry={entry} />}
        itemKey={(entry) => entry.book.id}
      />
    </section>
  );
}

/** A book on the shelf, with when it was put there and the owner's rating and finish. */
function ShelfBook({ entry }: { entry: ShelfEntry }) {
  const { locale } = useLocale();
  const intl = useIntl();
  // Dates are UTC days on the server; shown as such, so no reader sees the day before.
  const day = (iso: string) => formatDate(iso, locale, { timeZone: 'UTC' });
  return (
    <div className={styles.entry}>
      <BookCard book={entry.book} variant="compact" />
      <ul className={styles.facts}>
        <li>
          <FormattedMessage id="shelf.view.added" values={{ date: day(entry.added_at) }} />
        </li>
        {entry.rating !== null && (
          <li>
            <FormattedMessage
              id="shelf.view.rated"
              values={{ rating: intl.formatNumber(entry.rating, { maximumFractionDigits: 2 }) }}
            />
          </li>
        )}
        {entry.read_at !== null && (
          <li>
            <FormattedMessage id="shelf.view.readOn" values={{ date: day(entry.read_at) }} />
          </li>
        )}
      </ul>
    </div>
  );
}
