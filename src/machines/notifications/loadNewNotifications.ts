import type { ApiCall } from '../../api/client';
import type { PublicUser, Review } from '../../api/contract';
import type { AppNotification } from './notificationsMachine';
import { readMarks, writeMarks, type NotificationMarks } from './notificationMarks';

/** Followers looked at per check (the server lists the newest follows first). */
export const FOLLOWERS_CHECKED = 50;
/** Feed reviews looked at per check (newest first). */
export const FEED_REVIEWS_CHECKED = 5;
/** Follower ids remembered; older ones fall off so the entry stays small. */
export const FOLLOWER_IDS_KEPT = 500;

export interface LoadNewOptions {
  api: ApiCall;
  /** The signed-in reader. */
  userId: number;
  storage: Storage | null;
  signal?: AbortSignal;
  /** The time of this check (tests pass a fixed one). */
  now?: () => Date;
}

const displayName = (person: { name: string; surname: string; username: string }) =>
  `${person.name} ${person.surname}`.trim() || person.username;

const time = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
};

/** Newer in the feed's own order: created_at, then id. */
const isNewer = (review: Review, mark: { id: number; createdAt: string }) => {
  const difference = time(review.created_at) - time(mark.createdAt);
  return difference > 0 || (difference === 0 && review.id > mark.id);
};

function followerNotification(user: PublicUser): AppNotification {
  return {
    id: `follower-${user.id}`,
    kind: 'newFollower',
    values: { name: displayName(user) },
    href: `/user/profile?id=${user.id}`,
  };
}

function reviewNotification(review: Review): AppNotification {
  return {
    id: `review-${review.id}`,
    kind: 'newReview',
    values: { name: displayName(review.user), title: review.book.title },
    href: `/book/details?id=${review.book.id}`,
  };
}

/**
 * What other readers did since this reader's last check: new followers and new reviews by
 * people they follow, oldest first (the notifications machine keeps the newest). Two calls,
 * then the marks move forward. The first check (no marks yet, or storage unusable) only
 * stores marks: a new account would otherwise be flooded with everything that already exists.
 * A failed call rejects before any mark is written, so the next visit tries again.
 */
export async function loadNewNotifications({
  api,
  userId,
  storage,
  signal,
  now = () => new Date(),
}: LoadNewOptions): Promise<AppNotification[]> {
  const [followers, feed] = await Promise.all([
    api('/follows/get/follower-users', { user_id: userId, limit: FOLLOWERS_CHECKED }, { signal }),
    api('/reviews/get/feed', { limit: FEED_REVIEWS_CHECKED }, { signal }),
  ]);
  // A check cancelled mid-way (the reader signed out) must not move the marks.
  signal?.throwIfAborted();
  const previous = readMarks(storage, userId);
  const currentIds = followers.followers.map((user) => user.id);
  const newestReview = feed.reviews[0];
  const next: NotificationMarks = {
    followerIds: [
      ...currentIds,
      ...(previous?.followerIds ?? []).filter((id) => !currentIds.includes(id)),
    ].slice(0, FOLLOWER_IDS_KEPT),
    newestReview: newestReview
      ? { id: newestReview.id, createdAt: newestReview.created_at }
      : (previous?.newestReview ?? null),
    checkedAt: now().toISOString(),
  };
  writeMarks(storage, userId, next);
  if (!previous) return [];

  const newFollowers = followers.followers
    .filter((user) => user.id !== userId && !previous.followerIds.includes(user.id))
    .reverse();
  const mark = previous.newestReview;
  const checkedAt = time(previous.checkedAt);
  const newReviews = feed.reviews
    .filter((review) =>
      // Without a review mark (the feed was empty), "new" means written since the last check.
      mark ? isNewer(review, mark) : time(review.created_at) >= checkedAt,
    )
    .reverse();
  return [...newFollowers.map(followerNotification), ...newReviews.map(reviewNotification)];
}
