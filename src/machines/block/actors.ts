import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';

/** blockReaderMachine's actor: the block call. */
export function blockReaderActors(api: ApiCall) {
  return {
    blockReader: fromPromise<void, { targetId: number }>(async ({ input }) => {
      await api('/users/block', { user_id: input.targetId });
    }),
  };
}
