import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { ShareYearBody, Stats } from '../../api/contract';
import type { ShareAnswer, StatsPeriod } from './statsMachine';

/**
 * statsMachine's actors: load a year's or all time's statistics, share or unshare a year's
 * summary. Each passes its signal on, so a load dropped for another period is aborted.
 */
export function statsActors(api: ApiCall) {
  return {
    loadStats: fromPromise<Stats, { year: StatsPeriod }>(
      async ({ input, signal }) =>
        (await api('/stats/get', { year: input.year }, { signal })).stats,
    ),
    shareYear: fromPromise<ShareAnswer, ShareYearBody>(async ({ input, signal }) => {
      const answer = await api('/stats/share-year', input, { signal });
      return { year: answer.year, shared: answer.shared };
    }),
  };
}
