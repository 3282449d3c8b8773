import { z } from './zod';
import { genderSchema } from './entities';
import { MAIL_LOCALES } from './passwordResetRules';

import {
  DISCOVER_LIMIT,
  LIST_DEFAULT_LIMIT,
  LIST_MAX_LIMIT,
  MAX_ID,
  NAME_MIN,
  PASSWORD_MIN,
  PHOTO_MAX_BYTES,
  REPORT_DETAILS_MAX,
  REPORT_KINDS,
  REPORT_REASONS,
  SESSION_LIST_MAX,
  USERNAME_MIN,
} from './limits';

export {
  DISCOVER_LIMIT,
  LIST_DEFAULT_LIMIT,
  LIST_MAX_LIMIT,
  MAX_ID,
  NAME_MIN,
  PASSWORD_MIN,
  PHOTO_MAX_BYTES,
  REPORT_DETAILS_MAX,
  REPORT_KINDS,
  REPORT_REASONS,
  SESSION_LIST_MAX,
  USERNAME_MIN,
};

type Raw = Record<string, unknown>;

function isPlainObject(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Integer ids arrive as JSON numbers or digit strings ("42"). */
export const idSchema = z
  .union([
    z.number(),
    z.string().regex(/^\s*\d{1,10}\s*$/, { error: 'must be a positive integer' }),
  ])
  .transform((value) => Number(value))
  .pipe(
    z
      .number()
      .int({ error: 'must be a positive integer' })
      .min(1, { error: 'must be a positive integer' })
      .max(MAX_ID, { error: 'is too large' }),
  );

const limitSchema = z
  .number()
  .int({ error: 'must be an integer' })
  .min(1, { error: 'must be at least 1' })
  .transform((value) => Math.min(value, LIST_MAX_LIMIT));

const offsetSchema = z
  .number()
  .int({ error: 'must be an integer' })
  .min(0, { error: 'must be 0 or more' })
  .max(MAX_ID, { error: 'is too large' });

export const pagingShape = {
  limit: limitSchema.optional(),
  offset: offsetSchema.optional(),
};
export const pagingSchema = z.object(pagingShape);
export type Paging = z.input<typeof pagingSchema>;

/**
 * A body that names one id: a bare integer (`42`), a digit string, or an object carrying the
 * id under `key` or one of its aliases (`{ "id": 42 }`, `{ "user_id": 42 }`), plus paging.
 */
function idBody<Schema extends z.ZodObject>(
  key: string,
  aliases: readonly string[],
  schema: Schema,
) {
  return z.preprocess((raw) => {
    if (typeof raw === 'number' || typeof raw === 'string') return { [key]: raw };
    if (!isPlainObject(raw)) return raw;
    if (raw[key] !== undefined) return raw;
    const alias = aliases.find((name) => raw[name] !== undefined);
    return alias === undefined ? raw : { ...raw, [key]: raw[alias] };
  }, schema);
}

type Id = number | string;
/** A bare id or an object naming it; list calls also take paging. */
export type BookIdBody = Id | ({ book_id: Id } & Paging) | ({ id: Id } & Paging);
export type UserIdBody =
  Id | ({ user_id: Id } & Paging) | ({ id: Id } & Paging) | ({ userId: Id } & Paging);
export type ReviewIdBody = Id | { review_id: Id } | { id: Id };
/** Calls without a body (or with paging only). */
export type EmptyBody = Record<string, never> | undefined;
export type PagedBody = Paging | undefined;
export type RemoveImageBody = { user_id?: Id; userId?: Id } | undefined;

export const bookIdBodySchema = idBody(
  'book_id',
  ['id', 'bookId'],
  z.object({ book_id: idSchema, ...pagingShape }),
);
export const userIdBodySchema = idBody(
  'user_id',
  ['id', 'userId'],
  z.object({ user_id: idSchema, ...pagingShape }),
);
export const reviewIdBodySchema = idBody(
  'review_id',
  ['id', 'reviewId'],
  z.object({ review_id: idSchema }),
);

export type SessionIdBody = Id | { session_id: Id } | { id: Id };
export const sessionIdBodySchema = idBody('session_id', ['id'], z.object({ session_id: idSchema }));

/** Making one's profile private, or public again (which approves the requests waiting). */
export type PrivacyBody = { is_private: boolean };
export const privacyBodySchema = z.object({
  is_private: z.boolean({ error: 'must be true or false' }),
});

/** The owner's answer to a follow request from `user_id`. */
export type FollowRequestAnswerBody = { user_id: Id; approve: boolean };
export const followRequestAnswerBodySchema = z.object({
  user_id: idSchema,
  approve: z.boolean({ error: 'must be true or false' }),
});

/** Bodies that may be absent (`/books/genres`, `/auth/me`): anything object-like or nothing. */
export const emptyBodySchema = z.preprocess(
  (raw) => (raw === undefined || raw === null ? {} : raw),
  z.object({}),
);

export const pagedBodySchema = z.preprocess(
  (raw) => (raw === undefined || raw === null ? {} : raw),
  z.object(pagingShape),
);

const trimmed = (min: number, max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(min, { error: min <= 1 ? 'is required' : `must be at least ${min} characters` })
    .max(max, { error: `must be at most ${max} characters` });

export const emailSchema = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'is required' })
  .max(254, { error: 'must be at most 254 characters' })
  .pipe(z.email({ error: 'must be a valid email address' }));

export const newPasswordSchema = z
  .string({ error: 'is required' })
  .min(PASSWORD_MIN, { error: `must be at least ${PASSWORD_MIN} characters` })
  .max(200, { error: 'must be at most 200 characters' })
  .regex(/[a-z]/, { error: 'must contain a lowercase letter' })
  .regex(/[A-Z]/, { error: 'must contain an uppercase letter' })
  .regex(/[0-9]/, { error: 'must contain a digit' });

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'is required' })
    .min(1, { error: 'is required' })
    .max(200, { error: 'must be at most 200 characters' }),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const usernameSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(USERNAME_MIN, { error: `must be at least ${USERNAME_MIN} characters` })
  .max(30, { error: 'must be at most 30 characters' })
  .regex(/^[A-Za-z0-9_]+$/, { error: 'may contain only letters, digits and underscore' });

export const registerBodySchema = z
  .object({
    name: trimmed(NAME_MIN, 100),
    surname: trimmed(NAME_MIN, 100),
    username: usernameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirm_password: z.string({ error: 'is required' }),
  })
  .refine((body) => body.password === body.confirm_password, {
    path: ['confirm_password'],
    error: 'passwords do not match',
  });
export type RegisterBody = z.input<typeof registerBodySchema>;

export const searchBodySchema = z.preprocess(
  (raw) => (typeof raw === 'string' ? { query: raw } : raw),
  z.object({
    query: z.string({ error: 'is required' }).max(200, { error: 'must be at most 200 characters' }),
    ...pagingShape,
  }),
);
/** A bare query string is accepted too. */
export type SearchBody = string | ({ query: string } & Paging);

export const genreBodySchema = z.preprocess(
  (raw) => (typeof raw === 'string' ? { genre: raw } : raw),
  z.object({
    genre: trimmed(1, 100),
    ...pagingShape,
  }),
);
/** A bare genre name is accepted too. */
export type GenreBody = string | ({ genre: string } & Paging);

/** The acting user comes from the token; these optional ids must name that same user. */
const actingUserShape = {
  user_id: idSchema.optional(),
  userId: idSchema.optional(),
};

export const relationBodySchema = z.preprocess(
  (raw) => (typeof raw === 'number' || typeof raw === 'string' ? { book_id: raw } : raw),
  z.object({ book_id: idSchema, ...actingUserShape }),
);
/** A bare book id is accepted too; a user id, if sent, must be the signed-in user's. */
export type RelationBody =
  number | { book_id: number | string; user_id?: number | string; userId?: number | string };

export const createReviewBodySchema = z.object({
  book_id: idSchema,
  ...actingUserShape,
  rating: z
    .number({ error: 'must be a number from 1 to 5' })
    .int({ error: 'must be a whole number from 1 to 5' })
    .min(1, { error: 'must be a number from 1 to 5' })
    .max(5, { error: 'must be a number from 1 to 5' }),
  review_title: trimmed(1, 200),
  review_text: trimmed(1, 5000),
});
export type CreateReviewBody = z.input<typeof createReviewBodySchema>;

/**
 * Follow and unfollow: the target as a bare integer, `{ user_id }`, `{ id }` or
 * `{ following_id, follower_id }` (the three forms the spec's client tries).
 */
export const followBodySchema = z.preprocess(
  (raw) => {
    if (typeof raw === 'number' || typeof raw === 'string') return { following_id: raw };
    if (!isPlainObject(raw) || raw.following_id !== undefined) return raw;
    const target = raw.user_id ?? raw.userId ?? raw.id;
    return target === undefined ? raw : { ...raw, following_id: target };
  },
  z.object({ following_id: idSchema, follower_id: idSchema.optional() }),
);
/** The member to follow: a bare id, `{ user_id }`, `{ id }` or `{ following_id, follower_id }`. */
export type FollowBody =
  | number
  | { user_id: number | string }
  | { id: number | string }
  | { following_id: number | string; follower_id?: number | string };

const currentPasswordSchema = z
  .string({ error: 'is required' })
  .min(1, { error: 'is required' })
  .max(200, { error: 'must be at most 200 characters' });

/**
 * A report: a review by its id, or a reader's name or photo by the reader's id, with a reason
 * from REPORT_REASONS and optional words.
 */
export const reportBodySchema = z
  .object({
    kind: z.enum(REPORT_KINDS, { error: `must be one of ${REPORT_KINDS.join(', ')}` }),
    review_id: idSchema.optional(),
    user_id: idSchema.optional(),
    reason: z.enum(REPORT_REASONS, { error: `must be one of ${REPORT_REASONS.join(', ')}` }),
    details: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, { error: `must be at most ${REPORT_DETAILS_MAX} characters` })
      .default(''),
  })
  .refine((body) => body.kind !== 'review' || body.review_id !== undefined, {
    path: ['review_id'],
    error: 'is required to report a review',
  })
  .refine((body) => body.kind === 'review' || body.user_id !== undefined, {
    path: ['user_id'],
    error: 'is required to report a name or a photo',
  });
export type ReportBody = z.input<typeof reportBodySchema>;

/** Deleting the account asks for the password, as changing the email or password does. */
export const deleteAccountBodySchema = z.object({
  ...actingUserShape,
  current_password: currentPasswordSchema,
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

export const updateProfileBodySchema = z.object({
  ...actingUserShape,
  name: trimmed(NAME_MIN, 100),
  surname: trimmed(NAME_MIN, 100),
  full_name: z
    .string()
    .trim()
    .max(200, { error: 'must be at most 200 characters' })
    .nullable()
    .optional(),
  email: emailSchema,
  gender: genderSchema.nullable().optional(),
  /** Needed (and only checked) when `email` differs from the stored one. */
  current_password: currentPasswordSchema.optional(),
  /** The language of the notice mailed to the old address when the email changes. */
  locale: z.enum(MAIL_LOCALES).optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

export const updatePasswordBodySchema = z
  .object({
    ...actingUserShape,
    current_password: currentPasswordSchema,
    new_password: newPasswordSchema,
    confirm_password: z.string({ error: 'is required' }),
  })
  .refine((body) => body.new_password === body.confirm_password, {
    path: ['confirm_password'],
    error: 'passwords do not match',
  });
export type UpdatePasswordBody = z.input<typeof updatePasswordBodySchema>;

/**
 * "Forgot password?": the address to send a link to, and the language the mail is written in
 * (the reader's choice on the page that asks; English when absent).
 */
export const passwordResetRequestBodySchema = z.object({
  email: emailSchema,
  locale: z.enum(MAIL_LOCALES).optional(),
});
export type PasswordResetRequestBody = z.input<typeof passwordResetRequestBodySchema>;

/**
 * A new password for the link's account, under the register rules. The token is any string
 * here: one that cannot be a token is the route's code 12 (`resetLinkInvalid`), like an unknown
 * one, so the reader is told the link is broken rather than that a field is wrong.
 */
export const passwordResetConfirmBodySchema = z
  .object({
    token: z
      .string({ error: 'is required' })
      .min(1, { error: 'is required' })
      .max(200, { error: 'must be at most 200 characters' }),
    password: newPasswordSchema,
    confirm_password: z.string({ error: 'is required' }),
  })
  .refine((body) => body.password === body.confirm_password, {
    path: ['confirm_password'],
    error: 'passwords do not match',
  });
export type PasswordResetConfirmBody = z.input<typeof passwordResetConfirmBodySchema>;

/** `data:image/jpeg;base64,...`; the server checks the bytes against the declared type. */
export const profilePhotoBodySchema = z.object({
  ...actingUserShape,
  image_base64: z
    .string({ error: 'is required' })
    .regex(/^data:image\/(jpeg|jpg|png|webp);base64,/, {
      error: 'must be a data URL of a JPEG, PNG or WebP image',
    }),
});
export type ProfilePhotoBody = z.input<typeof profilePhotoBodySchema>;

export const removeImageBodySchema = z.preprocess(
  (raw) => (raw === undefined || raw === null ? {} : raw),
  z.object(actingUserShape),
);

/** What the reader writes in the review form: the create call's body without the book. */
export type ReviewDraft = Pick<
  z.output<typeof createReviewBodySchema>,
  'rating' | 'review_title' | 'review_text'
>;
