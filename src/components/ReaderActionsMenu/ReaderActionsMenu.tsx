import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { DropdownMenu } from '../DropdownMenu';
import { Icon } from '../Icon';
import styles from './ReaderActionsMenu.module.css';

export interface ReaderActionsMenuProps {
  /** The other reader's username, said in the menu and the question. */
  name: string;
  /** The viewer has muted this reader: the menu offers Unmute. */
  muted?: boolean;
  /** A mute or unmute is on its way: its item waits. */
  muting?: boolean;
  /** The block question is shown. */
  confirming: boolean;
  /** The block is on its way: the buttons wait and the question cannot be dismissed. */
  blocking?: boolean;
  /** "Report …" was chosen in the menu. */
  onReportRequest: () => void;
  /** "Mute …" or "Unmute …" was chosen in the menu. */
  onMuteToggle: () => void;
  /** "Block …" was chosen in the menu. */
  onBlockRequest: () => void;
  /** "Block" was pressed in the question. */
  onBlockConfirm: () => void;
  /** Cancel, Escape, the overlay or the close button. */
  onBlockCancel: () => void;
}

/**
 * The "more" menu on another reader's profile, with what a reader can do about them: report
 * their name or photo (the screen opens ReportDialog), mute or unmute them (at once: it only
 * changes what the viewer reads), and block (asked first, since it ends the follows between them).
 */
export function ReaderActionsMenu({
  name,
  muted = false,
  muting = false,
  confirming,
  blocking = false,
  onReportRequest,
  onMuteToggle,
  onBlockRequest,
  onBlockConfirm,
  onBlockCancel,
}: ReaderActionsMenuProps) {
  const intl = useIntl();
  return (
    <>
      <DropdownMenu>
        <DropdownMenu.Trigger asChild>
          <Button
            variant="secondary"
            className={styles.trigger}
            aria-label={intl.formatMessage({ id: 'user.actions.label' }, { name })}
          >
            <Icon name="more" size={20} />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Item onSelect={onReportRequest}>
            <FormattedMessage id="user.report.menuItem" values={{ name }} />
          </DropdownMenu.Item>
          <DropdownMenu.Item disabled={muting} onSelect={onMuteToggle}>
            <FormattedMessage
              id={muted ? 'user.unmute.menuItem' : 'user.mute.menuItem'}
              values={{ name }}
            />
          </DropdownMenu.Item>
          <DropdownMenu.Item tone="danger" onSelect={onBlockRequest}>
            <FormattedMessage id="user.block.menuItem" values={{ name }} />
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu>
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !blocking) onBlockCancel();
        }}
      >
        <Dialog.Content
          size="sm"
          title={<FormattedMessage id="user.block.title" values={{ name }} />}
          description={<FormattedMessage id="user.block.text" values={{ name }} />}
        >
          <Dialog.Actions>
            <Button variant="ghost" disabled={blocking} onClick={onBlockCancel}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button variant="danger" loading={blocking} onClick={onBlockConfirm}>
              <FormattedMessage id="user.block.confirm" />
            </Button>
          </Dialog.Actions>
        </Dialog.Content>
      </Dialog>
    </>
  );
}
