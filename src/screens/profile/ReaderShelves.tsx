import { useMachine } from '@xstate/react';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Shelf } from '../../api/contract/shelves';
import { type ShelfAction, ShelfList } from '../../components/ShelfList';
import { ShelfNameDialog } from '../../components/ShelfNameDialog';
import { useToastAction } from '../../components/Toaster';
import { useProvided } from '../../lib/useProvided';
import { shelfListActors } from '../../machines/shelves/actors';
import { type ShelfListEvent, shelfListMachine } from '../../machines/shelves/shelfListMachine';
import { useApi } from '../../session/SessionProvider';
import { DeleteShelfDialog } from './DeleteShelfDialog';
import styles from './ReaderShelves.module.css';

interface ReaderShelvesProps {
  userId: number;
  /** The viewer's own profile: the shelves can be made, renamed, moved and deleted. */
  own: boolean;
  hrefOf: (shelf: Shelf) => string;
}

const actionEvents: Record<ShelfAction, (shelfId: number) => ShelfListEvent> = {
  rename: (shelfId) => ({ type: 'rename.open', shelfId }),
  privacy: (shelfId) => ({ type: 'privacy.toggle', shelfId }),
  moveUp: (shelfId) => ({ type: 'shelf.move', shelfId, by: -1 }),
  moveDown: (shelfId) => ({ type: 'shelf.move', shelfId, by: 1 }),
  delete: (shelfId) => ({ type: 'delete.open', shelfId }),
};

/** A profile's "Shelves" section: the reader's own shelves, and the owner's changes to them. */
export function ReaderShelves({ userId, own, hrefOf }: ReaderShelvesProps) {
  const api = useApi();
  const titleId = useId();
  const showToast = useToastAction();
  const [focusKey, setFocusKey] = useState(0);
  const [state, send] = useMachine(
    useProvided(() =>
      shelfListMachine.provide({
        actors: shelfListActors(api),
        actions: { showToast, focusName: () => setFocusKey((key) => key + 1) },
      }),
    ),
    { input: { userId } },
  );
  const { shelves, target, naming, nameProblem } = state.context;
  const targetShelf = shelves.find((shelf) => shelf.id === target);
  const deleting = state.matches({ ready: 'deleting' });

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <FormattedMessage id="shelves.section.title" />
      </h2>
      <ShelfList
        status={
          state.matches('loading')
            ? 'loading'
            : state.matches('loadFailed')
              ? 'loadFailed'
              : 'ready'
        }
        shelves={shelves}
        hrefOf={hrefOf}
        own={own}
        busy={state.hasTag('busy')}
        onRetry={() => send({ type: 'list.retry' })}
        onCreate={() => send({ type: 'create.open' })}
        onAction={(shelfId, action) => send(actionEvents[action](shelfId))}
      />
      {own && (
        <>
          <ShelfNameDialog
            open={state.matches({ ready: 'naming' }) || state.matches({ ready: 'submittingName' })}
            mode={naming ?? 'create'}
            currentName={naming === 'rename' ? targetShelf?.name : ''}
            busy={state.matches({ ready: 'submittingName' })}
            problem={nameProblem}
            focusKey={focusKey}
            onSubmit={(name, isPrivate) => send({ type: 'name.submit', name, isPrivate })}
            onNameEdit={() => send({ type: 'name.edit' })}
            onCancel={() => send({ type: 'name.cancel' })}
          />
          <DeleteShelfDialog
            open={state.matches({ ready: 'confirmingDelete' }) || deleting}
            name={targetShelf?.name ?? ''}
            count={targetShelf?.book_count ?? 0}
            busy={deleting}
            onConfirm={() => send({ type: 'delete.confirm' })}
            onCancel={() => send({ type: 'delete.cancel' })}
          />
        </>
      )}
    </section>
  );
}
