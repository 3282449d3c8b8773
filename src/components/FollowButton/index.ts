export { FollowButton } from './FollowButton';
export type { FollowButtonProps } from './FollowButton';
