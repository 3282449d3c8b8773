import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { SessionEnding, SessionList } from './sessionListMachine';

/** sessionListMachine's actors: the list, and ending sessions (answered with the new list). */
export function sessionListActors(api: ApiCall) {
  const listOf = (answer: SessionList): SessionList => ({
    sessions: answer.sessions,
    total: answer.total,
  });
  return {
    listSessions: fromPromise<SessionList>(async () =>
      listOf(await api('/auth/sessions/list', {})),
    ),
    endSessions: fromPromise<SessionList, SessionEnding>(async ({ input }) =>
      listOf(
        input === 'others'
          ? await api('/auth/sessions/end-others', {})
          : await api('/auth/sessions/end', { session_id: input.id }),
      ),
    ),
  };
}
