import type { FastifyInstance } from 'fastify';
import { GOALS_PAGE_DEFAULT } from '../../src/api/contract';
import { type AppContext, isoNow } from '../context';
import { forbidden, notFound } from '../domain/errors';
import { ok } from '../http/envelope';
import { deleteGoal, goalsOf, saveGoal, visibleGoal } from '../repos/goals';
import { readerStats, shareYear } from '../repos/stats';
import { avatarUrl, findUser } from '../repos/users';
import { assertReaderVisible } from '../repos/readerAccess';
import { defineRoute, paging } from './define';

/** Goals and statistics: the rules are the contract's, src/api/contract/stats.ts. */
export function statsRoutes(app: FastifyInstance, context: AppContext) {
  const { db, dialect } = context;

  defineRoute(app, context, '/goals/get/user', async ({ body, user }) => {
    await assertReaderVisible(db, body.user_id, user?.userId ?? null);
    const { limit, offset } = paging(body, GOALS_PAGE_DEFAULT);
    return ok(await goalsOf(db, body.user_id, user?.userId ?? null, limit, offset));
  });

  defineRoute(app, context, '/goals/set', async ({ body, user }) => {
    return ok({ goal: await saveGoal(db, user.userId, body, isoNow(context)) });
  });

  defineRoute(app, context, '/goals/delete', async ({ body, user }) => {
    await deleteGoal(db, user.userId, body.id);
    return ok({ goal_id: body.id });
  });

  defineRoute(app, context, '/stats/get', async ({ body, user }) => {
    return ok({ stats: await readerStats(db, dialect, user.userId, body.year) });
  });

  defineRoute(app, context, '/stats/get/year-summary', async ({ body, user }) => {
    await assertReaderVisible(db, body.user_id, user?.userId ?? null);
    const owner = await findUser(db, body.user_id);
    if (!owner) throw notFound('User');
    const stats = await readerStats(db, dialect, owner.id, body.year);
    if (!stats.shared && user?.userId !== owner.id) {
      throw forbidden('This reader has not shared this year.');
    }
    // A shared year shows its goal only to whom the goal's own visibility allows.
    const goal = stats.goal && (await visibleGoal(db, stats.goal, user?.userId ?? null));
    const { id, username, name, surname, avatar_version } = owner;
    return ok({
      user: { id, username, name, surname, avatar_url: avatarUrl(id, avatar_version) },
      stats: { ...stats, goal },
    });
  });

  defineRoute(app, context, '/stats/share-year', async ({ body, user }) => {
    await shareYear(db, user.userId, body.year, body.shared);
    return ok({ year: body.year, shared: body.shared });
  });
}
