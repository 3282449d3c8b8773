import { authHandlers } from './auth';
import { bookHandlers } from './books';
import { socialHandlers } from './social';

/** The happy-path world every story starts from; stories override single calls. */
export const defaultHandlers = [...authHandlers, ...bookHandlers, ...socialHandlers];

export { authHandlers, bookHandlers, socialHandlers };
