import { describe, expect, it } from 'vitest';
import {
  LOGIN_PASSWORD_MIN,
  firstInvalidLoginField,
  liveLoginErrors,
  submitLoginErrors,
} from './loginRules';

const valid = { email: 'ada@shelfmark.test', password: 'Shelfmark2026' };

describe('login rules', () => {
  it('uses the spec minimum of 6 for the live password check', () => {
    expect(LOGIN_PASSWORD_MIN).toBe(6);
  });

  it.each([
    [{ ...valid }, { email: null, password: null }],
    [
      { ...valid, email: '' },
      { email: 'email_required', password: null },
    ],
    [
      { ...valid, email: '   ' },
      { email: 'email_required', password: null },
    ],
    [
      { ...valid, email: 'ada@' },
      { email: 'email_invalid', password: null },
    ],
    [
      { ...valid, password: '' },
      { email: null, password: 'password_required' },
    ],
    [
      { ...valid, password: '12345' },
      { email: null, password: 'password_min_length_login' },
    ],
    [
      { ...valid, password: '123456' },
      { email: null, password: null },
    ],
    [
      { email: '', password: '' },
      { email: 'email_required', password: 'password_required' },
    ],
  ])('live: %j -> %j', (values, expected) => {
    expect(liveLoginErrors(values)).toEqual(expected);
  });

  it.each([
    [{ ...valid }, { email: null, password: null }],
    [
      { ...valid, email: '' },
      { email: 'email_required', password: null },
    ],
    [
      { ...valid, email: 'ada.shelfmark.test' },
      { email: 'email_invalid', password: null },
    ],
    [
      { ...valid, password: '' },
      { email: null, password: 'password_required' },
    ],
    // Submit needs only a non-empty password: the length rule is a live hint.
    [
      { ...valid, password: 'abc' },
      { email: null, password: null },
    ],
  ])('submit: %j -> %j', (values, expected) => {
    expect(submitLoginErrors(values)).toEqual(expected);
  });

  it.each([
    [{ email: null, password: null }, null],
    [{ email: 'email_invalid', password: null }, 'email'],
    [{ email: null, password: 'password_required' }, 'password'],
    [{ email: 'email_required', password: 'password_required' }, 'email'],
  ] as const)('first invalid field of %j is %s', (errors, expected) => {
    expect(firstInvalidLoginField(errors)).toBe(expected);
  });
});
