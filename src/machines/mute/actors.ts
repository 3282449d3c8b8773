import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';

/** muteReaderMachine's actor: the mute or unmute call. */
export function muteReaderActors(api: ApiCall) {
  return {
    setMuted: fromPromise<void, { targetId: number; muted: boolean }>(async ({ input }) => {
      await api(input.muted ? '/users/mute' : '/users/unmute', { user_id: input.targetId });
    }),
  };
}
