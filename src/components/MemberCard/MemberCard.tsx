import { Link } from 'react-router-dom';
import type { PublicUser } from '../../api/contract';
import { Avatar } from '../Avatar';
import { cx } from '../../lib/cx';
import styles from './MemberCard.module.css';

export interface MemberCardProps {
  /** The member to show; the card links to their profile. */
  user: Pick<PublicUser, 'id' | 'username' | 'name' | 'surname' | 'avatar_url'>;
  /** Extra class for the root element. */
  className?: string;
}

/** A discoverable member: avatar, name and @username, the whole card a link to the profile. */
export function MemberCard({ user, className }: MemberCardProps) {
  const displayName = `${user.name} ${user.surname}`.trim() || user.username;
  return (
    <Link className={cx(styles.root, className)} to={`/user/profile?id=${user.id}`}>
      <Avatar decorative src={user.avatar_url} name={displayName} size="lg" />
      <span className={styles.name}>{displayName}</span>
      <span className={styles.username}>@{user.username}</span>
    </Link>
  );
}
