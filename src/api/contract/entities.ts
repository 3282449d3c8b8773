import { z } from './zod';

export { GENRES, isGenre, type Genre } from './genres';

import { GENDERS } from './limits';

export { GENDERS };
export const genderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof genderSchema>;

const isoDate = z.string();

export const bookSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  description: z.string(),
  genre: z.string(),
  published_year: z.number().int().nullable(),
  /** Mean review rating, 0 when the book has no reviews. */
  rating: z.number(),
  ratings_count: z.number().int(),
  /** Readers who marked the book read. */
  reads: z.number().int(),
  isbn: z.string().nullable(),
  publisher: z.string().nullable(),
  created_at: isoDate,
  updated_at: isoDate,
  /** Always null for the catalogue: the UI draws a generated cover. */
  image_url: z.string().nullable(),
});
export type Book = z.infer<typeof bookSchema>;

export const userStatsSchema = z.object({
  reads: z.number().int(),
  /** Ratings with words (reviewRules.ts isWrittenReview). */
  reviews: z.number().int(),
  /** Every rating, words or not. */
  ratings: z.number().int(),
  likes: z.number().int(),
  favorites: z.number().int(),
  followers: z.number().int(),
  following: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  surname: z.string(),
  full_name: z.string(),
  gender: genderSchema.nullable(),
  /** `/api/users/{id}/avatar?v=...` or null when the user has no photo. */
  avatar_url: z.string().nullable(),
  /** Only for signed-in requesters; null for guests. */
  email: z.string().nullable(),
  created_at: isoDate,
  /**
   * Only in `/auth/me` and sign-in's `userInfo`, about the reader themselves: they may moderate
   * (the client shows the link to /moderation). Nobody is told another reader's role.
   */
  is_moderator: z.boolean().optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * `/users/get/id` adds the profile counters and how the requester stands with the reader. A
 * private profile the requester may not see (`visible` false) keeps its name, photo and follow
 * counts; its reading counts are 0 and its lists answer code 4.
 */
export const userProfileSchema = publicUserSchema.extend({
  stats: userStatsSchema,
  is_following: z.boolean(),
  /** Only the reader and their approved followers see their shelves, reviews and journal. */
  is_private: z.boolean(),
  /** The requester asked to follow this private reader, and the reader has not answered yet. */
  follow_requested: z.boolean(),
  /** The requester muted this reader: their reviews and activity leave the requester's feed. */
  muted: z.boolean(),
  /** The requester may see the reader's data (public, their own, or an approved follower). */
  visible: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const relationSchema = z.object({
  user_id: z.number().int(),
  book_id: z.number().int(),
  read: z.boolean(),
  like: z.boolean(),
  favorite: z.boolean(),
  readingList: z.boolean(),
  /** Same value as readingList (the spec's client reads either). */
  read_list: z.boolean(),
});
export type Relation = z.infer<typeof relationSchema>;

export const reviewAuthorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  surname: z.string(),
  avatar_url: z.string().nullable(),
});

export const reviewBookSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  genre: z.string(),
  image_url: z.string().nullable(),
});

export const reviewSchema = z.object({
  id: z.number().int(),
  book_id: z.number().int(),
  user_id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  review_title: z.string(),
  review_text: z.string(),
  created_at: isoDate,
  updated_at: isoDate,
  user: reviewAuthorSchema,
  book: reviewBookSchema,
});
export type Review = z.infer<typeof reviewSchema>;

/** A signed-in session of the caller's, as Settings lists it. */
export const sessionSchema = z.object({
  id: z.number().int(),
  /** Browser name and major version parsed from the user agent ("Firefox 132"), if known. */
  browser: z.string().nullable(),
  /** Operating system parsed from the user agent ("macOS", "Android 14"), if known. */
  os: z.string().nullable(),
  created_at: isoDate,
  last_used_at: isoDate,
  /** The session this call was made with. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
