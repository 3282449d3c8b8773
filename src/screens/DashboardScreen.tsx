import { useDataMachine } from '../lib/useDataMachine';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useApi, useSession } from '../session/SessionProvider';
import { BookGrid } from '../components/BookGrid';
import { BookCover } from '../components/BookCover';
import { ButtonLink } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { Spinner } from '../components/Spinner';
import { StarRating } from '../components/StarRating';
import { CurrentlyReadingList } from '../components/CurrentlyReadingList';
import {
  currentlyReadingList,
  pickOfTheDayList,
  popularBooksList,
} from '../machines/paging/listCalls';
import { progressTarget } from '../machines/progress/progressUpdateMachine';
import { useProgressUpdate } from './journal/useProgressUpdate';
import { CurrentGoal } from './goals/CurrentGoal';
import { useProvided } from '../lib/useProvided';
import { CATALOGUE_LANGUAGE } from '../i18n';
import styles from './DashboardScreen.module.css';

export interface DashboardScreenProps {
  /** The day the pick of the day is chosen for; stories pass a fixed one. */
  now?: Date;
}

const ratingGuide = [
  [5, 'dashboard.ratingGuide.star5'],
  [4, 'dashboard.ratingGuide.star4'],
  [3, 'dashboard.ratingGuide.star3'],
  [2, 'dashboard.ratingGuide.star2'],
  [1, 'dashboard.ratingGuide.star1'],
] as const;

/** The `/dashboard` page: greeting, popular books, quick actions, pick of the day and reading guides. */
export function DashboardScreen({ now }: DashboardScreenProps) {
  const intl = useIntl();
  const api = useApi();
  const { user } = useSession();
  const popular = useProvided(() => popularBooksList(api));
  const pick = useProvided(() => pickOfTheDayList(api, () => now ?? new Date()));
  const [popularBooks] = useDataMachine(popular.machine, { input: popular.input });
  const [pickOfTheDay] = useDataMachine(pick.machine, { input: pick.input });
  const picked = pickOfTheDay.context.items[0];
  const current = useProvided(() => currentlyReadingList(api));
  const [currentBooks, sendCurrent, currentList] = useDataMachine(current.machine, {
    input: current.input,
  });
  // A saved update puts the book's new journal back in its card, where it was. (The list is read
  // from the actor: this callback is made once, with the first render's snapshot.)
  const progressFlow = useProgressUpdate(({ journal }) => {
    const item = currentList
      .getSnapshot()
      .context.items.find((candidate) => candidate.id === journal.book_id);
    if (item) sendCurrent({ type: 'item.saved', item: { ...item, journal } });
  });
  const savingBookId = progressFlow.progress.hasTag('busy')
    ? (progressFlow.progress.context.reading?.book_id ?? null)
    : null;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <FormattedMessage id="dashboard.greeting" values={{ name: user?.name ?? '' }} />
        </h1>
        <p className={styles.muted}>
          <FormattedMessage id="dashboard.greetingSubtitle" />
        </p>
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          {user && <CurrentGoal userId={user.id} />}
          {currentBooks.matches('error') ? null : (
            <CurrentlyReadingList
              loading={currentBooks.hasTag('busy') && currentBooks.context.items.length === 0}
              items={currentBooks.context.items.flatMap(({ book, journal }) => {
                const reading = journal.readings[0];
                return reading ? [{ book, reading, pageCount: journal.page_count }] : [];
              })}
              busyBookId={savingBookId}
              onUpdateProgress={(bookId) => {
                const item = currentBooks.context.items.find(
                  (candidate) => candidate.id === bookId,
                );
                const target = item && progressTarget(item.journal);
                if (target) progressFlow.open(target);
              }}
            />
          )}
          {progressFlow.dialog}

          <section className={styles.section} aria-labelledby="popular-title">
            <h2 id="popular-title" className={styles.sectionTitle}>
              <FormattedMessage id="dashboard.popular.title" />
            </h2>
            {popularBooks.matches({ loaded: 'withData' }) ? (
              <BookGrid books={popularBooks.context.items} />
            ) : popularBooks.hasTag('busy') ? (
              <Spinner />
            ) : (
              <EmptyState
                density="compact"
                headingLevel={3}
                title={<FormattedMessage id="dashboard.popular.empty" />}
              />
            )}
          </section>

          <section className={styles.section} aria-labelledby="quick-title">
            <h2 id="quick-title" className={styles.sectionTitle}>
              <FormattedMessage id="dashboard.quickActions.title" />
            </h2>
            <div className={styles.quickActions}>
              <ButtonLink to="/explore" variant="secondary">
                <FormattedMessage id="dashboard.quickActions.search" />
              </ButtonLink>
              <ButtonLink to="/profile" variant="secondary">
                <FormattedMessage id="dashboard.quickActions.profile" />
              </ButtonLink>
              <ButtonLink to="/social" variant="secondary">
                <FormattedMessage id="dashboard.quickActions.social" />
              </ButtonLink>
            </div>
          </section>

          <section className={styles.section} aria-labelledby="pick-title">
            <h2 id="pick-title" className={styles.sectionTitle}>
              <FormattedMessage id="dashboard.pick.title" />
            </h2>
            {picked ? (
              <article className={styles.pick}>
                <BookCover
                  title={picked.title}
                  author={picked.author}
                  image_url={picked.image_url}
                />
                <div className={styles.pickBody}>
                  <h3 className={styles.pickTitle}>
                    <Link to={`/book/details?id=${picked.id}`}>{picked.title}</Link>
                  </h3>
                  <p className={styles.muted}>{picked.author}</p>
                  {picked.description.trim() !== '' && (
                    <p lang={CATALOGUE_LANGUAGE}>{picked.description}</p>
                  )}
                  <p className={styles.muted}>
                    {[picked.genre, picked.published_year].filter(Boolean).join(' · ')}
                  </p>
                </div>
              </article>
            ) : pickOfTheDay.hasTag('busy') ? (
              <Spinner />
            ) : (
              <EmptyState
                density="compact"
                headingLevel={3}
                title={<FormattedMessage id="dashboard.pick.empty" />}
              />
            )}
          </section>
        </div>

        <aside
          className={styles.side}
          aria-label={intl.formatMessage({ id: 'dashboard.quote.title' })}
        >
          <section className={styles.panel}>
            <h2 className={styles.panelTitle}>
              <FormattedMessage id="dashboard.quote.title" />
            </h2>
            <figure className={styles.quote}>
              <blockquote>
                <FormattedMessage id="dashboard.quote.text" />
              </blockquote>
              <figcaption>
                <FormattedMessage id="dashboard.quote.author" />
              </figcaption>
            </figure>
          </section>
          <section className={styles.panel}>
            <h2 className={styles.panelTitle}>
              <FormattedMessage id="dashboard.journey.title" />
            </h2>
            <p className={styles.muted}>
              <FormattedMessage id="dashboard.journey.text" />
            </p>
          </section>
          <section className={styles.panel}>
            <h2 className={styles.panelTitle}>
              <FormattedMessage id="dashboard.reviewTips.title" />
            </h2>
            <ul className={styles.tips}>
              <li>
                <FormattedMessage id="dashboard.reviewTips.honest" />
              </li>
              <li>
                <FormattedMessage id="dashboard.reviewTips.specific" />
              </li>
              <li>
                <FormattedMessage id="dashboard.reviewTips.spoilers" />
              </li>
            </ul>
          </section>
          <section className={styles.panel}>
            <h2 className={styles.panelTitle}>
              <FormattedMessage id="dashboard.ratingGuide.title" />
            </h2>
            <ul className={styles.guide}>
              {ratingGuide.map(([stars, label]) => (
                <li key={stars}>
                  <StarRating value={stars} size="sm" />
                  <FormattedMessage id={label} />
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
