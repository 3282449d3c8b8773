import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { noteWorld } from '../../api/mocks/handlers/notes';
import { leafStates, recordStates } from '../shared/stateCoverage';
import { paramsOf } from '../testing/harness';
import { calm, failing, mockApiForFile } from '../testing/mockApi';
import { bookNoteActors } from './actors';
import { bookNoteMachine } from './bookNoteMachine';

// The actors run against the mock server, which keeps the contract's rules.
const { server, api } = mockApiForFile();

const seen = new Set<string>();

async function start(bookId: number) {
  const effects = { showToast: vi.fn() };
  const actor = createActor(
    bookNoteMachine.provide({ actors: bookNoteActors(api), actions: effects }),
    { input: { bookId } },
  );
  recordStates(actor, seen);
  actor.start();
  await calm(actor);
  return {
    actor,
    note: () => actor.getSnapshot().context.note,
    toasts: () => paramsOf(effects.showToast),
  };
}

describe('bookNoteMachine', () => {
  it('reads the note, edits and saves it whole, and clears it', async () => {
    server.use(...noteWorld());
    const { actor, note, toasts } = await start(4);
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(note()).toMatchObject({ owned_copies: 2 });
    actor.send({ type: 'note.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'note.cancel' });
    expect(actor.getSnapshot().value).toBe('viewing');
    actor.send({ type: 'note.edit' });
    actor.send({
      type: 'note.save',
      draft: { text: 'Signed by the illustrator.', ownedCopies: 3 },
    });
    expect(actor.getSnapshot().value).toBe('saving');
    await calm(actor);
    expect(note()).toMatchObject({ text: 'Signed by the illustrator.', owned_copies: 3 });
    actor.send({ type: 'note.edit' });
    actor.send({ type: 'note.save', draft: { text: '  ', ownedCopies: 0 } });
    await calm(actor);
    expect(note()).toMatchObject({ text: '', owned_copies: 0, updated_at: null });
    expect(toasts()).toEqual([
      { kind: 'success', message: 'toast.notes.saved' },
      { kind: 'success', message: 'toast.notes.saved' },
    ]);
  });

  it('keeps the form open with a refused draft, and after a failed save', async () => {
    server.use(...noteWorld());
    const { actor, note, toasts } = await start(2);
    expect(note()).toMatchObject({ text: '', updated_at: null });
    actor.send({ type: 'note.edit' });
    actor.send({ type: 'note.save', draft: { text: 'x'.repeat(10_001), ownedCopies: 0 } });
    await calm(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.refused).toBe(true);
    server.use(failing('/notes/save'));
    actor.send({ type: 'note.save', draft: { text: 'Short.', ownedCopies: 1 } });
    await calm(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(toasts()).toEqual([{ kind: 'error', message: 'toast.notes.saveFailed' }]);
    // Editing again starts without the old refusal.
    actor.send({ type: 'note.cancel' });
    actor.send({ type: 'note.edit' });
    expect(actor.getSnapshot().context.refused).toBe(false);
  });

  it('retries a failed load', async () => {
    server.use(failing('/notes/get'));
    const { actor } = await start(4);
    expect(actor.getSnapshot().value).toBe('loadFailed');
    server.resetHandlers();
    server.use(...noteWorld());
    actor.send({ type: 'note.retry' });
    await calm(actor);
    expect(actor.getSnapshot().value).toBe('viewing');
  });

  it('reaches every state', () => {
    expect([...seen].sort()).toEqual(leafStates(bookNoteMachine).stable);
  });
});
