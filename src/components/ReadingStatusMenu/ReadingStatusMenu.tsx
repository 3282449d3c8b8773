import { useIntl } from 'react-intl';
import type { ReadingStatus } from '../../api/contract';
import { READING_STATUSES } from '../../api/contract/journalRules';
import type { MessageId } from '../../i18n';
import { cx } from '../../lib/cx';
import { heldControlProps } from '../../lib/heldControl';
import { Button } from '../Button';
import { DropdownMenu } from '../DropdownMenu';
import { Icon } from '../Icon';
import styles from './ReadingStatusMenu.module.css';

/** The label of each reading status, as the menu, badges and history say it. */
export const readingStatusLabels: Record<ReadingStatus, MessageId> = {
  want_to_read: 'journal.status.want_to_read',
  reading: 'journal.status.reading',
  read: 'journal.status.read',
  paused: 'journal.status.paused',
  dnf: 'journal.status.dnf',
};

export interface ReadingStatusMenuProps {
  /** The book's current status; null when the reader has never shelved it ("Track this book"). */
  status: ReadingStatus | null;
  /** A status change is on its way: the trigger waits and cannot be opened. */
  busy?: boolean;
  /** The reader picked a status (the current one included: the caller decides what that does). */
  onChoose: (status: ReadingStatus) => void;
  /** Extra class for the root element (the trigger). */
  className?: string;
}

/**
 * The book page's reading-status control: a menu button showing the current status, whose
 * items are the five statuses as radio items (the current one checked). Arrow keys, typeahead
 * and Escape come from Radix.
 */
export function ReadingStatusMenu({
  status,
  busy = false,
  onChoose,
  className,
}: ReadingStatusMenuProps) {
  const intl = useIntl();
  const current = intl.formatMessage({
    id: status ? readingStatusLabels[status] : 'journal.status.none',
  });
  return (
    // Not modal: the page stays readable around a five-item picker (a modal menu hides it from
    // assistive technology while the trigger stays focusable under it); Escape and an outside
    // click still close it.
    <DropdownMenu modal={false}>
      {/* While busy the trigger stays focusable (aria-disabled, not disabled): focus comes back
          to it after a choice, and a disabled button would drop it to the page (WCAG 2.4.3).
          Radix skips its own handlers for events whose default was prevented. */}
      <DropdownMenu.Trigger asChild {...heldControlProps(busy)}>
        <Button
          className={cx(styles.trigger, className)}
          variant={status ? 'secondary' : 'primary'}
          loading={busy}
          icon={status ? <Icon name="book" size={18} /> : <Icon name="plus" size={18} />}
          data-status={status ?? 'none'}
          aria-label={
            status
              ? intl.formatMessage({ id: 'journal.status.triggerLabel' }, { status: current })
              : undefined
          }
        >
          <span className={styles.text}>
            {current}
            <Icon name="chevronDown" size={16} />
          </span>
        </Button>
      </DropdownMenu.Trigger>
      {/* Radix names the menu after its trigger ("Reading status: Currently reading"). */}
      <DropdownMenu.Content align="start">
        {READING_STATUSES.map((option) => {
          const checked = option === status;
          return (
            // The wrapper has no radio group: a plain item with radio semantics does the same.
            <DropdownMenu.Item
              key={option}
              role="menuitemradio"
              aria-checked={checked}
              data-checked={checked || undefined}
              className={styles.item}
              icon={
                <span className={styles.mark} aria-hidden="true">
                  {checked && <Icon name="check" size={18} />}
                </span>
              }
              onSelect={() => onChoose(option)}
            >
              {intl.formatMessage({ id: readingStatusLabels[option] })}
            </DropdownMenu.Item>
          );
        })}
      </DropdownMenu.Content>
    </DropdownMenu>
  );
}
