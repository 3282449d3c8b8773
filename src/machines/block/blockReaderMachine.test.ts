import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../api/client';
import { paramsOf, settle } from '../testing/harness';
import { blockReaderMachine } from './blockReaderMachine';

function start(block: () => Promise<void> = async () => {}) {
  const effects = { showToast: vi.fn(), readerBlocked: vi.fn() };
  const calls: { targetId: number }[] = [];
  const actor = createActor(
    blockReaderMachine.provide({
      actions: effects,
      actors: {
        blockReader: fromPromise(({ input }) => {
          calls.push(input);
          return block();
        }),
      },
    }),
    { input: { targetId: 7, targetName: 'sule_novels' } },
  ).start();
  return {
    actor,
    effects,
    calls,
    toasts: () => paramsOf(effects.showToast),
    state: () => actor.getSnapshot().value,
  };
}

describe('blockReaderMachine', () => {
  it('asks first, and a cancel makes no call', () => {
    const { actor, calls, state } = start();
    expect(state()).toBe('idle');
    actor.send({ type: 'block.confirm' });
    expect(state()).toBe('idle');
    actor.send({ type: 'block.request' });
    expect(state()).toBe('confirming');
    actor.send({ type: 'block.cancel' });
    expect(state()).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('blocks once confirmed: busy, then done with a toast and the screen told', async () => {
    const { actor, calls, effects, toasts, state } = start();
    actor.send({ type: 'block.request' });
    actor.send({ type: 'block.confirm' });
    expect(state()).toBe('blocking');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // Pressed again while the call runs: still one call.
    actor.send({ type: 'block.confirm' });
    await settle();
    expect(calls).toEqual([{ targetId: 7 }]);
    expect(state()).toBe('blocked');
    expect(actor.getSnapshot().status).toBe('done');
    expect(toasts()).toEqual([
      { kind: 'success', message: 'toast.social.blocked', values: { name: 'sule_novels' } },
    ]);
    expect(effects.readerBlocked).toHaveBeenCalledTimes(1);
  });

  it('keeps the question open after a failure, to try again', async () => {
    let fail = true;
    const { actor, calls, effects, toasts, state } = start(async () => {
      if (fail) throw new ApiError('network', 'offline');
    });
    actor.send({ type: 'block.request' });
    actor.send({ type: 'block.confirm' });
    await settle();
    expect(state()).toBe('confirming');
    expect(toasts()).toEqual([{ kind: 'error', message: 'toast.social.blockFailed' }]);
    expect(effects.readerBlocked).not.toHaveBeenCalled();
    fail = false;
    actor.send({ type: 'block.confirm' });
    await settle();
    expect(calls).toHaveLength(2);
    expect(state()).toBe('blocked');
  });
});
