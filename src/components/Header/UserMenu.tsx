import { FormattedMessage } from 'react-intl';
import { Avatar } from '../Avatar';
import { DropdownMenu } from '../DropdownMenu';
import { Icon } from '../Icon';
import type { HeaderUser } from './Header';
import styles from './Header.module.css';

export interface UserMenuProps {
  user: HeaderUser;
  onLogout: () => void;
}

/**
 * The signed-in reader's menu. Its own chunk: Radix's menu and its positioning engine load only
 * for signed-in readers, never on a guest's first page.
 */
export default function UserMenu({ user, onLogout }: UserMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenu.Trigger className={styles.userTrigger}>
        <span aria-hidden="true">
          <Avatar src={user.avatar_url} name={user.full_name || user.username} size="sm" />
        </span>
        <span className={styles.userName}>{user.username}</span>
        <Icon name="chevronDown" size={16} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>
          <span className={styles.menuUser}>
            <Avatar src={user.avatar_url} name={user.full_name || user.username} size="md" />
            <span>
              <span className={styles.menuUsername}>{user.username}</span>
              {user.email && <span className={styles.menuEmail}>{user.email}</span>}
            </span>
          </span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator />
        <DropdownMenu.LinkItem to="/profile" icon={<Icon name="person" size={18} />}>
          <FormattedMessage id="app.userMenu.profile" />
        </DropdownMenu.LinkItem>
        <DropdownMenu.LinkItem to="/stats" icon={<Icon name="books" size={18} />}>
          <FormattedMessage id="app.userMenu.stats" />
        </DropdownMenu.LinkItem>
        <DropdownMenu.LinkItem to="/settings" icon={<Icon name="more" size={18} />}>
          <FormattedMessage id="app.userMenu.settings" />
        </DropdownMenu.LinkItem>
        <DropdownMenu.Separator />
        <DropdownMenu.Item
          tone="danger"
          onSelect={onLogout}
          icon={<Icon name="arrowLeft" size={18} />}
        >
          <FormattedMessage id="app.userMenu.logout" />
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu>
  );
}
