import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../Button';

export interface FollowButtonProps {
  /** Whether the reader follows this member. */
  following: boolean;
  /** The member is private and has not answered the reader's request yet. */
  requested?: boolean;
  /** A follow or unfollow call is running: spinner, clicks ignored. */
  pending?: boolean;
  /** Asks to follow or unfollow (the screen decides which). */
  onToggle: () => void;
  /** Extra class for the root element. */
  className?: string;
}

/**
 * Follow / Following; a Following button reads Unfollow while hovered or focused. A request to
 * a private member reads Requested, and Cancel request the same way. Its words carry the state,
 * so it is a plain button, not a toggle: a pressed toggle named "Unfollow" (what a focused one
 * says) would read as "unfollowing: on".
 */
export function FollowButton({
  following,
  requested = false,
  pending = false,
  onToggle,
  className,
}: FollowButtonProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const engaged = following || requested;
  const offersUndo = engaged && (hovered || focused);
  const label = following
    ? offersUndo
      ? 'user.unfollow'
      : 'user.following'
    : requested
      ? offersUndo
        ? 'user.cancelRequest'
        : 'user.requested'
      : 'user.follow';
  return (
    <Button
      className={className}
      variant={!engaged ? 'primary' : offersUndo ? 'danger' : 'secondary'}
      loading={pending}
      onClick={onToggle}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      data-following={following || undefined}
      data-requested={requested || undefined}
    >
      <FormattedMessage id={label} />
    </Button>
  );
}
