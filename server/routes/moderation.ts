import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../auth/sessions';
import { type AppContext, isoNow } from '../context';
import { ok } from '../http/envelope';
import { moderate } from '../repos/moderationActions';
import { findAction, listActions } from '../repos/moderationLog';
import { moderationQueue } from '../repos/moderationQueue';
import { assertModerator } from '../repos/moderationRoles';
import { defineRoute, paging } from './define';

export function moderationRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  // Every moderation call passes this one check (code 4 for a reader; a guest is code 2 before
  // it), made before the body is read.
  const moderatorsOnly = {
    authorize: (user: SessionUser) => assertModerator(db, user.userId),
  };

  defineRoute(
    app,
    context,
    '/moderation/queue',
    async ({ body }) => {
      const { limit, offset } = paging(body);
      return ok(await moderationQueue(db, limit, offset, isoNow(context)));
    },
    moderatorsOnly,
  );

  defineRoute(
    app,
    context,
    '/moderation/act',
    async ({ body, user }) => {
      const id = await moderate(
        db,
        context.dialect,
        {
          moderatorId: user.userId,
          target: body.target,
          action: body.action,
          reason: body.reason,
          until: body.until,
        },
        isoNow(context),
      );
      return ok({ entry: await findAction(db, id) });
    },
    moderatorsOnly,
  );

  defineRoute(
    app,
    context,
    '/moderation/log',
    async ({ body }) => {
      const { limit, offset } = paging(body);
      return ok(await listActions(db, limit, offset));
    },
    moderatorsOnly,
  );
}
