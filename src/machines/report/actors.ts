import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { ReportRequest } from './reportMachine';

/** reportMachine's actor: the report call (the same report again answers the same thanks). */
export function reportActors(api: ApiCall) {
  return {
    sendReport: fromPromise<void, ReportRequest>(async ({ input }) => {
      const details = input.details ? { details: input.details } : {};
      await api(
        '/reports/create',
        input.kind === 'review'
          ? { kind: 'review', review_id: input.targetId, reason: input.reason, ...details }
          : { kind: input.kind, user_id: input.targetId, reason: input.reason, ...details },
      );
    }),
  };
}
