import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { API_CODES, ApiError } from '../../api/client';
import { leafStates, recordStates } from '../shared/stateCoverage';
import { connectionFailureCases } from '../testing/connectionFailures';
import { paramsOf, recorded, settle } from '../testing/harness';
import { type PrivacySaved, privacySettingMachine } from './privacySettingMachine';

function start(
  load: () => Promise<boolean> = async () => false,
  save: (isPrivate: boolean) => Promise<PrivacySaved> = async (isPrivate) => ({
    isPrivate,
    approved: 0,
  }),
) {
  const effects = { showToast: vi.fn(), endSession: vi.fn(), requestsApproved: vi.fn() };
  const saves = recorded(save);
  const actor = createActor(
    privacySettingMachine.provide({
      actions: effects,
      actors: { loadPrivacy: recorded(load).logic, savePrivacy: saves.logic },
    }),
  );
  const seen = recordStates(actor);
  actor.start();
  return {
    actor,
    effects,
    seen,
    saves: saves.calls,
    toasts: () => paramsOf(effects.showToast),
    value: () => actor.getSnapshot().value,
  };
}

describe('privacySettingMachine', () => {
  it('loads the setting, turns it on, then off again, each said in a toast', async () => {
    const { actor, saves, toasts, value, effects } = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(value()).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context).toEqual({ isPrivate: false, wanted: null });

    actor.send({ type: 'privacy.set', isPrivate: true });
    expect(value()).toBe('saving');
    // The switch shows the reader's choice while it saves.
    expect(actor.getSnapshot().context.wanted).toBe(true);
    await settle();
    expect(actor.getSnapshot().context).toEqual({ isPrivate: true, wanted: null });

    actor.send({ type: 'privacy.set', isPrivate: false });
    await settle();
    expect(actor.getSnapshot().context.isPrivate).toBe(false);
    expect(saves).toEqual([true, false]);
    expect(toasts()).toEqual([
      { kind: 'success', message: 'toast.privacy.nowPrivate' },
      { kind: 'success', message: 'toast.privacy.nowPublic' },
    ]);
    // Nothing waited, so the requests need no new look.
    expect(effects.requestsApproved).not.toHaveBeenCalled();
  });

  it('going public says how many waiting requests became follows, and has them reloaded', async () => {
    const { actor, toasts, effects } = start(
      async () => true,
      async (isPrivate) => ({ isPrivate, approved: 3 }),
    );
    await settle();
    expect(actor.getSnapshot().context.isPrivate).toBe(true);
    actor.send({ type: 'privacy.set', isPrivate: false });
    await settle();
    expect(toasts()).toEqual([
      { kind: 'success', message: 'toast.privacy.nowPublicApproved', values: { count: '3' } },
    ]);
    expect(effects.requestsApproved).toHaveBeenCalledTimes(1);
  });

  it('keeps what the server says it saved, even when it is not what was asked', async () => {
    const { actor } = start(
      async () => false,
      async () => ({ isPrivate: false, approved: 0 }),
    );
    await settle();
    actor.send({ type: 'privacy.set', isPrivate: true });
    await settle();
    expect(actor.getSnapshot().context).toEqual({ isPrivate: false, wanted: null });
  });

  it('ignores a setting that is already so, and a second change while one saves', async () => {
    const { actor, saves, value } = start(async () => true);
    await settle();
    actor.send({ type: 'privacy.set', isPrivate: true });
    expect(value()).toEqual({ ready: 'idle' });
    actor.send({ type: 'privacy.set', isPrivate: false });
    actor.send({ type: 'privacy.set', isPrivate: true });
    await settle();
    expect(saves).toEqual([false]);
  });

  it('offers a retry when the setting cannot load', async () => {
    let fail = true;
    const { actor, value } = start(async () => {
      if (fail) throw new ApiError('server', '', { httpStatus: 500 });
      return true;
    });
    await settle();
    expect(value()).toBe('loadFailed');
    fail = false;
    actor.send({ type: 'privacy.retry' });
    expect(value()).toBe('loading');
    await settle();
    expect(value()).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context.isPrivate).toBe(true);
  });

  it('reaches every state, each failed save named after its cause and the switch put back', async () => {
    let error: unknown = null;
    const { actor, effects, seen, toasts, value } = start(
      async () => false,
      async () => {
        throw error;
      },
    );
    await settle();
    for (const [state, failure, toast] of connectionFailureCases) {
      error = failure;
      actor.send({ type: 'privacy.set', isPrivate: true });
      await settle();
      expect(value()).toEqual({ ready: { failure: state } });
      expect(toasts().at(-1)).toEqual(toast);
      expect(actor.getSnapshot().context).toEqual({ isPrivate: false, wanted: null });
    }
    // An answer outside the contract is told as a server error.
    error = new ApiError('format', 'not JSON');
    actor.send({ type: 'privacy.set', isPrivate: true });
    await settle();
    expect(value()).toEqual({ ready: { failure: 'server' } });

    error = new ApiError('api', '', { code: API_CODES.sessionInvalid });
    actor.send({ type: 'privacy.set', isPrivate: true });
    await settle();
    expect(value()).toBe('signedOut');
    expect(effects.endSession).toHaveBeenCalledTimes(1);

    // A first load that fails: loadFailed; one whose session is gone: signedOut at once.
    const failed = start(async () => {
      throw new ApiError('network', '');
    });
    const expired = start(async () => {
      throw new ApiError('api', '', { code: API_CODES.signInRequired });
    });
    await settle();
    expect(failed.value()).toBe('loadFailed');
    expect(expired.value()).toBe('signedOut');
    for (const state of failed.seen) seen.add(state);
    expect([...seen].sort()).toEqual(leafStates(privacySettingMachine).stable);
  });
});
