import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../api/client';
import { API_CODES } from '../../api/contract/codes';
import { shelfWorld } from '../../api/mocks/handlers/shelves';
import { leafStates, recordStates } from '../shared/stateCoverage';
import { paramsOf } from '../testing/harness';
import { calm, failing, mockApiForFile } from '../testing/mockApi';
import { shelfPickerActors } from './actors';
import { nameProblemOf, shelfPickerMachine } from './shelfPickerMachine';

// The actors run against the mock server, which keeps the contract's rules.
const { server, api } = mockApiForFile();

function start(bookId = 4, seen = new Set<string>()) {
  server.use(...shelfWorld());
  const effects = { showToast: vi.fn(), focusName: vi.fn() };
  const actor = createActor(
    shelfPickerMachine.provide({ actors: shelfPickerActors(api), actions: effects }),
    { input: { bookId } },
  );
  recordStates(actor, seen);
  actor.start();
  const context = () => actor.getSnapshot().context;
  return { actor, effects, context, toasts: () => paramsOf(effects.showToast), seen };
}

describe('shelfPickerMachine', () => {
  const seen = new Set<string>();

  it('opens on the reader’s shelves with the book’s ticks, and closes', async () => {
    const { actor, context } = start(4, seen);
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'picker.open' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    await calm(actor);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(context().shelves.map((shelf) => shelf.name)).toEqual([
      'Book club',
      'summer-2024',
      'Comfort reads',
    ]);
    expect(context().onShelves.sort()).toEqual([1, 3]);
    actor.send({ type: 'picker.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('ticks and unticks a shelf, the count following the server', async () => {
    const { actor, context } = start(4, seen);
    actor.send({ type: 'picker.open' });
    await calm(actor);
    actor.send({ type: 'shelf.toggle', shelfId: 2 });
    expect(actor.getSnapshot().value).toBe('placing');
    expect(context().pending).toBe(2);
    await calm(actor);
    expect(context().onShelves).toContain(2);
    expect(context().shelves.find((shelf) => shelf.id === 2)?.book_count).toBe(3);
    actor.send({ type: 'shelf.toggle', shelfId: 1 });
    await calm(actor);
    expect(context().onShelves).not.toContain(1);
    expect(context().shelves.find((shelf) => shelf.id === 1)?.book_count).toBe(2);
    expect(context().pending).toBeNull();
  });

  it('creates a shelf with the book on it, and says a taken name in the dialog', async () => {
    const { actor, context, toasts, effects } = start(4, seen);
    actor.send({ type: 'picker.open' });
    await calm(actor);
    actor.send({ type: 'shelf.create', name: 'Re-reads' });
    expect(actor.getSnapshot().value).toBe('creating');
    await calm(actor);
    const created = context().shelves.at(-1);
    expect(created).toMatchObject({ name: 'Re-reads', book_count: 1 });
    expect(context().onShelves).toContain(created?.id);
    expect(toasts()).toEqual([
      { kind: 'success', message: 'toast.shelves.createdWithBook', values: { name: 'Re-reads' } },
    ]);
    // The same shelf by its key: "book-club" is "Book club".
    actor.send({ type: 'shelf.create', name: 'book-club' });
    await calm(actor);
    expect(context().nameProblem).toBe('taken');
    expect(effects.focusName).toHaveBeenCalledTimes(1);
    expect(toasts()).toHaveLength(1);
    actor.send({ type: 'name.edit' });
    expect(context().nameProblem).toBeNull();
  });

  it('keeps the ticks when a call fails, and retries a failed load', async () => {
    const { actor, context, toasts } = start(4, seen);
    server.use(
      ...['/shelves/for-book', '/shelves/add-book', '/shelves/create'].map((path) => failing(path)),
    );
    actor.send({ type: 'picker.open' });
    await calm(actor);
    expect(actor.getSnapshot().value).toBe('loadFailed');
    server.resetHandlers();
    server.use(...shelfWorld());
    actor.send({ type: 'picker.retry' });
    await calm(actor);
    expect(actor.getSnapshot().value).toBe('ready');
    server.use(failing('/shelves/add-book'), failing('/shelves/create'));
    actor.send({ type: 'shelf.toggle', shelfId: 2 });
    await calm(actor);
    expect(context().onShelves).not.toContain(2);
    actor.send({ type: 'shelf.create', name: 'Later' });
    await calm(actor);
    expect(context().nameProblem).toBeNull();
    expect(toasts()).toEqual([
      { kind: 'error', message: 'toast.shelves.placeFailed' },
      { kind: 'error', message: 'toast.shelves.createFailed' },
    ]);
  });

  it('reaches every state', () => {
    expect([...seen].sort()).toEqual(leafStates(shelfPickerMachine).stable);
  });
});

describe('nameProblemOf', () => {
  const api = (code: (typeof API_CODES)[keyof typeof API_CODES]) =>
    new ApiError('api', 'refused', { code });
  it('tells a taken name, an invalid one and one shelf too many apart', () => {
    expect(nameProblemOf(api(API_CODES.validation), 3)).toBe('invalid');
    expect(nameProblemOf(api(API_CODES.conflict), 3)).toBe('taken');
    expect(nameProblemOf(api(API_CODES.conflict), 100)).toBe('tooMany');
    expect(nameProblemOf(new ApiError('network', 'offline'), 3)).toBeNull();
  });
});
