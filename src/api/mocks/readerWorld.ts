import { reviewTally, type PublicUser, type UserProfile, type UserStats } from '../contract';
import { books, reviews, users } from './fixtures';

/**
 * The mock readers' world beyond the fixtures: who follows whom and what is on each shelf. The
 * users, books, follows and reviews handlers all answer from it, so counts and lists agree.
 */

export const userIdOf = (parsed: unknown) => (parsed as { user_id?: number } | undefined)?.user_id;

/** Who follows whom in the mock world: Ada follows 2 and 3; 2, 3 and 4 follow Ada. */
export const followingOf: Record<number, number[]> = { 1: [2, 3], 2: [1, 3], 3: [1], 4: [1] };
export const followersOf = (id: number) =>
  Object.entries(followingOf)
    .filter(([, targets]) => targets.includes(id))
    .map(([follower]) => Number(follower));
export const byIds = (ids: number[]) => users.filter((u) => ids.includes(u.id));

/** Books per list for a user: enough for Ada to need a second page of 5. */
export const readBooks = (id: number) => (id === 1 ? books.slice(0, 7) : books.slice(0, 3));
export const likedBooks = (id: number) => (id === 1 ? books.slice(0, 2) : books.slice(1, 2));
export const favoriteBooks = (id: number) => (id === 1 ? books.slice(3, 6) : []);
export const readingList = (id: number) => (id === 1 ? books.slice(8, 10) : books.slice(9, 10));

function stats(id: number): UserStats {
  return {
    reads: readBooks(id).length,
    ...reviewTally(reviews.filter((r) => r.user_id === id)),
    likes: likedBooks(id).length,
    favorites: favoriteBooks(id).length,
    followers: followersOf(id).length,
    following: (followingOf[id] ?? []).length,
  };
}

/** The profile of `user` as Ada sees it. */
export function profileOf(user: PublicUser): UserProfile {
  return {
    ...user,
    stats: stats(user.id),
    is_following: (followingOf[1] ?? []).includes(user.id),
    is_private: false,
    follow_requested: false,
    // Nobody is muted in the shared world: a mute would take their reviews out of every list.
    muted: false,
    visible: true,
  };
}
