import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useIntl } from 'react-intl';
import type { GoalVisibility } from '../../api/contract';
import type { MessageId } from '../../i18n';
import { heldControlProps } from '../../lib/heldControl';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { FieldNotes, fieldNoteIds } from '../TextField/FieldNotes';
import styles from './GoalFormDialog.module.css';

/** This calendar year, another calendar year (a year picker), or custom start and end days. */
export type GoalFormPeriodKind = 'currentYear' | 'year' | 'custom';

/** A control of the form, as `onChange` names it and errors are keyed. */
export type GoalFormField = 'kind' | 'year' | 'start' | 'end' | 'books' | 'pages' | 'visibility';

/** The form's values as typed (the goal form machine's `values`). */
export interface GoalFormValues {
  kind: GoalFormPeriodKind;
  /** The picked year, as text (kind `year`). */
  year: string;
  /** Custom days, `YYYY-MM-DD` ('' while incomplete). */
  start: string;
  end: string;
  /** '' for no target. */
  books: string;
  pages: string;
  visibility: GoalVisibility;
}

/** A field's problem: a message id and its values (the goal form machine's errors). */
export interface GoalFormError {
  message: MessageId;
  values?: Record<string, number>;
}

/** What a screen may ask of the open form: focus a field (the first to mend). */
export interface GoalFormDialogHandle {
  focusField: (field: GoalFormField) => void;
}

export interface GoalFormDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** An existing goal is edited: the title says so, and it can be deleted (`onDelete`). */
  editing: boolean;
  /** The reader's current year ("This year (2026)"; the picker's years around it). */
  currentYear: number;
  /** The values as typed (controlled). */
  values: GoalFormValues;
  /** Each field's problem, shown under it and marking it invalid. */
  errors: Partial<Record<GoalFormField, GoalFormError>>;
  /** The goal is being saved: Save waits, nothing else can be done. */
  saving: boolean;
  /** Ask "Delete this reading goal?" instead of the form. */
  confirmingDelete: boolean;
  /** The goal is being deleted: the question's Delete waits. */
  deleting: boolean;
  /** A field changed: its name and its new value (a radio's, a select's or a field's text). */
  onChange: (field: GoalFormField, value: string) => void;
  /** "Save goal" was pressed (Enter in a field too); validation is the caller's. */
  onSubmit: () => void;
  /** Cancel, Escape, the overlay or the close button while the form shows. */
  onCancel: () => void;
  /** "Delete goal" in the form: ask first. Shown only while `editing`. */
  onDelete?: () => void;
  /** "Delete goal" in the question. */
  onConfirmDelete: () => void;
  /** "Keep goal" in the question (Escape too): back to the form. */
  onCancelDelete: () => void;
  /** Lets the screen focus a field (`focusField`), as the goal form machine asks. */
  ref?: Ref<GoalFormDialogHandle>;
}

const KINDS: { kind: GoalFormPeriodKind; label: MessageId }[] = [
  { kind: 'currentYear', label: 'goal.form.currentYear' },
  { kind: 'year', label: 'goal.form.otherYear' },
  { kind: 'custom', label: 'goal.form.custom' },
];

const VISIBILITIES: { value: GoalVisibility; label: MessageId; help: MessageId }[] = [
  {
    value: 'public',
    label: 'goal.visibility.public',
    help: 'goal.form.visibilityHelp.public',
  },
  {
    value: 'followers',
    label: 'goal.visibility.followers',
    help: 'goal.form.visibilityHelp.followers',
  },
  {
    value: 'private',
    label: 'goal.visibility.private',
    help: 'goal.form.visibilityHelp.private',
  },
];

/** The picker's years: five either side of the current one, and the goal's own if further. */
export function goalYearChoices(currentYear: number, year: string): number[] {
  const years = Array.from({ length: 11 }, (_, index) => currentYear - 5 + index);
  const own = Number(year);
  if (/^\d{4}$/.test(year) && !years.includes(own)) years.push(own);
  return years.sort((a, b) => a - b);
}

interface DateFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  error?: ReactNode;
  inputRef: Ref<HTMLInputElement>;
  readOnly: boolean;
  onChange: (value: string) => void;
}

/** A labelled day input with its error, in the look of the other fields. */
function DateField({ id, label, value, error, inputRef, readOnly, onChange }: DateFieldProps) {
  const { errorId } = fieldNoteIds(id);
  return (
    <div className={styles.dateField} data-state={error ? 'invalid' : undefined}>
      <label className={styles.dateLabel} htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="date"
        className={styles.dateInput}
        value={value}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldNotes controlId={id} error={error} classNames={styles} />
    </div>
  );
}

/**
 * The reading-goal form: the period (this year, another year, custom days), books, pages or
 * both, who sees it; each field's problem under it; Save waits while the goal is saved. An
 * edited goal can be deleted after a question that replaces the form.
 */
export function GoalFormDialog({
  open,
  editing,
  currentYear,
  values,
  errors,
  saving,
  confirmingDelete,
  deleting,
  onChange,
  onSubmit,
  onCancel,
  onDelete,
  onConfirmDelete,
  onCancelDelete,
  ref,
}: GoalFormDialogProps) {
  const intl = useIntl();
  const id = useId();
  const busy = saving || deleting;
  const kindRefs = useRef<Partial<Record<GoalFormPeriodKind, HTMLInputElement | null>>>({});
  const yearRef = useRef<HTMLSelectElement>(null);
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);
  const booksRef = useRef<HTMLInputElement>(null);
  const pagesRef = useRef<HTMLInputElement>(null);
  const visibilityRef = useRef<HTMLSelectElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);

  const controlOf = (field: GoalFormField): HTMLElement | null => {
    switch (field) {
      case 'kind':
        return kindRefs.current[values.kind] ?? null;
      case 'year':
        return yearRef.current;
      case 'start':
        return startRef.current;
      case 'end':
        return endRef.current;
      case 'books':
        return booksRef.current;
      case 'pages':
        return pagesRef.current;
      case 'visibility':
        return visibilityRef.current;
    }
  };
  useImperativeHandle(ref, () => ({ focusField: (field) => controlOf(field)?.focus() }));

  // The form and the question replace each other: focus follows, so it is never lost.
  useEffect(() => {
    if (!open) return;
    if (confirmingDelete) keepRef.current?.focus();
  }, [open, confirmingDelete]);

  const message = (field: GoalFormField) => {
    const error = errors[field];
    return error ? intl.formatMessage({ id: error.message }, error.values) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  // While the goal is saved the fields are held, not disabled: the one the reader pressed Enter
  // in keeps focus (a disabled field would drop it to the page, WCAG 2.4.3). Text fields are
  // read-only; the period and the pickers wait (aria-disabled) and ignore keys and clicks.
  const held = heldControlProps(busy);
  const change = (field: GoalFormField, value: string) => {
    if (!busy) onChange(field, value);
  };
  const targetsHelpId = `${id}-targets-help`;
  const visibilityHelp = VISIBILITIES.find((item) => item.value === values.visibility)?.help;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next || busy) return;
        if (confirmingDelete) onCancelDelete();
        else onCancel();
      }}
    >
      <Dialog.Content
        title={intl.formatMessage({
          id: editing ? 'goal.form.editTitle' : 'goal.form.createTitle',
        })}
        // Into the form's first control (the period chosen) or the question's safe answer.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          if (confirmingDelete) keepRef.current?.focus();
          else controlOf('kind')?.focus();
        }}
      >
        {confirmingDelete ? (
          <div className={styles.question}>
            <p role="alert" className={styles.questionText}>
              {intl.formatMessage({ id: 'goal.form.deleteQuestion' })}
            </p>
            <Dialog.Actions>
              <Button ref={keepRef} variant="ghost" disabled={deleting} onClick={onCancelDelete}>
                {intl.formatMessage({ id: 'goal.form.keep' })}
              </Button>
              <Button variant="danger" loading={deleting} onClick={onConfirmDelete}>
                {intl.formatMessage({ id: 'goal.form.delete' })}
              </Button>
            </Dialog.Actions>
          </div>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate>
            <fieldset className={styles.fields}>
              <fieldset className={styles.period}>
                <legend className={styles.legend}>
                  {intl.formatMessage({ id: 'goal.form.period' })}
                </legend>
                <div className={styles.kinds}>
                  {KINDS.map(({ kind, label }) => (
                    <label key={kind} className={styles.kind}>
                      <input
                        ref={(element) => {
                          kindRefs.current[kind] = element;
                        }}
                        type="radio"
                        name={`${id}-kind`}
                        value={kind}
                        checked={values.kind === kind}
                        onChange={() => change('kind', kind)}
                        {...held}
                      />
                      <span>
                        {intl.formatMessage({ id: label }, { year: String(currentYear) })}
                      </span>
                    </label>
                  ))}
                </div>
                {values.kind === 'year' && (
                  <Select
                    ref={yearRef}
                    className={styles.year}
                    label={intl.formatMessage({ id: 'goal.form.year' })}
                    options={goalYearChoices(currentYear, values.year).map((year) => ({
                      value: String(year),
                      label: String(year),
                    }))}
                    value={values.year}
                    error={message('year')}
                    onChange={(event) => change('year', event.target.value)}
                    {...held}
                  />
                )}
                {values.kind === 'custom' && (
                  <div className={styles.dates}>
                    <DateField
                      id={`${id}-start`}
                      inputRef={startRef}
                      label={intl.formatMessage({ id: 'goal.form.start' })}
                      value={values.start}
                      error={message('start')}
                      readOnly={busy}
                      onChange={(value) => change('start', value)}
                    />
                    <DateField
                      id={`${id}-end`}
                      inputRef={endRef}
                      label={intl.formatMessage({ id: 'goal.form.end' })}
                      value={values.end}
                      error={message('end')}
                      readOnly={busy}
                      onChange={(value) => change('end', value)}
                    />
                  </div>
                )}
                {values.kind === 'currentYear' && message('year') && (
                  <p className={styles.periodError} role="alert">
                    {message('year')}
                  </p>
                )}
              </fieldset>

              <div className={styles.targets}>
                <TextField
                  ref={booksRef}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  label={intl.formatMessage({ id: 'goal.form.books' })}
                  value={values.books}
                  error={message('books')}
                  aria-describedby={targetsHelpId}
                  readOnly={busy}
                  onChange={(event) => change('books', event.target.value)}
                />
                <TextField
                  ref={pagesRef}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  label={intl.formatMessage({ id: 'goal.form.pages' })}
                  value={values.pages}
                  error={message('pages')}
                  aria-describedby={targetsHelpId}
                  readOnly={busy}
                  onChange={(event) => change('pages', event.target.value)}
                />
                <p id={targetsHelpId} className={styles.targetsHelp}>
                  {intl.formatMessage({ id: 'goal.form.targetsHelp' })}
                </p>
              </div>

              <Select
                ref={visibilityRef}
                label={intl.formatMessage({ id: 'goal.form.visibility' })}
                options={VISIBILITIES.map((item) => ({
                  value: item.value,
                  label: intl.formatMessage({ id: item.label }),
                }))}
                value={values.visibility}
                error={message('visibility')}
                helpText={visibilityHelp && intl.formatMessage({ id: visibilityHelp })}
                onChange={(event) => change('visibility', event.target.value)}
                {...held}
              />
            </fieldset>

            <div className={styles.formButtons}>
              {editing && onDelete && (
                <Button
                  className={styles.delete}
                  variant="ghost"
                  disabled={busy}
                  onClick={onDelete}
                >
                  {intl.formatMessage({ id: 'goal.form.delete' })}
                </Button>
              )}
              <div className={styles.answers}>
                <Button variant="ghost" disabled={busy} onClick={onCancel}>
                  {intl.formatMessage({ id: 'goal.form.cancel' })}
                </Button>
                <Button type="submit" loading={saving}>
                  {intl.formatMessage({ id: 'goal.form.save' })}
                </Button>
              </div>
            </div>
          </form>
        )}
      </Dialog.Content>
    </Dialog>
  );
}
