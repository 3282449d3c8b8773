import type { FastifyInstance } from 'fastify';
import { type AppContext, isoNow } from '../context';
import { ok } from '../http/envelope';
import { notFound } from '../domain/errors';
import { bookExists, findBook } from '../repos/books';
import { followingCount } from '../repos/follows';
import {
  bookReviews,
  deleteReview,
  feedReviews,
  findReview,
  recentReviews,
  saveReview,
  userReviews,
} from '../repos/reviews';
import { findUser } from '../repos/users';
import { assertActingUser, defineRoute, paging } from './define';

export function reviewRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;

  defineRoute(app, context, '/reviews/get/book-reviews', async ({ body }) => {
    if (!(await bookExists(db, body.book_id))) throw notFound('Book');
    const { limit, offset } = paging(body);
    return ok(await bookReviews(db, body.book_id, limit, offset));
  });

  defineRoute(app, context, '/reviews/get/user-reviews', async ({ body }) => {
    if (!(await findUser(db, body.user_id))) throw notFound('User');
    const { limit, offset } = paging(body);
    return ok(await userReviews(db, body.user_id, limit, offset));
  });

  defineRoute(app, context, '/reviews/get/recent', async ({ body }) => {
    const { limit, offset } = paging(body, 6);
    return ok(await recentReviews(db, limit, offset));
  });

  defineRoute(app, context, '/reviews/get/feed', async ({ body, user }) => {
    const { limit, offset } = paging(body);
    const [page, following] = await Promise.all([
      feedReviews(db, user.userId, limit, offset),
      followingCount(db, user.userId),
    ]);
    return ok({ ...page, following_count: following });
  });

  defineRoute(app, context, '/reviews/create/book-review', async ({ body, user }) => {
    assertActingUser(user, body.user_id, body.userId);
    const id = await saveReview(
      db,
      context.dialect,
      {
        userId: user.userId,
        bookId: body.book_id,
        rating: body.rating,
        title: body.review_title,
        text: body.review_text,
      },
      isoNow(context),
    );
    const [review, book] = await Promise.all([findReview(db, id), findBook(db, body.book_id)]);
    if (!review || !book) throw notFound('Review');
    return ok({ reviews: [review], books: [book], data: { code: '0' as const } });
  });

  defineRoute(app, context, '/reviews/delete', async ({ body, user }) => {
    const bookId = await deleteReview(db, context.dialect, body.review_id, user.userId);
    const book = await findBook(db, bookId);
    return ok({ books: book ? [book] : [] });
  });
}
