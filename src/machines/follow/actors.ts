import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { ToggleFollowInput, ToggleFollowOutput } from './followToggleMachine';

/** followToggleMachine's actors: follow or unfollow, answered with the server's new state. */
export function followToggleActors(api: ApiCall) {
  return {
    toggleFollow: fromPromise<ToggleFollowOutput, ToggleFollowInput>(async ({ input }) => {
      const answer = await api(input.follow ? '/follows/follow-user' : '/follows/unfollow-user', {
        following_id: input.targetId,
      });
      return {
        isFollowing: answer.is_following,
        requested: answer.requested,
        followersCount: answer.followers_count,
      };
    }),
  };
}
