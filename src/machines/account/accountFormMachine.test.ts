import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { PublicUser, UpdateProfileBody } from '../../api/contract';
import { ada } from '../../api/mocks/fixtures';
import { connectionFailureCases, type FailureCase } from '../testing/connectionFailures';
import { paramsOf, recorded, settle, startProvided } from '../testing/harness';
import {
  accountBody,
  accountErrors,
  accountFieldErrors,
  accountFormMachine,
  accountValuesOf,
  emailChanged,
  nameParts,
  type AccountField,
} from './accountFormMachine';

function start(
  save: (body: UpdateProfileBody) => Promise<PublicUser> = async (body) => ({
    ...ada,
    name: body.name,
    surname: body.surname,
    full_name: body.full_name ?? '',
    email: body.email.toLowerCase(),
    gender: body.gender ?? null,
  }),
  user: PublicUser = ada,
) {
  const effects = { showToast: vi.fn(), focusField: vi.fn(), userUpdated: vi.fn() };
  const { calls, logic } = recorded(save);
  const actor = startProvided(
    accountFormMachine,
    { actions: effects, actors: { saveProfile: logic } },
    { input: { user } },
  );
  const change = (field: AccountField, value: string) =>
    actor.send({ type: 'field.change', field, value });
  /** The params of every showToast call, in order. */
  const toasts = () => paramsOf(effects.showToast);
  const focused = () => paramsOf(effects.focusField);
  return { actor, effects, calls, change, toasts, focused };
}

/** Submits a valid change and lets the save fail with `error`. */
async function failWith(error: unknown) {
  const machine = start(() => Promise.reject(error));
  machine.change('fullName', 'Ada Lovelace');
  machine.actor.send({ type: 'form.submit' });
  await settle();
  return machine;
}

describe('nameParts', () => {
  it('keeps the saved parts while the full name is unchanged (spaces aside)', () => {
    const reader = { name: 'Mary Ann', surname: 'de la Cruz' };
    expect(nameParts('  Mary  Ann de la Cruz ', reader)).toEqual(reader);
  });

  it('splits a new name at its last space', () => {
    expect(nameParts('Ada Augusta  Lovelace', ada)).toEqual({
      name: 'Ada Augusta',
      surname: 'Lovelace',
    });
  });

  it('finds no parts in a single word', () => {
    expect(nameParts('Ada', ada)).toBeNull();
  });
});

describe('accountErrors', () => {
  const values = accountValuesOf(ada);

  it('accepts the prefilled reader', () => {
    expect(accountErrors(values, ada)).toEqual({
      fullName: null,
      email: null,
      currentPassword: null,
      gender: null,
    });
  });

  it.each([
    ['   ', 'validation.full_name_required'],
    ['Lovelace', 'validation.full_name_surname_required'],
    ['Al Lovelace', 'validation.name_min_length'],
    ['Ada Li', 'validation.surname_min_length'],
  ])('full name %j: %s', (fullName, message) => {
    expect(accountErrors({ ...values, fullName }, ada).fullName).toBe(message);
  });

  it.each([
    ['', 'validation.email_required'],
    ['ada@', 'validation.email_invalid'],
    ['ada@shelfmark', 'validation.email_invalid'],
  ])('email %j: %s', (email, message) => {
    expect(accountErrors({ ...values, email }, ada).email).toBe(message);
  });

  it('asks for the current password only while the email differs from the saved one', () => {
    expect(accountErrors({ ...values, email: ' ADA@shelfmark.test ' }, ada).currentPassword).toBe(
      null,
    );
    expect(accountErrors({ ...values, email: 'ada.l@shelfmark.test' }, ada).currentPassword).toBe(
      'validation.current_password_required',
    );
    expect(
      accountErrors({ ...values, email: 'ada.l@shelfmark.test', currentPassword: 'x' }, ada)
        .currentPassword,
    ).toBeNull();
  });
});

describe('emailChanged', () => {
  it('compares as the server stores the address: trimmed and lower-cased', () => {
    expect(emailChanged({ email: '  Ada@Shelfmark.TEST ' }, ada)).toBe(false);
    expect(emailChanged({ email: 'ada@shelfmark.test.tr' }, ada)).toBe(true);
    expect(emailChanged({ email: 'ada@shelfmark.test' }, { ...ada, email: null })).toBe(true);
  });
});

describe('accountBody', () => {
  it('sends both name parts, the tidied full name, a trimmed email and null for no gender', () => {
    expect(
      accountBody(
        {
          fullName: ' Ada  Lovelace ',
          email: ' Ada@Shelfmark.test ',
          currentPassword: 'not sent',
          gender: '',
        },
        ada,
      ),
    ).toEqual({
      name: 'Ada',
      surname: 'Lovelace',
      full_name: 'Ada Lovelace',
      email: 'Ada@Shelfmark.test',
      gender: null,
    });
  });

  it('sends the current password with a changed email', () => {
    expect(
      accountBody(
        {
          fullName: 'Ada Kaplan',
          email: 'ada.k@shelfmark.test',
          currentPassword: 'Shelfmark2026',
          gender: 'female',
        },
        ada,
      ),
    ).toEqual({
      name: 'Ada',
      surname: 'Kaplan',
      full_name: 'Ada Kaplan',
      email: 'ada.k@shelfmark.test',
      gender: 'female',
      current_password: 'Shelfmark2026',
    });
  });
});

describe('accountFormMachine', () => {
  it('starts editing, prefilled from the signed-in reader, untouched', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.values).toEqual({
      fullName: 'Ada Kaplan',
      email: 'ada@shelfmark.test',
      currentPassword: '',
      gender: 'female',
    });
    expect(accountFieldErrors(snapshot.context)).toEqual({
      fullName: null,
      email: null,
      currentPassword: null,
      gender: null,
    });
  });

  it('prefills from name and surname when the full name is empty, and no gender as ""', () => {
    const { actor } = start(undefined, { ...ada, full_name: '', gender: null, email: null });
    expect(actor.getSnapshot().context.values).toEqual({
      fullName: 'Ada Kaplan',
      email: '',
      currentPassword: '',
      gender: '',
    });
  });

  it('shows live errors only for touched fields', () => {
    const { actor, change } = start();
    change('fullName', 'Ada');
    change('gender', 'male');
    const errors = accountFieldErrors(actor.getSnapshot().context);
    expect(errors.fullName).toBe('validation.full_name_surname_required');
    expect(errors.email).toBeNull();
    expect(actor.getSnapshot().context.values.gender).toBe('male');
  });

  it('keeps gender within the contract: an unknown value means none', () => {
    const { actor, change } = start();
    change('gender', 'robot');
    expect(actor.getSnapshot().context.values.gender).toBe('');
  });

  it('blocks an invalid form: validation toast, every field touched, focus on the first, no call', () => {
    const { actor, calls, change, toasts, focused } = start();
    change('email', 'nope');
    change('fullName', '');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toEqual([]);
    expect(toasts()).toEqual([{ kind: 'validation', message: 'toast.generic.validation' }]);
    expect(focused()).toEqual([{ field: 'fullName' }]);
    expect(accountFieldErrors(actor.getSnapshot().context)).toEqual({
      fullName: 'validation.full_name_required',
      email: 'validation.email_invalid',
      currentPassword: 'validation.current_password_required',
      gender: null,
    });
  });

  it('submits, ignoring edits and repeat submits while busy', async () => {
    const { actor, calls, change } = start(() => new Promise(() => {}));
    change('fullName', 'Ada Lovelace');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    change('fullName', 'Someone Else');
    actor.send({ type: 'form.submit' });
    await settle();
    expect(calls).toEqual([
      {
        name: 'Ada',
        surname: 'Lovelace',
        full_name: 'Ada Lovelace',
        email: 'ada@shelfmark.test',
        gender: 'female',
      },
    ]);
    expect(actor.getSnapshot().context.values.fullName).toBe('Ada Lovelace');
  });

  it('saves: success toast, the session hears of the new user, the form shows what was saved', async () => {
    const { actor, calls, effects, change, toasts } = start();
    change('fullName', 'Ada Lovelace');
    change('email', 'Ada.L@Shelfmark.test');
    change('currentPassword', 'Shelfmark2026');
    change('gender', 'other');
    actor.send({ type: 'form.submit' });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('saved');
    expect(toasts()).toEqual([{ kind: 'success', message: 'toast.profile.updated' }]);
    const saved = effects.userUpdated.mock.calls[0]?.[1] as { user: PublicUser };
    expect(saved.user).toMatchObject({
      name: 'Ada',
      surname: 'Lovelace',
      email: 'ada.l@shelfmark.test',
      gender: 'other',
    });
    expect(snapshot.context.user).toEqual(saved.user);
    expect(calls[0]?.current_password).toBe('Shelfmark2026');
    // The password is not kept once the new email is saved.
    expect(snapshot.context.values).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada.l@shelfmark.test',
      currentPassword: '',
      gender: 'other',
    });
    expect(snapshot.context.touched).toEqual({
      fullName: false,
      email: false,
      currentPassword: false,
      gender: false,
    });
  });

  it('a changed email without the current password is blocked with focus on that field', () => {
    const { actor, calls, change, toasts, focused } = start();
    change('email', 'ada.l@shelfmark.test');
    // Untouched, the new field stays quiet until the reader submits.
    expect(accountFieldErrors(actor.getSnapshot().context).currentPassword).toBeNull();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toEqual([]);
    expect(toasts()).toEqual([{ kind: 'validation', message: 'toast.generic.validation' }]);
    expect(focused()).toEqual([{ field: 'currentPassword' }]);
    expect(accountFieldErrors(actor.getSnapshot().context).currentPassword).toBe(
      'validation.current_password_required',
    );
  });

  it('forgets the current password when the email goes back to the saved one', () => {
    const { actor, change } = start();
    change('email', 'ada.l@shelfmark.test');
    change('currentPassword', 'Shelfmark2026');
    change('email', 'ADA@shelfmark.test');
    const { context } = actor.getSnapshot();
    expect(context.values.currentPassword).toBe('');
    expect(context.touched.currentPassword).toBe(false);
    expect(accountFieldErrors(context).currentPassword).toBeNull();
    expect(accountBody(context.values, context.user)).not.toHaveProperty('current_password');
  });

  it('edits again after saving, and can save a second time', async () => {
    const { actor, calls, change } = start();
    change('fullName', 'Ada Lovelace');
    actor.send({ type: 'form.submit' });
    await settle();
    change('fullName', 'Ada Byron');
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('saved');
    // The second save splits against the first one's saved parts.
    expect(calls[1]).toMatchObject({ name: 'Ada', surname: 'Byron' });
  });

  it('submits again straight from saved', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'form.submit' });
    await settle();
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(calls).toHaveLength(2);
  });

  it('email taken (code 6): its toast, the email field marked and focused until edited', async () => {
    const { actor, change, toasts, focused } = await failWith(
      new ApiError('api', 'Email is already registered.', {
        code: '6',
        values: ['email: is already registered'],
      }),
    );
    expect(actor.getSnapshot().value).toEqual({ failure: 'emailTaken' });
    expect(toasts()).toEqual([{ kind: 'error', message: 'toast.profile.emailTaken' }]);
    expect(focused()).toEqual([{ field: 'email' }]);
    expect(accountFieldErrors(actor.getSnapshot().context).email).toBe('toast.profile.emailTaken');
    change('email', 'ada.other@shelfmark.test');
    expect(actor.getSnapshot().value).toBe('editing');
    expect(accountFieldErrors(actor.getSnapshot().context).email).toBeNull();
  });

  it('wrong current password (code 11): its toast, the field marked and focused until edited', async () => {
    const machine = start(() =>
      Promise.reject(
        new ApiError('api', 'The current password is wrong.', {
          code: '11',
          httpStatus: 401,
          values: ['current_password: is wrong'],
        }),
      ),
    );
    const { actor, change, toasts, focused } = machine;
    change('email', 'ada.l@shelfmark.test');
    change('currentPassword', 'NotMyPassword1');
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ failure: 'wrongPassword' });
    expect(toasts()).toEqual([{ kind: 'error', message: 'toast.password.wrongCurrent' }]);
    expect(focused()).toEqual([{ field: 'currentPassword' }]);
    expect(accountFieldErrors(actor.getSnapshot().context).currentPassword).toBe(
      'toast.password.wrongCurrent',
    );
    // Nothing is lost: the new email stays for another try.
    expect(actor.getSnapshot().context.values.email).toBe('ada.l@shelfmark.test');
    change('currentPassword', 'Shelfmark2026');
    expect(actor.getSnapshot().value).toBe('editing');
    expect(accountFieldErrors(actor.getSnapshot().context).currentPassword).toBeNull();
  });

  it('a refusal naming the current password (code 1) marks that field', async () => {
    const machine = start(() =>
      Promise.reject(
        new ApiError('api', 'Validation failed', {
          code: '1',
          values: ['current_password: is required to change the email'],
        }),
      ),
    );
    machine.change('email', 'ada.l@shelfmark.test');
    machine.change('currentPassword', 'Shelfmark2026');
    machine.actor.send({ type: 'form.submit' });
    await settle();
    expect(machine.actor.getSnapshot().value).toEqual({ failure: 'invalid' });
    expect(machine.actor.getSnapshot().context.serverErrors).toEqual({
      currentPassword: 'validation.current_password_required',
    });
    expect(machine.focused()).toEqual([{ field: 'currentPassword' }]);
  });

  it('a refused body (code 1) marks the named fields with the validation toast', async () => {
    const { actor, toasts, focused } = await failWith(
      new ApiError('api', 'Validation failed', {
        code: '1',
        values: ['surname: must be at most 100 characters', 'email: must be a valid email address'],
      }),
    );
    expect(actor.getSnapshot().value).toEqual({ failure: 'invalid' });
    expect(toasts()).toEqual([{ kind: 'validation', message: 'toast.generic.validation' }]);
    expect(focused()).toEqual([{ field: 'fullName' }]);
    expect(actor.getSnapshot().context.serverErrors).toEqual({
      fullName: 'validation.server_rejected',
      email: 'validation.email_invalid',
    });
  });

  it('a refusal naming no form field still marks the form', async () => {
    const { actor } = await failWith(
      new ApiError('api', 'Validation failed', { code: '1', values: ['user_id: is too large'] }),
    );
    expect(actor.getSnapshot().context.serverErrors).toEqual({
      fullName: 'validation.server_rejected',
    });
  });

  const updateFailed = { kind: 'error', message: 'toast.profile.updateFailed' } as const;

  it.each<FailureCase>([
    ...connectionFailureCases,
    ['unknown', new ApiError('api', 'forbidden', { code: '4' }), updateFailed],
    ['unknown', new Error('not an API error'), updateFailed],
  ])('%s failure shows its toast and keeps the edits', async (state, error, expectedToast) => {
    const { actor, toasts } = await failWith(error);
    expect(actor.getSnapshot().value).toEqual({ failure: state });
    expect(toasts()).toEqual([expectedToast]);
    expect(actor.getSnapshot().context.values.fullName).toBe('Ada Lovelace');
  });

  it('an ended session (code 5) stays quiet: the session flow shows its own message', async () => {
    const { actor, toasts, effects } = await failWith(
      new ApiError('api', 'Session expired', { code: '5' }),
    );
    expect(actor.getSnapshot().value).toEqual({ failure: 'sessionEnded' });
    expect(toasts()).toEqual([]);
    expect(effects.userUpdated).not.toHaveBeenCalled();
  });

  it('retries from a failure', async () => {
    let attempt = 0;
    const { actor, change, calls } = start(async (body) => {
      attempt += 1;
      if (attempt === 1) throw new ApiError('network', 'offline');
      return { ...ada, full_name: body.full_name ?? '' };
    });
    change('fullName', 'Ada Lovelace');
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ failure: 'network' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(calls).toHaveLength(2);
  });
});
