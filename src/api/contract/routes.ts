import type { z } from 'zod';
import type * as req from './requests';
import { coreRoutes } from './coreRoutes';
import { type JournalRequestBodies, journalRoutes } from './journal';
import { type ImportRequestBodies, importRoutes } from './imports';
import { type StatsRequestBodies, statsRoutes } from './stats';
import { type ModerationRequestBodies, moderationRoutes } from './moderation';
import { type ShelfRequestBodies, shelfRoutes } from './shelves';

/**
 * Who may call a route: `public` ignores any token except to personalise (email, is_following),
 * `session` needs a valid token (code 2 without one, 5 when it is invalid or expired).
 */
export type Access = 'public' | 'session';

export interface RouteContract {
  request: z.ZodType;
  response: z.ZodType;
  access: Access;
}

/** Every POST call under `/api`, its body schema, its success body and who may call it. */
export const apiRoutes = {
  ...coreRoutes,
  ...journalRoutes,
  ...statsRoutes,
  ...importRoutes,
  ...moderationRoutes,
  ...shelfRoutes,
} as const satisfies Record<string, RouteContract>;

export type ApiPath = keyof typeof apiRoutes;
/** What a client may send to each call (the bare and object forms the server accepts). */
export interface ApiRequestBodies
  extends
    JournalRequestBodies,
    StatsRequestBodies,
    ImportRequestBodies,
    ModerationRequestBodies,
    ShelfRequestBodies {
  '/auth/login': req.LoginBody;
  '/auth/register': req.RegisterBody;
  '/auth/me': req.EmptyBody;
  '/auth/logout': req.EmptyBody;
  '/auth/sessions/list': req.EmptyBody;
  '/auth/sessions/end': req.SessionIdBody;
  '/auth/sessions/end-others': req.EmptyBody;
  '/auth/password-reset/request': req.PasswordResetRequestBody;
  '/auth/password-reset/confirm': req.PasswordResetConfirmBody;
  '/books/discover/most-reads': req.PagedBody;
  '/books/genres': req.EmptyBody;
  '/books/search': req.SearchBody;
  '/books/get/by-genre': req.GenreBody;
  '/books/get/id': req.BookIdBody;
  '/books/get/rating-distribution': req.BookIdBody;
  '/books/get/user/liked-books': req.UserIdBody;
  '/books/get/user/favorite-books': req.UserIdBody;
  '/books/get/user/read-list': req.UserIdBody;
  '/books/get/user/read-books': req.UserIdBody;
  '/user-book-relations/get/user-book-relation': req.RelationBody;
  '/user-book-relations/like': req.RelationBody;
  '/user-book-relations/favorite': req.RelationBody;
  '/user-book-relations/set-as-read': req.RelationBody;
  '/user-book-relations/add-to-read-list': req.RelationBody;
  '/users/get/id': req.UserIdBody;
  '/users/get/all': req.PagedBody;
  '/users/discover': req.PagedBody;
  '/users/update/profile': req.UpdateProfileBody;
  '/users/update/password': req.UpdatePasswordBody;
  '/users/delete/account': req.DeleteAccountBody;
  '/users/update/profile-photo': req.ProfilePhotoBody;
  '/users/remove/image': req.RemoveImageBody;
  '/reviews/get/user-reviews': req.UserIdBody;
  '/reviews/get/book-reviews': req.BookIdBody;
  '/reviews/get/recent': req.PagedBody;
  '/reviews/get/feed': req.PagedBody;
  '/reviews/create/book-review': req.CreateReviewBody;
  '/reviews/delete': req.ReviewIdBody;
  '/follows/get/followed-users': req.UserIdBody;
  '/follows/get/follower-users': req.UserIdBody;
  '/follows/follow-user': req.FollowBody;
  '/follows/unfollow-user': req.FollowBody;
  '/reports/create': req.ReportBody;
  '/users/update/privacy': req.PrivacyBody;
  '/follows/requests/list': req.PagedBody;
  '/follows/requests/answer': req.FollowRequestAnswerBody;
  '/users/block': req.UserIdBody;
  '/users/unblock': req.UserIdBody;
  '/users/get/blocked': req.PagedBody;
  '/users/mute': req.UserIdBody;
  '/users/unmute': req.UserIdBody;
  '/users/get/muted': req.PagedBody;
}
export type ApiRequest<Path extends ApiPath> = ApiRequestBodies[Path];
export type ApiResponse<Path extends ApiPath> = z.infer<(typeof apiRoutes)[Path]['response']>;

/** The avatar image of a user (GET, cacheable, 404 when the user has no photo). */
export const avatarPath = (userId: number) => `/api/users/${userId}/avatar`;

// Every route has a request type, and no request type names a route that does not exist.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const everyRouteTyped: Same<ApiPath, keyof ApiRequestBodies> = true;
void everyRouteTyped;
