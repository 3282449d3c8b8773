import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { ApiError } from '../../api/client';
import type { RegisterBody } from '../../api/contract';
import type { RegisterValues } from '../../validation';
import { validRegisterValues as valid } from '../../validation/fixtures';
import { connectionFailureCases, type FailureCase } from '../testing/connectionFailures';
import { paramsOf, recorded, settle, startProvided } from '../testing/harness';
import { REGISTER_REDIRECT_MS, registerMachine, registerProgress } from './registerMachine';

function start(register: (body: RegisterBody) => Promise<void> = async () => {}) {
  const effects = { showToast: vi.fn(), focusField: vi.fn(), navigateToLogin: vi.fn() };
  const { calls, logic } = recorded(register);
  const clock = new SimulatedClock();
  const actor = startProvided(
    registerMachine,
    { actions: effects, actors: { register: logic } },
    { clock },
  );
  const fill = (values: Partial<RegisterValues>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'field.change', field: field as keyof RegisterValues, value });
    }
  };
  const toasts = () => paramsOf(effects.showToast);
  return { actor, effects, calls, clock, fill, toasts };
}

describe('registerMachine', () => {
  it('waits the spec redirect delay of 2 s', () => {
    expect(REGISTER_REDIRECT_MS).toBe(2000);
  });

  it('starts idle, empty, untouched and not started', () => {
    const { actor } = start();
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('idle');
    expect(Object.values(context.values).every((v) => v === '')).toBe(true);
    expect(Object.values(context.touched).every((t) => !t)).toBe(true);
    expect(registerProgress(context.values)).toEqual({ percent: 0, stage: 'notStarted' });
  });

  it('tracks each edited field as touched', () => {
    const { actor, fill } = start();
    fill({ username: 'ada' });
    expect(actor.getSnapshot().context.touched).toEqual({
      name: false,
      surname: false,
      username: true,
      email: false,
      password: false,
      confirm_password: false,
    });
  });

  it('moves the completion indicator through its five stages as fields become valid', () => {
    const { actor, fill } = start();
    const stage = () => registerProgress(actor.getSnapshot().context.values).stage;
    expect(stage()).toBe('notStarted');
    fill({ name: 'Ada' });
    expect(stage()).toBe('beginning');
    fill({ surname: 'Kaplan', username: 'ada_reads' });
    expect(stage()).toBe('inProgress');
    fill({ email: 'ada@shelfmark.test', password: 'Shelfmark2026' });
    expect(stage()).toBe('almostDone');
    fill({ confirm_password: 'Shelfmark2026' });
    expect(registerProgress(actor.getSnapshot().context.values)).toEqual({
      percent: 100,
      stage: 'completed',
    });
    // An edit that breaks the match drops it back.
    fill({ password: 'Shelfmark2027' });
    expect(stage()).toBe('almostDone');
  });

  it('blocks an invalid form: validation toast, every mark shown, focus on the first problem', () => {
    const { actor, effects, calls, fill, toasts } = start();
    fill({ ...valid, email: 'ada@shelfmark', confirm_password: 'nope' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
    expect(toasts()).toEqual([{ kind: 'validation', message: 'toast.generic.validation' }]);
    expect(effects.focusField).toHaveBeenCalledWith(expect.anything(), { field: 'email' });
    expect(Object.values(actor.getSnapshot().context.touched).every(Boolean)).toBe(true);
  });

  it('focuses the name field when the whole form is empty', () => {
    const { actor, effects } = start();
    actor.send({ type: 'form.submit' });
    expect(effects.focusField).toHaveBeenCalledWith(expect.anything(), { field: 'name' });
  });

  it('sends the trimmed payload and ignores input while submitting', async () => {
    const { actor, calls, fill } = start(() => new Promise(() => {}));
    fill({ ...valid, name: ' Ada ', email: ' ada@shelfmark.test' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'field.change', field: 'name', value: 'Changed' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(calls).toEqual([valid]);
    expect(actor.getSnapshot().context.values.name).toBe(' Ada ');
  });

  it('succeeds: toast, then /login after 2 s', async () => {
    const { actor, effects, clock, fill, toasts } = start();
    fill(valid);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
    expect(toasts()).toEqual([{ kind: 'success', message: 'toast.auth.registerSuccess' }]);
    // The spec's 2 s, written out so a changed constant fails here.
    clock.increment(1999);
    expect(effects.navigateToLogin).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.navigateToLogin).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('registered');
    expect(actor.getSnapshot().status).toBe('done');
  });

  const conflict = (values: string[]) =>
    new ApiError('api', '', { code: '6', httpStatus: 409, values });
  const invalid = (values: string[]) =>
    new ApiError('api', '', { code: '1', httpStatus: 400, values });
  const usernameTaken = { kind: 'error', message: 'toast.auth.usernameTaken' } as const;
  const registerFailed = { kind: 'error', message: 'toast.auth.registerFailed' } as const;

  it.each<FailureCase>([
    ...connectionFailureCases,
    ['usernameTaken', conflict(['username: is already in use']), usernameTaken],
    [
      'usernameTaken',
      conflict(['email: is already registered', 'Username: is already in use']),
      usernameTaken,
    ],
    [
      'emailTaken',
      conflict(['email: is already registered']),
      { kind: 'error', message: 'toast.auth.emailTaken' },
    ],
    [
      'passwordRejected',
      invalid(['password: must contain a digit']),
      { kind: 'error', message: 'toast.auth.passwordRequirements' },
    ],
    ['registerFailed', invalid(['name: is required']), registerFailed],
    ['registerFailed', new ApiError('format', 'HTML', { httpStatus: 200 }), registerFailed],
    ['registerFailed', new TypeError('boom'), registerFailed],
  ])('maps a failure to failure.%s with its toast', async (state, error, expectedToast) => {
    const { actor, effects, fill, toasts } = start(async () => {
      throw error;
    });
    fill(valid);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ failure: state });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(toasts()).toEqual([expectedToast]);
    expect(effects.navigateToLogin).not.toHaveBeenCalled();
  });

  it('lets the reader change a taken username and register', async () => {
    let attempt = 0;
    const { actor, calls, fill } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw conflict(['username: is already in use']);
    });
    fill(valid);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().matches({ failure: 'usernameTaken' })).toBe(true);
    fill({ username: 'ada_reads_2' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
    expect(calls.map((call) => call.username)).toEqual(['ada_reads', 'ada_reads_2']);
  });

  it('retries from a failure state and blocks the retry when the form became invalid', async () => {
    let attempt = 0;
    const { actor, calls, fill, toasts } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw new ApiError('network', 'offline');
    });
    fill(valid);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().matches({ failure: 'network' })).toBe(true);
    fill({ confirm_password: 'x' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(toasts().at(-1)).toEqual({ kind: 'validation', message: 'toast.generic.validation' });
    expect(calls).toHaveLength(1);
    fill({ confirm_password: valid.confirm_password });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
    expect(calls).toHaveLength(2);
  });

  it('retries straight from a failure state', async () => {
    let attempt = 0;
    const { actor, fill } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw new ApiError('server', '', { httpStatus: 500 });
    });
    fill(valid);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().matches({ failure: 'server' })).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
  });
});
