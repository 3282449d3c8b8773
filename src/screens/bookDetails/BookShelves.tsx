import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Book } from '../../api/contract';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { ShelfPicker } from '../../components/ShelfPicker';
import { useToastAction } from '../../components/Toaster';
import { useProvided } from '../../lib/useProvided';
import { shelfPickerActors } from '../../machines/shelves/actors';
import { shelfPickerMachine } from '../../machines/shelves/shelfPickerMachine';
import { useApi } from '../../session/SessionProvider';
import styles from './BookPage.module.css';

/**
 * The book's place on the reader's own shelves: a button that opens the ShelfPicker, and, once
 * the shelves are known, how many hold the book. Signed-in readers only.
 */
export function BookShelves({ book }: { book: Book }) {
  const api = useApi();
  const showToast = useToastAction();
  const [focusNameKey, setFocusNameKey] = useState(0);
  const [snapshot, send] = useMachine(
    useProvided(() =>
      shelfPickerMachine.provide({
        actors: shelfPickerActors(api),
        actions: { showToast, focusName: () => setFocusNameKey((key) => key + 1) },
      }),
    ),
    { input: { bookId: book.id } },
  );
  const { shelves, onShelves, pending, nameProblem } = snapshot.context;
  const known = !snapshot.matches('loading') && !snapshot.matches('loadFailed') && shelves.length;

  return (
    <div className={styles.shelves}>
      <Button
        variant="secondary"
        icon={<Icon name="books" size={18} />}
        aria-haspopup="dialog"
        onClick={() => send({ type: 'picker.open' })}
      >
        <FormattedMessage id="shelves.button" />
      </Button>
      {known ? (
        <span className={styles.shelfCount}>
          <FormattedMessage id="shelves.button.count" values={{ count: onShelves.length }} />
        </span>
      ) : null}
      <ShelfPicker
        open={snapshot.hasTag('open')}
        bookTitle={book.title}
        status={
          snapshot.matches('loading')
            ? 'loading'
            : snapshot.matches('loadFailed')
              ? 'loadFailed'
              : 'ready'
        }
        shelves={shelves}
        onShelves={onShelves}
        pendingShelfId={pending}
        creating={snapshot.matches('creating')}
        nameProblem={nameProblem}
        focusNameKey={focusNameKey}
        onToggle={(shelfId) => send({ type: 'shelf.toggle', shelfId })}
        onCreate={(name) => send({ type: 'shelf.create', name })}
        onNameEdit={() => send({ type: 'name.edit' })}
        onRetry={() => send({ type: 'picker.retry' })}
        onClose={() => send({ type: 'picker.close' })}
      />
    </div>
  );
}
