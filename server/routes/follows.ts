import type { FastifyInstance } from 'fastify';
import { type AppContext, isoNow } from '../context';
import { ok } from '../http/envelope';
import { notFound } from '../domain/errors';
import { follow, followState, unfollow } from '../repos/follows';
import { answerFollowRequest } from '../repos/followRequests';
import { linkedReaders } from '../repos/readerLinks';
import { findUser, followList, toPublicUser } from '../repos/users';
import { assertReaderVisible } from '../repos/readerAccess';
import { assertActingUser, defineRoute, paging } from './define';

export function followRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;

  defineRoute(app, context, '/follows/get/followed-users', async ({ body, user }) => {
    await assertReaderVisible(db, body.user_id, user?.userId ?? null);
    const { limit, offset } = paging(body);
    const { rows, total } = await followList(db, body.user_id, 'following', limit, offset);
    const users = rows.map((row) => toPublicUser(row, user !== null));
    return ok({ users, following: users, total });
  });

  defineRoute(app, context, '/follows/get/follower-users', async ({ body, user }) => {
    await assertReaderVisible(db, body.user_id, user?.userId ?? null);
    const { limit, offset } = paging(body);
    const { rows, total } = await followList(db, body.user_id, 'followers', limit, offset);
    const users = rows.map((row) => toPublicUser(row, user !== null));
    return ok({ users, followers: users, total });
  });

  for (const path of ['/follows/follow-user', '/follows/unfollow-user'] as const) {
    defineRoute(app, context, path, async ({ body, user }) => {
      assertActingUser(user, body.follower_id);
      if (path === '/follows/follow-user') {
        await follow(db, user.userId, body.following_id, isoNow(context));
      } else {
        await unfollow(db, user.userId, body.following_id);
      }
      const [target, state] = await Promise.all([
        findUser(db, body.following_id),
        followState(db, user.userId, body.following_id),
      ]);
      if (!target) throw notFound('User');
      return ok({
        users: [toPublicUser(target, true)],
        is_following: state.isFollowing,
        requested: state.requested,
        followers_count: state.followersCount,
      });
    });
  }

  defineRoute(app, context, '/follows/requests/list', async ({ body, user }) => {
    const { limit, offset } = paging(body);
    const { rows, total } = await linkedReaders(db, 'follow_requests', user.userId, limit, offset);
    return ok({ users: rows.map((row) => toPublicUser(row, true)), total });
  });

  defineRoute(app, context, '/follows/requests/answer', async ({ body, user }) => {
    await answerFollowRequest(db, user.userId, body.user_id, body.approve, isoNow(context));
    return ok({ user_id: body.user_id, approved: body.approve });
  });
}
