import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/client';
import { createListMachine, type ListPage, type ListWindow } from './listMachine';

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
    createListMachine<number>().provide({
      actors: { load: fromPromise(({ input }: { input: ListWindow }) => fake.load(input)) },
    }),
    { input: { pageSize, page, initial } },
  ).start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, fake, settled };
}

describe('listMachine', () => {
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

  it('pages next, prev and by number within bounds, one load per real move', async () => {
    const { actor, fake, settled } = start();
    await settled();
    actor.send({ type: 'page.prev' });
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
    actor.send({ type: 'page.prev' });
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
      createListMachine<number>().provide({
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
