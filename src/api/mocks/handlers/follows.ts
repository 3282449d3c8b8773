import { API_CODES } from '../../contract';
import { ada, users } from '../fixtures';
import { post } from '../post';
import { byIds, followersOf, followingOf, userIdOf } from '../readerWorld';
import { fail, never, networkError, ok } from '../respond';

const target = (parsed: unknown) =>
  users.find((u) => u.id === (parsed as { following_id?: number } | undefined)?.following_id);

export const followHandlers = [
  post('/follows/get/followed-users', ({ parsed }) => {
    const found = byIds(followingOf[userIdOf(parsed) ?? 0] ?? []);
    return ok('/follows/get/followed-users', {
      users: found,
      following: found,
      total: found.length,
    });
  }),
  post('/follows/get/follower-users', ({ parsed }) => {
    const found = byIds(followersOf(userIdOf(parsed) ?? 0));
    return ok('/follows/get/follower-users', {
      users: found,
      followers: found,
      total: found.length,
    });
  }),
  post('/follows/follow-user', ({ parsed }) => {
    const user = target(parsed);
    if (!user) return fail(API_CODES.notFound, ['user not found']);
    if (user.id === ada.id) return fail(API_CODES.forbidden, ['you cannot follow yourself']);
    return ok('/follows/follow-user', {
      users: [user],
      is_following: true,
      requested: false,
      followers_count: followersOf(user.id).length + (followersOf(user.id).includes(1) ? 0 : 1),
    });
  }),
  post('/follows/unfollow-user', ({ parsed }) => {
    const user = target(parsed);
    if (!user) return fail(API_CODES.notFound, ['user not found']);
    return ok('/follows/unfollow-user', {
      users: [user],
      is_following: false,
      requested: false,
      followers_count: followersOf(user.id).filter((id) => id !== 1).length,
    });
  }),
];

/** Named variants for follow stories (one call each). */
export const followVariants = {
  followersEmpty: post('/follows/get/follower-users', () =>
    ok('/follows/get/follower-users', { users: [], followers: [], total: 0 }),
  ),
  followingEmpty: post('/follows/get/followed-users', () =>
    ok('/follows/get/followed-users', { users: [], following: [], total: 0 }),
  ),
  followPending: post('/follows/follow-user', () => never()),
  /** A private member: the follow waits as a request. */
  followRequested: post('/follows/follow-user', ({ parsed }) => {
    const user = target(parsed);
    if (!user) return fail(API_CODES.notFound, ['user not found']);
    return ok('/follows/follow-user', {
      users: [user],
      is_following: false,
      requested: true,
      followers_count: followersOf(user.id).length,
    });
  }),
  followFailed: post('/follows/follow-user', () => fail(API_CODES.internal)),
  unfollowFailed: post('/follows/unfollow-user', () => networkError()),
};
