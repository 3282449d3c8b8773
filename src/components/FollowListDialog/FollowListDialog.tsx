import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PublicUser } from '../../api/contract';
import { Avatar } from '../Avatar';
import { Dialog } from '../Dialog';
import { Pager } from '../Pager';
import { Spinner } from '../Spinner';
import styles from './FollowListDialog.module.css';

export type FollowListMember = Pick<PublicUser, 'id' | 'username' | 'email' | 'avatar_url'>;

export interface FollowListDialogProps {
  /** Which list: sets the title and the empty text. */
  kind: 'followers' | 'following';
  /** Whether the dialog is open (controlled by the screen). */
  open: boolean;
  /** Opening or closing, by the trigger, Escape, the overlay or the close button. */
  onOpenChange: (open: boolean) => void;
  /** The element that opens the dialog (the clickable count). */
  trigger: ReactNode;
  /** Members on the current page. */
  members: FollowListMember[];
  /** The page is loading. */
  loading?: boolean;
  /** 1-based page and page count; the pager hides itself for one page. */
  page?: number;
  totalPages?: number;
  onPageChange?: (page: number) => void;
}

const titles = {
  followers: 'profile.modal.followers.title',
  following: 'profile.modal.following.title',
} as const;
const empties = {
  followers: 'profile.modal.followers.empty',
  following: 'profile.modal.following.empty',
} as const;

/** The followers or following list in a dialog: avatar, username, email, a Profile link. */
export function FollowListDialog({
  kind,
  open,
  onOpenChange,
  trigger,
  members,
  loading = false,
  page = 1,
  totalPages = 1,
  onPageChange = () => {},
}: FollowListDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Content title={<FormattedMessage id={titles[kind]} />} size="md">
        {loading ? (
          <Spinner />
        ) : members.length === 0 ? (
          <p className={styles.empty}>
            <FormattedMessage id={empties[kind]} />
          </p>
        ) : (
          <ul className={styles.list} role="list">
            {members.map((member) => (
              <li key={member.id} className={styles.item}>
                <Avatar decorative src={member.avatar_url} name={member.username} size="sm" />
                <span className={styles.who}>
                  <span className={styles.username}>{member.username}</span>
                  {member.email && <span className={styles.email}>{member.email}</span>}
                </span>
                <Link className={styles.link} to={`/user/profile?id=${member.id}`}>
                  <FormattedMessage id="profile.modal.profileLink" />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} totalPages={totalPages} onPageChange={onPageChange} />
      </Dialog.Content>
    </Dialog>
  );
}
