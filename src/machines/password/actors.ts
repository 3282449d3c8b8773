import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { UpdatePasswordBody } from '../../api/contract';

/** passwordChangeMachine's actors. */
export function passwordChangeActors(api: ApiCall) {
  return {
    changePassword: fromPromise<void, UpdatePasswordBody>(async ({ input, signal }) => {
      await api('/users/update/password', input, { signal });
    }),
  };
}
