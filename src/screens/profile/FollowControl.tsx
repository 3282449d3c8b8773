import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/session/SessionProvider';
import { FollowButton } from '../../components/FollowButton';
import { notify } from '../../components/Toaster';
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
  const intl = useIntl();
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
          showToast: (_, request) =>
            notify[request.kind](intl.formatMessage({ id: request.message }, request.values)),
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
