import { ada, RESET_TOKENS } from '../fixtures';
import { HttpResponse } from 'msw';
import {
  API_CODES,
  isResetTokenShaped,
  passwordResetConfirmBodySchema,
  sessionIdBodySchema,
  type PasswordResetConfirmBody,
} from '../../contract';
import { fail, never, networkError, ok, refused } from '../respond';
import { post } from '../post';
import { adaSessions, sessionsAfter } from '../sessionFixtures';

export const DEMO_TOKEN = 'story-token';

export const authHandlers = [
  post('/auth/login', () => ok('/auth/login', { data: { token: DEMO_TOKEN, userInfo: ada } })),
  post('/auth/register', () => ok('/auth/register', { users: [ada] })),
  post('/auth/me', () => ok('/auth/me', { users: [{ ...ada, is_moderator: false }] })),
  post('/auth/logout', () => ok('/auth/logout', {})),
  post('/auth/sessions/list', () =>
    ok('/auth/sessions/list', { sessions: adaSessions, total: adaSessions.length }),
  ),
  post('/auth/sessions/end', ({ body, parsed }) => {
    if (!parsed) return refused(sessionIdBodySchema, body);
    const id = (parsed as { session_id: number }).session_id;
    const found = adaSessions.find((session) => session.id === id);
    if (!found) return fail(API_CODES.notFound, ['Session not found.']);
    if (found.current) return fail(API_CODES.validation, ['session_id is the session in use']);
    return ok('/auth/sessions/end', sessionsAfter([id]));
  }),
  post('/auth/sessions/end-others', () => ok('/auth/sessions/end-others', sessionsAfter('others'))),
  // The same answer for every address, as the server's.
  post('/auth/password-reset/request', () => ok('/auth/password-reset/request', {})),
  post('/auth/password-reset/confirm', ({ body, parsed }) => {
    if (!parsed) {
      const token = (body as Partial<PasswordResetConfirmBody> | undefined)?.token;
      // The server tells a broken link before it looks at the password.
      if (typeof token === 'string' && token !== '' && !isResetTokenShaped(token)) {
        return fail(API_CODES.resetLinkInvalid, ['token: is not a valid reset link']);
      }
      return refused(passwordResetConfirmBodySchema, body);
    }
    const { token } = parsed as PasswordResetConfirmBody;
    if (token === RESET_TOKENS.expired) return fail(API_CODES.resetLinkExpired);
    if (token === RESET_TOKENS.used) return fail(API_CODES.resetLinkUsed);
    if (token !== RESET_TOKENS.valid) return fail(API_CODES.resetLinkInvalid);
    return ok('/auth/password-reset/confirm', {});
  }),
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
  /** A moderator suspended the account: the end date and the reason, as the server names them. */
  loginSuspended: post('/auth/login', () =>
    fail(
      API_CODES.forbidden,
      ['until: 2026-12-31', 'reason: Spam links'],
      'This account is suspended until 2026-12-31. Reason: Spam links',
    ),
  ),
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
  sessionsLoading: post('/auth/sessions/list', () => never()),
  sessionsError: post('/auth/sessions/list', () => fail(API_CODES.internal)),
  /** Signed in only here. */
  sessionsOnlyHere: post('/auth/sessions/list', () =>
    ok('/auth/sessions/list', sessionsAfter('others')),
  ),
  sessionsEndPending: post('/auth/sessions/end', () => never()),
  sessionsEndNetworkError: post('/auth/sessions/end', () => networkError()),
  meExpired: post('/auth/me', () => fail(API_CODES.sessionInvalid, [], 'Session expired')),
  resetRequestPending: post('/auth/password-reset/request', () => never()),
  resetRequestNetworkError: post('/auth/password-reset/request', () => networkError()),
  resetRequestRateLimited: post('/auth/password-reset/request', () =>
    fail(API_CODES.rateLimited, [], 'Too many attempts'),
  ),
  resetRequestServerError: post('/auth/password-reset/request', () => fail(API_CODES.internal)),
  resetConfirmPending: post('/auth/password-reset/confirm', () => never()),
  resetConfirmNetworkError: post('/auth/password-reset/confirm', () => networkError()),
  /** A password the server refuses although the screen's checks let it through. */
  resetConfirmPasswordRefused: post('/auth/password-reset/confirm', () =>
    fail(API_CODES.validation, ['password: must be at most 200 characters'], 'Validation failed'),
  ),
};
