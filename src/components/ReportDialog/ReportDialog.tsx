import { useEffect, useId, useRef, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '../../api/contract/limits';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import styles from './ReportDialog.module.css';

export type ReportDialogReason = (typeof REPORT_REASONS)[number];
export type ReportDialogKind = 'name' | 'photo' | 'review';

export interface ReportDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The reported reader's username (a review's author), said in the title. */
  name: string;
  /** The reader has a profile photo: only then is it offered to report. */
  hasPhoto?: boolean;
  /** What is reported (controlled): the reader's name or photo, chosen here, or a review. */
  kind: ReportDialogKind;
  /** Why (controlled); none chosen yet holds "Send report" back. */
  reason: ReportDialogReason | null;
  /** The optional words (controlled), at most REPORT_DETAILS_MAX characters. */
  details: string;
  /** The report is on its way: the choices, Cancel and Escape wait. */
  busy?: boolean;
  /** The last send failed: said in the dialog, the choices kept. */
  failed?: boolean;
  /** The report was taken: the dialog only thanks the reader. */
  sent?: boolean;
  /** Between name and photo; never called for a review. */
  onKindChange?: (kind: 'name' | 'photo') => void;
  onReasonChange: (reason: ReportDialogReason) => void;
  onDetailsChange: (details: string) => void;
  /** "Send report" was pressed (Enter in the form too), with a reason chosen. */
  onSubmit: () => void;
  /** Cancel, Close, Escape, the overlay or the close button. */
  onClose: () => void;
}

const KINDS = ['name', 'photo'] as const;

/**
 * Reporting another reader's name or photo, or a review: what, why, and optional words, then a
 * thank-you that says nothing more. Props only; the screen's machine sends the report.
 */
export function ReportDialog({
  open,
  name,
  hasPhoto = false,
  kind,
  reason,
  details,
  busy = false,
  failed = false,
  sent = false,
  onKindChange,
  onReasonChange,
  onDetailsChange,
  onSubmit,
  onClose,
}: ReportDialogProps) {
  const intl = useIntl();
  const id = useId();
  const detailsId = `${id}-details`;
  const counterId = `${id}-counter`;
  const closeRef = useRef<HTMLButtonElement>(null);
  const firstChoice = useRef<HTMLInputElement>(null);
  // A review is reported as itself; a reader's name, or their photo when they have one.
  const kinds = kind === 'review' ? [] : KINDS.filter((each) => each === 'name' || hasPhoto);

  // The form goes when the report is taken, and with it the focused "Send report": the thanks'
  // Close takes focus so the keyboard stays in the dialog.
  useEffect(() => {
    if (sent) closeRef.current?.focus();
  }, [sent]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && reason !== null) onSubmit();
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
        title={
          <FormattedMessage
            id={kind === 'review' ? 'review.report.title' : 'user.report.title'}
            values={{ name }}
          />
        }
        // Straight into the first choice (Radix would focus the close button first).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (sent ? closeRef.current : firstChoice.current)?.focus();
        }}
      >
        {sent ? (
          <div className={styles.thanks}>
            <p role="status">
              <FormattedMessage id="user.report.thanks" />
            </p>
            <Dialog.Actions>
              <Button ref={closeRef} onClick={onClose}>
                <FormattedMessage id="user.report.close" />
              </Button>
            </Dialog.Actions>
          </div>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate>
            {kinds.length > 1 && (
              <fieldset className={styles.group} disabled={busy}>
                <legend className={styles.legend}>
                  <FormattedMessage id="user.report.kind.legend" />
                </legend>
                {kinds.map((each, index) => (
                  <label key={each} className={styles.option}>
                    <input
                      ref={index === 0 ? firstChoice : undefined}
                      type="radio"
                      name={`${id}-kind`}
                      value={each}
                      checked={kind === each}
                      onChange={() => onKindChange?.(each)}
                    />
                    <FormattedMessage id={`user.report.kind.${each}`} />
                  </label>
                ))}
              </fieldset>
            )}
            <fieldset className={styles.group} disabled={busy}>
              <legend className={styles.legend}>
                <FormattedMessage id="user.report.reason.legend" />
              </legend>
              {REPORT_REASONS.map((each, index) => (
                <label key={each} className={styles.option}>
                  <input
                    ref={index === 0 && kinds.length <= 1 ? firstChoice : undefined}
                    type="radio"
                    name={`${id}-reason`}
                    value={each}
                    checked={reason === each}
                    onChange={() => onReasonChange(each)}
                  />
                  <FormattedMessage id={`user.report.reason.${each}`} />
                </label>
              ))}
            </fieldset>
            <div className={styles.field}>
              <label htmlFor={detailsId} className={styles.label}>
                <FormattedMessage id="user.report.details" />
              </label>
              <textarea
                id={detailsId}
                className={styles.textarea}
                rows={3}
                maxLength={REPORT_DETAILS_MAX}
                value={details}
                disabled={busy}
                aria-describedby={counterId}
                onChange={(event) => onDetailsChange(event.target.value)}
              />
              <p id={counterId} className={styles.counter}>
                {intl.formatMessage(
                  { id: 'user.report.counter' },
                  { count: details.length, max: REPORT_DETAILS_MAX },
                )}
              </p>
            </div>
            {failed && !busy && (
              <p className={styles.error} role="alert">
                <FormattedMessage id="user.report.failed" />
              </p>
            )}
            <Dialog.Actions>
              <Button variant="ghost" disabled={busy} onClick={onClose}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button type="submit" loading={busy} disabled={reason === null}>
                <FormattedMessage id="user.report.send" />
              </Button>
            </Dialog.Actions>
          </form>
        )}
      </Dialog.Content>
    </Dialog>
  );
}
