import type { FastifyInstance } from 'fastify';
import { type AppContext, isoNow } from '../context';
import { API_CODES } from '../../src/api/contract';
import { ok } from '../http/envelope';
import { notFound } from '../domain/errors';
import { findBook } from '../repos/books';
import {
  bookReviews,
  deleteReview,
  feedReviews,
  findReview,
  recentReviews,
  saveReview,
  userReviews,
} from '../repos/reviews';
import { assertReaderVisible } from '../repos/readerAccess';
import { defineRoute, paging } from './define';

export function reviewRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;

  defineRoute(app, context, '/reviews/get/book-reviews', async ({ body, user }) => {
    const { limit, offset } = paging(body);
    const page = await bookReviews(db, body.book_id, user?.userId ?? null, limit, offset);
    if (!page) throw notFound('Book');
    return ok(page);
  });

  defineRoute(app, context, '/reviews/get/user-reviews', async ({ body, user }) => {
    await assertReaderVisible(db, body.user_id, user?.userId ?? null);
    const { limit, offset } = paging(body);
    const page = await userReviews(db, body.user_id, limit, offset);
    if (!page) throw notFound('User');
    return ok(page);
  });

  defineRoute(app, context, '/reviews/get/recent', async ({ body, user }) => {
    const { limit, offset } = paging(body, 6);
    return ok(await recentReviews(db, user?.userId ?? null, limit, offset));
  });

  defineRoute(app, context, '/reviews/get/feed', async ({ body, user }) => {
    const { limit, offset } = paging(body);
    const { reviews, total, following } = await feedReviews(
      db,
      context.dialect,
      user.userId,
      limit,
      offset,
    );
    return ok({ reviews, total, following_count: following });
  });

  defineRoute(app, context, '/reviews/create/book-review', async ({ body, user }) => {
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
    return ok({ reviews: [review], books: [book], data: { code: API_CODES.ok } });
  });

  defineRoute(app, context, '/reviews/delete', async ({ body, user }) => {
    const bookId = await deleteReview(db, context.dialect, body.review_id, user.userId);
    const book = await findBook(db, bookId);
    return ok({ books: book ? [book] : [] });
  });
}
