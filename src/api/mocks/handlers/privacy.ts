import { API_CODES } from '../../contract';
import { ada, users } from '../fixtures';
import { type Paged, page } from '../paging';
import { post } from '../post';
import { byIds, profileOf, userIdOf } from '../readerWorld';
import { fail, networkError, never, ok } from '../respond';

/** Readers asking to follow Ada (oldest first), and the one she has blocked. */
export const requesterIds = [5, 6];
export const blockedIds = [7];

/** Private profiles, follow requests and blocks, as the server answers them for Ada. */
export const privacyHandlers = [
  post('/users/update/privacy', ({ parsed }) => {
    const isPrivate = Boolean((parsed as { is_private?: boolean } | undefined)?.is_private);
    return ok('/users/update/privacy', {
      is_private: isPrivate,
      approved: isPrivate ? 0 : requesterIds.length,
    });
  }),
  post('/follows/requests/list', ({ parsed }) => {
    const waiting = byIds(requesterIds);
    return ok('/follows/requests/list', {
      users: page(waiting, parsed as Paged, 20),
      total: waiting.length,
    });
  }),
  post('/follows/requests/answer', ({ parsed }) => {
    const answer = parsed as { user_id: number; approve: boolean };
    return ok('/follows/requests/answer', { user_id: answer.user_id, approved: answer.approve });
  }),
  post('/users/block', ({ parsed }) =>
    ok('/users/block', { user_id: userIdOf(parsed) ?? 0, blocked: true }),
  ),
  post('/users/unblock', ({ parsed }) =>
    ok('/users/unblock', { user_id: userIdOf(parsed) ?? 0, blocked: false }),
  ),
  post('/users/get/blocked', ({ parsed }) => {
    const blocked = users.filter((user) => blockedIds.includes(user.id));
    return ok('/users/get/blocked', {
      users: page(blocked, parsed as Paged, 20),
      total: blocked.length,
    });
  }),
  post('/users/mute', ({ parsed }) =>
    ok('/users/mute', { user_id: userIdOf(parsed) ?? 0, muted: true }),
  ),
  post('/users/unmute', ({ parsed }) =>
    ok('/users/unmute', { user_id: userIdOf(parsed) ?? 0, muted: false }),
  ),
  // Nobody muted (see readerWorld); privacyWorld({ mutedIds }) lists some.
  post('/users/get/muted', () => ok('/users/get/muted', { users: [], total: 0 })),
];

/**
 * Ada's privacy kept in memory and changed as the real server does: going public approves the
 * requests waiting, an answered request is gone (code 3 if answered again), an unblocked or
 * unmuted reader leaves their list. Each call makes a fresh world, so a story that clicks does not leak into the
 * next. Spread into a story's `privacy` handlers key.
 */
export function privacyWorld({
  isPrivate = false,
  mutedIds = [] as number[],
}: { isPrivate?: boolean; mutedIds?: number[] } = {}) {
  let ownPrivate = isPrivate;
  let waiting = [...requesterIds];
  const blocks = setApartList('/users/get/blocked', '/users/unblock', blockedIds);
  const mutes = setApartList('/users/get/muted', '/users/unmute', mutedIds);
  return [
    // Only Ada's own profile says what this world knows; other readers fall through.
    post('/users/get/id', ({ parsed }) => {
      if (userIdOf(parsed) !== ada.id) return undefined;
      return ok('/users/get/id', { users: [{ ...profileOf(ada), is_private: ownPrivate }] });
    }),
    post('/users/update/privacy', ({ parsed }) => {
      ownPrivate = Boolean((parsed as { is_private?: boolean } | undefined)?.is_private);
      const approved = ownPrivate ? 0 : waiting.length;
      if (!ownPrivate) waiting = [];
      return ok('/users/update/privacy', { is_private: ownPrivate, approved });
    }),
    post('/follows/requests/list', ({ parsed }) =>
      ok('/follows/requests/list', {
        users: page(byIds(waiting), parsed as Paged, 20),
        total: waiting.length,
      }),
    ),
    post('/follows/requests/answer', ({ parsed }) => {
      const answer = parsed as { user_id: number; approve: boolean };
      if (!waiting.includes(answer.user_id)) {
        return fail(API_CODES.notFound, ['Follow request not found']);
      }
      waiting = waiting.filter((id) => id !== answer.user_id);
      return ok('/follows/requests/answer', { user_id: answer.user_id, approved: answer.approve });
    }),
    ...blocks,
    ...mutes,
  ];
}

/** A list of readers Ada has set apart, kept in memory: listed, and a row undone at a time. */
function setApartList(
  list: '/users/get/blocked' | '/users/get/muted',
  undo: '/users/unblock' | '/users/unmute',
  initial: number[],
) {
  let ids = [...initial];
  return [
    post(undo, ({ parsed }) => {
      const userId = userIdOf(parsed) ?? 0;
      ids = ids.filter((id) => id !== userId);
      return undo === '/users/unblock'
        ? ok(undo, { user_id: userId, blocked: false })
        : ok(undo, { user_id: userId, muted: false });
    }),
    post(list, ({ parsed }) =>
      ok(list, { users: page(byIds(ids), parsed as Paged, 20), total: ids.length }),
    ),
  ];
}

/** Named variants for Settings' privacy stories (one call each). */
export const privacyVariants = {
  ownProfileLoading: post('/users/get/id', () => never()),
  ownProfileServerError: post('/users/get/id', () => fail(API_CODES.internal)),
  privacySavePending: post('/users/update/privacy', () => never()),
  privacySaveNetworkError: post('/users/update/privacy', () => networkError()),
  requestsEmpty: post('/follows/requests/list', () =>
    ok('/follows/requests/list', { users: [], total: 0 }),
  ),
  requestsLoading: post('/follows/requests/list', () => never()),
  requestsServerError: post('/follows/requests/list', () => fail(API_CODES.internal)),
  answerPending: post('/follows/requests/answer', () => never()),
  answerNetworkError: post('/follows/requests/answer', () => networkError()),
  /** The request was answered elsewhere meanwhile (or withdrawn). */
  answerGone: post('/follows/requests/answer', () =>
    fail(API_CODES.notFound, ['Follow request not found']),
  ),
  blockedEmpty: post('/users/get/blocked', () => ok('/users/get/blocked', { users: [], total: 0 })),
  blockedLoading: post('/users/get/blocked', () => never()),
  blockedServerError: post('/users/get/blocked', () => fail(API_CODES.internal)),
  unblockNetworkError: post('/users/unblock', () => networkError()),
  mutedLoading: post('/users/get/muted', () => never()),
  mutedServerError: post('/users/get/muted', () => fail(API_CODES.internal)),
  unmuteNetworkError: post('/users/unmute', () => networkError()),
  muteNetworkError: post('/users/mute', () => networkError()),
};
