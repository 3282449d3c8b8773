import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { SHELF_NAME_MAX, type ShelfNameProblem } from '../../api/contract/shelfRules';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Switch } from '../Switch';
import { TextField } from '../TextField';
import styles from './ShelfNameDialog.module.css';

export interface ShelfNameDialogProps {
  open: boolean;
  /** create: a new shelf (name and privacy); rename: the name of `currentName`'s shelf. */
  mode: 'create' | 'rename';
  /** The shelf's name now, for rename: in the title and the field to start from. */
  currentName?: string;
  busy?: boolean;
  problem?: ShelfNameProblem | null;
  /** Raised by a state change that wants the name field again (a refused name). */
  focusKey?: number;
  onSubmit: (name: string, isPrivate: boolean) => void;
  /** The name is being edited again: its message goes. */
  onNameEdit: () => void;
  onCancel: () => void;
}

const problemText = {
  taken: 'shelves.name.taken',
  invalid: 'shelves.name.invalid',
  tooMany: 'shelves.name.tooMany',
} as const;

/** Naming a new shelf (and whether it is private), or renaming one. */
export function ShelfNameDialog({
  open,
  mode,
  currentName = '',
  busy = false,
  problem = null,
  focusKey = 0,
  onSubmit,
  onNameEdit,
  onCancel,
}: ShelfNameDialogProps) {
  const [name, setName] = useState(currentName);
  const [isPrivate, setPrivate] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  // Each opening starts from the shelf's name (or an empty one) and public.
  useEffect(() => {
    if (open) {
      setName(currentName);
      setPrivate(false);
    }
  }, [open, currentName]);
  useEffect(() => {
    if (focusKey > 0) nameRef.current?.focus();
  }, [focusKey]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && name.trim() !== '') onSubmit(name.trim(), isPrivate);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <Dialog.Content
        size="sm"
        title={
          mode === 'create' ? (
            <FormattedMessage id="shelves.dialog.createTitle" />
          ) : (
            <FormattedMessage id="shelves.dialog.renameTitle" values={{ name: currentName }} />
          )
        }
        description={
          mode === 'create' ? <FormattedMessage id="shelves.dialog.description" /> : undefined
        }
      >
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            ref={nameRef}
            label={<FormattedMessage id="shelves.dialog.name" />}
            error={problem ? <FormattedMessage id={problemText[problem]} /> : undefined}
            value={name}
            maxLength={SHELF_NAME_MAX}
            autoComplete="off"
            disabled={busy}
            onChange={(event) => {
              setName(event.target.value);
              if (problem) onNameEdit();
            }}
          />
          {mode === 'create' && (
            <Switch
              label={<FormattedMessage id="shelves.dialog.private" />}
              checked={isPrivate}
              disabled={busy}
              onChange={setPrivate}
            />
          )}
          <Dialog.Actions>
            <Button variant="ghost" disabled={busy} onClick={onCancel}>
              <FormattedMessage id="shelves.dialog.cancel" />
            </Button>
            <Button type="submit" loading={busy} disabled={name.trim() === ''}>
              <FormattedMessage
                id={mode === 'create' ? 'shelves.dialog.create' : 'shelves.dialog.save'}
              />
            </Button>
          </Dialog.Actions>
        </form>
      </Dialog.Content>
    </Dialog>
  );
}
