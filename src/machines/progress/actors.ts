import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
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

/** progressUpdateMachine's actor: log one progress value. */
export function progressActors(api: ApiCall) {
  return {
    saveProgress: fromPromise<ProgressSaved, ProgressRequest>(async ({ input }) =>
      progressSavedFrom(await api('/readings/update-progress', updateProgressBody(input))),
    ),
  };
}
