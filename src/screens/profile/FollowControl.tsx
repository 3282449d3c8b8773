import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useApi } from '../../session/SessionProvider';
import { FollowButton } from '../../components/FollowButton';
import { useToastAction } from '../../components/Toaster';
import { followToggleMachine } from '../../machines/followToggleMachine';
import { useProvided } from '../../lib/useProvided';

export interface FollowControlProps {
  viewerId: number | null;
  targetId: number;
  targetName: string;
  isFollowing: boolean;
  followersCount: number;
  /** The server's follower count after a change, for the profile's stats. */
  onFollowersChanged: (count: number) => void;
}

/** The follow button wired to the follow machine and the API. */
export function FollowControl({ onFollowersChanged, ...input }: FollowControlProps) {
  const api = useApi();
  const showToast = useToastAction();
  const [state, send] = useMachine(
    useProvided(() =>
      followToggleMachine.provide({
        actors: {
          toggleFollow: fromPromise(async ({ input: call }) => {
            const answer = await api(
              call.follow ? '/follows/follow-user' : '/follows/unfollow-user',
              { following_id: call.targetId },
            );
            return { isFollowing: answer.is_following, followersCount: answer.followers_count };
          }),
        },
        actions: {
          showToast,
          followChanged: (_, result) => onFollowersChanged(result.followersCount),
        },
      }),
    ),
    { input },
  );
  return (
    <FollowButton
      following={state.context.isFollowing}
      pending={state.matches('pending')}
      onToggle={() => send({ type: 'follow.toggle' })}
    />
  );
}
