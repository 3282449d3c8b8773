import type { ValidationCode } from './codes';
import { isEmailShaped } from './email';

/** The spec's live minimum for the login password (registration asks for 8). */
export const LOGIN_PASSWORD_MIN = 6;

export const LOGIN_FIELDS = ['email', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type LoginValues = Record<LoginField, string>;
export type LoginErrors = Record<LoginField, ValidationCode | null>;

/** The email rule every form that asks for an address shares (sign in, forgot password). */
export function emailProblem(email: string): ValidationCode | null {
  if (email.trim() === '') return 'email_required';
  return isEmailShaped(email) ? null : 'email_invalid';
}

/** What the form shows while the reader types: includes the 6-character password hint. */
export function liveLoginErrors(values: LoginValues): LoginErrors {
  return {
    email: emailProblem(values.email),
    password:
      values.password === ''
        ? 'password_required'
        : values.password.length < LOGIN_PASSWORD_MIN
          ? 'password_min_length_login'
          : null,
  };
}

/**
 * What blocks the call: the email rules and a non-empty password only. A short password still
 * goes to the server, which answers with wrong credentials rather than revealing the rule.
 */
export function submitLoginErrors(values: LoginValues): LoginErrors {
  return {
    email: emailProblem(values.email),
    password: values.password === '' ? 'password_required' : null,
  };
}

/** The first field (in form order) that has a problem, to move focus to. */
export function firstInvalidLoginField(errors: LoginErrors): LoginField | null {
  return LOGIN_FIELDS.find((field) => errors[field] !== null) ?? null;
}
