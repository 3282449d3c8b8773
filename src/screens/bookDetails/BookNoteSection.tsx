import { useMachine } from '@xstate/react';
import { BookNotes } from '../../components/BookNotes';
import { useToastAction } from '../../components/Toaster';
import { useProvided } from '../../lib/useProvided';
import { bookNoteActors } from '../../machines/notes/actors';
import { bookNoteMachine } from '../../machines/notes/bookNoteMachine';
import { useApi } from '../../session/SessionProvider';

/** The signed-in reader's private note and copies of this book. */
export function BookNoteSection({ bookId }: { bookId: number }) {
  const api = useApi();
  const showToast = useToastAction();
  const [state, send] = useMachine(
    useProvided(() =>
      bookNoteMachine.provide({ actors: bookNoteActors(api), actions: { showToast } }),
    ),
    { input: { bookId } },
  );
  const editing = state.matches('editing') || state.matches('saving');
  return (
    <BookNotes
      status={
        state.matches('loading') ? 'loading' : state.matches('loadFailed') ? 'loadFailed' : 'ready'
      }
      note={state.context.note}
      editing={editing}
      saving={state.matches('saving')}
      refused={state.context.refused}
      onEdit={() => send({ type: 'note.edit' })}
      onSave={(text, ownedCopies) => send({ type: 'note.save', draft: { text, ownedCopies } })}
      onCancel={() => send({ type: 'note.cancel' })}
      onRetry={() => send({ type: 'note.retry' })}
    />
  );
}
