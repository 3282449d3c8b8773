import { useId, useRef, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DNF_REASON_MAX } from '../../api/contract/journalRules';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import styles from './DnfReasonDialog.module.css';

export interface DnfReasonDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The reason typed so far (controlled); may stay empty. */
  reason: string;
  /** The status change is on its way: Save waits, the text and Cancel are unavailable. */
  busy?: boolean;
  /** The reader typed in the reason (at most DNF_REASON_MAX characters). */
  onReasonChange: (reason: string) => void;
  /** Save was pressed (Enter in the form too). */
  onSubmit: () => void;
  /** Cancel, Escape, the overlay or the close button. */
  onCancel: () => void;
}

/** "Did not finish": asks for an optional reason before the book is marked DNF. */
export function DnfReasonDialog({
  open,
  reason,
  busy = false,
  onReasonChange,
  onSubmit,
  onCancel,
}: DnfReasonDialogProps) {
  const intl = useIntl();
  const id = useId();
  const fieldId = `${id}-reason`;
  const counterId = `${id}-counter`;
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
    >
      <Dialog.Content
        size="sm"
        title={<FormattedMessage id="journal.dnf.title" />}
        description={<FormattedMessage id="journal.dnf.description" />}
        // Straight into the reason (Radix would focus the close button first).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          reasonRef.current?.focus();
        }}
      >
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={styles.field}>
            <label htmlFor={fieldId} className={styles.label}>
              <FormattedMessage id="journal.dnf.reasonLabel" />
            </label>
            <textarea
              ref={reasonRef}
              id={fieldId}
              className={styles.textarea}
              rows={4}
              maxLength={DNF_REASON_MAX}
              value={reason}
              disabled={busy}
              aria-describedby={counterId}
              onChange={(event) => onReasonChange(event.target.value)}
            />
            <p id={counterId} className={styles.counter}>
              {intl.formatMessage(
                { id: 'journal.counter' },
                { count: reason.length, max: DNF_REASON_MAX },
              )}
            </p>
          </div>
          <Dialog.Actions>
            <Button variant="ghost" disabled={busy} onClick={onCancel}>
              <FormattedMessage id="journal.action.cancel" />
            </Button>
            <Button type="submit" loading={busy}>
              <FormattedMessage id="journal.action.save" />
            </Button>
          </Dialog.Actions>
        </form>
      </Dialog.Content>
    </Dialog>
  );
}
