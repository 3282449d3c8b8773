import { API_CODES, type Review } from '../../contract';
import { reviews, users } from '../fixtures';
import { post } from '../post';
import { fail, never, networkError, ok } from '../respond';

interface Paged {
  limit?: number;
  offset?: number;
}

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

export const socialHandlers = [
  post('/users/discover', () => ok('/users/discover', { users: users.slice(1, 7), total: 6 })),
  post('/reviews/get/feed', ({ parsed }) =>
    ok('/reviews/get/feed', feedPage(feedReviews, parsed as Paged)),
  ),
];

/** Named variants for social stories. */
export const socialVariants = {
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
  discoverEmpty: post('/users/discover', () => ok('/users/discover', { users: [], total: 0 })),
  discoverLoading: post('/users/discover', () => never()),
  discoverError: post('/users/discover', () => fail(API_CODES.internal)),
};
