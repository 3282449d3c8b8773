import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { Goal, SetGoalBody } from '../../api/contract';

/** goalFormMachine's actors: save a goal (answered as saved), delete one (answered with its id). */
export function goalFormActors(api: ApiCall) {
  return {
    saveGoal: fromPromise<Goal, SetGoalBody>(
      async ({ input, signal }) => (await api('/goals/set', input, { signal })).goal,
    ),
    deleteGoal: fromPromise<number, { goalId: number }>(
      async ({ input, signal }) =>
        (await api('/goals/delete', { id: input.goalId }, { signal })).goal_id,
    ),
  };
}
