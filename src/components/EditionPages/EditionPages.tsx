import { useEffect, useRef, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n';
import { cx } from '../../lib/cx';
import { Button } from '../Button';
import { TextField } from '../TextField';
import styles from './EditionPages.module.css';

export interface EditionPagesProps {
  /** The page count progress is counted against (the reader's edition's, else the catalogue's). */
  pageCount: number | null;
  /** The field is open. */
  editing: boolean;
  /** The field as typed. */
  draft: string;
  /** The draft's problem after a refused submit. */
  error: MessageId | null;
  /** The count is being saved. */
  saving: boolean;
  onEdit: () => void;
  onDraftChange: (value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
  /** Extra class for the root element. */
  className?: string;
}

/**
 * The page count of the reader's edition: "Your edition: 412 pages" (or that it is unknown and
 * progress is in percent) with a button to set it; open, a number field with Save and Cancel.
 */
export function EditionPages({
  pageCount,
  editing,
  draft,
  error,
  saving,
  onEdit,
  onDraftChange,
  onSubmit,
  onCancel,
  className,
}: EditionPagesProps) {
  const intl = useIntl();
  const summary = useRef<HTMLParagraphElement>(null);
  const wasEditing = useRef(editing);
  // Save and Cancel take the form, and the focus in it, away: focus goes back to the button
  // that opened it, not to the top of the page (WCAG 2.4.3).
  useEffect(() => {
    const closed = wasEditing.current && !editing;
    wasEditing.current = editing;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (closed && focusLost) summary.current?.querySelector('button')?.focus();
  }, [editing]);

  if (!editing) {
    return (
      <p ref={summary} className={cx(styles.root, className)}>
        <span className={styles.value}>
          {pageCount === null ? (
            <FormattedMessage id="journal.pages.unknown" />
          ) : (
            <FormattedMessage id="journal.pages.value" values={{ count: pageCount }} />
          )}
        </span>
        <Button variant="ghost" size="sm" onClick={onEdit}>
          <FormattedMessage id="journal.pages.edit" />
        </Button>
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={cx(styles.form, className)} onSubmit={submit} noValidate>
      <TextField
        className={styles.field}
        label={<FormattedMessage id="journal.pages.label" />}
        helpText={<FormattedMessage id="journal.pages.help" />}
        inputMode="numeric"
        value={draft}
        // Read-only, not disabled, while saving: a disabled field would drop the focus.
        readOnly={saving}
        aria-busy={saving || undefined}
        error={error ? intl.formatMessage({ id: error }) : undefined}
        onChange={(event) => onDraftChange(event.target.value)}
        // The reader asked for the field: it takes the focus.
        autoFocus
      />
      <div className={styles.buttons}>
        <Button type="submit" size="sm" loading={saving}>
          <FormattedMessage id="journal.pages.save" />
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={saving}>
          <FormattedMessage id="journal.pages.cancel" />
        </Button>
      </div>
    </form>
  );
}
