/**
 * What the app remembers per reader between visits, so a check can tell what is new: the
 * follower ids already announced, the newest feed review seen, and when the last check ran.
 * Kept in local storage under one key per reader; unreadable or missing storage (privacy
 * mode, a quota error, a corrupt entry) reads as "no marks", which notifies nothing.
 */
export interface NotificationMarks {
  /** Followers already seen, newest first. */
  followerIds: number[];
  /** The newest review of the feed at the last check, or null when the feed was empty. */
  newestReview: { id: number; createdAt: string } | null;
  /** When the last check ran (ISO). */
  checkedAt: string;
}

const MARKS_VERSION = 1;

export const marksKey = (userId: number) => `shelfmark.notifications.${userId}`;

export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled: every visit is a first visit, so nothing is announced
  }
}

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

function parseMarks(raw: string): NotificationMarks | null {
  const value = JSON.parse(raw) as Partial<NotificationMarks> & { version?: unknown };
  if (value.version !== MARKS_VERSION) return null;
  if (!Array.isArray(value.followerIds) || !value.followerIds.every(isId)) return null;
  if (typeof value.checkedAt !== 'string') return null;
  const review = value.newestReview;
  if (
    review !== null &&
    (typeof review !== 'object' || !isId(review.id) || typeof review.createdAt !== 'string')
  ) {
    return null;
  }
  return { followerIds: value.followerIds, newestReview: review, checkedAt: value.checkedAt };
}

export function readMarks(storage: Storage | null, userId: number): NotificationMarks | null {
  try {
    const raw = storage?.getItem(marksKey(userId));
    return raw ? parseMarks(raw) : null;
  } catch {
    return null;
  }
}

/** Returns whether the marks were stored. */
export function writeMarks(
  storage: Storage | null,
  userId: number,
  marks: NotificationMarks,
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(marksKey(userId), JSON.stringify({ version: MARKS_VERSION, ...marks }));
    return true;
  } catch {
    return false; // quota or privacy mode: the next visit simply starts over
  }
}
