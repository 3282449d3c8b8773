import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { shelfWorld } from '../../api/mocks/handlers/shelves';
import { leafStates, recordStates } from '../shared/stateCoverage';
import { paramsOf } from '../testing/harness';
import { calm, failing, mockApiForFile } from '../testing/mockApi';
import { shelfListActors } from './actors';
import { movedOrder, shelfListMachine } from './shelfListMachine';

// The actors run against the mock server, which keeps the contract's rules.
const { server, api } = mockApiForFile();

const seen = new Set<string>();

async function start(userId = 1) {
  server.use(...shelfWorld());
  const effects = { showToast: vi.fn(), focusName: vi.fn() };
  const actor = createActor(
    shelfListMachine.provide({ actors: shelfListActors(api), actions: effects }),
    { input: { userId } },
  );
  recordStates(actor, seen);
  actor.start();
  await calm(actor);
  const names = () => actor.getSnapshot().context.shelves.map((shelf) => shelf.name);
  return { actor, effects, names, toasts: () => paramsOf(effects.showToast) };
}

describe('shelfListMachine', () => {
  it('lists the owner’s shelves, private ones included, and another reader’s public ones', async () => {
    expect((await start(1)).names()).toEqual(['Book club', 'summer-2024', 'Comfort reads']);
    expect((await start(2)).names()).toEqual(['Türk klasikleri']);
  });

  it('creates and renames, saying a taken name in the dialog', async () => {
    const { actor, names, toasts, effects } = await start();
    actor.send({ type: 'create.open' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'naming' });
    actor.send({ type: 'name.submit', name: 'Re-reads', isPrivate: true });
    expect(actor.getSnapshot().value).toEqual({ ready: 'submittingName' });
    await calm(actor);
    expect(names()).toEqual(['Book club', 'summer-2024', 'Comfort reads', 'Re-reads']);
    expect(actor.getSnapshot().context.shelves.at(-1)?.is_private).toBe(true);
    actor.send({ type: 'rename.open', shelfId: 2 });
    actor.send({ type: 'name.submit', name: 'BOOK CLUB', isPrivate: false });
    await calm(actor);
    expect(actor.getSnapshot().value).toEqual({ ready: 'naming' });
    expect(actor.getSnapshot().context.nameProblem).toBe('taken');
    expect(effects.focusName).toHaveBeenCalledTimes(1);
    actor.send({ type: 'name.edit' });
    expect(actor.getSnapshot().context.nameProblem).toBeNull();
    actor.send({ type: 'name.submit', name: 'Summer 2024', isPrivate: false });
    await calm(actor);
    expect(names()[1]).toBe('Summer 2024');
    actor.send({ type: 'create.open' });
    actor.send({ type: 'name.cancel' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(toasts()).toEqual([
      { kind: 'success', message: 'toast.shelves.created', values: { name: 'Re-reads' } },
      { kind: 'success', message: 'toast.shelves.renamed', values: { name: 'Summer 2024' } },
    ]);
  });

  it('makes a shelf private and public, and moves it, saying where it went', async () => {
    const { actor, names, toasts } = await start();
    actor.send({ type: 'privacy.toggle', shelfId: 1 });
    expect(actor.getSnapshot().value).toEqual({ ready: 'savingPrivacy' });
    await calm(actor);
    actor.send({ type: 'privacy.toggle', shelfId: 1 });
    await calm(actor);
    // At an end there is nowhere to go: nothing is sent.
    actor.send({ type: 'shelf.move', shelfId: 1, by: -1 });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    actor.send({ type: 'shelf.move', shelfId: 1, by: 1 });
    expect(actor.getSnapshot().value).toEqual({ ready: 'reordering' });
    await calm(actor);
    expect(names()).toEqual(['summer-2024', 'Book club', 'Comfort reads']);
    expect(toasts()).toEqual([
      { kind: 'success', message: 'toast.shelves.madePrivate', values: { name: 'Book club' } },
      { kind: 'success', message: 'toast.shelves.madePublic', values: { name: 'Book club' } },
      {
        kind: 'info',
        message: 'shelves.section.moved',
        values: { name: 'Book club', position: '2', count: '3' },
      },
    ]);
  });

  it('deletes only after asking, and keeps the list when a call fails', async () => {
    const { actor, names, toasts } = await start();
    actor.send({ type: 'delete.open', shelfId: 2 });
    expect(actor.getSnapshot().value).toEqual({ ready: 'confirmingDelete' });
    actor.send({ type: 'delete.cancel' });
    expect(names()).toHaveLength(3);
    server.use(failing('/shelves/delete'), failing('/shelves/update'), failing('/shelves/reorder'));
    actor.send({ type: 'delete.open', shelfId: 2 });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'deleting' });
    await calm(actor);
    expect(actor.getSnapshot().value).toEqual({ ready: 'confirmingDelete' });
    actor.send({ type: 'delete.cancel' });
    actor.send({ type: 'privacy.toggle', shelfId: 2 });
    await calm(actor);
    actor.send({ type: 'shelf.move', shelfId: 2, by: 1 });
    await calm(actor);
    actor.send({ type: 'rename.open', shelfId: 2 });
    actor.send({ type: 'name.submit', name: 'Later', isPrivate: false });
    await calm(actor);
    expect(actor.getSnapshot().value).toEqual({ ready: 'naming' });
    expect(names()).toEqual(['Book club', 'summer-2024', 'Comfort reads']);
    expect(toasts()).toHaveLength(4);
    server.resetHandlers();
    server.use(...shelfWorld());
    actor.send({ type: 'name.cancel' });
    actor.send({ type: 'delete.open', shelfId: 2 });
    actor.send({ type: 'delete.confirm' });
    await calm(actor);
    expect(names()).toEqual(['Book club', 'Comfort reads']);
    expect(toasts().at(-1)).toEqual({
      kind: 'success',
      message: 'toast.shelves.deleted',
      values: { name: 'summer-2024' },
    });
  });

  it('retries a failed load', async () => {
    server.use(failing('/shelves/list'));
    const effects = { showToast: vi.fn(), focusName: vi.fn() };
    const actor = createActor(
      shelfListMachine.provide({ actors: shelfListActors(api), actions: effects }),
      { input: { userId: 1 } },
    );
    recordStates(actor, seen);
    actor.start();
    await calm(actor);
    expect(actor.getSnapshot().value).toBe('loadFailed');
    server.resetHandlers();
    server.use(...shelfWorld());
    actor.send({ type: 'list.retry' });
    await calm(actor);
    expect(actor.getSnapshot().context.shelves).toHaveLength(3);
  });

  it('reaches every state', () => {
    expect([...seen].sort()).toEqual(leafStates(shelfListMachine).stable);
  });
});

describe('movedOrder', () => {
  it('swaps a shelf with its neighbour, and stops at the ends', () => {
    const three = [1, 2, 3].map((id, position) => ({
      id,
      user_id: 1,
      name: String(id),
      is_private: false,
      position,
      book_count: 0,
      created_at: '',
      updated_at: '',
    }));
    expect(movedOrder(three, 2, -1)).toEqual([2, 1, 3]);
    expect(movedOrder(three, 2, 1)).toEqual([1, 3, 2]);
    expect(movedOrder(three, 1, -1)).toBeNull();
    expect(movedOrder(three, 3, 1)).toBeNull();
    expect(movedOrder(three, 9, 1)).toBeNull();
  });
});
