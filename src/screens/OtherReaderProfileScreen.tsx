import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { UserProfile } from '../api/contract';
import { useApi, useSession } from '../session/SessionProvider';
import { Avatar } from '../components/Avatar';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import { ReaderActions } from './profile/ReaderActions';
import { FollowToggle } from './profile/FollowToggle';
import { FollowCount } from './profile/FollowCount';
import { ProfileGoals } from './goals/ProfileGoals';
import { bookTab, reviewTab, ShelfTabs } from './profile/ShelfTabs';
import { useProfileList } from './profile/useProfileList';
import { useProfileShelves } from './profile/useProfileShelves';
import { WhenAnswered } from './profile/WhenAnswered';
import { ReaderShelves } from './profile/ReaderShelves';
import { parseShelfId, ShelfView } from './profile/ShelfView';
import { readerGoalsList } from '../machines/paging/listCalls';
import { useUserProfile } from './profile/useUserProfile';
import type { ToggleFollowOutput } from '../machines/follow/followToggleMachine';
import styles from './OtherReaderProfileScreen.module.css';

/** /user/profile?id=: another member's profile. */
export function OtherReaderProfileScreen() {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const userId = /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  // Keyed: following a link to another profile starts from that profile's loading state.
  return <UserProfileLoader key={raw} userId={userId} />;
}

function UserProfileLoader({ userId }: { userId: number | null }) {
  const intl = useIntl();
  const [state, send] = useUserProfile(userId);
  return (
    // A plain container: the not-found panel is already a region named like the page title.
    <div className={styles.root}>
      {state.matches('loading') && (
        <>
          <h1 id="user-profile-title" className="visually-hidden">
            <FormattedMessage id="user.loading" />
          </h1>
          <Spinner label={intl.formatMessage({ id: 'user.loading' })} />
        </>
      )}
      {state.matches('notFound') && (
        <>
          <h1 id="user-profile-title" className="visually-hidden">
            <FormattedMessage id="user.notFound.title" />
          </h1>
          <EmptyState
            icon="person"
            headingLevel={2}
            title={<FormattedMessage id="user.notFound.title" />}
            text={<FormattedMessage id="user.notFound.text" />}
          />
        </>
      )}
      {state.matches('error') && (
        <>
          <h1 id="user-profile-title" className="visually-hidden">
            <FormattedMessage id="user.loading" />
          </h1>
          <ErrorState
            message={<FormattedMessage id="toast.generic.unexpected" />}
            onRetry={() => send({ type: 'profile.retry' })}
          />
        </>
      )}
      {state.matches('loaded') && state.context.profile && (
        <ProfileView
          profile={state.context.profile}
          onFollowChanged={(result) => send({ type: 'profile.followChanged', ...result })}
        />
      )}
    </div>
  );
}

interface ProfileViewProps {
  profile: UserProfile;
  onFollowChanged: (result: ToggleFollowOutput) => void;
}

function ProfileView({ profile, onFollowChanged }: ProfileViewProps) {
  // A private profile the viewer may not see: its lists answer "private", so none is asked for.
  return profile.visible ? (
    <VisibleProfile profile={profile} onFollowChanged={onFollowChanged} />
  ) : (
    <PrivateProfile profile={profile} onFollowChanged={onFollowChanged} />
  );
}

/** Photo, names, and for another signed-in reader the follow button and the "more" menu. */
function ProfileHeader({ profile, onFollowChanged }: ProfileViewProps) {
  const { status, user } = useSession();
  const viewerId = status === 'signedIn' && user ? user.id : null;
  const id = profile.id;
  return (
    <header className={styles.header}>
      <Avatar src={profile.avatar_url} name={profile.full_name || profile.username} size="xl" />
      <div className={styles.identity}>
        <h1 id="user-profile-title" className={styles.title}>
          {profile.username}
        </h1>
        {profile.full_name && <p className={styles.fullName}>{profile.full_name}</p>}
        {profile.email && <p className={styles.email}>{profile.email}</p>}
      </div>
      {viewerId !== null && viewerId !== id && (
        <div className={styles.actions}>
          <FollowToggle
            viewerId={viewerId}
            targetId={id}
            targetName={profile.username}
            isFollowing={profile.is_following}
            requested={profile.follow_requested}
            followersCount={profile.stats.followers}
            onFollowChanged={onFollowChanged}
          />
          <ReaderActions
            targetId={id}
            targetName={profile.username}
            hasPhoto={Boolean(profile.avatar_url)}
            muted={profile.muted}
          />
        </div>
      )}
    </header>
  );
}

/** Name, photo and follow counts stay; the rest waits for an approved follow. */
function PrivateProfile({ profile, onFollowChanged }: ProfileViewProps) {
  const { stats } = profile;
  const name = profile.username;
  return (
    <>
      <ProfileHeader profile={profile} onFollowChanged={onFollowChanged} />
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>
            <FormattedMessage id="user.stats.followers" />
          </dt>
          <dd>{stats.followers}</dd>
        </div>
        <div className={styles.stat}>
          <dt>
            <FormattedMessage id="user.stats.following" />
          </dt>
          <dd>{stats.following}</dd>
        </div>
      </dl>
      <EmptyState
        icon="lock"
        headingLevel={2}
        title={<FormattedMessage id="user.private.title" />}
        text={
          <FormattedMessage
            id={profile.follow_requested ? 'user.private.requestedText' : 'user.private.text'}
            values={{ name }}
          />
        }
      />
    </>
  );
}

function VisibleProfile({ profile, onFollowChanged }: ProfileViewProps) {
  const [params] = useSearchParams();
  const shelfId = parseShelfId(params.get('shelf'));
  const api = useApi();
  const id = profile.id;
  const { read, reading, liked, favorites, readList, reviews, followers, following } =
    useProfileShelves(api, id, false);
  const goals = useProfileList(() => readerGoalsList(api, id));
  const intl = useIntl();
  const { stats } = profile;
  const shelves = [
    bookTab('books', 'user.tabs.books', read, 'user.empty.books'),
    reviewTab('reviews', 'user.tabs.reviews', reviews, 'user.empty.reviews'),
    bookTab('liked', 'user.tabs.liked', liked, 'user.empty.liked'),
    bookTab('favorites', 'user.tabs.favorites', favorites, 'user.empty.favorites'),
    bookTab('readlist', 'user.tabs.readlist', readList, 'user.empty.readlist'),
    // After the spec's tabs: what the reader is reading now.
    bookTab('reading', 'user.tabs.reading', reading, 'user.empty.reading'),
  ];

  return (
    <>
      <ProfileHeader profile={profile} onFollowChanged={onFollowChanged} />
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>
            <FormattedMessage id="user.stats.read" />
          </dt>
          <dd>{stats.reads}</dd>
        </div>
        <div className={styles.stat}>
          <dt>
            <FormattedMessage id="user.stats.reviews" />
          </dt>
          <dd>{stats.reviews}</dd>
        </div>
        {/* Every rating, with words or not: imported stars alone count here, not as reviews. */}
        <div className={styles.stat}>
          <dt>
            <FormattedMessage id="user.stats.ratings" />
          </dt>
          <dd>{stats.ratings}</dd>
        </div>
        <div className={styles.stat}>
          <dt>
            <FormattedMessage id="user.stats.likes" />
          </dt>
          <dd>{stats.likes}</dd>
        </div>
        <div className={styles.stat}>
          <dt>
            <FormattedMessage id="user.stats.favorites" />
          </dt>
          <dd>{stats.favorites}</dd>
        </div>
        <div className={styles.stat}>
          <dt>
            <FormattedMessage id="user.stats.followers" />
          </dt>
          <dd>
            <FollowCount kind="followers" count={stats.followers} list={followers} />
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>
            <FormattedMessage id="user.stats.following" />
          </dt>
          <dd>
            <FollowCount kind="following" count={stats.following} list={following} />
          </dd>
        </div>
      </dl>
      {shelfId !== null ? (
        <ShelfView
          key={shelfId}
          shelfId={shelfId}
          ownerName={profile.username}
          backHref={`/user/profile?id=${profile.id}`}
        />
      ) : (
        <WhenAnswered lists={[goals]} label={intl.formatMessage({ id: 'user.loading' })}>
          <ProfileGoals userId={profile.id} goals={goals} own={false} />
          <ReaderShelves
            userId={profile.id}
            own={false}
            hrefOf={(shelf) => `/user/profile?id=${profile.id}&shelf=${shelf.id}`}
          />
          <ShelfTabs label="user.tabs.label" tabs={shelves} />
        </WhenAnswered>
      )}
    </>
  );
}
