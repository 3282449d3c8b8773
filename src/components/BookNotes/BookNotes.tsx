import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BookNote } from '../../api/contract/shelves';
import { BOOK_NOTE_MAX, OWNED_COPIES_MAX } from '../../api/contract/shelfRules';
import { formatDate, useLocale } from '../../i18n';
import { Button } from '../Button';
import { ErrorState } from '../ErrorState';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import styles from './BookNotes.module.css';

export interface BookNotesProps {
  status: 'loading' | 'loadFailed' | 'ready';
  /** The note as saved; its text is '' and copies 0 when there is none. */
  note: BookNote | null;
  /** The form is open. */
  editing?: boolean;
  /** The draft is on its way. */
  saving?: boolean;
  /** The server refused the draft: the reason is said in the form. */
  refused?: boolean;
  onEdit: () => void;
  onSave: (text: string, ownedCopies: number) => void;
  onCancel: () => void;
  onRetry: () => void;
}

/**
 * The reader's private note on a book and how many copies they own, on the book page: read,
 * then edited in place. Nobody else sees it.
 */
export function BookNotes({
  status,
  note,
  editing = false,
  saving = false,
  refused = false,
  onEdit,
  onSave,
  onCancel,
  onRetry,
}: BookNotesProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          <FormattedMessage id="notes.title" />
        </h2>
        <span className={styles.private}>
          <Icon name="lock" size={14} />
          <FormattedMessage id="notes.private" />
        </span>
      </header>
      {status === 'loading' && <Spinner label={intl.formatMessage({ id: 'notes.loading' })} />}
      {status === 'loadFailed' && (
        <ErrorState
          density="compact"
          message={<FormattedMessage id="notes.loadFailed" />}
          onRetry={onRetry}
        />
      )}
      {status === 'ready' && note && !editing && <NoteView note={note} onEdit={onEdit} />}
      {status === 'ready' && note && editing && (
        <NoteForm
          note={note}
          saving={saving}
          refused={refused}
          onSave={onSave}
          onCancel={onCancel}
        />
      )}
    </section>
  );
}

function NoteView({ note, onEdit }: { note: BookNote; onEdit: () => void }) {
  const { locale } = useLocale();
  const empty = note.text.trim() === '' && note.owned_copies === 0;
  return (
    <div className={styles.view}>
      {empty ? (
        <p className={styles.muted}>
          <FormattedMessage id="notes.empty" />
        </p>
      ) : (
        <>
          {note.text.trim() !== '' && <p className={styles.text}>{note.text}</p>}
          {note.owned_copies > 0 && (
            <p>
              <FormattedMessage id="notes.owned" values={{ count: note.owned_copies }} />
            </p>
          )}
          {note.updated_at && (
            <p className={styles.muted}>
              <FormattedMessage
                id="notes.updated"
                values={{ date: formatDate(note.updated_at, locale, { timeZone: 'UTC' }) }}
              />
            </p>
          )}
        </>
      )}
      <Button variant="secondary" size="sm" onClick={onEdit}>
        <FormattedMessage id={empty ? 'notes.add' : 'notes.edit'} />
      </Button>
    </div>
  );
}

function NoteForm({
  note,
  saving,
  refused,
  onSave,
  onCancel,
}: {
  note: BookNote;
  saving: boolean;
  refused: boolean;
  onSave: (text: string, ownedCopies: number) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(note.text);
  const [copies, setCopies] = useState(String(note.owned_copies));
  const textRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => textRef.current?.focus(), []);
  useEffect(() => {
    if (refused) textRef.current?.focus();
  }, [refused]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server checks the range; a field left empty is no copies.
    if (!saving) onSave(text, copies.trim() === '' ? 0 : Number(copies));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-text`} className={styles.label}>
          <FormattedMessage id="notes.text" />
        </label>
        <textarea
          ref={textRef}
          id={`${id}-text`}
          className={styles.textarea}
          rows={5}
          maxLength={BOOK_NOTE_MAX}
          value={text}
          disabled={saving}
          aria-invalid={refused || undefined}
          aria-describedby={`${id}-counter${refused ? ` ${id}-refused` : ''}`}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-counter`} className={styles.muted}>
          {intl.formatMessage({ id: 'notes.counter' }, { count: text.length, max: BOOK_NOTE_MAX })}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-copies`} className={styles.label}>
          <FormattedMessage id="notes.copies" />
        </label>
        <input
          id={`${id}-copies`}
          className={styles.copies}
          type="number"
          inputMode="numeric"
          min={0}
          max={OWNED_COPIES_MAX}
          step={1}
          value={copies}
          disabled={saving}
          onChange={(event) => setCopies(event.target.value)}
        />
      </div>
      {refused && !saving && (
        <p id={`${id}-refused`} className={styles.error} role="alert">
          <FormattedMessage id="notes.invalid" />
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="ghost" disabled={saving} onClick={onCancel}>
          <FormattedMessage id="notes.cancel" />
        </Button>
        <Button type="submit" loading={saving}>
          <FormattedMessage id="notes.save" />
        </Button>
      </div>
    </form>
  );
}
