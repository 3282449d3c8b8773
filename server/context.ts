import type { Kysely } from 'kysely';
import type { DialectName } from './db/connect';
import type { Database } from './db/schema';
import type { BookSearch } from './search/engine';
import type { BookCache } from './repos/bookCache';
import type { Passwords } from './auth/passwords';
import type { InFlight } from './http/inFlight';
import type { ImportParser } from './import/importParser';
import type { ImportRunner } from './import/runner';
import type { Mailer } from './mail/mailer';

export interface RateLimitSettings {
  /** Failed logins per client address within the window (any accounts): refused beyond. */
  loginPerIp: number;
  /**
   * Failed logins per account from one address within the window: that pair is refused beyond,
   * the account from other addresses is not.
   */
  loginPerAccountPerIp: number;
  /**
   * Failed logins per account from all addresses before its attempts are slowed (never
   * refused, so nobody can lock the owner out).
   */
  loginPerAccount: number;
  /** The first slowed attempt waits this long; each further failure doubles it. */
  loginDelayBaseMs: number;
  /** The longest a slowed attempt waits. */
  loginDelayMaxMs: number;
  /** Wrong current passwords (password or email change) per account: refused beyond. */
  currentPasswordPerAccount: number;
  loginWindowMs: number;
  /** Registrations per client address within the window. */
  registerPerIp: number;
  registerWindowMs: number;
  /** "Forgot password?" requests per client address within the reset window. */
  resetPerIp: number;
  /**
   * Requests per email address asked for within the reset window, known to an account or not,
   * so the limit itself tells nobody whether the address is registered.
   */
  resetPerAccount: number;
  resetWindowMs: number;
  /** General ceiling of requests per client address per minute (0 turns it off). */
  requestsPerMinute: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginPerIp: 30,
  loginPerAccountPerIp: 10,
  loginPerAccount: 10,
  loginDelayBaseMs: 500,
  loginDelayMaxMs: 5_000,
  currentPasswordPerAccount: 10,
  loginWindowMs: 15 * 60_000,
  registerPerIp: 10,
  registerWindowMs: 60 * 60_000,
  resetPerIp: 10,
  resetPerAccount: 3,
  resetWindowMs: 60 * 60_000,
  requestsPerMinute: 3000,
};

/** What every route needs, built once per app. */
export interface AppContext {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Books by id kept between reads, for the hottest read (repos/bookCache.ts). */
  books: BookCache;
  search: BookSearch;
  passwords: Passwords;
  limits: RateLimitSettings;
  /** Route handlers wrap their work in it; shutdown waits for it before closing the database. */
  inFlight: InFlight;
  /** Applies confirmed imports in resumable batches (server/import/runner.ts). */
  imports: ImportRunner;
  /** Parses uploads off the request thread (server/import/importParser.ts). */
  importParser: ImportParser;
  /** Sends mail: SMTP with SMTP_URL, else the outbox under DATA_DIR (server/mail/mailer.ts). */
  mailer: Mailer;
  /** Where readers reach the app (`https://shelfmark.example`): the base of links in mails. */
  publicUrl: string;
  now(): Date;
}

export const isoNow = (context: Pick<AppContext, 'now'>) => context.now().toISOString();
