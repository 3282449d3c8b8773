import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import { ApiError } from '../../api/client';
import { paramsOf, settle } from '../testing/harness';
import { muteReaderActors } from './actors';
import { muteReaderMachine } from './muteReaderMachine';

function start(muted: boolean, call: () => Promise<void> = async () => {}) {
  const effects = { showToast: vi.fn() };
  const calls: { targetId: number; muted: boolean }[] = [];
  const actor = createActor(
    muteReaderMachine.provide({
      actions: effects,
      actors: {
        setMuted: fromPromise(({ input }) => {
          calls.push(input);
          return call();
        }),
      },
    }),
    { input: { targetId: 7, targetName: 'sule_novels', muted } },
  ).start();
  return {
    actor,
    calls,
    toasts: () => paramsOf(effects.showToast),
    state: () => actor.getSnapshot().value,
  };
}

describe('muteReaderMachine', () => {
  it('starts where the profile says', () => {
    expect(start(false).state()).toBe('unmuted');
    expect(start(true).state()).toBe('muted');
  });

  it('mutes and unmutes, busy while each call runs, and says so', async () => {
    const { actor, calls, toasts, state } = start(false);
    actor.send({ type: 'mute.toggle' });
    expect(state()).toBe('muting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // Chosen again while the call runs: still one call.
    actor.send({ type: 'mute.toggle' });
    await settle();
    expect(state()).toBe('muted');
    actor.send({ type: 'mute.toggle' });
    expect(state()).toBe('unmuting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(state()).toBe('unmuted');
    expect(calls).toEqual([
      { targetId: 7, muted: true },
      { targetId: 7, muted: false },
    ]);
    expect(toasts()).toEqual([
      { kind: 'success', message: 'toast.social.muted', values: { name: 'sule_novels' } },
      { kind: 'success', message: 'toast.social.unmuted', values: { name: 'sule_novels' } },
    ]);
  });

  it('leaves the mute as it was when a call fails', async () => {
    const failing = async () => {
      throw new ApiError('network', 'offline');
    };
    const unmuted = start(false, failing);
    unmuted.actor.send({ type: 'mute.toggle' });
    await settle();
    expect(unmuted.state()).toBe('unmuted');
    expect(unmuted.toasts()).toEqual([{ kind: 'error', message: 'toast.social.muteFailed' }]);

    const muted = start(true, failing);
    muted.actor.send({ type: 'mute.toggle' });
    await settle();
    expect(muted.state()).toBe('muted');
    expect(muted.toasts()).toEqual([{ kind: 'error', message: 'toast.social.unmuteFailed' }]);
  });
});

describe('muteReaderActors', () => {
  it('call mute or unmute for the reader', async () => {
    const api = vi.fn(async () => ({}));
    const { setMuted } = muteReaderActors(api as unknown as ApiCall);
    for (const muted of [true, false]) {
      const actor = createActor(setMuted, { input: { targetId: 7, muted } }).start();
      await settle();
      expect(actor.getSnapshot().status).toBe('done');
    }
    expect(api.mock.calls).toEqual([
      ['/users/mute', { user_id: 7 }],
      ['/users/unmute', { user_id: 7 }],
    ]);
  });
});
