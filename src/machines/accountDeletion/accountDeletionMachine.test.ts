import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { API_CODES, ApiError } from '../../api/client';
import { leafStates, recordStates } from '../shared/stateCoverage';
import { recorded, settle } from '../testing/harness';
import { accountDeletionMachine } from './accountDeletionMachine';

function start(answer: () => Promise<void> = async () => {}) {
  const effects = { accountDeleted: vi.fn(), endSession: vi.fn() };
  const deletions = recorded<void, { password: string }>(answer);
  const actor = createActor(
    accountDeletionMachine.provide({
      actions: effects,
      actors: { deleteAccount: deletions.logic },
    }),
  );
  const seen = recordStates(actor);
  actor.start();
  return { actor, effects, seen, calls: deletions.calls };
}

describe('accountDeletionMachine', () => {
  it('opens, asks for the password, deletes and hands over to the session', async () => {
    const { actor, effects, calls } = start();
    actor.send({ type: 'deletion.open' });
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' });
    // Nothing typed: said in the dialog, nothing sent.
    actor.send({ type: 'deletion.submit', password: '' });
    expect(actor.getSnapshot().context.error).toBe('required');
    expect(calls).toEqual([]);
    actor.send({ type: 'deletion.submit', password: 'Shelfmark2026' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    // A cancel while the call runs does not close the dialog over an unknown outcome.
    actor.send({ type: 'deletion.cancel' });
    expect(actor.getSnapshot().value).toEqual({ open: 'deleting' });
    await settle();
    expect(calls).toEqual([{ password: 'Shelfmark2026' }]);
    expect(actor.getSnapshot().value).toBe('deleted');
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.accountDeleted).toHaveBeenCalledTimes(1);
  });

  it('keeps every refusal in the dialog with its reason, and a cancel closes it', async () => {
    let error: unknown;
    const { actor, effects, seen } = start(async () => {
      throw error;
    });
    actor.send({ type: 'deletion.open' });
    const reasons: unknown[] = [];
    for (const failure of [
      new ApiError('api', '', { code: API_CODES.wrongCredentials }),
      new ApiError('network', ''),
      new ApiError('rateLimited', '', { httpStatus: 429 }),
      new ApiError('server', '', { httpStatus: 500 }),
      new ApiError('format', ''),
    ]) {
      error = failure;
      actor.send({ type: 'deletion.submit', password: 'Guess0000' });
      await settle();
      expect(actor.getSnapshot().value).toEqual({ open: 'editing' });
      reasons.push(actor.getSnapshot().context.error);
    }
    expect(reasons).toEqual(['wrong', 'network', 'rateLimited', 'server', 'server']);
    actor.send({ type: 'deletion.cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
    // Opening again starts without the old message.
    actor.send({ type: 'deletion.open' });
    expect(actor.getSnapshot().context.error).toBeNull();

    error = new ApiError('api', '', { code: API_CODES.sessionInvalid });
    actor.send({ type: 'deletion.submit', password: 'Guess0000' });
    await settle();
    expect(actor.getSnapshot().value).toBe('sessionEnded');
    expect(effects.endSession).toHaveBeenCalledTimes(1);
    expect(effects.accountDeleted).not.toHaveBeenCalled();

    const done = start();
    done.actor.send({ type: 'deletion.open' });
    done.actor.send({ type: 'deletion.submit', password: 'x' });
    await settle();
    for (const state of done.seen) seen.add(state);
    expect([...seen].sort()).toEqual(leafStates(accountDeletionMachine).stable);
  });
});
