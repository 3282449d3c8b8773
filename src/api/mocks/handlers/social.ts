import { reviews, users } from '../fixtures';
import { ok } from '../respond';
import { post } from '../post';

export const socialHandlers = [
  post('/users/discover', () => ok('/users/discover', { users: users.slice(1, 7), total: 6 })),
  post('/reviews/get/feed', () =>
    ok('/reviews/get/feed', { reviews: reviews.slice(0, 3), total: 3, following_count: 3 }),
  ),
];
