import { ada } from '../fixtures';
import { HttpResponse } from 'msw';
import { API_CODES } from '../../contract';
import { fail, never, networkError, ok } from '../respond';
import { post } from '../post';

export const DEMO_TOKEN = 'story-token';

export const authHandlers = [
  post('/auth/login', () => ok('/auth/login', { data: { token: DEMO_TOKEN, userInfo: ada } })),
  post('/auth/register', () => ok('/auth/register', { users: [ada] })),
  post('/auth/me', () => ok('/auth/me', { users: [ada] })),
  post('/auth/logout', () => ok('/auth/logout', {})),
];

/** Named variants for auth stories. */
export const authVariants = {
  loginWrongCredentials: post('/auth/login', () =>
    fail(API_CODES.wrongCredentials, [], 'Wrong email or password'),
  ),
  loginRateLimited: post('/auth/login', () => fail(API_CODES.rateLimited, [], 'Too many attempts')),
  loginServerError: post('/auth/login', () => fail(API_CODES.internal)),
  loginNetworkError: post('/auth/login', () => networkError()),
  loginPending: post('/auth/login', () => never()),
  /** Status 0 without token or userInfo: the spec's "login succeeded but user info missing". */
  loginUserInfoMissing: post('/auth/login', () =>
    HttpResponse.json({ status: { code: API_CODES.ok, values: [], message: '' } }),
  ),
  /** A code the login screen has no dedicated message for. */
  loginUnexpectedCode: post('/auth/login', () => fail(API_CODES.forbidden, [], 'Forbidden')),
  registerUsernameTaken: post('/auth/register', () =>
    fail(API_CODES.conflict, ['username already in use']),
  ),
  registerEmailTaken: post('/auth/register', () =>
    fail(API_CODES.conflict, ['email already registered']),
  ),
  registerPasswordRejected: post('/auth/register', () =>
    fail(API_CODES.validation, ['password: must contain a digit']),
  ),
  registerRateLimited: post('/auth/register', () =>
    fail(API_CODES.rateLimited, [], 'Too many attempts'),
  ),
  registerServerError: post('/auth/register', () => fail(API_CODES.internal)),
  registerNetworkError: post('/auth/register', () => networkError()),
  registerPending: post('/auth/register', () => never()),
  meExpired: post('/auth/me', () => fail(API_CODES.sessionInvalid, [], 'Session expired')),
};
