import { useDataMachine } from '../lib/useDataMachine';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useApi } from '../session/SessionProvider';
import { BookGrid } from '../components/BookGrid';
import { ButtonLink } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { Pager } from '../components/Pager';
import { Skeleton } from '../components/Skeleton';
import { genreFromCategoryParam, genreMessageId } from '../i18n';
import { LIST_SIZES, categoryBooksList } from '../machines/paging/listCalls';
import { pageCount } from '../machines/paging/pagedListMachine';
import { useProvided } from '../lib/useProvided';
import frame from './Page.module.css';
import styles from './CategoryScreen.module.css';

/** `/category/{name}`: the genre's books, 12 a page, with retry and a way back to explore. */
export function CategoryScreen() {
  const { name = '' } = useParams();
  // The spec capitalises the name's words before asking for the books.
  const genre = genreFromCategoryParam(name);
  return <CategoryBooks key={genre} genre={genre} />;
}

function CategoryBooks({ genre }: { genre: string }) {
  const intl = useIntl();
  const api = useApi();
  const list = useProvided(() => categoryBooksList(api, genre));
  const [snapshot, send] = useDataMachine(list.machine, { input: list.input });
  const { items, total, page, pageSize } = snapshot.context;
  const messageId = genreMessageId(genre);
  const genreName = messageId ? intl.formatMessage({ id: messageId }) : genre;
  const backLink = (
    <ButtonLink to="/explore" variant="secondary">
      <FormattedMessage id="category.backToExplore" />
    </ButtonLink>
  );

  return (
    <div className={frame.page}>
      <header className={frame.header}>
        <h1 className={frame.title}>
          <FormattedMessage id="category.title" values={{ genre: genreName }} />
        </h1>
        {snapshot.matches('loaded') && (
          <p className={styles.count}>
            <FormattedMessage id="category.count" values={{ count: total }} />
          </p>
        )}
      </header>
      {snapshot.matches('error') ? (
        <ErrorState
          density="roomy"
          message={<FormattedMessage id="category.loadError" />}
          onRetry={() => send({ type: 'list.retry' })}
          retryLabel={intl.formatMessage({ id: 'category.retry' })}
          secondaryAction={backLink}
        />
      ) : snapshot.matches({ loaded: 'empty' }) ? (
        <EmptyState
          density="roomy"
          headingLevel={2}
          title={<FormattedMessage id="category.empty" />}
          action={backLink}
        />
      ) : items.length === 0 ? (
        // A page of book-shaped placeholders holds the grid's room while it loads.
        <Skeleton
          shape="card"
          count={LIST_SIZES.category}
          label={intl.formatMessage({ id: 'category.loading' })}
        />
      ) : (
        <>
          <BookGrid books={items} headingLevel={2} busy={snapshot.matches('loading')} />
          <Pager
            page={page}
            totalPages={pageCount(total, pageSize)}
            onPageChange={(next) => send({ type: 'page.go', page: next })}
          />
        </>
      )}
    </div>
  );
}
