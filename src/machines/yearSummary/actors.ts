import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { YearSummary } from './yearSummaryMachine';

/** yearSummaryMachine's actor: a reader's shared year. */
export function yearSummaryActors(api: ApiCall) {
  return {
    loadSummary: fromPromise<YearSummary, { userId: number; year: number }>(
      async ({ input, signal }) => {
        const { user, stats } = await api(
          '/stats/get/year-summary',
          { user_id: input.userId, year: input.year },
          { signal },
        );
        return { user, stats };
      },
    ),
  };
}
