import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import { statusChangeFrom } from '../readingStatus/actors';
import type { StatusChange } from '../readingStatus/readingStatusMachine';
import type { FinishRequest } from './finishChoiceMachine';

/** finishChoiceMachine's actor: set the finish of the reading just marked read. */
export function finishChoiceActors(api: ApiCall) {
  return {
    saveFinish: fromPromise<StatusChange, FinishRequest>(async ({ input }) =>
      statusChangeFrom(
        await api('/readings/update', { reading_id: input.readingId, finished: input.finished }),
      ),
    ),
  };
}
