import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { RegisterBody } from '../../api/contract';

/** registerMachine's actors. */
export function registerActors(api: ApiCall) {
  return {
    register: fromPromise<void, RegisterBody>(async ({ input, signal }) => {
      await api('/auth/register', input, { signal });
    }),
  };
}
