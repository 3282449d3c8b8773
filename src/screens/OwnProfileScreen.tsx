import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { PublicUser } from '../api/contract';
import { useApi, useSession } from '../session/SessionProvider';
import { BookCard } from '../components/BookCard';
import { ErrorState } from '../components/ErrorState';
import { PhotoPicker } from '../components/PhotoPicker';
import { Spinner } from '../components/Spinner';
import { FollowCount } from './profile/FollowCount';
import { ProfileGoals } from './goals/ProfileGoals';
import { ListPanel } from './profile/ListPanel';
import { ReaderShelves } from './profile/ReaderShelves';
import { parseShelfId, ShelfView } from './profile/ShelfView';
import { useProfileList } from './profile/useProfileList';
import { WhenAnswered } from './profile/WhenAnswered';
import { readerGoalsList } from '../machines/paging/listCalls';
import { bookTab, reviewTab, ShelfTabs } from './profile/ShelfTabs';
import { useOwnPhoto } from './profile/useOwnPhoto';
import { useProfileShelves } from './profile/useProfileShelves';
import { useUserProfile } from './profile/useUserProfile';
import { SignInRequired } from './SignInRequired';
import styles from './OwnProfileScreen.module.css';

/** /profile: the signed-in reader's own profile (guests get a sign-in notice). */
export function OwnProfileScreen() {
  const { status, user } = useSession();
  const intl = useIntl();
  return (
    <div className={styles.root}>
      {status === 'unknown' && <Spinner label={intl.formatMessage({ id: 'profile.loading' })} />}
      {status !== 'unknown' && (status !== 'signedIn' || !user) && (
        <>
          <h1 className={styles.title}>
            <FormattedMessage id="profile.title" />
          </h1>
          <SignInRequired title="toast.gating.pleaseLogin" />
        </>
      )}
      {status === 'signedIn' && user && <OwnProfile key={user.id} user={user} />}
    </div>
  );
}

function OwnProfile({ user }: { user: PublicUser }) {
  const [params] = useSearchParams();
  const shelfId = parseShelfId(params.get('shelf'));
  const api = useApi();
  const intl = useIntl();
  const [profileState, sendProfile] = useUserProfile(user.id);
  const { read, reading, liked, favorites, readList, reviews, followers, following } =
    useProfileShelves(api, user.id, true);
  const goals = useProfileList(() => readerGoalsList(api, user.id));
  const stats = profileState.context.profile?.stats;
  const shelves = [
    bookTab('books', 'profile.tabs.books', read, 'profile.empty.books'),
    bookTab('likes', 'profile.tabs.likes', liked, 'profile.empty.likes'),
    reviewTab(
      'reviews',
      'profile.tabs.reviews',
      reviews,
      'profile.empty.reviews',
      intl.formatMessage({ id: 'profile.reviews.loading' }),
    ),
    bookTab('readlist', 'profile.tabs.readlist', readList, 'profile.empty.readlist'),
    // After the spec's tabs: what the reader is reading now.
    bookTab('reading', 'profile.tabs.reading', reading, 'profile.empty.reading'),
  ];

  return (
    <>
      <h1 className="visually-hidden">
        <FormattedMessage id="profile.title" />
      </h1>
      <header className={styles.header}>
        <OwnPhoto user={user} />
        <div className={styles.identity}>
          <p className={styles.username}>
            <FormattedMessage id="profile.username" values={{ username: user.username }} />
          </p>
          {profileState.matches('error') && (
            <ErrorState
              density="compact"
              message={<FormattedMessage id="toast.generic.unexpected" />}
              onRetry={() => sendProfile({ type: 'profile.retry' })}
            />
          )}
          <div className={styles.counts}>
            <FollowCount
              kind="followers"
              count={stats?.followers ?? followers.total}
              list={followers}
            />
            <FollowCount
              kind="following"
              count={stats?.following ?? following.total}
              list={following}
            />
            {/*
              Every rating, words or not (reviewRules.ts): imported stars alone are counted here,
              while the Reviews tab lists only the ratings with words.
            */}
            {stats && (
              <span className={styles.ratings}>
                <FormattedMessage id="profile.ratings" values={{ count: stats.ratings }} />
              </span>
            )}
          </div>
        </div>
      </header>
      {shelfId !== null ? (
        <ShelfView key={shelfId} shelfId={shelfId} ownerName={user.username} backHref="/profile" />
      ) : (
        <WhenAnswered
          lists={[favorites, goals]}
          label={intl.formatMessage({ id: 'profile.loading' })}
        >
          <section className={styles.favorites} aria-labelledby="profile-favorites-title">
            <h2 id="profile-favorites-title" className={styles.sectionTitle}>
              <FormattedMessage id="profile.favorites.title" />
            </h2>
            <ListPanel
              list={favorites}
              empty="profile.favorites.empty"
              layout="row"
              renderItem={(book) => <BookCard book={book} variant="compact" />}
              itemKey={(b) => b.id}
            />
          </section>
          <ProfileGoals userId={user.id} goals={goals} own />
          <ReaderShelves userId={user.id} own hrefOf={(shelf) => `/profile?shelf=${shelf.id}`} />
          <ShelfTabs label="profile.tabs.label" tabs={shelves} />
        </WhenAnswered>
      )}
    </>
  );
}

function OwnPhoto({ user }: { user: PublicUser }) {
  return <PhotoPicker {...useOwnPhoto(user).pickerProps} />;
}
