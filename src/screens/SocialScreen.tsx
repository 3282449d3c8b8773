import { useActorSnapshot, useDataMachine } from '../lib/useDataMachine';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi, useSession } from '../session/SessionProvider';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { FeedCard } from '../components/FeedCard';
import { MemberCard } from '../components/MemberCard';
import { Pager } from '../components/Pager';
import { Skeleton } from '../components/Skeleton';
import { pageCount } from '../machines/paging/pagedListMachine';
import { socialFeedActors } from '../machines/feed/actors';
import { feedView, socialFeedMachine } from '../machines/feed/socialFeedMachine';
import { useProvided } from '../lib/useProvided';
import { SignInRequired } from './SignInRequired';
import { ReadingActivitySection } from './social/ReadingActivitySection';
import { useOnceTrue } from '../lib/useOnceTrue';
import styles from './SocialScreen.module.css';

export interface SocialScreenProps {
  /** The moment relative times are measured from; stories pass a fixed one. */
  now?: Date;
}

/** /social: the login notice for guests; the feed and discoverable members for readers. */
export function SocialScreen({ now }: SocialScreenProps) {
  const { status } = useSession();
  return (
    <section className={styles.root} aria-labelledby="social-title">
      <h1 id="social-title" className={styles.title}>
        <FormattedMessage id="social.title" />
      </h1>
      {status === 'unknown' ? (
        <Skeleton shape="card" count={2} />
      ) : (
        // Keyed so signing in or out starts the flow afresh.
        <SocialContent key={status} signedIn={status === 'signedIn'} now={now} />
      )}
    </section>
  );
}

function SocialContent({ signedIn, now }: { signedIn: boolean; now?: Date }) {
  const api = useApi();
  const intl = useIntl();
  const [state, send] = useDataMachine(
    useProvided(() =>
      socialFeedMachine.provide({
        actors: socialFeedActors(api),
      }),
    ),
    { input: { signedIn } },
  );
  // The feed is the machine's paged list: paging events go to it, and it is drawn from its state.
  const feedRef = state.children.feed;
  const feed = useActorSnapshot(feedRef);
  // On phones the side column sits under the feed: drawn once the feed's first page has come,
  // it never moves down as the feed takes its height (a layout shift, CLS).
  const feedAnswered = useOnceTrue(feed !== undefined && feedView(feed) !== 'loading');

  if (state.matches('guest') || !feedRef || !feed) {
    return <SignInRequired text="social.loginRequired.text" to="/auth" />;
  }

  const { members } = state.context;
  const { items: reviews, total, page, pageSize } = feed.context;
  const view = feedView(feed);
  return (
    <div className={styles.columns}>
      <section className={styles.feed} aria-labelledby="social-feed-title">
        <header className={styles.sectionHeader}>
          <h2 id="social-feed-title" className={styles.sectionTitle}>
            <FormattedMessage id="social.feed.title" />
          </h2>
          <p className={styles.subtitle}>
            <FormattedMessage id="social.feed.subtitle" />
          </p>
        </header>
        {view === 'loading' && (
          <Skeleton
            shape="card"
            count={2}
            label={intl.formatMessage({ id: 'social.feed.loading' })}
          />
        )}
        {view === 'followingNobody' && (
          <EmptyState
            icon="person"
            headingLevel={3}
            title={<FormattedMessage id="social.feed.emptyNoFollowing.title" />}
            text={<FormattedMessage id="social.feed.emptyNoFollowing.text" />}
          />
        )}
        {view === 'noReviews' && (
          <EmptyState
            icon="book"
            headingLevel={3}
            title={<FormattedMessage id="social.feed.emptyNoReviews.title" />}
            text={<FormattedMessage id="social.feed.emptyNoReviews.text" />}
          />
        )}
        {view === 'error' && (
          <ErrorState
            message={<FormattedMessage id="toast.reviews.loadFailed" />}
            onRetry={() => feedRef.send({ type: 'list.retry' })}
          />
        )}
        {view === 'ready' && (
          <>
            <ul className={styles.list}>
              {reviews.map((review) => (
                <li key={review.id}>
                  <FeedCard review={review} now={now} />
                </li>
              ))}
            </ul>
            <Pager
              page={page}
              totalPages={pageCount(total, pageSize)}
              onPageChange={(next) => feedRef.send({ type: 'page.go', page: next })}
            />
          </>
        )}
      </section>
      {feedAnswered && (
        <div className={styles.side}>
          <ReadingActivitySection />
          <section className={styles.discover} aria-labelledby="social-discover-title">
            <h2 id="social-discover-title" className={styles.sectionTitle}>
              <FormattedMessage id="social.discover.title" />
            </h2>
            {state.matches({ member: { discover: 'loading' } }) && (
              <Skeleton shape="card" count={2} />
            )}
            {state.matches({ member: { discover: 'empty' } }) && (
              <EmptyState
                density="compact"
                headingLevel={3}
                title={<FormattedMessage id="social.discover.empty" />}
              />
            )}
            {state.matches({ member: { discover: 'error' } }) && (
              <ErrorState
                density="compact"
                message={<FormattedMessage id="toast.generic.unexpected" />}
                onRetry={() => send({ type: 'discover.retry' })}
              />
            )}
            {state.matches({ member: { discover: 'ready' } }) && (
              <ul className={styles.members}>
                {members.map((member) => (
                  <li key={member.id}>
                    <MemberCard user={member} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
