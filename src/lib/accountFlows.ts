/**
 * What Settings' account flows and their components agree on, in one place: machines and
 * components may not import each other (docs/ARCHITECTURE.md).
 */

/** Why deleting the account did not happen: no password, a wrong one, or the call failing. */
export type AccountDeletionError = 'required' | 'wrong' | 'network' | 'server' | 'rateLimited';

/** What a sign-out from the session list ends: one session by id, or every other one. */
export type SessionEnding = { id: number } | 'others';
