import { API_CODES, type ApiCode } from '../../src/api/contract';

/**
 * An answer with a documented code, for what the HTTP layer itself refuses (a body that does
 * not parse or validate, a missing or stale session, a body too large). The product's rules
 * throw `DomainError` (`server/domain/errors.ts`); anything else thrown becomes code 9.
 */
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
export const tooLarge = (message = 'Payload too large.') =>
  new ApiError(API_CODES.tooLarge, message, [message]);
