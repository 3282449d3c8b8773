import { describe, expect, it } from 'vitest';
import {
  EMPTY_REGISTER_VALUES,
  firstInvalidRegisterField,
  registerBody,
  registerErrors,
  type RegisterErrors,
  type RegisterField,
} from './registerRules';
import { validRegisterValues as valid } from './fixtures';

const noErrors: RegisterErrors = {
  name: null,
  surname: null,
  username: null,
  email: null,
  password: null,
  confirm_password: null,
};

describe('register rules', () => {
  it('accepts a complete, valid form', () => {
    expect(registerErrors(valid)).toEqual(noErrors);
  });

  it('reports every field as required on an empty form', () => {
    expect(registerErrors(EMPTY_REGISTER_VALUES)).toEqual({
      name: 'name_required',
      surname: 'surname_required',
      username: 'username_required',
      email: 'email_required',
      password: 'password_required',
      confirm_password: 'confirm_password_required',
    });
  });

  it.each<[RegisterField, string, string | null]>([
    ['name', '  ', 'name_required'],
    ['name', 'Al', 'name_min_length'],
    ['name', ' Al ', 'name_min_length'],
    ['name', 'Ali', null],
    ['surname', '', 'surname_required'],
    ['surname', 'Ay', 'surname_min_length'],
    ['surname', 'Ayd', null],
    ['username', '', 'username_required'],
    ['username', 'ada_', 'username_min_length'],
    ['username', 'ada-reads', 'username_invalid_chars'],
    ['username', 'ada reads', 'username_invalid_chars'],
    ['username', 'çağla_okur', 'username_invalid_chars'],
    ['username', 'Ada_2026', null],
    ['email', '', 'email_required'],
    ['email', 'ada@shelfmark', 'email_invalid'],
    ['email', 'ada@shelfmark.test', null],
    ['password', 'Abc123', 'password_min_length'],
    ['password', 'ABCDEFG1', 'password_lowercase'],
    ['password', 'abcdefg1', 'password_uppercase'],
    ['password', 'Abcdefgh', 'password_digit'],
    ['password', 'Abcdefg1', null],
  ])('%s = %j -> %s', (field, value, expected) => {
    const values = { ...valid, [field]: value };
    // Keep the confirmation in step so only the field under test can fail.
    if (field === 'password') values.confirm_password = value;
    expect(registerErrors(values)[field]).toBe(expected);
  });

  it('requires an empty password to be typed first', () => {
    const errors = registerErrors({ ...valid, password: '', confirm_password: '' });
    expect(errors.password).toBe('password_required');
    expect(errors.confirm_password).toBe('confirm_password_required');
  });

  it.each([
    ['', 'confirm_password_required'],
    ['Shelfmark2025', 'confirm_password_mismatch'],
    ['shelfmark2026', 'confirm_password_mismatch'],
    ['Shelfmark2026', null],
  ])('confirm_password %j -> %s', (confirmation, expected) => {
    expect(registerErrors({ ...valid, confirm_password: confirmation }).confirm_password).toBe(
      expected,
    );
  });

  it('re-checks the confirmation when the password changes', () => {
    expect(registerErrors({ ...valid, password: 'Different1' }).confirm_password).toBe(
      'confirm_password_mismatch',
    );
  });

  it('finds the first invalid field in form order', () => {
    expect(firstInvalidRegisterField(noErrors)).toBeNull();
    expect(
      firstInvalidRegisterField({
        ...noErrors,
        email: 'email_invalid',
        confirm_password: 'confirm_password_mismatch',
      }),
    ).toBe('email');
    expect(firstInvalidRegisterField(registerErrors(EMPTY_REGISTER_VALUES))).toBe('name');
  });

  it('trims names, username and email for the request but keeps passwords as typed', () => {
    expect(
      registerBody({
        ...valid,
        name: ' Ada ',
        surname: ' Kaplan',
        username: 'ada_reads ',
        email: ' ada@shelfmark.test ',
        password: ' Pass word1 ',
        confirm_password: ' Pass word1 ',
      }),
    ).toEqual({
      ...valid,
      password: ' Pass word1 ',
      confirm_password: ' Pass word1 ',
    });
  });
});
