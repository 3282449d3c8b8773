import { fromPromise } from 'xstate';
import { ApiError, type ApiCall } from '../../api/client';
import type { UserProfile } from '../../api/contract';

/** The userProfileMachine's `loadProfile` actor: a profile with its counts, or not found. */
export function loadProfileActor(api: ApiCall) {
  return fromPromise<UserProfile, { userId: number }>(async ({ input, signal }) => {
    const answer = await api('/users/get/id', { user_id: input.userId }, { signal });
    const profile = answer.users[0];
    if (!profile) throw new ApiError('api', 'No user', { code: '3' });
    return profile;
  });
}
