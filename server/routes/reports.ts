import type { FastifyInstance } from 'fastify';
import { type AppContext, isoNow } from '../context';
import { ok } from '../http/envelope';
import { fileReport } from '../repos/reports';
import { defineRoute } from './define';

export function reportRoutes(app: FastifyInstance, context: AppContext) {
  // The reporter learns nothing more than "thank you": not whether others reported it too,
  // nor what happens next.
  defineRoute(app, context, '/reports/create', async ({ body, user }) => {
    await fileReport(
      context.db,
      {
        reporterId: user.userId,
        kind: body.kind,
        reviewId: body.review_id,
        userId: body.user_id,
        reason: body.reason,
        details: body.details,
      },
      isoNow(context),
    );
    return ok({});
  });
}
