import {
  useEffect,
  useId,
  useRef,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MODERATION_REASON_MAX, type ModerationAction } from '../../api/contract/moderation';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { FieldNotes, fieldNoteIds } from '../TextField/FieldNotes';
import styles from './ModerationActionDialog.module.css';

/** Why the last send did not go through, said in the dialog above its buttons. */
export type ModerationDialogFailure =
  'network' | 'server' | 'rateLimited' | 'refused' | 'forbidden';

/** Each field's problem, as the screen words the server's refusal. */
export interface ModerationDialogErrors {
  reason?: ReactNode;
  until?: ReactNode;
}

export interface ModerationActionDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The action asked about: its title, its explanation and its confirm button. */
  action: ModerationAction;
  /** The username of the reader it is done to, said in the title. */
  username: string;
  /** The reason (controlled): required, at most MODERATION_REASON_MAX characters. */
  reason: string;
  /** A suspension's end date (controlled, YYYY-MM-DD), '' for none; shown for `suspend` only. */
  until: string;
  /** The first day the date input offers (tomorrow); the server has the last word. */
  minUntil?: string;
  /** The fields the server refused, each message under its field. */
  errors?: ModerationDialogErrors;
  /** The last send failed: why, with the words kept. */
  failure?: ModerationDialogFailure | null;
  /** The action is on its way: the fields, Cancel and Escape wait. */
  busy?: boolean;
  onReasonChange: (reason: string) => void;
  onUntilChange: (until: string) => void;
  /** The confirm button was pressed (Enter in the date too) with a reason written. */
  onSubmit: () => void;
  /** Cancel, Escape, the overlay or the close button. */
  onClose: () => void;
  /** Where focus goes once the dialog has closed (default: back where it was). */
  onCloseAutoFocus?: ComponentProps<typeof Dialog.Content>['onCloseAutoFocus'];
}

const failureMessages = {
  network: 'moderation.dialog.error.network',
  server: 'moderation.dialog.error.server',
  rateLimited: 'moderation.dialog.error.rateLimited',
  refused: 'moderation.dialog.error.refused',
  forbidden: 'moderation.dialog.error.forbidden',
} as const satisfies Record<ModerationDialogFailure, string>;

/**
 * What a moderator confirms before an action on a reported target: what it will do, the reason
 * (required; it goes into the audit log), and for a suspension an optional end date. The server's
 * refusal is shown under the field it names; a failed send keeps everything written. Props only;
 * the screen's machine sends the action.
 */
export function ModerationActionDialog({
  open,
  action,
  username,
  reason,
  until,
  minUntil,
  errors = {},
  failure = null,
  busy = false,
  onReasonChange,
  onUntilChange,
  onSubmit,
  onClose,
  onCloseAutoFocus,
}: ModerationActionDialogProps) {
  const intl = useIntl();
  const id = useId();
  const reasonId = `${id}-reason`;
  const untilId = `${id}-until`;
  const counterId = `${id}-counter`;
  const reasonNotes = fieldNoteIds(reasonId);
  const untilNotes = fieldNoteIds(untilId);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const untilRef = useRef<HTMLInputElement>(null);
  const written = reason.trim().length > 0;
  const suspending = action === 'suspend';

  // A refusal moves focus to the field it names, where its message is read with the field.
  const refusedUntil = Boolean(errors.until);
  const refusedReason = Boolean(errors.reason);
  useEffect(() => {
    if (refusedUntil) untilRef.current?.focus();
    else if (refusedReason) reasonRef.current?.focus();
  }, [refusedUntil, refusedReason]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && written) onSubmit();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
    >
      <Dialog.Content
        size="sm"
        title={<FormattedMessage id={`moderation.dialog.title.${action}`} values={{ username }} />}
        description={
          <FormattedMessage id={`moderation.dialog.text.${action}`} values={{ username }} />
        }
        // Straight into the reason, or the field refused (Radix would focus the close button).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (refusedUntil ? untilRef : reasonRef).current?.focus();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={styles.field} data-state={errors.reason ? 'invalid' : undefined}>
            <label htmlFor={reasonId} className={styles.label}>
              <FormattedMessage id="moderation.dialog.reason" />
            </label>
            <textarea
              ref={reasonRef}
              id={reasonId}
              className={styles.textarea}
              rows={3}
              required
              maxLength={MODERATION_REASON_MAX}
              value={reason}
              readOnly={busy}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={[
                errors.reason ? reasonNotes.errorId : null,
                reasonNotes.helpId,
                counterId,
              ]
                .filter(Boolean)
                .join(' ')}
              onChange={(event) => onReasonChange(event.target.value)}
            />
            <FieldNotes
              controlId={reasonId}
              error={errors.reason}
              helpText={<FormattedMessage id="moderation.dialog.reasonHelp" />}
              classNames={styles}
            />
            <p id={counterId} className={styles.counter}>
              {intl.formatMessage(
                { id: 'moderation.dialog.counter' },
                { count: reason.length, max: MODERATION_REASON_MAX },
              )}
            </p>
          </div>
          {suspending && (
            <div className={styles.field} data-state={errors.until ? 'invalid' : undefined}>
              <label htmlFor={untilId} className={styles.label}>
                <FormattedMessage id="moderation.dialog.until" />
              </label>
              <input
                ref={untilRef}
                id={untilId}
                type="date"
                className={styles.dateInput}
                value={until}
                min={minUntil}
                readOnly={busy}
                aria-invalid={errors.until ? true : undefined}
                aria-describedby={[errors.until ? untilNotes.errorId : null, untilNotes.helpId]
                  .filter(Boolean)
                  .join(' ')}
                onChange={(event) => onUntilChange(event.target.value)}
              />
              <FieldNotes
                controlId={untilId}
                error={errors.until}
                helpText={<FormattedMessage id="moderation.dialog.untilHelp" />}
                classNames={styles}
              />
            </div>
          )}
          {failure && !busy && (
            <p className={styles.failure} role="alert">
              <FormattedMessage id={failureMessages[failure]} />
            </p>
          )}
          <Dialog.Actions>
            <Button variant="ghost" disabled={busy} onClick={onClose}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button
              type="submit"
              variant={action === 'dismiss' ? 'primary' : 'danger'}
              loading={busy}
              disabled={!written}
            >
              <FormattedMessage id={`moderation.action.${action}`} />
            </Button>
          </Dialog.Actions>
        </form>
      </Dialog.Content>
    </Dialog>
  );
}
