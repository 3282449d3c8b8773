import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../Button';

export interface FollowButtonProps {
  /** Whether the reader follows this member. */
  following: boolean;
  /** A follow or unfollow call is running: spinner, clicks ignored. */
  pending?: boolean;
  /** Asks to follow or unfollow (the screen decides which). */
  onToggle: () => void;
  /** Extra class for the root element. */
  className?: string;
}

/**
 * Follow / Following; a Following button reads Unfollow while hovered or focused. Its words
 * carry the state, so it is a plain button, not a toggle: a pressed toggle named "Unfollow"
 * (what a focused one says) would read as "unfollowing: on".
 */
export function FollowButton({
  following,
  pending = false,
  onToggle,
  className,
}: FollowButtonProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const offersUnfollow = following && (hovered || focused);
  const label = !following ? 'user.follow' : offersUnfollow ? 'user.unfollow' : 'user.following';
  return (
    <Button
      className={className}
      variant={!following ? 'primary' : offersUnfollow ? 'danger' : 'secondary'}
      loading={pending}
      onClick={onToggle}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      data-following={following || undefined}
    >
      <FormattedMessage id={label} />
    </Button>
  );
}
