import { z } from './zod';
import { envelope } from './envelope';
import {
  bookSchema,
  publicUserSchema,
  relationSchema,
  reviewSchema,
  sessionSchema,
  userProfileSchema,
} from './entities';
import { bookJournalSchema } from './journal';

const total = z.number().int();

export const okResponseSchema = envelope({});
export type OkResponse = z.infer<typeof okResponseSchema>;

export const loginResponseSchema = envelope({
  data: z.object({ token: z.string(), userInfo: publicUserSchema }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * The caller's sessions, most recently used first, at most SESSION_LIST_MAX of them; `total`
 * counts them all.
 */
export const sessionsResponseSchema = envelope({ sessions: z.array(sessionSchema), total });
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

/** Register, /auth/me, profile, photo: the (own) user, email included. */
export const userResponseSchema = envelope({ users: z.array(publicUserSchema) });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const profileResponseSchema = envelope({ users: z.array(userProfileSchema) });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const booksResponseSchema = envelope({ books: z.array(bookSchema), total });
export type BooksResponse = z.infer<typeof booksResponseSchema>;
/**
 * Search's answer: `total` counts every match unless `total_capped`, when more books match than
 * search counts (SEARCH_COUNT_CAP) and the screens say "1,000+".
 */
export const searchResponseSchema = envelope({
  books: z.array(bookSchema),
  total,
  total_capped: z.boolean(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/**
 * How a book's ratings spread over the stars: `counts[0]` is one star, `counts[4]` five, and
 * `total` their sum (the book's `ratings_count`). Every rating counts, as in the average: a
 * rating inside a count names nobody.
 */
export const ratingDistributionResponseSchema = envelope({
  counts: z.array(total).length(5),
  total,
});
export type RatingDistributionResponse = z.infer<typeof ratingDistributionResponseSchema>;

export const genresResponseSchema = envelope({ genres: z.array(z.string()) });
export type GenresResponse = z.infer<typeof genresResponseSchema>;

export const relationResponseSchema = envelope({ userBookRelations: z.array(relationSchema) });
export type RelationResponse = z.infer<typeof relationResponseSchema>;

/**
 * A toggle answers the new relation and the book with its new counts: no reload needed. Marking
 * read and the reading list also change the reader's journal, so those two answer it
 * as well (additive: absent on like and favourite).
 */
export const relationChangeResponseSchema = envelope({
  userBookRelations: z.array(relationSchema),
  books: z.array(bookSchema),
  journal: bookJournalSchema.optional(),
});
export type RelationChangeResponse = z.infer<typeof relationChangeResponseSchema>;

export const usersResponseSchema = envelope({ users: z.array(publicUserSchema), total });
export type UsersResponse = z.infer<typeof usersResponseSchema>;

export const followersResponseSchema = envelope({
  users: z.array(publicUserSchema),
  followers: z.array(publicUserSchema),
  total,
});
export type FollowersResponse = z.infer<typeof followersResponseSchema>;

export const followingResponseSchema = envelope({
  users: z.array(publicUserSchema),
  following: z.array(publicUserSchema),
  total,
});
export type FollowingResponse = z.infer<typeof followingResponseSchema>;

/** Follow / unfollow: the target after the change and whether the requester now follows. */
/** `requested`: the reader is private, so the follow waits for their answer. */
export const followResponseSchema = envelope({
  users: z.array(publicUserSchema),
  is_following: z.boolean(),
  requested: z.boolean(),
  followers_count: z.number().int(),
});

/** `approved`: how many waiting follow requests became follows (making a profile public). */
export const privacyResponseSchema = envelope({
  is_private: z.boolean(),
  approved: z.number().int(),
});
export type PrivacyResponse = z.infer<typeof privacyResponseSchema>;

export const followRequestAnswerResponseSchema = envelope({
  user_id: z.number().int(),
  approved: z.boolean(),
});

export const blockResponseSchema = envelope({
  user_id: z.number().int(),
  blocked: z.boolean(),
});

export const muteResponseSchema = envelope({
  user_id: z.number().int(),
  muted: z.boolean(),
});
export type FollowResponse = z.infer<typeof followResponseSchema>;

export const reviewsResponseSchema = envelope({ reviews: z.array(reviewSchema), total });
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

/** `following_count` tells "following nobody" (0) from "no reviews yet". */
export const feedResponseSchema = envelope({
  reviews: z.array(reviewSchema),
  total,
  following_count: z.number().int(),
});
export type FeedResponse = z.infer<typeof feedResponseSchema>;

/** The spec's client reads `data.code` after creating a review. */
/** A saved review, and its book with the new rating: the page needs no reload. */
export const createReviewResponseSchema = envelope({
  reviews: z.array(reviewSchema),
  books: z.array(bookSchema),
  data: z.object({ code: z.literal('0') }),
});
export type CreateReviewResponse = z.infer<typeof createReviewResponseSchema>;

/** A deleted review's book, with its rating without that review. */
export const deleteReviewResponseSchema = envelope({ books: z.array(bookSchema) });
export type DeleteReviewResponse = z.infer<typeof deleteReviewResponseSchema>;
