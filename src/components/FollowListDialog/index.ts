export { FollowListDialog } from './FollowListDialog';
export type { FollowListDialogProps, FollowListMember } from './FollowListDialog';
