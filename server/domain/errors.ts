/**
 * What a rule of the product refuses, said without HTTP: repos, auth and routes throw these,
 * and `http/errorHandler.ts` alone turns each kind into the contract's code and status.
 * This module imports nothing, so the data layer never depends on the web layer.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'notFound'
  | 'forbidden'
  | 'conflict'
  | 'rateLimited'
  | 'wrongCredentials'
  | 'resetLinkInvalid'
  | 'resetLinkExpired'
  | 'resetLinkUsed';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** One message per problem, naming the field (`email: is already registered`). */
    readonly values: string[] = [],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (values: string[]) =>
  new DomainError('invalid', 'Validation failed', values);
export const notFound = (what: string) =>
  new DomainError('notFound', `${what} not found.`, [`${what} not found.`]);
export const forbidden = (message: string) => new DomainError('forbidden', message, [message]);
export const conflict = (message: string, values: string[]) =>
  new DomainError('conflict', message, values);
export const rateLimited = () =>
  new DomainError('rateLimited', 'Too many attempts. Please wait a few minutes.');
export const wrongCredentials = () =>
  new DomainError('wrongCredentials', 'Wrong email or password.');
export const wrongCurrentPassword = () =>
  new DomainError('wrongCredentials', 'The current password is wrong.', [
    'current_password: is wrong',
  ]);

/** Password reset links that cannot set a password, each with what the reader can do next. */
export const resetLinkInvalid = () =>
  new DomainError('resetLinkInvalid', 'This password reset link is not valid.', [
    'token: is not a valid reset link',
  ]);
export const resetLinkExpired = () =>
  new DomainError('resetLinkExpired', 'This password reset link has expired.', [
    'token: has expired or was replaced by a newer link',
  ]);
export const resetLinkUsed = () =>
  new DomainError('resetLinkUsed', 'This password reset link has already been used.', [
    'token: has already been used',
  ]);
