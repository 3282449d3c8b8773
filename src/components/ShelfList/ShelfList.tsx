import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Shelf } from '../../api/contract/shelves';
import { Button } from '../Button';
import { DropdownMenu } from '../DropdownMenu';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { Icon } from '../Icon';
import { Skeleton } from '../Skeleton';
import styles from './ShelfList.module.css';

/** What the owner can do to one shelf from its menu. */
export type ShelfAction = 'rename' | 'privacy' | 'moveUp' | 'moveDown' | 'delete';

export interface ShelfListProps {
  status: 'loading' | 'loadFailed' | 'ready';
  /** The shelves in the owner's order (a visitor gets the public ones only). */
  shelves: Shelf[];
  /** Where each shelf's own page is. */
  hrefOf: (shelf: Shelf) => string;
  /** The owner's list: a menu per shelf, and "New shelf". */
  own?: boolean;
  /** A change is on its way: the menus and "New shelf" wait. */
  busy?: boolean;
  onRetry: () => void;
  onCreate?: () => void;
  onAction?: (shelfId: number, action: ShelfAction) => void;
}

/**
 * A reader's own shelves with their book counts, each a link to its page. The owner sees the
 * private ones too (marked "Private") and can make, rename, move and delete shelves.
 */
export function ShelfList({
  status,
  shelves,
  hrefOf,
  own = false,
  busy = false,
  onRetry,
  onCreate,
  onAction,
}: ShelfListProps) {
  const intl = useIntl();
  if (status === 'loading') {
    return (
      <Skeleton
        shape="lines"
        lines={3}
        label={intl.formatMessage({ id: 'shelves.section.loading' })}
      />
    );
  }
  if (status === 'loadFailed') {
    return (
      <ErrorState
        density="compact"
        message={<FormattedMessage id="toast.generic.unexpected" />}
        onRetry={onRetry}
      />
    );
  }
  const create = own && onCreate && (
    <Button
      variant="secondary"
      size="sm"
      className={styles.create}
      disabled={busy}
      onClick={onCreate}
    >
      <FormattedMessage id="shelves.section.new" />
    </Button>
  );
  if (shelves.length === 0) {
    return (
      <div className={styles.root}>
        <EmptyState
          density="compact"
          icon="books"
          headingLevel={3}
          title={
            <FormattedMessage
              id={own ? 'shelves.section.emptyOwn' : 'shelves.section.emptyOther'}
            />
          }
        />
        {create}
      </div>
    );
  }
  return (
    <div className={styles.root}>
      <ul className={styles.list}>
        {shelves.map((shelf, index) => (
          <li key={shelf.id} className={styles.shelf}>
            <Link className={styles.name} to={hrefOf(shelf)}>
              {shelf.name}
            </Link>
            <span className={styles.meta}>
              {shelf.is_private && (
                <span className={styles.private}>
                  <Icon name="lock" size={14} />
                  <FormattedMessage id="shelves.private" />
                </span>
              )}
              <span>
                <FormattedMessage id="shelves.count" values={{ count: shelf.book_count }} />
              </span>
            </span>
            {own && onAction && (
              <ShelfMenu
                shelf={shelf}
                first={index === 0}
                last={index === shelves.length - 1}
                busy={busy}
                onAction={(action) => onAction(shelf.id, action)}
              />
            )}
          </li>
        ))}
      </ul>
      {create}
    </div>
  );
}

function ShelfMenu({
  shelf,
  first,
  last,
  busy,
  onAction,
}: {
  shelf: Shelf;
  first: boolean;
  last: boolean;
  busy: boolean;
  onAction: (action: ShelfAction) => void;
}) {
  const intl = useIntl();
  return (
    <DropdownMenu>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          icon={<Icon name="more" size={18} />}
          disabled={busy}
          aria-label={intl.formatMessage({ id: 'shelves.actions.label' }, { name: shelf.name })}
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Item onSelect={() => onAction('rename')}>
          <FormattedMessage id="shelves.actions.rename" />
        </DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => onAction('privacy')}>
          <FormattedMessage
            id={shelf.is_private ? 'shelves.actions.makePublic' : 'shelves.actions.makePrivate'}
          />
        </DropdownMenu.Item>
        {!first && (
          <DropdownMenu.Item onSelect={() => onAction('moveUp')}>
            <FormattedMessage id="shelves.actions.moveUp" />
          </DropdownMenu.Item>
        )}
        {!last && (
          <DropdownMenu.Item onSelect={() => onAction('moveDown')}>
            <FormattedMessage id="shelves.actions.moveDown" />
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator />
        <DropdownMenu.Item tone="danger" onSelect={() => onAction('delete')}>
          <FormattedMessage id="shelves.actions.delete" />
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu>
  );
}
