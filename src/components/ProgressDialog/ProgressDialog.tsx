import { useEffect, useId, useRef, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { TextField } from '../TextField';
import styles from './ProgressDialog.module.css';

/** The unit the reader enters: a page or a percentage, chosen in the dialog. */
export type ProgressDialogUnit = 'pages' | 'percent';

const UNITS: { value: ProgressDialogUnit; label: MessageId; symbol: string }[] = [
  { value: 'pages', label: 'journal.progressDialog.unitPages', symbol: '' },
  { value: 'percent', label: 'journal.progressDialog.unitPercent', symbol: '%' },
];

/** A refused draft: the message id and its values (the page count for the pages range). */
export interface ProgressDialogError {
  message: MessageId;
  values?: Record<string, number>;
}

export interface ProgressDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /**
   * pages: "Current page (of 300)", or "Current page" with a hint when the page count is
   * unknown (a page is kept without a percentage); percent: "Percent read".
   */
  unit: ProgressDialogUnit;
  /** The page count named in the pages label; ignored for percent. */
  pageCount: number | null;
  /** The reader chose the other unit (the pages / % switch above the field). */
  onUnitChange: (unit: ProgressDialogUnit) => void;
  /** The field as typed (controlled). */
  draft: string;
  /** The draft's problem after a refused submit; shown under the field and announced. */
  error: ProgressDialogError | null;
  /** The value is below the last update: ask "Save it anyway?" instead of the field. */
  confirmingBackwards: boolean;
  /** The last known value in `unit` (shown as a hint, and in the backwards question). */
  previous: number | null;
  /** The update is on its way: the save button waits, nothing else can be done. */
  submitting: boolean;
  /** The reader typed in the field. */
  onDraftChange: (value: string) => void;
  /** "Save progress" was pressed (Enter in the field too); validation is the caller's. */
  onSubmit: () => void;
  /** Cancel, Escape, the overlay or the close button while editing. */
  onCancel: () => void;
  /** "Save anyway" in the backwards question. */
  onConfirmBackwards: () => void;
  /** "Go back" in the backwards question (Escape too): back to the field. */
  onCancelBackwards: () => void;
}

/**
 * The "Update progress" dialog: a pages / % switch (native radios: one tab stop, arrows move
 * between the units), one number in that unit with its error, and the question asked before
 * saving a value below the last update.
 */
export function ProgressDialog({
  open,
  unit,
  pageCount,
  draft,
  error,
  confirmingBackwards,
  previous,
  submitting,
  onDraftChange,
  onUnitChange,
  onSubmit,
  onCancel,
  onConfirmBackwards,
  onCancelBackwards,
}: ProgressDialogProps) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const goBackRef = useRef<HTMLButtonElement>(null);
  const unitLabelId = useId();

  const focusCurrent = () => {
    if (confirmingBackwards) goBackRef.current?.focus();
    else inputRef.current?.focus();
  };
  // The field and the question replace each other: focus follows, so it is never lost.
  useEffect(() => {
    if (!open) return;
    if (confirmingBackwards) goBackRef.current?.focus();
    else inputRef.current?.focus();
  }, [open, confirmingBackwards]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  const pages = unit === 'pages';
  const counted = pageCount !== null && pageCount > 0;
  const label = !pages
    ? intl.formatMessage({ id: 'journal.progressDialog.percentLabel' })
    : counted
      ? intl.formatMessage({ id: 'journal.progressDialog.pagesLabel' }, { pageCount })
      : intl.formatMessage({ id: 'journal.progressDialog.pageLabel' });
  const hints = [
    previous === null
      ? null
      : intl.formatMessage(
          { id: pages ? 'journal.progressDialog.lastPage' : 'journal.progressDialog.lastPercent' },
          { previous },
        ),
    pages && !counted ? intl.formatMessage({ id: 'journal.progressDialog.noPageCount' }) : null,
  ].filter((hint) => hint !== null);
  const hint = hints.length > 0 ? hints.join(' ') : undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next || submitting) return;
        if (confirmingBackwards) onCancelBackwards();
        else onCancel();
      }}
    >
      <Dialog.Content
        size="sm"
        title={<FormattedMessage id="journal.progressDialog.title" />}
        // Into the field (or the question), where Radix would pick the close button first.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focusCurrent();
        }}
      >
        {confirmingBackwards ? (
          <div className={styles.question}>
            <p role="alert" className={styles.questionText}>
              {intl.formatMessage(
                {
                  id: pages
                    ? 'journal.progressDialog.backwardsPages'
                    : 'journal.progressDialog.backwardsPercent',
                },
                { previous: previous ?? 0 },
              )}
            </p>
            <Dialog.Actions>
              <Button
                ref={goBackRef}
                variant="ghost"
                disabled={submitting}
                onClick={onCancelBackwards}
              >
                <FormattedMessage id="journal.progressDialog.goBack" />
              </Button>
              <Button loading={submitting} onClick={onConfirmBackwards}>
                <FormattedMessage id="journal.progressDialog.confirmBackwards" />
              </Button>
            </Dialog.Actions>
          </div>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate>
            <div className={styles.units}>
              <span id={unitLabelId} className={styles.unitsLabel}>
                <FormattedMessage id="journal.progressDialog.unit" />
              </span>
              <div className={styles.unitOptions} role="radiogroup" aria-labelledby={unitLabelId}>
                {UNITS.map((option) => (
                  <label key={option.value} className={styles.unit}>
                    <input
                      type="radio"
                      className={styles.unitInput}
                      name={unitLabelId}
                      value={option.value}
                      checked={unit === option.value}
                      disabled={submitting}
                      onChange={() => onUnitChange(option.value)}
                    />
                    {option.symbol ? (
                      <>
                        <span aria-hidden="true">{option.symbol}</span>
                        <span className="visually-hidden">
                          {intl.formatMessage({ id: option.label })}
                        </span>
                      </>
                    ) : (
                      intl.formatMessage({ id: option.label })
                    )}
                  </label>
                ))}
              </div>
            </div>
            <TextField
              ref={inputRef}
              type="number"
              inputMode="numeric"
              min={0}
              max={pages ? (counted ? pageCount : undefined) : 100}
              step={1}
              label={label}
              value={draft}
              readOnly={submitting}
              helpText={hint}
              error={
                error ? (
                  // role="alert": the problem is read out as it appears, not only on focus.
                  <span role="alert">
                    {intl.formatMessage({ id: error.message }, error.values)}
                  </span>
                ) : undefined
              }
              onChange={(event) => onDraftChange(event.target.value)}
            />
            <Dialog.Actions>
              <Button variant="ghost" disabled={submitting} onClick={onCancel}>
                <FormattedMessage id="journal.action.cancel" />
              </Button>
              <Button type="submit" loading={submitting}>
                <FormattedMessage id="journal.progressDialog.save" />
              </Button>
            </Dialog.Actions>
          </form>
        )}
      </Dialog.Content>
    </Dialog>
  );
}
