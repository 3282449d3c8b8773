import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';

export interface DeleteShelfDialogProps {
  open: boolean;
  /** The shelf's name, said in the question. */
  name: string;
  /** Its books, said in what deleting does. */
  count: number;
  /** The deletion is on its way: the buttons wait and the question cannot be dismissed. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Delete this shelf?": the answer says that only the shelf goes, and that its books' readings,
 * ratings and reviews stay.
 */
export function DeleteShelfDialog({
  open,
  name,
  count,
  busy = false,
  onConfirm,
  onCancel,
}: DeleteShelfDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <Dialog.Content
        size="sm"
        title={<FormattedMessage id="shelves.delete.title" values={{ name }} />}
        description={<FormattedMessage id="shelves.delete.text" values={{ count }} />}
      >
        <Dialog.Actions>
          <Button variant="ghost" disabled={busy} onClick={onCancel}>
            <FormattedMessage id="shelves.dialog.cancel" />
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            <FormattedMessage id="shelves.delete.confirm" />
          </Button>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog>
  );
}
