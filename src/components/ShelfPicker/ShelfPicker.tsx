import { type FormEvent, useId, useRef, useState, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Shelf } from '../../api/contract/shelves';
import { SHELF_NAME_MAX, type ShelfNameProblem } from '../../api/contract/shelfRules';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { ErrorState } from '../ErrorState';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { TextField } from '../TextField';
import styles from './ShelfPicker.module.css';

export interface ShelfPickerProps {
  open: boolean;
  /** Named in the title. */
  bookTitle: string;
  status: 'loading' | 'loadFailed' | 'ready';
  /** The reader's shelves in their order. */
  shelves: Shelf[];
  /** The ids of the shelves holding the book. */
  onShelves: number[];
  /** The shelf whose tick is being saved: its box shows the change and waits. */
  pendingShelfId?: number | null;
  /** A new shelf is being created. */
  creating?: boolean;
  nameProblem?: ShelfNameProblem | null;
  /** Raised by a state change that wants the name field (a refused name). */
  focusNameKey?: number;
  onToggle: (shelfId: number) => void;
  onCreate: (name: string) => void;
  /** The name is being edited again: its message goes. */
  onNameEdit: () => void;
  onRetry: () => void;
  onClose: () => void;
}

const problemText = {
  taken: 'shelves.name.taken',
  invalid: 'shelves.name.invalid',
  tooMany: 'shelves.name.tooMany',
} as const;

/**
 * The reader's shelves for one book, as ticks saved at once, and a field to make a new shelf
 * with the book on it. Opened from the book page's "Shelves" button.
 */
export function ShelfPicker({
  open,
  bookTitle,
  status,
  shelves,
  onShelves,
  pendingShelfId = null,
  creating = false,
  nameProblem = null,
  focusNameKey = 0,
  onToggle,
  onCreate,
  onNameEdit,
  onRetry,
  onClose,
}: ShelfPickerProps) {
  const intl = useIntl();
  const id = useId();
  const [name, setName] = useState('');
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusNameKey > 0) nameRef.current?.focus();
  }, [focusNameKey]);
  // A created shelf empties the field for the next one.
  const shelfCount = shelves.length;
  useEffect(() => setName(''), [shelfCount]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!creating && name.trim() !== '') onCreate(name.trim());
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Content
        size="sm"
        title={<FormattedMessage id="shelves.picker.title" values={{ title: bookTitle }} />}
        description={<FormattedMessage id="shelves.picker.description" />}
      >
        {status === 'loading' && (
          <Spinner label={intl.formatMessage({ id: 'shelves.picker.loading' })} />
        )}
        {status === 'loadFailed' && (
          <ErrorState
            density="compact"
            message={<FormattedMessage id="shelves.picker.loadFailed" />}
            onRetry={onRetry}
          />
        )}
        {status === 'ready' && (
          <>
            {shelves.length === 0 ? (
              <p className={styles.empty}>
                <FormattedMessage id="shelves.picker.empty" />
              </p>
            ) : (
              <fieldset className={styles.list}>
                <legend className="visually-hidden">
                  <FormattedMessage id="shelves.picker.list" />
                </legend>
                {shelves.map((shelf) => {
                  const pending = pendingShelfId === shelf.id;
                  return (
                    <label key={shelf.id} className={styles.shelf} data-pending={pending}>
                      <input
                        type="checkbox"
                        // The tick shows what was asked at once; a failed save puts it back.
                        checked={onShelves.includes(shelf.id) !== pending}
                        // Not disabled: focus stays on the box a key just ticked.
                        aria-disabled={pending || undefined}
                        aria-busy={pending}
                        onChange={() => {
                          if (!pending) onToggle(shelf.id);
                        }}
                      />
                      <span className={styles.name}>{shelf.name}</span>
                      {shelf.is_private && (
                        <span className={styles.private}>
                          <Icon name="lock" size={14} />
                          <FormattedMessage id="shelves.private" />
                        </span>
                      )}
                      <span className={styles.count}>
                        <FormattedMessage id="shelves.count" values={{ count: shelf.book_count }} />
                      </span>
                    </label>
                  );
                })}
              </fieldset>
            )}
            <form className={styles.create} onSubmit={submit} noValidate>
              <TextField
                ref={nameRef}
                id={`${id}-name`}
                label={<FormattedMessage id="shelves.new.label" />}
                helpText={<FormattedMessage id="shelves.new.hint" />}
                error={nameProblem ? <FormattedMessage id={problemText[nameProblem]} /> : undefined}
                value={name}
                maxLength={SHELF_NAME_MAX}
                autoComplete="off"
                disabled={creating}
                onChange={(event) => {
                  setName(event.target.value);
                  if (nameProblem) onNameEdit();
                }}
              />
              <Button
                type="submit"
                variant="secondary"
                loading={creating}
                disabled={name.trim() === ''}
              >
                <FormattedMessage id="shelves.new.add" />
              </Button>
            </form>
          </>
        )}
        <Dialog.Actions>
          <Button onClick={onClose}>
            <FormattedMessage id="shelves.picker.done" />
          </Button>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog>
  );
}
