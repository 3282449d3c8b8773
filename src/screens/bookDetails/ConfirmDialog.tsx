import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import styles from './BookPage.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  confirm: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The book page's "are you sure?" question: cancel, or the named destructive action. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onCancel()}>
      <Dialog.Content size="sm" title={props.title} description={props.text}>
        <div className={styles.dialogButtons}>
          <Button variant="ghost" onClick={props.onCancel}>
            <FormattedMessage id="book.review.cancel" />
          </Button>
          <Button variant="danger" onClick={props.onConfirm}>
            {props.confirm}
          </Button>
        </div>
      </Dialog.Content>
    </Dialog>
  );
}
