import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import {
  API_CODES,
  updatePasswordBodySchema,
  updateProfileBodySchema,
  type PublicUser,
  type UserProfile,
  type UserStats,
} from '../../contract';
import { ada, books, reviews, users } from '../fixtures';
import { portraitSvg } from '../images';
import { page, type Paged } from '../paging';
import { post } from '../post';
import { fail, never, networkError, ok } from '../respond';

const userIdOf = (parsed: unknown) => (parsed as { user_id?: number } | undefined)?.user_id;

/** Who follows whom in the mock world: Ada follows 2 and 3; 2, 3 and 4 follow Ada. */
const followingOf: Record<number, number[]> = { 1: [2, 3], 2: [1, 3], 3: [1], 4: [1] };
const followersOf = (id: number) =>
  Object.entries(followingOf)
    .filter(([, targets]) => targets.includes(id))
    .map(([follower]) => Number(follower));
const byIds = (ids: number[]) => users.filter((u) => ids.includes(u.id));

/** Books per list for a user: enough for Ada to need a second page of 5. */
const readBooks = (id: number) => (id === 1 ? books.slice(0, 7) : books.slice(0, 3));
const likedBooks = (id: number) => (id === 1 ? books.slice(0, 2) : books.slice(1, 2));
const favoriteBooks = (id: number) => (id === 1 ? books.slice(3, 6) : []);
const readingList = (id: number) => (id === 1 ? books.slice(8, 10) : books.slice(9, 10));

function stats(id: number): UserStats {
  return {
    reads: readBooks(id).length,
    reviews: reviews.filter((r) => r.user_id === id).length,
    likes: likedBooks(id).length,
    favorites: favoriteBooks(id).length,
    followers: followersOf(id).length,
    following: (followingOf[id] ?? []).length,
  };
}

/** The profile of `user` as Ada sees it. */
export function profileOf(user: PublicUser): UserProfile {
  return {
    ...user,
    stats: stats(user.id),
    is_following: (followingOf[1] ?? []).includes(user.id),
  };
}

type UpdateProfileOutput = z.output<typeof updateProfileBodySchema>;
type UpdatePasswordOutput = z.output<typeof updatePasswordBodySchema>;

/** Every demo reader's password (README), which the password mock checks the current one against. */
export const DEMO_PASSWORD = 'Shelfmark2026';

/** A code 1 answer worded as the server words it: one "field: problem" per issue. */
function refused(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body);
  const values = result.success
    ? []
    : result.error.issues.map(
        (issue) =>
          `${issue.path.length > 0 ? issue.path.map(String).join('.') : 'body'}: ${issue.message}`,
      );
  return fail(API_CODES.validation, [...new Set(values)], 'Validation failed');
}

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

const target = (parsed: unknown) =>
  users.find((u) => u.id === (parsed as { following_id?: number } | undefined)?.following_id);

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
  post('/users/update/profile-photo', () =>
    ok('/users/update/profile-photo', {
      users: [{ ...ada, avatar_url: '/api/users/1/avatar?v=2' }],
    }),
  ),
  post('/users/remove/image', () =>
    ok('/users/remove/image', { users: [{ ...ada, avatar_url: null }] }),
  ),
  post('/follows/get/followed-users', ({ parsed }) => {
    const found = byIds(followingOf[userIdOf(parsed) ?? 0] ?? []);
    return ok('/follows/get/followed-users', {
      users: found,
      following: found,
      total: found.length,
    });
  }),
  post('/follows/get/follower-users', ({ parsed }) => {
    const found = byIds(followersOf(userIdOf(parsed) ?? 0));
    return ok('/follows/get/follower-users', {
      users: found,
      followers: found,
      total: found.length,
    });
  }),
  post('/follows/follow-user', ({ parsed }) => {
    const user = target(parsed);
    if (!user) return fail(API_CODES.notFound, ['user not found']);
    if (user.id === ada.id) return fail(API_CODES.forbidden, ['you cannot follow yourself']);
    return ok('/follows/follow-user', {
      users: [user],
      is_following: true,
      followers_count: followersOf(user.id).length + (followersOf(user.id).includes(1) ? 0 : 1),
    });
  }),
  post('/follows/unfollow-user', ({ parsed }) => {
    const user = target(parsed);
    if (!user) return fail(API_CODES.notFound, ['user not found']);
    return ok('/follows/unfollow-user', {
      users: [user],
      is_following: false,
      followers_count: followersOf(user.id).filter((id) => id !== 1).length,
    });
  }),
  post('/books/get/user/read-books', ({ parsed }) => {
    const found = readBooks(userIdOf(parsed) ?? 0);
    return ok('/books/get/user/read-books', {
      books: page(found, parsed as Paged, 20),
      total: found.length,
    });
  }),
  post('/books/get/user/liked-books', ({ parsed }) => {
    const found = likedBooks(userIdOf(parsed) ?? 0);
    return ok('/books/get/user/liked-books', {
      books: page(found, parsed as Paged, 20),
      total: found.length,
    });
  }),
  post('/books/get/user/favorite-books', ({ parsed }) => {
    const found = favoriteBooks(userIdOf(parsed) ?? 0);
    return ok('/books/get/user/favorite-books', {
      books: page(found, parsed as Paged, 20),
      total: found.length,
    });
  }),
  post('/books/get/user/read-list', ({ parsed }) => {
    const found = readingList(userIdOf(parsed) ?? 0);
    return ok('/books/get/user/read-list', {
      books: page(found, parsed as Paged, 20),
      total: found.length,
    });
  }),
  post('/reviews/get/user-reviews', ({ parsed }) => {
    const found = reviews.filter((r) => r.user_id === userIdOf(parsed));
    return ok('/reviews/get/user-reviews', {
      reviews: page(found, parsed as Paged, 20),
      total: found.length,
    });
  }),
];

const emptyBooks = { books: [], total: 0 };

/** Named variants for profile, settings and follow stories. */
export const userVariants = {
  profileNotFound: post('/users/get/id', () => fail(API_CODES.notFound, ['user not found'])),
  profileLoading: post('/users/get/id', () => never()),
  profileServerError: post('/users/get/id', () => fail(API_CODES.internal)),
  readBooksEmpty: post('/books/get/user/read-books', () =>
    ok('/books/get/user/read-books', emptyBooks),
  ),
  likedBooksEmpty: post('/books/get/user/liked-books', () =>
    ok('/books/get/user/liked-books', emptyBooks),
  ),
  favoriteBooksEmpty: post('/books/get/user/favorite-books', () =>
    ok('/books/get/user/favorite-books', emptyBooks),
  ),
  readListEmpty: post('/books/get/user/read-list', () =>
    ok('/books/get/user/read-list', emptyBooks),
  ),
  userReviewsEmpty: post('/reviews/get/user-reviews', () =>
    ok('/reviews/get/user-reviews', { reviews: [], total: 0 }),
  ),
  userReviewsLoading: post('/reviews/get/user-reviews', () => never()),
  followersEmpty: post('/follows/get/follower-users', () =>
    ok('/follows/get/follower-users', { users: [], followers: [], total: 0 }),
  ),
  followingEmpty: post('/follows/get/followed-users', () =>
    ok('/follows/get/followed-users', { users: [], following: [], total: 0 }),
  ),
  followPending: post('/follows/follow-user', () => never()),
  followFailed: post('/follows/follow-user', () => fail(API_CODES.internal)),
  unfollowFailed: post('/follows/unfollow-user', () => networkError()),
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
};
