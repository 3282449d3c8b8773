import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountDeletionError } from '../../lib/accountFlows';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { TextField } from '../TextField';
import styles from './DeleteAccountDialog.module.css';

export interface DeleteAccountDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The deletion is on its way: the password and Cancel wait. */
  busy?: boolean;
  /** Why the last try did not delete anything; announced with the field. */
  error?: AccountDeletionError | null;
  /** "Delete everything" was pressed (Enter in the field too), with the password typed. */
  onSubmit: (password: string) => void;
  /** Cancel, Escape, the overlay or the close button. */
  onCancel: () => void;
}

/**
 * The last step of "Delete my account": what goes, the reader's password, and a destructive
 * button that says what it does. The password is kept here, never in a machine's context.
 */
export function DeleteAccountDialog({
  open,
  busy = false,
  error = null,
  onSubmit,
  onCancel,
}: DeleteAccountDialogProps) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const field = useRef<HTMLInputElement>(null);

  // The field is disabled while the deletion is on its way, which drops its focus; a refusal
  // hands it back, text selected, so the reader can retype at once.
  useEffect(() => {
    if (error && !busy) field.current?.select();
  }, [error, busy]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit(password);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) {
          setPassword('');
          onCancel();
        }
      }}
    >
      <Dialog.Content
        size="sm"
        title={<FormattedMessage id="settings.delete.dialog.title" />}
        description={<FormattedMessage id="settings.delete.dialog.description" />}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          field.current?.focus();
        }}
      >
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            ref={field}
            type="password"
            autoComplete="current-password"
            label={intl.formatMessage({ id: 'settings.delete.dialog.password' })}
            value={password}
            disabled={busy}
            error={error ? intl.formatMessage({ id: `settings.delete.error.${error}` }) : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Dialog.Actions>
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => {
                setPassword('');
                onCancel();
              }}
            >
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button type="submit" variant="danger" loading={busy}>
              <FormattedMessage id="settings.delete.dialog.confirm" />
            </Button>
          </Dialog.Actions>
        </form>
      </Dialog.Content>
    </Dialog>
  );
}
