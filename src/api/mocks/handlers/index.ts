import { authHandlers } from './auth';
import { bookHandlers } from './books';
import { socialHandlers } from './social';
import { userHandlers } from './users';

/** The happy-path world every story starts from; stories override single calls. */
export const defaultHandlers = [
  ...authHandlers,
  ...bookHandlers,
  ...socialHandlers,
  ...userHandlers,
];

export { authHandlers, bookHandlers, socialHandlers, userHandlers };
