import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { LoginBody } from '../../api/contract';
import type { LoginResult } from './loginMachine';

/** loginMachine's actors: `login` answers the new session's token and reader. */
export function loginActors(api: ApiCall) {
  return {
    login: fromPromise<LoginResult, LoginBody>(async ({ input, signal }) => {
      const answer = await api('/auth/login', input, { signal });
      return { token: answer.data.token, user: answer.data.userInfo };
    }),
  };
}
