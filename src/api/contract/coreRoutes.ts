import * as req from './requests';
import * as res from './responses';
import { readerBooksResponseSchema } from './journal';
import type { RouteContract } from './routes';

/**
 * The spec's calls (auth, books, relations, users, reviews, follows): the route table the client
 * loads to check the answers of those calls, without the journal's, statistics' and imports'
 * schemas (see `routeGroups.ts`).
 */
export const coreRoutes = {
  '/auth/login': {
    request: req.loginBodySchema,
    response: res.loginResponseSchema,
    access: 'public',
  },
  '/auth/register': {
    request: req.registerBodySchema,
    response: res.userResponseSchema,
    access: 'public',
  },
  '/auth/me': { request: req.emptyBodySchema, response: res.userResponseSchema, access: 'session' },
  '/auth/logout': {
    request: req.emptyBodySchema,
    response: res.okResponseSchema,
    access: 'session',
  },
  '/auth/sessions/list': {
    request: req.emptyBodySchema,
    response: res.sessionsResponseSchema,
    access: 'session',
  },
  // Ends another session of the caller's (not the one calling: that is /auth/logout).
  '/auth/sessions/end': {
    request: req.sessionIdBodySchema,
    response: res.sessionsResponseSchema,
    access: 'session',
  },
  '/auth/sessions/end-others': {
    request: req.emptyBodySchema,
    response: res.sessionsResponseSchema,
    access: 'session',
  },
  // The same answer whether or not an account uses the address (no enumeration).
  '/auth/password-reset/request': {
    request: req.passwordResetRequestBodySchema,
    response: res.okResponseSchema,
    access: 'public',
  },
  '/auth/password-reset/confirm': {
    request: req.passwordResetConfirmBodySchema,
    response: res.okResponseSchema,
    access: 'public',
  },

  '/books/discover/most-reads': {
    request: req.pagedBodySchema,
    response: res.booksResponseSchema,
    access: 'public',
  },
  '/books/genres': {
    request: req.emptyBodySchema,
    response: res.genresResponseSchema,
    access: 'public',
  },
  '/books/search': {
    request: req.searchBodySchema,
    response: res.searchResponseSchema,
    access: 'public',
  },
  '/books/get/by-genre': {
    request: req.genreBodySchema,
    response: res.booksResponseSchema,
    access: 'public',
  },
  '/books/get/id': {
    request: req.bookIdBodySchema,
    response: res.booksResponseSchema,
    access: 'public',
  },
  '/books/get/rating-distribution': {
    request: req.bookIdBodySchema,
    response: res.ratingDistributionResponseSchema,
    access: 'public',
  },
  '/books/get/user/liked-books': {
    request: req.userIdBodySchema,
    response: res.booksResponseSchema,
    access: 'public',
  },
  '/books/get/user/favorite-books': {
    request: req.userIdBodySchema,
    response: res.booksResponseSchema,
    access: 'public',
  },
  '/books/get/user/read-list': {
    request: req.userIdBodySchema,
    response: res.booksResponseSchema,
    access: 'public',
  },
  '/books/get/user/read-books': {
    request: req.userIdBodySchema,
    response: readerBooksResponseSchema,
    access: 'public',
  },

  '/user-book-relations/get/user-book-relation': {
    request: req.relationBodySchema,
    response: res.relationResponseSchema,
    access: 'session',
  },
  '/user-book-relations/like': {
    request: req.relationBodySchema,
    response: res.relationChangeResponseSchema,
    access: 'session',
  },
  '/user-book-relations/favorite': {
    request: req.relationBodySchema,
    response: res.relationChangeResponseSchema,
    access: 'session',
  },
  '/user-book-relations/set-as-read': {
    request: req.relationBodySchema,
    response: res.relationChangeResponseSchema,
    access: 'session',
  },
  '/user-book-relations/add-to-read-list': {
    request: req.relationBodySchema,
    response: res.relationChangeResponseSchema,
    access: 'session',
  },

  '/users/get/id': {
    request: req.userIdBodySchema,
    response: res.profileResponseSchema,
    access: 'public',
  },
  '/users/get/all': {
    request: req.pagedBodySchema,
    response: res.usersResponseSchema,
    access: 'public',
  },
  '/users/discover': {
    request: req.pagedBodySchema,
    response: res.usersResponseSchema,
    access: 'public',
  },
  '/users/update/profile': {
    request: req.updateProfileBodySchema,
    response: res.userResponseSchema,
    access: 'session',
  },
  '/users/update/password': {
    request: req.updatePasswordBodySchema,
    response: res.okResponseSchema,
    access: 'session',
  },
  // Everything of the reader's goes in one transaction; the session ends with it.
  '/users/delete/account': {
    request: req.deleteAccountBodySchema,
    response: res.okResponseSchema,
    access: 'session',
  },
  '/users/update/profile-photo': {
    request: req.profilePhotoBodySchema,
    response: res.userResponseSchema,
    access: 'session',
  },
  '/users/remove/image': {
    request: req.removeImageBodySchema,
    response: res.userResponseSchema,
    access: 'session',
  },

  '/reviews/get/user-reviews': {
    request: req.userIdBodySchema,
    response: res.reviewsResponseSchema,
    access: 'public',
  },
  '/reviews/get/book-reviews': {
    request: req.bookIdBodySchema,
    response: res.reviewsResponseSchema,
    access: 'public',
  },
  '/reviews/get/recent': {
    request: req.pagedBodySchema,
    response: res.reviewsResponseSchema,
    access: 'public',
  },
  '/reviews/get/feed': {
    request: req.pagedBodySchema,
    response: res.feedResponseSchema,
    access: 'session',
  },
  '/reviews/create/book-review': {
    request: req.createReviewBodySchema,
    response: res.createReviewResponseSchema,
    access: 'session',
  },
  '/reviews/delete': {
    request: req.reviewIdBodySchema,
    response: res.deleteReviewResponseSchema,
    access: 'session',
  },

  '/follows/get/followed-users': {
    request: req.userIdBodySchema,
    response: res.followingResponseSchema,
    access: 'public',
  },
  '/follows/get/follower-users': {
    request: req.userIdBodySchema,
    response: res.followersResponseSchema,
    access: 'public',
  },
  '/follows/follow-user': {
    request: req.followBodySchema,
    response: res.followResponseSchema,
    access: 'session',
  },
  '/follows/unfollow-user': {
    request: req.followBodySchema,
    response: res.followResponseSchema,
    access: 'session',
  },
  // The same thanks however often the same thing is reported, and whatever happens next.
  '/reports/create': {
    request: req.reportBodySchema,
    response: res.okResponseSchema,
    access: 'session',
  },
  /** Private: only approved followers see the reader's data. Public again: requests approved. */
  '/users/update/privacy': {
    request: req.privacyBodySchema,
    response: res.privacyResponseSchema,
    access: 'session',
  },
  /** Follow requests waiting for the reader's answer, oldest first. */
  '/follows/requests/list': {
    request: req.pagedBodySchema,
    response: res.usersResponseSchema,
    access: 'session',
  },
  /** Approve (the requester follows) or decline (silently); no request waiting is code 3. */
  '/follows/requests/answer': {
    request: req.followRequestAnswerBodySchema,
    response: res.followRequestAnswerResponseSchema,
    access: 'session',
  },
  /**
   * The two readers stop seeing each other's profile, reviews and activity, and follows and
   * requests both ways end. The blocked reader is not told: the blocker answers code 3 to them.
   */
  '/users/block': {
    request: req.userIdBodySchema,
    response: res.blockResponseSchema,
    access: 'session',
  },
  '/users/unblock': {
    request: req.userIdBodySchema,
    response: res.blockResponseSchema,
    access: 'session',
  },
  /** The readers the requester has blocked, newest first (Settings lists them to unblock). */
  '/users/get/blocked': {
    request: req.pagedBodySchema,
    response: res.usersResponseSchema,
    access: 'session',
  },
  /**
   * The muted reader's reviews and activity leave the requester's feed and book pages; nothing
   * else changes, and the muted reader is not told.
   */
  '/users/mute': {
    request: req.userIdBodySchema,
    response: res.muteResponseSchema,
    access: 'session',
  },
  '/users/unmute': {
    request: req.userIdBodySchema,
    response: res.muteResponseSchema,
    access: 'session',
  },
  /** The readers the requester has muted, newest first (Settings lists them to unmute). */
  '/users/get/muted': {
    request: req.pagedBodySchema,
    response: res.usersResponseSchema,
    access: 'session',
  },
} as const satisfies Record<string, RouteContract>;
