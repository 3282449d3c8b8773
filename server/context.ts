import type { Kysely } from 'kysely';
import type { DialectName } from './db/connect';
import type { Database } from './db/schema';
import type { BookSearch } from './search/engine';
import type { Passwords } from './auth/passwords';
import type { InFlight } from './http/inFlight';

export interface RateLimitSettings {
  /** Failed logins per client address within the window. */
  loginPerIp: number;
  /** Failed logins per account (email), and failed current passwords per account, in the window. */
  loginPerAccount: number;
  loginWindowMs: number;
  /** Registrations per client address within the window. */
  registerPerIp: number;
  registerWindowMs: number;
  /** General ceiling of requests per client address per minute (0 turns it off). */
  requestsPerMinute: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginPerIp: 30,
  loginPerAccount: 10,
  loginWindowMs: 15 * 60_000,
  registerPerIp: 10,
  registerWindowMs: 60 * 60_000,
  requestsPerMinute: 3000,
};

/** What every route needs, built once per app. */
export interface AppContext {
  db: Kysely<Database>;
  dialect: DialectName;
  search: BookSearch;
  passwords: Passwords;
  limits: RateLimitSettings;
  /** Route handlers wrap their work in it; shutdown waits for it before closing the database. */
  inFlight: InFlight;
  now(): Date;
}

export const isoNow = (context: Pick<AppContext, 'now'>) => context.now().toISOString();
