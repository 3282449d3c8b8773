import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { type ApiCode, ApiError } from '../../api/client';
import { leafStates, recordStates } from '../shared/stateCoverage';
import { connectionFailureCases, type FailureCase } from '../testing/connectionFailures';
import { paramsOf, recorded, settle } from '../testing/harness';
import { resetPasswordActors } from './actors';
import {
  type ResetPasswordBody,
  resetFieldErrors,
  resetPasswordErrors,
  resetPasswordMachine,
} from './resetPasswordMachine';

const TOKEN = 'k3Y-Tok_en0123456789abcdefghijklmnopqrstuvw';
const PASSWORD = 'Bookworm2027';

function start(
  confirm: (body: ResetPasswordBody) => Promise<void> = async () => {},
  token = TOKEN,
) {
  const effects = { showToast: vi.fn(), focusField: vi.fn(), focusOutcome: vi.fn() };
  const { calls, logic } = recorded(confirm);
  const actor = createActor(
    resetPasswordMachine.provide({ actions: effects, actors: { confirmReset: logic } }),
    { input: { token } },
  );
  const seen = recordStates(actor);
  actor.start();
  const fill = (password = PASSWORD, confirmPassword = password) => {
    actor.send({ type: 'field.change', field: 'password', value: password });
    actor.send({ type: 'field.change', field: 'confirm_password', value: confirmPassword });
  };
  const submit = async () => {
    actor.send({ type: 'form.submit' });
    await settle();
  };
  const toasts = () => paramsOf(effects.showToast);
  return { actor, effects, calls, seen, fill, submit, toasts };
}

const refused = (code: ApiCode, httpStatus: number, values: string[] = []) =>
  new ApiError('api', '', { code, httpStatus, values });

describe('resetPasswordErrors', () => {
  it('checks the new password with the register rules and its confirmation', () => {
    expect(resetPasswordErrors({ password: '', confirm_password: '' })).toEqual({
      password: 'validation.password_required',
      confirm_password: 'validation.confirm_password_required',
    });
    expect(resetPasswordErrors({ password: 'bookworm2027', confirm_password: 'x' })).toEqual({
      password: 'validation.password_uppercase',
      confirm_password: 'validation.confirm_password_mismatch',
    });
    expect(resetPasswordErrors({ password: PASSWORD, confirm_password: PASSWORD })).toEqual({
      password: null,
      confirm_password: null,
    });
  });
});

describe('resetPasswordMachine', () => {
  it('opens the form for a token of the right shape, with nothing typed', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.token).toBe(TOKEN);
  });

  it.each([
    ['no token', ''],
    ['a cut-off token', TOKEN.slice(0, 20)],
    ['a token with foreign characters', `${TOKEN.slice(0, 42)}!`],
  ])('shows a broken link at once for %s, with no call', (_, token) => {
    const { actor, calls, effects } = start(async () => {}, token);
    expect(actor.getSnapshot().value).toEqual({ link: 'invalid' });
    expect(calls).toEqual([]);
    expect(effects.focusOutcome).toHaveBeenCalledTimes(1);
  });

  it('blocks a weak or unconfirmed password: validation toast, focus, no call', async () => {
    const { actor, calls, fill, submit, toasts, effects } = start();
    fill('short', 'other');
    await submit();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toEqual([]);
    expect(toasts()).toEqual([{ kind: 'validation', message: 'toast.generic.validation' }]);
    expect(effects.focusField).toHaveBeenCalledWith(expect.anything(), { field: 'password' });
    expect(resetFieldErrors(actor.getSnapshot().context)).toEqual({
      password: 'validation.password_min_length',
      confirm_password: 'validation.confirm_password_mismatch',
    });
  });

  it('sets the password once, however often it is submitted, and forgets what was typed', async () => {
    let answer: () => void = () => {};
    const { actor, calls, fill, toasts, effects } = start(
      () => new Promise((resolve) => (answer = resolve)),
    );
    fill();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(calls).toEqual([{ token: TOKEN, password: PASSWORD, confirm_password: PASSWORD }]);
    answer();
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.values).toEqual({ password: '', confirm_password: '' });
    expect(toasts()).toEqual([{ kind: 'success', message: 'toast.reset.changed' }]);
    expect(effects.focusOutcome).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['invalid', refused('12', 400)],
    ['expired', refused('13', 410)],
    ['used', refused('14', 410)],
  ])('shows link.%s when the server says so of the link', async (state, error) => {
    const { actor, fill, submit, toasts, effects } = start(async () => {
      throw error;
    });
    fill();
    await submit();
    expect(actor.getSnapshot().value).toEqual({ link: state });
    expect(toasts()).toEqual([]);
    expect(effects.focusOutcome).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.values.password).toBe('');
    // A dead link takes no more submits.
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ link: state });
  });

  it('marks the fields the server refused, until they are edited', async () => {
    const { actor, fill, submit, toasts, effects } = start(async () => {
      throw refused('1', 400, ['password: must contain a digit']);
    });
    fill();
    await submit();
    expect(actor.getSnapshot().value).toEqual({ failure: 'invalid' });
    expect(toasts()).toEqual([{ kind: 'validation', message: 'toast.generic.validation' }]);
    expect(effects.focusField).toHaveBeenLastCalledWith(expect.anything(), { field: 'password' });
    expect(actor.getSnapshot().context.serverErrors).toEqual({
      password: 'toast.auth.passwordRequirements',
    });
    actor.send({ type: 'field.change', field: 'password', value: 'Another2027' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.serverErrors).toEqual({});
  });

  it.each<FailureCase>([
    ...connectionFailureCases,
    ['unknown', refused('4', 403), { kind: 'error', message: 'toast.reset.failed' }],
    ['unknown', new TypeError('boom'), { kind: 'error', message: 'toast.reset.failed' }],
  ])('keeps the form on failure.%s with its toast, and retries', async (state, error, toast) => {
    let attempt = 0;
    const { actor, fill, submit, toasts, calls } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw error;
    });
    fill();
    await submit();
    expect(actor.getSnapshot().value).toEqual({ failure: state });
    expect(toasts()).toEqual([toast]);
    expect(actor.getSnapshot().context.values.password).toBe(PASSWORD);
    await submit();
    expect(actor.getSnapshot().value).toBe('done');
    expect(calls).toHaveLength(2);
  });

  it('reaches every state', async () => {
    const seen = new Set<string>();
    const outcomes: unknown[] = [
      undefined,
      refused('12', 400),
      refused('13', 410),
      refused('14', 410),
      refused('1', 400, ['confirm_password: passwords do not match']),
      ...connectionFailureCases.map(([, error]) => error),
      new Error('x'),
    ];
    for (const outcome of outcomes) {
      const run = start(async () => {
        if (outcome) throw outcome;
      });
      run.fill();
      await run.submit();
      for (const name of run.seen) seen.add(name);
    }
    const broken = start(async () => {}, 'nope');
    for (const name of broken.seen) seen.add(name);
    const { stable, passing } = leafStates(resetPasswordMachine);
    expect(passing).toEqual(['checking', 'validating']);
    expect([...seen].sort()).toEqual(stable);
  });
});

describe('resetPasswordActors', () => {
  it('send the token and the new password through the typed client', async () => {
    const api = vi.fn(async () => ({ status: { code: '0', values: [], message: '' } }));
    const body = { token: TOKEN, password: PASSWORD, confirm_password: PASSWORD };
    const run = createActor(resetPasswordActors(api as never).confirmReset, { input: body });
    run.start();
    await waitFor(run, (snapshot) => snapshot.status === 'done');
    expect(api).toHaveBeenCalledWith(
      '/auth/password-reset/confirm',
      body,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });
});
