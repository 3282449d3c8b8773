import { useMachine } from '@xstate/react';
import { useApi } from '../../session/SessionProvider';
import { FollowButton } from '../../components/FollowButton';
import { useToastAction } from '../../components/Toaster';
import { followToggleActors } from '../../machines/follow/actors';
import { followToggleMachine } from '../../machines/follow/followToggleMachine';
import { useProvided } from '../../lib/useProvided';

export interface FollowToggleProps {
  viewerId: number | null;
  targetId: number;
  targetName: string;
  isFollowing: boolean;
  followersCount: number;
  /** The server's follower count after a change, for the profile's stats. */
  onFollowersChanged: (count: number) => void;
}

/** The follow flow: FollowButton driven by followToggleMachine and the API. */
export function FollowToggle({ onFollowersChanged, ...input }: FollowToggleProps) {
  const api = useApi();
  const showToast = useToastAction();
  const [state, send] = useMachine(
    useProvided(() =>
      followToggleMachine.provide({
        actors: followToggleActors(api),
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
