import { useDataMachine } from '../lib/useDataMachine';
import { useCallback, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { SEARCH_COUNT_CAP, matchedParts } from '../api/contract';
import { useApi } from '../session/SessionProvider';
import { BookGrid } from '../components/BookGrid';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { Pager } from '../components/Pager';
import { Skeleton } from '../components/Skeleton';
import { TextField } from '../components/TextField';
import { GENRES, categoryPath, genreMessageId } from '../i18n';
import {
  LIST_SIZES,
  genresList,
  mostReadList,
  recentReviewsList,
  searchResultsList,
} from '../machines/paging/listCalls';
import { pageCount } from '../machines/paging/pagedListMachine';
import { useProvided } from '../lib/useProvided';
import styles from './ExploreScreen.module.css';

/** `/explore` (optional `?query=`): most read, genres and recommendations, or search results. */
export function ExploreScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const [draft, setDraft] = useState(query);
  // The box follows the URL: Back and Forward (or a link) bring their query into it.
  const [draftFor, setDraftFor] = useState(query);
  if (draftFor !== query) {
    setDraftFor(query);
    setDraft(query);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    setParams(next ? { query: next } : {});
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <FormattedMessage id="explore.title" />
        </h1>
        <p className={styles.subtitle}>
          <FormattedMessage id="explore.subtitle" />
        </p>
        <form role="search" className={styles.search} onSubmit={onSubmit}>
          <TextField
            className={styles.searchField}
            type="search"
            name="query"
            label={<FormattedMessage id="explore.search.label" />}
            placeholder={intl.formatMessage({ id: 'explore.search.placeholder' })}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit">
            <FormattedMessage id="explore.search.submit" />
          </Button>
        </form>
      </header>
      {query ? <SearchResults key={query} query={query} /> : <Discover />}
    </div>
  );
}

function SearchResults({ query }: { query: string }) {
  const intl = useIntl();
  const api = useApi();
  const list = useProvided(() => searchResultsList(api, query));
  const [snapshot, send] = useDataMachine(list.machine, { input: list.input });
  const { items, total, page, pageSize, extra } = snapshot.context;
  const highlight = useCallback((title: string) => matchedParts(title, query), [query]);
  return (
    <section className={styles.section} aria-labelledby="results-title">
      <h2 id="results-title" className={styles.sectionTitle}>
        <FormattedMessage id="explore.search.resultsFor" values={{ query }} />
      </h2>
      {snapshot.matches('loaded') && (
        <p className={styles.count} role="status">
          {extra?.capped ? (
            <FormattedMessage
              id="explore.search.countCapped"
              values={{ count: SEARCH_COUNT_CAP }}
            />
          ) : (
            <FormattedMessage id="explore.search.count" values={{ count: total }} />
          )}
        </p>
      )}
      {snapshot.matches({ loaded: 'empty' }) ? (
        <EmptyState
          headingLevel={3}
          title={<FormattedMessage id="explore.search.empty.title" />}
          text={<FormattedMessage id="explore.search.empty.text" />}
        />
      ) : items.length === 0 ? (
        <Skeleton
          shape="card"
          count={LIST_SIZES.search}
          label={intl.formatMessage({ id: 'explore.search.searching' })}
        />
      ) : (
        <>
          <BookGrid books={items} highlight={highlight} />
          <Pager
            page={page}
            totalPages={pageCount(total, pageSize)}
            onPageChange={(next) => send({ type: 'page.go', page: next })}
          />
        </>
      )}
    </section>
  );
}

function Discover() {
  const intl = useIntl();
  const api = useApi();
  const mostRead = useProvided(() => mostReadList(api));
  const genres = useProvided(() => genresList(api));
  const recent = useProvided(() => recentReviewsList(api));
  const [books] = useDataMachine(mostRead.machine, { input: mostRead.input });
  const [genreList] = useDataMachine(genres.machine, { input: genres.input });
  const [reviews] = useDataMachine(recent.machine, { input: recent.input });
  // The 16 genres are known before the answer comes (and are its fallback): shown at once, they
  // hold their room instead of pushing the page down when the list arrives.
  const genreItems =
    genreList.hasTag('busy') && genreList.context.items.length === 0
      ? GENRES
      : genreList.context.items;

  return (
    <>
      <section className={styles.section} aria-labelledby="most-read-title">
        <h2 id="most-read-title" className={styles.sectionTitle}>
          <FormattedMessage id="explore.mostRead.title" />
        </h2>
        {books.matches({ loaded: 'withData' }) ? (
          <BookGrid books={books.context.items} />
        ) : books.hasTag('busy') ? (
          // Book-shaped placeholders hold the grid's room: a spinner's few pixels let the grid
          // push everything below it (the footer in view) down when it came (CLS 0.2).
          <Skeleton shape="card" count={LIST_SIZES.mostRead} />
        ) : (
          <EmptyState
            density="compact"
            headingLevel={3}
            title={<FormattedMessage id="explore.mostRead.empty" />}
          />
        )}
      </section>

      <section className={styles.section} aria-labelledby="genres-title">
        <h2 id="genres-title" className={styles.sectionTitle}>
          <FormattedMessage id="explore.genres.title" />
        </h2>
        <ul className={styles.genres}>
          {genreItems.map((genre) => {
            const messageId = genreMessageId(genre);
            return (
              <li key={genre}>
                <Link className={styles.genre} to={categoryPath(genre)}>
                  {messageId ? intl.formatMessage({ id: messageId }) : genre}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="recommendations-title">
        <h2 id="recommendations-title" className={styles.sectionTitle}>
          <FormattedMessage id="explore.recommendations.title" />
        </h2>
        {reviews.context.items.length > 0 ? (
          <ul className={styles.recommendations}>
            {reviews.context.items.map((review) => (
              <li key={review.id}>
                <figure className={styles.quote}>
                  <blockquote>{review.review_text}</blockquote>
                  <figcaption>
                    <FormattedMessage
                      id="explore.recommendations.onBook"
                      values={{
                        name: (
                          <Link to={`/user/profile?id=${review.user.id}`}>
                            {review.user.username}
                          </Link>
                        ),
                        title: (
                          <Link to={`/book/details?id=${review.book.id}`}>{review.book.title}</Link>
                        ),
                      }}
                    />
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        ) : reviews.hasTag('busy') ? (
          <Skeleton className={styles.recommendations} lines={4} count={LIST_SIZES.recentReviews} />
        ) : (
          <p className={styles.count}>
            <FormattedMessage id="explore.recommendations.empty" />
          </p>
        )}
      </section>
    </>
  );
}
