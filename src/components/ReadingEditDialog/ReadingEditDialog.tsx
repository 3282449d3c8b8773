import {
  useId,
  useImperativeHandle,
  useRef,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Reading } from '../../api/contract';
import { DNF_REASON_MAX, NOTE_MAX, UNKNOWN_DATE } from '../../api/contract/journalRules';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Icon } from '../Icon';
import { PartialDateField } from '../PartialDateField';
import { endKindOf, type ReadingDraft } from '../../lib/readingDraft';
import styles from './ReadingEditDialog.module.css';

/** A field of the dialog that can carry an error. */
export type ReadingEditField = 'started' | 'end' | 'dnfReason' | 'note';

/** What a screen may ask of the open dialog: focus a field (the first to mend). */
export interface ReadingEditDialogHandle {
  focusField: (field: ReadingEditField) => void;
}

export interface ReadingEditDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The reading being edited: its state decides which fields there are. */
  reading: Reading;
  /** The values as edited (controlled); start from `draftFromReading(reading)`. */
  draft: ReadingDraft;
  /** Translated messages to show under each field. */
  errors: Partial<Record<ReadingEditField, string>>;
  /** The change is on its way: Save waits, nothing else can be done. */
  saving: boolean;
  /** Any field changed: the whole new draft. */
  onChange: (draft: ReadingDraft) => void;
  /** Save was pressed; validation is the caller's (it answers with `errors`). */
  onSubmit: () => void;
  /** Cancel, Escape, the overlay or the close button. */
  onCancel: () => void;
  /** Lets the screen focus a field (`focusField`), as the reading edit machine asks. */
  ref?: Ref<ReadingEditDialogHandle>;
}

/**
 * Edits one reading: its start, its end ("Finished" for a read reading, "Stopped" for a paused
 * or abandoned one, none while reading), the DNF reason and the private note.
 */
export function ReadingEditDialog({
  open,
  reading,
  draft,
  errors,
  saving,
  onChange,
  onSubmit,
  onCancel,
  ref,
}: ReadingEditDialogProps) {
  const intl = useIntl();
  const id = useId();
  const endKind = endKindOf(reading);
  const formRef = useRef<HTMLFormElement>(null);
  const startedRef = useRef<HTMLFieldSetElement>(null);
  const endRef = useRef<HTMLFieldSetElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  // After a refused save the machine asks for the first field to mend: a date's first invalid
  // control (else its precision), or the text area, so its message is heard (WCAG 3.3.1).
  const controlOf = (field: ReadingEditField): HTMLElement | null | undefined => {
    switch (field) {
      case 'started':
      case 'end': {
        const group = (field === 'started' ? startedRef : endRef).current;
        return (
          group?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
          group?.querySelector<HTMLElement>('select, input')
        );
      }
      case 'dnfReason':
        return reasonRef.current;
      case 'note':
        return noteRef.current;
    }
  };
  useImperativeHandle(ref, () => ({ focusField: (field) => controlOf(field)?.focus() }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSubmit();
  };
  // While saving the fields are held, not disabled, so the one the reader pressed Enter in keeps
  // focus (WCAG 2.4.3): inputs and text areas are read-only, pickers aria-disabled. An edit that
  // still comes through is ignored.
  const change = (next: ReadingDraft) => {
    if (!saving) onChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) onCancel();
      }}
    >
      <Dialog.Content
        title={<FormattedMessage id="journal.edit.title" />}
        // Into the first field (the start's precision), where Radix would pick the close button.
        onOpenAutoFocus={(event) => {
          const first = formRef.current?.querySelector<HTMLElement>(
            'select:enabled, input:enabled, textarea:enabled',
          );
          if (!first) return;
          event.preventDefault();
          first.focus();
        }}
      >
        <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
          <PartialDateField
            ref={startedRef}
            label={<FormattedMessage id="journal.edit.started" />}
            value={draft.started}
            allowUnknown
            readOnly={saving}
            error={errors.started}
            onChange={(started) => change({ ...draft, started })}
          />
          {endKind && (
            <PartialDateField
              ref={endRef}
              label={
                <FormattedMessage
                  id={endKind === 'finished' ? 'journal.edit.finished' : 'journal.edit.stopped'}
                />
              }
              value={draft.end ?? UNKNOWN_DATE}
              allowUnknown
              readOnly={saving}
              error={errors.end}
              onChange={(end) => change({ ...draft, end })}
            />
          )}
          {reading.state === 'dnf' && (
            <TextArea
              textareaRef={reasonRef}
              id={`${id}-reason`}
              label={<FormattedMessage id="journal.dnf.reasonLabel" />}
              value={draft.dnfReason}
              max={DNF_REASON_MAX}
              rows={3}
              readOnly={saving}
              error={errors.dnfReason}
              onChange={(dnfReason) => change({ ...draft, dnfReason })}
            />
          )}
          <TextArea
            textareaRef={noteRef}
            id={`${id}-note`}
            label={
              <span className={styles.privateLabel}>
                <Icon name="eyeOff" size={16} />
                <FormattedMessage id="journal.edit.noteLabel" />
              </span>
            }
            help={intl.formatMessage({ id: 'journal.edit.noteHelp' })}
            value={draft.note}
            max={NOTE_MAX}
            rows={4}
            readOnly={saving}
            error={errors.note}
            onChange={(note) => change({ ...draft, note })}
          />
          <Dialog.Actions>
            <Button variant="ghost" disabled={saving} onClick={onCancel}>
              <FormattedMessage id="journal.action.cancel" />
            </Button>
            <Button type="submit" loading={saving}>
              <FormattedMessage id="journal.action.save" />
            </Button>
          </Dialog.Actions>
        </form>
      </Dialog.Content>
    </Dialog>
  );
}

interface TextAreaProps {
  id: string;
  textareaRef: Ref<HTMLTextAreaElement>;
  label: ReactNode;
  value: string;
  max: number;
  rows: number;
  readOnly: boolean;
  help?: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A labelled text area with its hint, character counter and error. */
function TextArea({
  id,
  textareaRef,
  label,
  value,
  max,
  rows,
  readOnly,
  help,
  error,
  onChange,
}: TextAreaProps) {
  const intl = useIntl();
  const describedBy = [error ? `${id}-error` : null, help ? `${id}-help` : null, `${id}-counter`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field} data-state={error ? 'invalid' : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        ref={textareaRef}
        id={id}
        className={styles.textarea}
        rows={rows}
        maxLength={max}
        value={value}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className={styles.notes}>
        <div>
          {error && (
            <p id={`${id}-error`} className={styles.error}>
              <Icon name="alert" size={16} />
              <span>{error}</span>
            </p>
          )}
          {help && (
            <p id={`${id}-help`} className={styles.help}>
              {help}
            </p>
          )}
        </div>
        <p id={`${id}-counter`} className={styles.counter}>
          {intl.formatMessage({ id: 'journal.counter' }, { count: value.length, max })}
        </p>
      </div>
    </div>
  );
}
