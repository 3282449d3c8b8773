import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { PublicUser, UpdatePasswordBody, UpdateProfileBody } from '../../api/contract';
import { ownUser } from '../profile/photoActors';

/** accountFormMachine's `saveProfile`: the reader as saved. */
export function saveProfileActor(api: ApiCall) {
  return fromPromise<PublicUser, UpdateProfileBody>(async ({ input, signal }) =>
    ownUser(await api('/users/update/profile', input, { signal })),
  );
}

/** passwordChangeMachine's `changePassword`. */
export function changePasswordActor(api: ApiCall) {
  return fromPromise<void, UpdatePasswordBody>(async ({ input, signal }) => {
    await api('/users/update/password', input, { signal });
  });
}
