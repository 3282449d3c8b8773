import { authHandlers } from './auth';
import { bookHandlers } from './books';
import { followHandlers } from './follows';
import { importHandlers } from './imports';
import { moderationHandlers } from './moderation';
import { noteHandlers } from './notes';
import { privacyHandlers } from './privacy';
import { readingHandlers } from './readings';
import { relationHandlers } from './relations';
import { reviewHandlers } from './reviews';
import { shelfHandlers } from './shelves';
import { statsHandlers } from './stats';
import { userHandlers } from './users';

/**
 * The happy-path world every story starts from; stories override single calls. One file per
 * resource, as the contract's calls and the server's route files are grouped.
 */
export const defaultHandlers = [
  ...authHandlers,
  ...bookHandlers,
  ...followHandlers,
  ...importHandlers,
  ...moderationHandlers,
  ...noteHandlers,
  ...privacyHandlers,
  ...readingHandlers,
  ...relationHandlers,
  ...reviewHandlers,
  ...shelfHandlers,
  ...statsHandlers,
  ...userHandlers,
];

export {
  authHandlers,
  bookHandlers,
  followHandlers,
  importHandlers,
  moderationHandlers,
  noteHandlers,
  privacyHandlers,
  readingHandlers,
  relationHandlers,
  reviewHandlers,
  shelfHandlers,
  statsHandlers,
  userHandlers,
};
