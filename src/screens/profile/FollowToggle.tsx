import { useMachine } from '@xstate/react';
import { useApi } from '../../session/SessionProvider';
import { FollowButton } from '../../components/FollowButton';
import { useToastAction } from '../../components/Toaster';
import { followToggleActors } from '../../machines/follow/actors';
import {
  followToggleMachine,
  type ToggleFollowOutput,
} from '../../machines/follow/followToggleMachine';
import { useProvided } from '../../lib/useProvided';

export interface FollowToggleProps {
  viewerId: number | null;
  targetId: number;
  targetName: string;
  isFollowing: boolean;
  requested: boolean;
  followersCount: number;
  /** The server's answer after a change: the profile's count and its private-profile line. */
  onFollowChanged: (result: ToggleFollowOutput) => void;
}

/** The follow flow: FollowButton driven by followToggleMachine and the API. */
export function FollowToggle({ onFollowChanged, ...input }: FollowToggleProps) {
  const api = useApi();
  const showToast = useToastAction();
  const [state, send] = useMachine(
    useProvided(() =>
      followToggleMachine.provide({
        actors: followToggleActors(api),
        actions: {
          showToast,
          followChanged: (_, result) => onFollowChanged(result),
        },
      }),
    ),
    { input },
  );
  return (
    <FollowButton
      following={state.context.isFollowing}
      requested={state.context.requested}
      pending={state.matches('pending')}
      onToggle={() => send({ type: 'follow.toggle' })}
    />
  );
}
