import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { ResetPasswordBody } from './resetPasswordMachine';

/** resetPasswordMachine's actors: `confirmReset` sets the new password with the link's token. */
export function resetPasswordActors(api: ApiCall) {
  return {
    confirmReset: fromPromise<void, ResetPasswordBody>(async ({ input, signal }) => {
      await api('/auth/password-reset/confirm', input, { signal });
    }),
  };
}
