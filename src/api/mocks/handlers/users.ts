import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import {
  withheldProfile,
  API_CODES,
  deleteAccountBodySchema,
  reportBodySchema,
  updatePasswordBodySchema,
  updateProfileBodySchema,
  type PublicUser,
} from '../../contract';
import { ada, users } from '../fixtures';
import { portraitSvg } from '../images';
import { post } from '../post';
import { profileOf, userIdOf } from '../readerWorld';
import { fail, never, networkError, ok, refused } from '../respond';

export { profileOf };

type UpdateProfileOutput = z.output<typeof updateProfileBodySchema>;
type UpdatePasswordOutput = z.output<typeof updatePasswordBodySchema>;

/** Every demo reader's password (README), which the password mock checks the current one against. */
export const DEMO_PASSWORD = 'Shelfmark2026';

/** Ada after a profile update, as `/users/update/profile` returns her. */
function updatedAda(update: UpdateProfileOutput): PublicUser {
  return {
    ...ada,
    name: update.name,
    surname: update.surname,
    full_name: update.full_name?.trim()
      ? update.full_name.trim()
      : `${update.name} ${update.surname}`,
    email: update.email,
    ...(update.gender !== undefined ? { gender: update.gender } : {}),
  };
}

export const userHandlers = [
  // Avatars travel as URLs (docs/ARCHITECTURE.md, "API contract"): every reader's is the
  // same drawn portrait here.
  http.get('/api/users/:id/avatar', () =>
    HttpResponse.text(portraitSvg, { headers: { 'content-type': 'image/svg+xml' } }),
  ),
  post('/users/get/id', ({ parsed }) => {
    const found = users.find((u) => u.id === userIdOf(parsed));
    return found
      ? ok('/users/get/id', { users: [profileOf(found)] })
      : fail(API_CODES.notFound, ['user not found']);
  }),
  post('/users/discover', () => ok('/users/discover', { users: users.slice(1, 7), total: 6 })),
  post('/users/get/all', () => ok('/users/get/all', { users, total: users.length })),
  post('/users/update/profile', ({ body, parsed }) => {
    const update = parsed as UpdateProfileOutput | undefined;
    if (!update) return refused(updateProfileBodySchema, body);
    // As the server: a new email needs the current password, checked before anything else.
    if (update.email !== ada.email) {
      if (update.current_password === undefined) {
        return fail(
          API_CODES.validation,
          ['current_password: is required to change the email'],
          'Validation failed',
        );
      }
      if (update.current_password !== DEMO_PASSWORD) {
        return fail(
          API_CODES.wrongCredentials,
          ['current_password: is wrong'],
          'The current password is wrong.',
        );
      }
    }
    if (users.some((u) => u.id !== ada.id && u.email === update.email)) {
      return fail(
        API_CODES.conflict,
        ['email: is already registered'],
        'Email is already registered.',
      );
    }
    return ok('/users/update/profile', { users: [updatedAda(update)] });
  }),
  post('/users/update/password', ({ body, parsed }) => {
    const change = parsed as UpdatePasswordOutput | undefined;
    if (!change) return refused(updatePasswordBodySchema, body);
    // The mock world's readers share the demo password, as the seeded server's do.
    if (change.current_password !== DEMO_PASSWORD) {
      return fail(
        API_CODES.wrongCredentials,
        ['current_password: is wrong'],
        'The current password is wrong.',
      );
    }
    return ok('/users/update/password', {});
  }),
  post('/users/delete/account', ({ body, parsed }) => {
    if (!parsed) return refused(deleteAccountBodySchema, body);
    const { current_password } = parsed as { current_password: string };
    if (current_password !== DEMO_PASSWORD) {
      return fail(API_CODES.wrongCredentials, ['current_password: is wrong']);
    }
    return ok('/users/delete/account', {});
  }),
  post('/users/update/profile-photo', () =>
    ok('/users/update/profile-photo', {
      users: [{ ...ada, avatar_url: '/api/users/1/avatar?v=2' }],
    }),
  ),
  post('/users/remove/image', () =>
    ok('/users/remove/image', { users: [{ ...ada, avatar_url: null }] }),
  ),
  // As the server: the reporter only hears "thank you", the same for the same report again.
  post('/reports/create', ({ body, parsed }) =>
    parsed ? ok('/reports/create', {}) : refused(reportBodySchema, body),
  ),
];

/** Named variants for profile, settings and discover stories (one call each). */
/** A member's profile as the server shows a private one to a reader who is not let in. */
function privateProfile(parsed: unknown, requested: boolean) {
  const found = users.find((u) => u.id === userIdOf(parsed));
  if (!found) return fail(API_CODES.notFound, ['user not found']);
  const profile = { ...profileOf(found), is_following: false, is_private: true };
  return ok('/users/get/id', {
    users: [withheldProfile({ ...profile, follow_requested: requested })],
  });
}

export const userVariants = {
  deleteAccountPending: post('/users/delete/account', () => never()),
  deleteAccountNetworkError: post('/users/delete/account', () => networkError()),
  profileNotFound: post('/users/get/id', () => fail(API_CODES.notFound, ['user not found'])),
  profileLoading: post('/users/get/id', () => never()),
  profileServerError: post('/users/get/id', () => fail(API_CODES.internal)),
  /** A private reader the viewer does not follow: name, photo and follow counts only. */
  profilePrivate: post('/users/get/id', ({ parsed }) => privateProfile(parsed, false)),
  /** A reader the viewer follows and has muted: everything shows, the menu offers Unmute. */
  profileMuted: post('/users/get/id', ({ parsed }) => {
    const found = users.find((u) => u.id === userIdOf(parsed));
    if (!found) return fail(API_CODES.notFound, ['user not found']);
    return ok('/users/get/id', { users: [{ ...profileOf(found), muted: true }] });
  }),
  /** The same, with the viewer's request waiting for an answer. */
  profilePrivateRequested: post('/users/get/id', ({ parsed }) => privateProfile(parsed, true)),
  updateProfileEmailTaken: post('/users/update/profile', () =>
    fail(API_CODES.conflict, ['email: is already registered'], 'Email is already registered.'),
  ),
  updateProfileInvalid: post('/users/update/profile', () =>
    fail(API_CODES.validation, ['email: must be a valid email address'], 'Validation failed'),
  ),
  updateProfilePending: post('/users/update/profile', () => never()),
  updateProfileServerError: post('/users/update/profile', () => fail(API_CODES.internal)),
  updateProfileNetworkError: post('/users/update/profile', () => networkError()),
  updateProfileRateLimited: post('/users/update/profile', () =>
    fail(API_CODES.rateLimited, [], 'Too many requests'),
  ),
  updateProfileExpired: post('/users/update/profile', () =>
    fail(API_CODES.sessionInvalid, [], 'Session expired'),
  ),
  updatePasswordWrongCurrent: post('/users/update/password', () =>
    fail(
      API_CODES.wrongCredentials,
      ['current_password: is wrong'],
      'The current password is wrong.',
    ),
  ),
  updatePasswordInvalid: post('/users/update/password', () =>
    fail(
      API_CODES.validation,
      ['new_password: must contain an uppercase letter'],
      'Validation failed',
    ),
  ),
  updatePasswordPending: post('/users/update/password', () => never()),
  updatePasswordServerError: post('/users/update/password', () => fail(API_CODES.internal)),
  updatePasswordNetworkError: post('/users/update/password', () => networkError()),
  photoUploadPending: post('/users/update/profile-photo', () => never()),
  photoUploadFailed: post('/users/update/profile-photo', () => fail(API_CODES.internal)),
  photoUploadTooLarge: post('/users/update/profile-photo', () =>
    fail(API_CODES.tooLarge, ['image is too large']),
  ),
  photoRemoveFailed: post('/users/remove/image', () => networkError()),
  discoverEmpty: post('/users/discover', () => ok('/users/discover', { users: [], total: 0 })),
  discoverLoading: post('/users/discover', () => never()),
  discoverError: post('/users/discover', () => fail(API_CODES.internal)),
  reportPending: post('/reports/create', () => never()),
  reportFails: post('/reports/create', () => networkError()),
  reportServerError: post('/reports/create', () => fail(API_CODES.internal)),
};
