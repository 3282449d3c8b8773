import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { API_CODES, ApiError } from '../../api/client';
import type { Session } from '../../api/contract/entities';
import { leafStates, recordStates } from '../shared/stateCoverage';
import { paramsOf, recorded, settle } from '../testing/harness';
import { type SessionEnding, type SessionList, sessionListMachine } from './sessionListMachine';

const session = (id: number, current = false): Session => ({
  id,
  browser: 'Firefox 132',
  os: 'Linux',
  created_at: '2026-11-20T10:00:00.000Z',
  last_used_at: '2026-11-21T10:00:00.000Z',
  current,
});

const three: SessionList = { sessions: [session(3, true), session(2), session(1)], total: 3 };

function start(
  list: () => Promise<SessionList> = async () => three,
  end: (ending: SessionEnding) => Promise<SessionList> = async (ending) =>
    ending === 'others'
      ? { sessions: [session(3, true)], total: 1 }
      : {
          sessions: three.sessions.filter((s) => s.id !== ending.id),
          total: 2,
        },
) {
  const effects = { showToast: vi.fn(), endSession: vi.fn() };
  const ends = recorded(end);
  const actor = createActor(
    sessionListMachine.provide({
      actions: effects,
      actors: { listSessions: recorded(list).logic, endSessions: ends.logic },
    }),
  );
  const seen = recordStates(actor);
  actor.start();
  return {
    actor,
    effects,
    seen,
    ends: ends.calls,
    toasts: () => paramsOf(effects.showToast),
  };
}

describe('sessionListMachine', () => {
  it('loads the list, ends one session and then every other, each answered with the list', async () => {
    const { actor, ends, toasts } = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context.total).toBe(3);

    actor.send({ type: 'sessions.end', id: 2 });
    expect(actor.getSnapshot().context.ending).toEqual({ id: 2 });
    await settle();
    expect(actor.getSnapshot().context.sessions.map((s) => s.id)).toEqual([3, 1]);
    expect(actor.getSnapshot().context.ending).toBeNull();

    actor.send({ type: 'sessions.endOthers' });
    await settle();
    expect(actor.getSnapshot().context.sessions.map((s) => s.id)).toEqual([3]);
    expect(ends).toEqual([{ id: 2 }, 'others']);
    expect(toasts()).toEqual([
      { kind: 'success', message: 'settings.sessions.toast.ended' },
      { kind: 'success', message: 'settings.sessions.toast.endedOthers' },
    ]);
  });

  it('offers a retry when the list cannot load', async () => {
    let fail = true;
    const { actor } = start(async () => {
      if (fail) throw new ApiError('network', '');
      return three;
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    fail = false;
    actor.send({ type: 'sessions.retry' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
  });

  it('reads the list again when the session to end was already gone', async () => {
    let lists = 0;
    const { actor } = start(
      async () => {
        lists += 1;
        return three;
      },
      async () => {
        throw new ApiError('api', '', { code: API_CODES.notFound });
      },
    );
    await settle();
    actor.send({ type: 'sessions.end', id: 1 });
    await settle();
    expect(lists).toBe(2);
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
  });

  it('reaches every state, each failure named after its cause', async () => {
    let error: unknown = null;
    const { actor, effects, seen, toasts } = start(
      async () => {
        if (error) throw error;
        return three;
      },
      async () => {
        throw error;
      },
    );
    await settle();
    for (const failure of [
      new ApiError('network', ''),
      new ApiError('server', '', { httpStatus: 500 }),
      new ApiError('rateLimited', '', { httpStatus: 429 }),
    ]) {
      error = failure;
      actor.send({ type: 'sessions.endOthers' });
      await settle();
    }
    expect(toasts().map((request) => (request as { message: string }).message)).toEqual([
      'toast.generic.network',
      'toast.generic.server',
      'toast.generic.rateLimit',
    ]);
    expect(actor.getSnapshot().context.ending).toBeNull();
    error = new ApiError('server', '', { httpStatus: 500 });
    actor.send({ type: 'sessions.end', id: 2 });
    await settle();
    error = new ApiError('network', '');
    actor.send({ type: 'sessions.end', id: 2 });
    await settle();
    // The list itself fails to load only on a first load or a retry.
    expect(actor.getSnapshot().value).toEqual({ ready: { failure: 'network' } });
    error = new ApiError('api', '', { code: API_CODES.sessionInvalid });
    actor.send({ type: 'sessions.end', id: 2 });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.endSession).toHaveBeenCalledTimes(1);

    // A first load that fails: loadFailed.
    error = new ApiError('server', '', { httpStatus: 500 });
    const second = start(async () => {
      throw error;
    });
    await settle();
    for (const state of second.seen) seen.add(state);
    expect([...seen].sort()).toEqual(leafStates(sessionListMachine).stable);
  });
});
