import { API_CODES, type ApiCode } from '../../src/api/contract';

/** An answer with a documented code; anything else thrown becomes code 9. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiCode,
    message: string,
    readonly values: string[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const validationFailed = (values: string[]) =>
  new ApiError(API_CODES.validation, 'Validation failed', values);
export const signInRequired = () =>
  new ApiError(API_CODES.signInRequired, 'Please sign in to continue.');
export const sessionInvalid = () =>
  new ApiError(API_CODES.sessionInvalid, 'Your session has expired. Please login again.');
export const notFound = (what: string) =>
  new ApiError(API_CODES.notFound, `${what} not found.`, [`${what} not found.`]);
export const forbidden = (message: string) => new ApiError(API_CODES.forbidden, message, [message]);
export const conflict = (message: string, values: string[]) =>
  new ApiError(API_CODES.conflict, message, values);
export const rateLimited = () =>
  new ApiError(API_CODES.rateLimited, 'Too many attempts. Please wait a few minutes.');
export const tooLarge = (message = 'Payload too large.') =>
  new ApiError(API_CODES.tooLarge, message, [message]);
export const wrongCredentials = () =>
  new ApiError(API_CODES.wrongCredentials, 'Wrong email or password.');
