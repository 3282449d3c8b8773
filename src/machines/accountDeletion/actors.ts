import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';

/** accountDeletionMachine's actor: the deletion, with the password the reader typed. */
export function accountDeletionActors(api: ApiCall) {
  return {
    deleteAccount: fromPromise<void, { password: string }>(async ({ input }) => {
      await api('/users/delete/account', { current_password: input.password });
    }),
  };
}
