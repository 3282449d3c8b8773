import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { UpdatePasswordBody } from '../../api/contract';
import { connectionFailureCases, type FailureCase } from '../testing/connectionFailures';
import { paramsOf, recorded, settle, startProvided } from '../testing/harness';
import {
  EMPTY_PASSWORD_VALUES,
  passwordChangeMachine,
  passwordErrors,
  passwordFieldErrors,
  type PasswordValues,
} from './passwordChangeMachine';

const valid: PasswordValues = {
  current_password: 'Shelfmark2026',
  new_password: 'Bookworm2027',
  confirm_password: 'Bookworm2027',
};

function start(change: (body: UpdatePasswordBody) => Promise<void> = async () => {}) {
  const effects = { showToast: vi.fn(), focusField: vi.fn() };
  const { calls, logic } = recorded(change);
  const actor = startProvided(passwordChangeMachine, {
    actions: effects,
    actors: { changePassword: logic },
  });
  const fill = (values: PasswordValues) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'field.change', field: field as keyof PasswordValues, value });
    }
  };
  const toasts = () => paramsOf(effects.showToast);
  const focused = () => paramsOf(effects.focusField);
  return { actor, calls, fill, toasts, focused };
}

async function failWith(error: unknown) {
  const machine = start(() => Promise.reject(error));
  machine.fill(valid);
  machine.actor.send({ type: 'form.submit' });
  await settle();
  return machine;
}

describe('passwordErrors', () => {
  it('accepts a current password and a new one that follows the register rules, confirmed', () => {
    expect(passwordErrors(valid)).toEqual({
      current_password: null,
      new_password: null,
      confirm_password: null,
    });
  });

  it('asks for every field of an empty form', () => {
    expect(passwordErrors(EMPTY_PASSWORD_VALUES)).toEqual({
      current_password: 'validation.current_password_required',
      new_password: 'validation.password_required',
      confirm_password: 'validation.confirm_password_required',
    });
  });

  it.each([
    ['Short1a', 'validation.password_min_length'],
    ['ALLUPPER123', 'validation.password_lowercase'],
    ['alllower123', 'validation.password_uppercase'],
    ['NoDigitsHere', 'validation.password_digit'],
  ])('new password %j: %s', (newPassword, message) => {
    expect(passwordErrors({ ...valid, new_password: newPassword }).new_password).toBe(message);
  });

  it('checks the confirmation against the new password', () => {
    expect(passwordErrors({ ...valid, confirm_password: 'Bookworm2028' }).confirm_password).toBe(
      'validation.confirm_password_mismatch',
    );
  });
});

describe('passwordChangeMachine', () => {
  it('starts editing with empty, untouched fields and no errors shown', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual(EMPTY_PASSWORD_VALUES);
    expect(passwordFieldErrors(actor.getSnapshot().context)).toEqual({
      current_password: null,
      new_password: null,
      confirm_password: null,
    });
  });

  it('shows live errors only for touched fields', () => {
    const { actor } = start();
    actor.send({ type: 'field.change', field: 'new_password', value: 'abc' });
    expect(passwordFieldErrors(actor.getSnapshot().context)).toEqual({
      current_password: null,
      new_password: 'validation.password_min_length',
      confirm_password: null,
    });
  });

  it('blocks a mismatch: validation toast, focus on the confirmation, no call', () => {
    const { actor, calls, fill, toasts, focused } = start();
    fill({ ...valid, confirm_password: 'Bookworm2028' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toEqual([]);
    expect(toasts()).toEqual([{ kind: 'validation', message: 'toast.generic.validation' }]);
    expect(focused()).toEqual([{ field: 'confirm_password' }]);
    expect(passwordFieldErrors(actor.getSnapshot().context).confirm_password).toBe(
      'validation.confirm_password_mismatch',
    );
  });

  it('blocks an empty form and marks every field', () => {
    const { actor, focused } = start();
    actor.send({ type: 'form.submit' });
    expect(focused()).toEqual([{ field: 'current_password' }]);
    expect(actor.getSnapshot().context.touched).toEqual({
      current_password: true,
      new_password: true,
      confirm_password: true,
    });
  });

  it('submits the three fields exactly as typed and ignores input while busy', async () => {
    const { actor, calls, fill } = start(() => new Promise(() => {}));
    fill({ ...valid, current_password: ' spaced current ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'field.change', field: 'new_password', value: 'x' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(calls).toEqual([{ ...valid, current_password: ' spaced current ' }]);
    expect(actor.getSnapshot().context.values.new_password).toBe(valid.new_password);
  });

  it('changes: success toast and the fields cleared', async () => {
    const { actor, fill, toasts } = start();
    fill(valid);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('changed');
    expect(toasts()).toEqual([{ kind: 'success', message: 'toast.password.changed' }]);
    expect(actor.getSnapshot().context.values).toEqual(EMPTY_PASSWORD_VALUES);
    expect(actor.getSnapshot().context.touched).toEqual({
      current_password: false,
      new_password: false,
      confirm_password: false,
    });
    actor.send({ type: 'field.change', field: 'current_password', value: 'a' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('submits straight from changed (the empty form is blocked)', async () => {
    const { actor, fill, calls } = start();
    fill(valid);
    actor.send({ type: 'form.submit' });
    await settle();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toHaveLength(1);
  });

  it('wrong current password (code 11): its toast, the field marked and focused until edited', async () => {
    const { actor, toasts, focused } = await failWith(
      new ApiError('api', 'The current password is wrong.', {
        code: '11',
        httpStatus: 401,
        values: ['current_password: is wrong'],
      }),
    );
    expect(actor.getSnapshot().value).toEqual({ failure: 'wrongCurrent' });
    expect(toasts()).toEqual([{ kind: 'error', message: 'toast.password.wrongCurrent' }]);
    expect(focused()).toEqual([{ field: 'current_password' }]);
    expect(passwordFieldErrors(actor.getSnapshot().context).current_password).toBe(
      'toast.password.wrongCurrent',
    );
    // The new password stays, so only the current one needs typing again.
    expect(actor.getSnapshot().context.values.new_password).toBe(valid.new_password);
    actor.send({ type: 'field.change', field: 'current_password', value: 'Another1' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(passwordFieldErrors(actor.getSnapshot().context).current_password).toBeNull();
  });

  it('a refused body (code 1) marks the fields it names', async () => {
    const { actor, toasts, focused } = await failWith(
      new ApiError('api', 'Validation failed', {
        code: '1',
        values: [
          'new_password: must contain an uppercase letter',
          'confirm_password: passwords do not match',
        ],
      }),
    );
    expect(actor.getSnapshot().value).toEqual({ failure: 'invalid' });
    expect(toasts()).toEqual([{ kind: 'validation', message: 'toast.generic.validation' }]);
    expect(focused()).toEqual([{ field: 'new_password' }]);
    expect(actor.getSnapshot().context.serverErrors).toEqual({
      new_password: 'toast.auth.passwordRequirements',
      confirm_password: 'validation.confirm_password_mismatch',
    });
  });

  it('a refusal naming no form field marks the new password', async () => {
    const { actor } = await failWith(
      new ApiError('api', 'Validation failed', { code: '1', values: ['user_id: is too large'] }),
    );
    expect(actor.getSnapshot().context.serverErrors).toEqual({
      new_password: 'toast.auth.passwordRequirements',
    });
  });

  const changeFailed = { kind: 'error', message: 'toast.password.changeFailed' } as const;

  it.each<FailureCase>([
    ...connectionFailureCases,
    ['unknown', new ApiError('api', 'forbidden', { code: '4' }), changeFailed],
    ['unknown', new Error('not an API error'), changeFailed],
  ])('%s failure shows its toast and keeps the fields', async (state, error, expectedToast) => {
    const { actor, toasts } = await failWith(error);
    expect(actor.getSnapshot().value).toEqual({ failure: state });
    expect(toasts()).toEqual([expectedToast]);
    expect(actor.getSnapshot().context.values).toEqual(valid);
  });

  it('an ended session (code 5) stays quiet: the session flow shows its own message', async () => {
    const { actor, toasts } = await failWith(new ApiError('api', 'expired', { code: '5' }));
    expect(actor.getSnapshot().value).toEqual({ failure: 'sessionEnded' });
    expect(toasts()).toEqual([]);
  });

  it('retries from a failure', async () => {
    let attempt = 0;
    const { actor, fill, calls } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw new ApiError('server', 'boom', { httpStatus: 500 });
    });
    fill(valid);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ failure: 'server' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('changed');
    expect(calls).toHaveLength(2);
  });
});
