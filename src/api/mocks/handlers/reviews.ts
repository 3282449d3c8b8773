import { API_CODES, isWrittenReview, type Book, type Review } from '../../contract';
import { ada, books, FIXED_NOW, reviews } from '../fixtures';
import { page, type Paged } from '../paging';
import { post } from '../post';
import { userIdOf } from '../readerWorld';
import { fail, never, networkError, ok } from '../respond';
import { booksAnswer } from './booksAnswer';

/** Twelve reviews of one book with distinct ids and falling dates, for paging (3 pages of 5). */
export const manyReviews: Review[] = Array.from({ length: 12 }, (_, index) => {
  const template = reviews[index % reviews.length] as Review;
  const created = new Date(Date.parse(FIXED_NOW) - (index + 1) * 3 * 60 * 60 * 1000);
  return {
    ...template,
    id: 300 + index,
    book_id: 1,
    created_at: created.toISOString(),
    updated_at: created.toISOString(),
  };
});

/** Reviews by the people Ada follows (not her own), newest first. */
const feedReviews: Review[] = reviews.filter((r) => r.user_id !== 1);

/** Twelve feed reviews with distinct ids, for paging stories (three pages of 5). */
export const longFeed: Review[] = Array.from({ length: 12 }, (_, index) => {
  const template = feedReviews[index % feedReviews.length] as Review;
  return { ...template, id: 100 + index };
});

function feedPage(all: Review[], paging: Paged | undefined) {
  const offset = paging?.offset ?? 0;
  return {
    reviews: all.slice(offset, offset + (paging?.limit ?? 5)),
    total: all.length,
    following_count: 3,
  };
}

/** A new review by Ada, as the server answers it. */
function createdReview(body: unknown): Review {
  const input = body as {
    book_id?: number;
    rating?: number;
    review_title?: string;
    review_text?: string;
  };
  const reviewed = books.find((b) => b.id === input.book_id) ?? (books[0] as Book);
  return {
    id: 999,
    book_id: reviewed.id,
    user_id: ada.id,
    rating: input.rating ?? 5,
    review_title: input.review_title ?? '',
    review_text: input.review_text ?? '',
    created_at: FIXED_NOW,
    updated_at: FIXED_NOW,
    user: {
      id: ada.id,
      username: ada.username,
      name: ada.name,
      surname: ada.surname,
      avatar_url: null,
    },
    book: {
      id: reviewed.id,
      title: reviewed.title,
      author: reviewed.author,
      genre: reviewed.genre,
      image_url: null,
    },
  };
}

const bookReviewsFrom = (all: Review[]) =>
  post('/reviews/get/book-reviews', ({ parsed }) => {
    const { book_id, ...paging } = (parsed ?? {}) as Paged & { book_id?: number };
    // Ratings without words count in the book's average, not in its reviews (as the server).
    const found = all.filter((r) => r.book_id === book_id && isWrittenReview(r));
    return ok('/reviews/get/book-reviews', {
      reviews: page(found, paging, 5),
      total: found.length,
    });
  });

export const reviewHandlers = [
  bookReviewsFrom(reviews),
  post('/reviews/get/recent', () =>
    ok('/reviews/get/recent', {
      reviews: reviews.filter((r) => r.rating >= 4).slice(0, 3),
      total: 3,
    }),
  ),
  post('/reviews/create/book-review', ({ body }) => {
    const review = createdReview(body);
    return ok('/reviews/create/book-review', {
      reviews: [review],
      books: booksAnswer(review.book_id),
      data: { code: API_CODES.ok },
    });
  }),
  post('/reviews/delete', ({ parsed }) => {
    const id = (parsed as { review_id?: number } | undefined)?.review_id;
    const deleted = [...reviews, ...manyReviews].find((review) => review.id === id);
    return ok('/reviews/delete', { books: deleted ? booksAnswer(deleted.book_id) : [] });
  }),
  post('/reviews/get/user-reviews', ({ parsed }) => {
    // Ratings without words are counted on the profile, not listed (as the server does).
    const found = reviews.filter((r) => r.user_id === userIdOf(parsed) && isWrittenReview(r));
    return ok('/reviews/get/user-reviews', {
      reviews: page(found, parsed as Paged, 20),
      total: found.length,
    });
  }),
  post('/reviews/get/feed', ({ parsed }) =>
    ok('/reviews/get/feed', feedPage(feedReviews, parsed as Paged)),
  ),
];

/** Named variants for review, feed and profile-review stories (one call each). */
export const reviewVariants = {
  reviewsEmpty: post('/reviews/get/book-reviews', () =>
    ok('/reviews/get/book-reviews', { reviews: [], total: 0 }),
  ),
  reviewsLoading: post('/reviews/get/book-reviews', () => never()),
  reviewsError: post('/reviews/get/book-reviews', () => fail(API_CODES.internal)),
  reviewsManyPages: bookReviewsFrom(manyReviews),
  recentLoading: post('/reviews/get/recent', () => never()),
  recentEmpty: post('/reviews/get/recent', () =>
    ok('/reviews/get/recent', { reviews: [], total: 0 }),
  ),
  reviewSubmitInvalid: post('/reviews/create/book-review', () =>
    fail(API_CODES.validation, ['review_title is required']),
  ),
  reviewSubmitServerError: post('/reviews/create/book-review', () => fail(API_CODES.internal)),
  reviewSubmitNetworkError: post('/reviews/create/book-review', () => networkError()),
  reviewDeleteError: post('/reviews/delete', () => fail(API_CODES.internal)),
  userReviewsEmpty: post('/reviews/get/user-reviews', () =>
    ok('/reviews/get/user-reviews', { reviews: [], total: 0 }),
  ),
  userReviewsLoading: post('/reviews/get/user-reviews', () => never()),
  feedEmpty: post('/reviews/get/feed', () =>
    ok('/reviews/get/feed', { reviews: [], total: 0, following_count: 2 }),
  ),
  feedFollowingNobody: post('/reviews/get/feed', () =>
    ok('/reviews/get/feed', { reviews: [], total: 0, following_count: 0 }),
  ),
  feedManyPages: post('/reviews/get/feed', ({ parsed }) =>
    ok('/reviews/get/feed', feedPage(longFeed, parsed as Paged)),
  ),
  feedLoading: post('/reviews/get/feed', () => never()),
  feedError: post('/reviews/get/feed', () => fail(API_CODES.internal)),
  feedNetworkError: post('/reviews/get/feed', () => networkError()),
};
