import { fromPromise } from 'xstate';
import { ApiError, type ApiCall } from '../../api/client';
import type { ProgressResponse, UpdateProgressBody } from '../../api/contract';
import type { ProgressRequest, ProgressSaved } from './progressUpdateMachine';

/** The body of `/readings/update-progress` for a request: exactly one of pages or percent. */
export function updateProgressBody(request: ProgressRequest): UpdateProgressBody {
  return request.pages !== null
    ? { reading_id: request.readingId, pages: request.pages }
    : { reading_id: request.readingId, percent: request.percent ?? 0 };
}

/** A progress answer as the machine takes it. */
export function progressSavedFrom(answer: Omit<ProgressResponse, 'status'>): ProgressSaved {
  return { update: answer.update, journal: answer.journal };
}

/**
 * progressUpdateMachine's actor: log one progress value.
 *
 * GROUNDWORK (issue 15): `/readings/update-progress` is drafted in
 * `src/api/contract/journal.ts` but not registered in `apiRoutes` (the server has no handler
 * yet), so the typed client cannot call it and this actor fails like an unreadable answer.
 * Once registered it becomes:
 *   progressSavedFrom(await api('/readings/update-progress', updateProgressBody(input)))
 */
export function progressActors(_api: ApiCall) {
  return {
    saveProgress: fromPromise<ProgressSaved, ProgressRequest>(async () => {
      throw new ApiError(
        'format',
        '/readings/update-progress is not in the API yet (issue 15: contract draft only)',
      );
    }),
  };
}
