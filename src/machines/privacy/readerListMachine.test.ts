import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { API_CODES, ApiError } from '../../api/client';
import type { PublicUser } from '../../api/contract/entities';
import type { ListWindow } from '../paging/pagedListMachine';
import { leafStates, recordStates } from '../shared/stateCoverage';
import { connectionFailureCases } from '../testing/connectionFailures';
import { paramsOf, recorded, settle } from '../testing/harness';
import { type ReaderActing, type ReaderPage, readerListMachine } from './readerListMachine';

const reader = (id: number): PublicUser => ({
  id,
  username: `reader_${id}`,
  name: 'Reader',
  surname: String(id),
  full_name: `Reader ${id}`,
  gender: null,
  avatar_url: null,
  email: null,
  created_at: '2026-11-20T10:00:00.000Z',
});

/** A server list of `count` readers, paged as the server pages it, less those acted on. */
function serverList(count: number) {
  let readers = Array.from({ length: count }, (_, index) => reader(index + 1));
  return {
    list: async ({ offset, limit }: ListWindow): Promise<ReaderPage> => ({
      readers: readers.slice(offset, offset + limit),
      total: readers.length,
    }),
    act: async ({ userId }: ReaderActing) => {
      readers = readers.filter((candidate) => candidate.id !== userId);
      return {};
    },
  };
}

function start(
  list: (window: ListWindow) => Promise<ReaderPage> = serverList(3).list,
  act: (acting: ReaderActing) => Promise<unknown> = async () => ({}),
  pageSize = 10,
) {
  const effects = { showToast: vi.fn(), endSession: vi.fn() };
  const lists = recorded(list);
  const acts = recorded(act);
  const actor = createActor(
    readerListMachine.provide({
      actions: effects,
      actors: { listReaders: lists.logic, actOnReader: acts.logic },
    }),
    { input: { pageSize } },
  );
  const seen = recordStates(actor);
  actor.start();
  return {
    actor,
    effects,
    seen,
    lists: lists.calls,
    acts: acts.calls,
    toasts: () => paramsOf(effects.showToast),
    value: () => actor.getSnapshot().value,
    ids: () => actor.getSnapshot().context.readers.map((shown) => shown.id),
  };
}

describe('readerListMachine', () => {
  it('loads the first page, then approves one request and declines another, each row gone', async () => {
    const { actor, acts, toasts, value, ids } = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(value()).toEqual({ ready: 'idle' });
    expect(ids()).toEqual([1, 2, 3]);

    actor.send({ type: 'readers.act', userId: 2, action: 'approve' });
    expect(value()).toBe('acting');
    expect(actor.getSnapshot().context.acting).toEqual({ userId: 2, action: 'approve' });
    await settle();
    expect(ids()).toEqual([1, 3]);
    expect(actor.getSnapshot().context.total).toBe(2);
    expect(actor.getSnapshot().context.acting).toBeNull();

    actor.send({ type: 'readers.act', userId: 1, action: 'decline' });
    await settle();
    expect(ids()).toEqual([3]);
    expect(acts).toEqual([
      { userId: 2, action: 'approve' },
      { userId: 1, action: 'decline' },
    ]);
    expect(toasts()).toEqual([
      { kind: 'success', message: 'toast.privacy.approved', values: { name: 'Reader 2' } },
      { kind: 'success', message: 'toast.privacy.declined', values: { name: 'Reader 1' } },
    ]);
  });

  it.each([
    ['unblock', 'toast.privacy.unblocked'],
    ['unmute', 'toast.privacy.unmuted'],
  ] as const)('can %s the last reader, and the list is empty', async (action, message) => {
    const { actor, toasts, value, ids } = start(serverList(1).list);
    await settle();
    actor.send({ type: 'readers.act', userId: 1, action });
    await settle();
    expect(ids()).toEqual([]);
    expect(actor.getSnapshot().context.total).toBe(0);
    expect(value()).toEqual({ ready: 'idle' });
    expect(toasts()).toEqual([{ kind: 'success', message, values: { name: 'Reader 1' } }]);
  });

  it('ignores a row that is not listed, and a second action while one runs', async () => {
    const { actor, acts, value } = start();
    await settle();
    actor.send({ type: 'readers.act', userId: 99, action: 'approve' });
    expect(value()).toEqual({ ready: 'idle' });
    actor.send({ type: 'readers.act', userId: 1, action: 'approve' });
    actor.send({ type: 'readers.act', userId: 2, action: 'approve' });
    await settle();
    expect(acts).toEqual([{ userId: 1, action: 'approve' }]);
  });

  it('shows more after the rows still shown, so rows acted on do not shift a reader out', async () => {
    const server = serverList(5);
    const { actor, lists, value, ids } = start(server.list, server.act, 2);
    await settle();
    expect(ids()).toEqual([1, 2]);
    actor.send({ type: 'readers.act', userId: 1, action: 'approve' });
    await settle();
    actor.send({ type: 'readers.more' });
    expect(value()).toBe('loadingMore');
    await settle();
    expect(ids()).toEqual([2, 3, 4]);
    actor.send({ type: 'readers.more' });
    await settle();
    expect(ids()).toEqual([2, 3, 4, 5]);
    expect(lists).toEqual([
      { offset: 0, limit: 2 },
      { offset: 1, limit: 2 },
      { offset: 3, limit: 2 },
    ]);
    // Everything is shown: nothing more to ask for.
    actor.send({ type: 'readers.more' });
    expect(value()).toEqual({ ready: 'idle' });
  });

  it('keeps each row once when the list moved between two pages', async () => {
    const pages = [
      { readers: [reader(1), reader(2)], total: 3 },
      { readers: [reader(2), reader(3)], total: 3 },
    ];
    const { actor, ids } = start(async () => pages.shift() ?? { readers: [], total: 0 });
    await settle();
    actor.send({ type: 'readers.more' });
    await settle();
    expect(ids()).toEqual([1, 2, 3]);
  });

  it('drops a request answered elsewhere, saying so instead of an error', async () => {
    const { actor, toasts, value, ids } = start(serverList(2).list, async () => {
      throw new ApiError('api', '', { code: API_CODES.notFound });
    });
    await settle();
    actor.send({ type: 'readers.act', userId: 1, action: 'approve' });
    await settle();
    expect(value()).toEqual({ ready: 'idle' });
    expect(ids()).toEqual([2]);
    expect(toasts()).toEqual([{ kind: 'info', message: 'toast.privacy.requestGone' }]);
  });

  it('reads the list afresh on reload, from a list shown or a call running', async () => {
    let count = 2;
    const { actor, lists, value, ids } = start(
      async () => serverList(count).list({ offset: 0, limit: 10 }),
      () => new Promise(() => {}),
    );
    await settle();
    count = 0;
    actor.send({ type: 'readers.act', userId: 1, action: 'approve' });
    actor.send({ type: 'readers.reload' });
    expect(value()).toBe('loading');
    await settle();
    expect(value()).toEqual({ ready: 'idle' });
    expect(ids()).toEqual([]);
    expect(actor.getSnapshot().context.acting).toBeNull();
    expect(lists).toHaveLength(2);
  });

  it('offers a retry when the first page cannot load', async () => {
    let fail = true;
    const { actor, value, ids } = start(async (window) => {
      if (fail) throw new ApiError('network', '');
      return serverList(1).list(window);
    });
    await settle();
    expect(value()).toBe('loadFailed');
    fail = false;
    actor.send({ type: 'readers.retry' });
    await settle();
    expect(value()).toEqual({ ready: 'idle' });
    expect(ids()).toEqual([1]);
  });

  it('reaches every state, each failure named after its cause and every row kept', async () => {
    let error: unknown = null;
    const { actor, effects, seen, toasts, value, ids } = start(
      async (window) => {
        if (error && window.offset > 0) throw error;
        return serverList(3).list(window);
      },
      async () => {
        throw error;
      },
      2,
    );
    await settle();
    for (const [state, failure, toast] of connectionFailureCases) {
      error = failure;
      actor.send({ type: 'readers.act', userId: 2, action: 'decline' });
      await settle();
      expect(value()).toEqual({ ready: { failure: state } });
      expect(toasts().at(-1)).toEqual(toast);
      expect(actor.getSnapshot().context.acting).toBeNull();
      actor.send({ type: 'readers.more' });
      await settle();
      expect(value()).toEqual({ ready: { failure: state } });
      expect(toasts().at(-1)).toEqual(toast);
      expect(ids()).toEqual([1, 2]);
    }
    // An answer outside the contract is told as a server error.
    error = new ApiError('format', 'not JSON');
    actor.send({ type: 'readers.act', userId: 2, action: 'decline' });
    await settle();
    expect(value()).toEqual({ ready: { failure: 'server' } });
    actor.send({ type: 'readers.more' });
    await settle();
    expect(value()).toEqual({ ready: { failure: 'server' } });

    error = new ApiError('api', '', { code: API_CODES.sessionInvalid });
    actor.send({ type: 'readers.act', userId: 2, action: 'decline' });
    await settle();
    expect(value()).toBe('signedOut');
    expect(effects.endSession).toHaveBeenCalledTimes(1);
    // Signed out is the end: a reload asked for afterwards calls nothing.
    actor.send({ type: 'readers.reload' });
    expect(value()).toBe('signedOut');

    // The session ends while more load, or before the first page: signedOut too.
    const more = start(
      async (window) => {
        if (window.offset > 0) throw new ApiError('api', '', { code: API_CODES.signInRequired });
        return serverList(3).list(window);
      },
      undefined,
      2,
    );
    await settle();
    more.actor.send({ type: 'readers.more' });
    await settle();
    expect(more.value()).toBe('signedOut');
    const first = start(async () => {
      throw new ApiError('api', '', { code: API_CODES.sessionInvalid });
    });
    const failed = start(async () => {
      throw new ApiError('server', '', { httpStatus: 500 });
    });
    await settle();
    expect(first.value()).toBe('signedOut');
    expect(failed.value()).toBe('loadFailed');
    for (const state of failed.seen) seen.add(state);
    expect([...seen].sort()).toEqual(leafStates(readerListMachine).stable);
  });
});
