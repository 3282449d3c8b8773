import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { PublicUser, UpdateProfileBody } from '../../api/contract';
import { ownUser } from '../shared/ownUser';

/** accountFormMachine's actors: `saveProfile` answers the reader as saved. */
export function accountFormActors(api: ApiCall) {
  return {
    saveProfile: fromPromise<PublicUser, UpdateProfileBody>(async ({ input, signal }) =>
      ownUser(await api('/users/update/profile', input, { signal })),
    ),
  };
}
