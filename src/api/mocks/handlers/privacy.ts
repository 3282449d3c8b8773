import { users } from '../fixtures';
import { type Paged, page } from '../paging';
import { post } from '../post';
import { byIds, userIdOf } from '../readerWorld';
import { ok } from '../respond';

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
];
