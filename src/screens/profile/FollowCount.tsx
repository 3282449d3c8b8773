import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FollowListDialog } from '../../components/FollowListDialog';
import type { ProfileList } from './useProfileList';
import type { PublicUser } from '../../api/contract';
import styles from './FollowCount.module.css';

export interface FollowCountProps {
  kind: 'followers' | 'following';
  count: number;
  list: ProfileList<PublicUser>;
}

/** A clickable followers / following count that opens the list in a dialog. */
export function FollowCount({ kind, count, list }: FollowCountProps) {
  const [open, setOpen] = useState(false);
  return (
    <FollowListDialog
      kind={kind}
      open={open}
      onOpenChange={(next) => {
        // Fresh on every opening: a follow on this page may have changed it.
        if (next) list.reload();
        setOpen(next);
      }}
      trigger={
        <button type="button" className={styles.trigger}>
          <FormattedMessage id={`profile.${kind}`} values={{ count }} />
        </button>
      }
      members={list.items}
      loading={list.status === 'loading'}
      page={list.page}
      totalPages={list.totalPages}
      onPageChange={list.goToPage}
    />
  );
}
