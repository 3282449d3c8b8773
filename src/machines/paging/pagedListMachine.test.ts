import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { ApiError } from '../../api/client';
import {
  clampPage,
  createPagedListMachine,
  pageCount,
  pageWindow,
  type ListPage,
  type ListWindow,
} from './pagedListMachine';

const numbers = Array.from({ length: 23 }, (_, i) => i + 1);

/** A load call over `source` that records every window and can be made to fail or hang. */
function fakeLoad(source: () => number[]) {
  const windows: ListWindow[] = [];
  let failNext = 0;
  let hang = false;
  const hangs: Array<() => void> = [];
  const load = async (window: ListWindow): Promise<ListPage<number>> => {
    windows.push(window);
    if (hang) await new Promise<void>((resolve) => hangs.push(resolve));
    if (failNext > 0) {
      failNext -= 1;
      throw new ApiError('server', 'down', { httpStatus: 500 });
    }
    const all = source();
    return { items: all.slice(window.offset, window.offset + window.limit), total: all.length };
  };
  return {
    load,
    windows,
    failTimes: (n: number) => {
      failNext = n;
    },
    setHang: (value: boolean) => {
      hang = value;
    },
    release: () => hangs.splice(0).forEach((resolve) => resolve()),
  };
}

function start(
  source: () => number[] = () => numbers,
  pageSize = 5,
  page?: number,
  initial?: ListPage<number>,
) {
  const fake = fakeLoad(source);
  const actor = createActor(
    createPagedListMachine<number>().provide({
      actors: { load: fromPromise(({ input }: { input: ListWindow }) => fake.load(input)) },
    }),
    { input: { pageSize, page, initial } },
  ).start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, fake, settled };
}

describe('pagedListMachine', () => {
  it('loads the first page on start (busy while loading)', async () => {
    const { actor, fake, settled } = start();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled();
    expect(actor.getSnapshot().matches({ loaded: 'withData' })).toBe(true);
    expect(actor.getSnapshot().context.items).toEqual([1, 2, 3, 4, 5]);
    expect(actor.getSnapshot().context.total).toBe(23);
    expect(fake.windows).toEqual([{ offset: 0, limit: 5 }]);
  });

  it('is empty when there is nothing to show', async () => {
    const { actor, settled } = start(() => []);
    await settled();
    expect(actor.getSnapshot().matches({ loaded: 'empty' })).toBe(true);
    expect(actor.getSnapshot().context.total).toBe(0);
  });

  it('starts on a given page', async () => {
    const { actor, fake, settled } = start(() => numbers, 12, 2);
    await settled();
    expect(fake.windows).toEqual([{ offset: 12, limit: 12 }]);
    expect(actor.getSnapshot().context.items).toEqual(numbers.slice(12));
  });

  it('pages next, previous and by number within bounds, one load per real move', async () => {
    const { actor, fake, settled } = start();
    await settled();
    actor.send({ type: 'page.previous' });
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    actor.send({ type: 'page.next' });
    await settled();
    expect(actor.getSnapshot().context.page).toBe(2);
    expect(actor.getSnapshot().context.items).toEqual([6, 7, 8, 9, 10]);
    actor.send({ type: 'page.go', page: 99 });
    await settled();
    expect(actor.getSnapshot().context.page).toBe(5);
    expect(actor.getSnapshot().context.items).toEqual([21, 22, 23]);
    actor.send({ type: 'page.next' });
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    actor.send({ type: 'page.previous' });
    await settled();
    expect(actor.getSnapshot().context.page).toBe(4);
    expect(fake.windows.map((w) => w.offset)).toEqual([0, 5, 20, 15]);
  });

  it('shows the error and retries the same page', async () => {
    const { actor, fake, settled } = start();
    await settled();
    fake.failTimes(1);
    actor.send({ type: 'page.go', page: 3 });
    await settled();
    expect(actor.getSnapshot().matches('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeInstanceOf(ApiError);
    actor.send({ type: 'list.retry' });
    await settled();
    expect(actor.getSnapshot().matches({ loaded: 'withData' })).toBe(true);
    expect(actor.getSnapshot().context.items).toEqual([11, 12, 13, 14, 15]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('fails on the first load too, and recovers', async () => {
    const fake = fakeLoad(() => numbers);
    fake.failTimes(1);
    const actor = createActor(
      createPagedListMachine<number>().provide({
        actors: { load: fromPromise(({ input }: { input: ListWindow }) => fake.load(input)) },
      }),
      { input: { pageSize: 5 } },
    ).start();
    await waitFor(actor, (s) => s.matches('error'));
    actor.send({ type: 'list.retry' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(fake.windows).toHaveLength(2);
  });

  it('reloads the same page and resets to page 1', async () => {
    let source = numbers;
    const { actor, fake, settled } = start(() => source);
    await settled();
    actor.send({ type: 'page.go', page: 2 });
    await settled();
    source = [0, ...numbers];
    actor.send({ type: 'list.reload' });
    await settled();
    expect(actor.getSnapshot().context.items).toEqual([5, 6, 7, 8, 9]);
    actor.send({ type: 'list.reset' });
    await settled();
    expect(actor.getSnapshot().context.page).toBe(1);
    expect(actor.getSnapshot().context.items).toEqual([0, 1, 2, 3, 4]);
    expect(fake.windows.map((w) => w.offset)).toEqual([0, 5, 5, 0]);
  });

  it('moves to the last page that still exists when items went away', async () => {
    let source = numbers;
    const { actor, fake, settled } = start(() => source);
    await settled();
    actor.send({ type: 'page.go', page: 5 });
    await settled();
    source = numbers.slice(0, 12);
    actor.send({ type: 'list.reload' });
    await settled();
    expect(actor.getSnapshot().context.page).toBe(3);
    expect(actor.getSnapshot().context.items).toEqual([11, 12]);
    expect(fake.windows.map((w) => w.offset)).toEqual([0, 20, 20, 10]);
  });

  it('follows the latest page asked for while one is loading', async () => {
    const { actor, fake, settled } = start();
    await settled();
    fake.setHang(true);
    actor.send({ type: 'page.next' });
    actor.send({ type: 'page.next' });
    expect(actor.getSnapshot().context.page).toBe(3);
    fake.setHang(false);
    fake.release();
    await settled();
    expect(actor.getSnapshot().context.items).toEqual([11, 12, 13, 14, 15]);
  });

  it('starts loaded from a page the server sent, then pages with calls', async () => {
    const { actor, fake, settled } = start(() => numbers, 5, undefined, {
      items: [1, 2, 3, 4, 5],
      total: 23,
    });
    expect(actor.getSnapshot().matches({ loaded: 'withData' })).toBe(true);
    expect(fake.windows).toEqual([]);
    actor.send({ type: 'page.next' });
    await settled();
    expect(actor.getSnapshot().context.items).toEqual([6, 7, 8, 9, 10]);
    expect(fake.windows).toEqual([{ offset: 5, limit: 5 }]);
  });

  it('starts empty from an empty page the server sent', () => {
    const { actor, fake } = start(() => [], 5, undefined, { items: [], total: 0 });
    expect(actor.getSnapshot().matches({ loaded: 'empty' })).toBe(true);
    expect(fake.windows).toEqual([]);
  });
});

describe('page helpers', () => {
  it('counts pages from total and page size, at least one', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(20, 9)).toBe(3);
    expect(pageCount(10, 0)).toBe(1);
    expect(pageCount(-3, 5)).toBe(1);
  });

  it('keeps pages in bounds and turns a page into offset and limit', () => {
    expect(clampPage(0, 20, 5)).toBe(1);
    expect(clampPage(7, 20, 5)).toBe(4);
    expect(clampPage(2.7, 20, 5)).toBe(2);
    expect(pageWindow(3, 12)).toEqual({ offset: 24, limit: 12 });
    expect(pageWindow(0, 5)).toEqual({ offset: 0, limit: 5 });
  });
});

describe('pagedListMachine with a saved item', () => {
  const reviews = (ids: number[]) => ids.map((id) => ({ id, text: `review ${id}` }));

  function startOn(source: Array<{ id: number; text: string }>, page = 1) {
    const windows: ListWindow[] = [];
    let items = source;
    const actor = createActor(
      createPagedListMachine<{ id: number; text: string }>().provide({
        actors: {
          load: fromPromise(async ({ input }: { input: ListWindow }) => {
            windows.push(input);
            return {
              items: items.slice(input.offset, input.offset + input.limit),
              total: items.length,
            };
          }),
        },
      }),
      { input: { pageSize: 3, page } },
    ).start();
    const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
    return { actor, windows, settled, setSource: (next: typeof source) => (items = next) };
  }

  it('replaces an edited item where it is, without a call', async () => {
    const { actor, windows, settled } = startOn(reviews([5, 4, 3, 2, 1]));
    await settled();
    actor.send({ type: 'item.saved', item: { id: 4, text: 'edited' } });
    expect(actor.getSnapshot().context.items.map((item) => item.text)).toEqual([
      'review 5',
      'edited',
      'review 3',
    ]);
    expect(actor.getSnapshot().context.total).toBe(5);
    expect(windows).toHaveLength(1);
  });

  it('puts a new item first on page 1, keeping the page size and counting it', async () => {
    const { actor, windows, settled } = startOn(reviews([5, 4, 3, 2, 1]));
    await settled();
    actor.send({ type: 'item.saved', item: { id: 6, text: 'new' } });
    expect(actor.getSnapshot().context.items.map((item) => item.id)).toEqual([6, 5, 4]);
    expect(actor.getSnapshot().context.total).toBe(6);
    expect(windows).toHaveLength(1);
  });

  it('turns an empty list into one with the new item', async () => {
    const { actor, settled } = startOn([]);
    await settled();
    expect(actor.getSnapshot().matches({ loaded: 'empty' })).toBe(true);
    actor.send({ type: 'item.saved', item: { id: 1, text: 'first' } });
    expect(actor.getSnapshot().matches({ loaded: 'withData' })).toBe(true);
    expect(actor.getSnapshot().context.total).toBe(1);
  });

  it('goes to page 1 and loads it when the new item belongs to a page not on screen', async () => {
    const { actor, windows, settled, setSource } = startOn(reviews([5, 4, 3, 2, 1]), 2);
    await settled();
    setSource(reviews([6, 5, 4, 3, 2, 1]));
    actor.send({ type: 'item.saved', item: { id: 6, text: 'review 6' } });
    await settled();
    expect(actor.getSnapshot().context.page).toBe(1);
    expect(actor.getSnapshot().context.items.map((item) => item.id)).toEqual([6, 5, 4]);
    expect(windows).toEqual([
      { offset: 3, limit: 3 },
      { offset: 0, limit: 3 },
    ]);
  });

  it('loads page 1 afresh when an item is saved while a page loads', async () => {
    const { actor, windows, settled } = startOn(reviews([5, 4, 3, 2, 1]), 2);
    actor.send({ type: 'item.saved', item: { id: 6, text: 'review 6' } });
    await settled();
    expect(actor.getSnapshot().context.page).toBe(1);
    expect(windows.at(-1)).toEqual({ offset: 0, limit: 3 });
  });
});

describe('pagedListMachine extras', () => {
  it('keeps what the answer says beside the page, from the server page too', async () => {
    let following = 0;
    const actor = createActor(
      createPagedListMachine<number, { following: number }>().provide({
        actors: {
          load: fromPromise(
            async ({ input }): Promise<ListPage<number, { following: number }>> => ({
              items: numbers.slice(input.offset, input.offset + input.limit),
              total: numbers.length,
              extra: { following },
            }),
          ),
        },
      }),
      { input: { pageSize: 5, initial: { items: [], total: 0, extra: { following: 0 } } } },
    ).start();
    expect(actor.getSnapshot().matches({ loaded: 'empty' })).toBe(true);
    expect(actor.getSnapshot().context.extra).toEqual({ following: 0 });
    following = 4;
    actor.send({ type: 'list.reload' });
    await waitFor(actor, (s) => s.matches({ loaded: 'withData' }));
    expect(actor.getSnapshot().context.extra).toEqual({ following: 4 });
  });
});

/** Every state node's path below the root, like `loaded.withData`. */
function statePaths(machine: ReturnType<typeof createPagedListMachine<number>>): {
  stable: string[];
  passing: string[];
} {
  const stable: string[] = [];
  const passing: string[] = [];
  const visit = (node: (typeof machine)['root'], path: string[]) => {
    for (const [key, child] of Object.entries(node.states)) {
      const childPath = [...path, key];
      if (Object.keys(child.states).length > 0) visit(child, childPath);
      // A state left at once by `always` is passed through, never observed.
      else (child.always ? passing : stable).push(childPath.join('.'));
    }
  };
  visit(machine.root, []);
  return { stable, passing };
}

/** The leaf path of a snapshot value: `'loading'` or `{ loaded: 'empty' }` → `loaded.empty`. */
function leafPath(value: unknown): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value as Record<string, unknown>)[0]!;
  return `${key}.${leafPath(child)}`;
}

describe('pagedListMachine reaches every state', () => {
  it('visits every stable state through one sequence of events, passing the transient ones', async () => {
    let source = numbers;
    const fake = fakeLoad(() => source);
    const machine = createPagedListMachine<number>().provide({
      actors: { load: fromPromise(({ input }: { input: ListWindow }) => fake.load(input)) },
    });
    const seen = new Set<string>();
    const watch = (actor: AnyActorRef) =>
      actor.subscribe((snapshot: { value: unknown }) => seen.add(leafPath(snapshot.value)));

    const actor = createActor(machine, { input: { pageSize: 5 } });
    watch(actor);
    actor.start();
    seen.add(leafPath(actor.getSnapshot().value));
    const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
    await settled(); // starting → loading → checking → loaded.deciding → loaded.withData
    fake.failTimes(1);
    actor.send({ type: 'page.next' });
    await settled(); // error
    actor.send({ type: 'list.retry' });
    await settled();
    actor.send({ type: 'page.go', page: 5 });
    await settled();
    source = [];
    actor.send({ type: 'list.reload' });
    await settled(); // checking moves back to page 1, which is empty: loaded.empty
    expect(actor.getSnapshot().context.page).toBe(1);

    // Started from the server's page: starting → checking → loaded without loading.
    const preloaded = createActor(machine, {
      input: { pageSize: 5, initial: { items: [1], total: 1 } },
    }).start();
    seen.add(leafPath(preloaded.getSnapshot().value));

    const { stable, passing } = statePaths(machine);
    expect(passing.sort()).toEqual(['checking', 'loaded.deciding', 'starting']);
    expect([...seen].sort()).toEqual(stable.sort());
  });
});
