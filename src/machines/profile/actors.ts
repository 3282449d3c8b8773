import { fromPromise } from 'xstate';
import { API_CODES, ApiError, type ApiCall } from '../../api/client';
import type { UserProfile } from '../../api/contract';

/** userProfileMachine's actors: `loadProfile` answers a profile with its counts, or not found. */
export function userProfileActors(api: ApiCall) {
  return {
    loadProfile: fromPromise<UserProfile, { userId: number }>(async ({ input, signal }) => {
      const answer = await api('/users/get/id', { user_id: input.userId }, { signal });
      const profile = answer.users[0];
      if (!profile) throw new ApiError('api', 'No user', { code: API_CODES.notFound });
      return profile;
    }),
  };
}
