import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { API_CODES, ApiError } from '../../api/client';
import type { ModerationLogEntry } from '../../api/contract/moderation';
import { moderationLog } from '../../api/mocks/handlers/moderation';
import type { ListWindow } from '../paging/pagedListMachine';
import { leafStates, recordStates } from '../shared/stateCoverage';
import { connectionFailureCases } from '../testing/connectionFailures';
import { paramsOf, recorded, settle } from '../testing/harness';
import { type LogPage, moderationLogMachine } from './moderationLogMachine';

/** A log of `count` entries, newest (highest id) first, as the server pages it. */
const rows = (count: number): ModerationLogEntry[] =>
  Array.from({ length: count }, (_, index) => ({
    ...(moderationLog[0] as ModerationLogEntry),
    id: count - index,
  }));

function serverLog(entries: ModerationLogEntry[]) {
  return async ({ offset, limit }: ListWindow): Promise<LogPage> => ({
    entries: entries.slice(offset, offset + limit),
    total: entries.length,
  });
}

function start(list: (window: ListWindow) => Promise<LogPage> = serverLog(rows(3)), pageSize = 20) {
  const effects = { showToast: vi.fn(), endSession: vi.fn() };
  const lists = recorded(list);
  const actor = createActor(
    moderationLogMachine.provide({ actions: effects, actors: { listLog: lists.logic } }),
    { input: { pageSize } },
  );
  const seen = recordStates(actor);
  actor.start();
  return {
    actor,
    effects,
    seen,
    lists: lists.calls,
    toasts: () => paramsOf(effects.showToast),
    value: () => actor.getSnapshot().value,
    ids: () => actor.getSnapshot().context.entries.map((entry) => entry.id),
  };
}

describe('moderationLogMachine', () => {
  it('waits for its tab, then loads the first page once', async () => {
    const { actor, lists, value, ids } = start();
    await settle();
    expect(value()).toBe('idle');
    expect(lists).toEqual([]);
    actor.send({ type: 'log.open' });
    expect(value()).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(value()).toEqual({ ready: 'idle' });
    expect(ids()).toEqual([3, 2, 1]);
    actor.send({ type: 'log.open' });
    expect(lists).toEqual([{ offset: 0, limit: 20 }]);
  });

  it('shows more, each entry once, and takes an action done here first', async () => {
    let log = rows(5);
    const { actor, lists, value, ids } = start(async (window) => serverLog(log)(window), 2);
    actor.send({ type: 'log.open' });
    await settle();
    expect(ids()).toEqual([5, 4]);
    // An action done on the screen: first in the log, and on the server's too.
    const added = { ...(moderationLog[0] as ModerationLogEntry), id: 6 };
    log = [added, ...log];
    actor.send({ type: 'log.add', entry: added });
    actor.send({ type: 'log.add', entry: added });
    expect(ids()).toEqual([6, 5, 4]);
    expect(actor.getSnapshot().context.total).toBe(6);
    actor.send({ type: 'log.more' });
    expect(value()).toBe('loadingMore');
    const later = { ...(moderationLog[0] as ModerationLogEntry), id: 7 };
    log = [later, ...log];
    actor.send({ type: 'log.add', entry: later });
    await settle();
    expect(ids()).toEqual([7, 6, 5, 4, 3, 2]);
    expect(lists).toEqual([
      { offset: 0, limit: 2 },
      { offset: 3, limit: 2 },
    ]);
    actor.send({ type: 'log.more' });
    await settle();
    expect(ids()).toEqual([7, 6, 5, 4, 3, 2, 1]);
    actor.send({ type: 'log.more' });
    expect(value()).toEqual({ ready: 'idle' });
  });

  it('offers a retry when the first page cannot load', async () => {
    let fail = true;
    const { actor, value, ids } = start(async (window) => {
      if (fail) throw new ApiError('server', '', { httpStatus: 500 });
      return serverLog(rows(1))(window);
    });
    actor.send({ type: 'log.open' });
    await settle();
    expect(value()).toBe('loadFailed');
    fail = false;
    actor.send({ type: 'log.retry' });
    await settle();
    expect(ids()).toEqual([1]);
  });

  it('reaches every state, each failure named after its cause, entries kept', async () => {
    let error: unknown = null;
    const { actor, effects, seen, toasts, value, ids } = start(async (window) => {
      if (error && window.offset > 0) throw error;
      return serverLog(rows(3))(window);
    }, 2);
    actor.send({ type: 'log.open' });
    await settle();
    for (const [state, failure, toast] of connectionFailureCases) {
      error = failure;
      actor.send({ type: 'log.more' });
      await settle();
      expect(value()).toEqual({ ready: { failure: state } });
      expect(toasts().at(-1)).toEqual(toast);
      expect(ids()).toEqual([3, 2]);
    }
    error = new ApiError('format', 'not JSON');
    actor.send({ type: 'log.more' });
    await settle();
    expect(value()).toEqual({ ready: { failure: 'server' } });
    error = new ApiError('api', '', { code: API_CODES.sessionInvalid });
    actor.send({ type: 'log.more' });
    await settle();
    expect(value()).toBe('signedOut');
    expect(effects.endSession).toHaveBeenCalledTimes(1);

    const forbidden = new ApiError('api', '', { code: API_CODES.forbidden });
    const first = (thrown: unknown) => {
      const started = start(async () => {
        throw thrown;
      });
      started.actor.send({ type: 'log.open' });
      return started;
    };
    const firstForbidden = first(forbidden);
    const firstEnded = first(new ApiError('api', '', { code: API_CODES.signInRequired }));
    const firstFailed = first(new ApiError('network', 'offline'));
    const more = start(async (window) => {
      if (window.offset > 0) throw forbidden;
      return serverLog(rows(3))(window);
    }, 2);
    more.actor.send({ type: 'log.open' });
    await settle();
    more.actor.send({ type: 'log.more' });
    await settle();
    expect(firstForbidden.value()).toBe('forbidden');
    expect(firstEnded.value()).toBe('signedOut');
    expect(firstFailed.value()).toBe('loadFailed');
    expect(more.value()).toBe('forbidden');
    for (const other of [firstForbidden, firstFailed]) {
      for (const state of other.seen) seen.add(state);
    }
    expect([...seen].sort()).toEqual(leafStates(moderationLogMachine).stable);
  });
});
