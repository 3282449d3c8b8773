import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';

/**
 * sessionMachine's actors. Each call carries the token it is about (not the current session's),
 * so `clientFor` makes a client for that token.
 */
export function sessionActors(clientFor: (token: string) => ApiCall) {
  return {
    validateToken: fromPromise(async ({ input }: { input: { token: string } }) => {
      const answer = await clientFor(input.token)('/auth/me');
      const user = answer.users[0];
      if (!user) throw new Error('No user in /auth/me');
      return user;
    }),
    revokeToken: fromPromise(async ({ input }: { input: { token: string } }) => {
      await clientFor(input.token)('/auth/logout');
    }),
  };
}
