import { useMachine } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PublicUser } from '../api/contract';
import { useApi, useSession } from '../session/SessionProvider';
import { BookCard } from '../components/BookCard';
import { ButtonLink } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { PhotoPicker } from '../components/PhotoPicker';
import { Spinner } from '../components/Spinner';
import { Tabs } from '../components/Tabs';
import { userProfileMachine } from '../machines/profile/userProfileMachine';
import { FollowCount } from './profile/FollowCount';
import { ListPanel } from './profile/ListPanel';
import { BookShelfPanel, ReviewShelfPanel } from './profile/ShelfPanels';
import { userProfileActors } from '../machines/profile/actors';
import { useOwnPhoto } from './profile/useOwnPhoto';
import { useProfileShelves } from './profile/useProfileShelves';
import { useProvided } from '../lib/useProvided';
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
          <EmptyState
            icon="person"
            headingLevel={2}
            title={<FormattedMessage id="toast.gating.pleaseLogin" />}
            action={
              <ButtonLink to="/login" variant="primary">
                <FormattedMessage id="social.loginRequired.link" />
              </ButtonLink>
            }
          />
        </>
      )}
      {status === 'signedIn' && user && <OwnProfile key={user.id} user={user} />}
    </div>
  );
}

function OwnProfile({ user }: { user: PublicUser }) {
  const api = useApi();
  const intl = useIntl();
  const [profileState, sendProfile] = useMachine(
    useProvided(() =>
      userProfileMachine.provide({
        actors: userProfileActors(api),
      }),
    ),
    { input: { userId: user.id } },
  );
  const { read, liked, favorites, readList, reviews, followers, following } = useProfileShelves(
    api,
    user.id,
    true,
  );
  const stats = profileState.context.profile?.stats;

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
          </div>
        </div>
      </header>
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
      <h2 className="visually-hidden">
        <FormattedMessage id="profile.tabs.label" />
      </h2>
      <Tabs defaultValue="books">
        <Tabs.List aria-label={intl.formatMessage({ id: 'profile.tabs.label' })}>
          <Tabs.Trigger value="books">
            <FormattedMessage id="profile.tabs.books" values={{ count: read.total }} />
          </Tabs.Trigger>
          <Tabs.Trigger value="likes">
            <FormattedMessage id="profile.tabs.likes" values={{ count: liked.total }} />
          </Tabs.Trigger>
          <Tabs.Trigger value="reviews">
            <FormattedMessage id="profile.tabs.reviews" values={{ count: reviews.total }} />
          </Tabs.Trigger>
          <Tabs.Trigger value="readlist">
            <FormattedMessage id="profile.tabs.readlist" values={{ count: readList.total }} />
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="books">
          <BookShelfPanel list={read} empty="profile.empty.books" />
        </Tabs.Content>
        <Tabs.Content value="likes">
          <BookShelfPanel list={liked} empty="profile.empty.likes" />
        </Tabs.Content>
        <Tabs.Content value="reviews">
          <ReviewShelfPanel
            list={reviews}
            empty="profile.empty.reviews"
            loadingLabel={intl.formatMessage({ id: 'profile.reviews.loading' })}
          />
        </Tabs.Content>
        <Tabs.Content value="readlist">
          <BookShelfPanel list={readList} empty="profile.empty.readlist" />
        </Tabs.Content>
      </Tabs>
    </>
  );
}

function OwnPhoto({ user }: { user: PublicUser }) {
  return <PhotoPicker {...useOwnPhoto(user).pickerProps} />;
}
