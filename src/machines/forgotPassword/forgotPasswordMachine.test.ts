import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../../api/client';
import { leafStates, recordStates } from '../shared/stateCoverage';
import { connectionFailureCases, type FailureCase } from '../testing/connectionFailures';
import { paramsOf, recorded, settle, startProvided } from '../testing/harness';
import { forgotPasswordActors } from './actors';
import { forgotPasswordMachine } from './forgotPasswordMachine';

function start(request: (body: { email: string }) => Promise<void> = async () => {}) {
  const effects = { showToast: vi.fn(), focusField: vi.fn() };
  const { calls, logic } = recorded(request);
  const actor = startProvided(forgotPasswordMachine, {
    actions: effects,
    actors: { requestReset: logic },
  });
  const seen = recordStates(actor);
  seen.add('editing');
  const type = (value: string) => actor.send({ type: 'field.change', field: 'email', value });
  const toasts = () => paramsOf(effects.showToast);
  return { actor, effects, calls, seen, type, toasts };
}

describe('forgotPasswordMachine', () => {
  it('starts editing an empty, untouched address', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual({
      values: { email: '' },
      touched: { email: false },
      sentTo: null,
    });
  });

  it.each([
    ['an empty address', ''],
    ['an address without a domain', 'ada@'],
  ])('blocks %s: validation toast, focus on the field, no call', (_, email) => {
    const { actor, effects, calls, type, toasts } = start();
    type(email);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toEqual([]);
    expect(toasts()).toEqual([{ kind: 'validation', message: 'toast.generic.validation' }]);
    expect(effects.focusField).toHaveBeenCalledWith(expect.anything(), { field: 'email' });
    expect(actor.getSnapshot().context.touched).toEqual({ email: true });
  });

  it('sends the trimmed address once, however often it is submitted, then says it was sent', async () => {
    let answer: () => void = () => {};
    const { actor, calls, type } = start(() => new Promise((resolve) => (answer = resolve)));
    type('  ada@shelfmark.test ');
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'field.change', field: 'email', value: 'other@shelfmark.test' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(calls).toEqual([{ email: 'ada@shelfmark.test' }]);
    answer();
    await settle();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.sentTo).toBe('ada@shelfmark.test');
  });

  it('goes back to the form from sent, keeping the address, to ask for a newer link', async () => {
    const { actor, calls, type } = start();
    type('ada@shelfmark.test');
    actor.send({ type: 'form.submit' });
    await settle();
    actor.send({ type: 'again' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values.email).toBe('ada@shelfmark.test');
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(calls).toHaveLength(2);
  });

  it.each<FailureCase>([
    ...connectionFailureCases,
    [
      'unknown',
      new ApiError('api', '', { code: '1', httpStatus: 400 }),
      { kind: 'error', message: 'toast.reset.sendFailed' },
    ],
    ['unknown', new TypeError('boom'), { kind: 'error', message: 'toast.reset.sendFailed' }],
  ])('maps a failure to failure.%s with its toast, and retries', async (state, error, expected) => {
    let attempt = 0;
    const { actor, type, toasts } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw error;
    });
    type('ada@shelfmark.test');
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ failure: state });
    expect(toasts()).toEqual([expected]);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('sent');
  });

  it('lets the reader correct the address after a failure', async () => {
    const { actor, type } = start(async () => {
      throw new ApiError('network', 'offline');
    });
    type('ada@shelfmark.test');
    actor.send({ type: 'form.submit' });
    await settle();
    type('bora@shelfmark.test');
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values.email).toBe('bora@shelfmark.test');
  });

  it('reaches every state', async () => {
    const { seen } = start();
    for (const [state, error] of [...connectionFailureCases, ['unknown', new Error('x')]]) {
      const run = start(async () => {
        throw error;
      });
      run.type('ada@shelfmark.test');
      run.actor.send({ type: 'form.submit' });
      await settle();
      expect(run.actor.getSnapshot().value).toEqual({ failure: state });
      for (const name of run.seen) seen.add(name);
    }
    const ok = start();
    ok.type('ada@shelfmark.test');
    ok.actor.send({ type: 'form.submit' });
    await settle();
    for (const name of ok.seen) seen.add(name);
    const { stable, passing } = leafStates(forgotPasswordMachine);
    expect(passing).toEqual(['validating']);
    expect([...seen].sort()).toEqual(stable);
  });
});

describe('forgotPasswordActors', () => {
  it('ask for a link in the language the page is read in when sending', async () => {
    const api = vi.fn(async () => ({ status: { code: '0', values: [], message: '' } }));
    let locale: 'en' | 'tr' = 'en';
    const actors = forgotPasswordActors(api as never, () => locale);
    locale = 'tr';
    const run = createActor(actors.requestReset, { input: { email: 'ada@shelfmark.test' } });
    run.start();
    await waitFor(run, (snapshot) => snapshot.status === 'done');
    expect(api).toHaveBeenCalledWith(
      '/auth/password-reset/request',
      { email: 'ada@shelfmark.test', locale: 'tr' },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });
});
