import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { ReportRequest } from './reportMachine';

/** reportMachine's actor: the report call (the same report again answers the same thanks). */
export function reportActors(api: ApiCall) {
  return {
    sendReport: fromPromise<void, ReportRequest>(async ({ input }) => {
      await api('/reports/create', {
        kind: input.kind,
        user_id: input.targetId,
        reason: input.reason,
        ...(input.details ? { details: input.details } : {}),
      });
    }),
  };
}
