import { sql } from 'kysely';
import type { AppContext, RateLimitSettings } from '../context';

/** One counted event, with what it takes to give it back in the window it was counted in. */
export interface Hit {
  key: string;
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters in the database, so several server processes sharing one
 * PostgreSQL agree. `take` counts one event in a single atomic statement and returns the
 * count in the current window, this event included.
 */
export async function take(context: AppContext, key: string, windowMs: number): Promise<Hit> {
  const now = context.now().getTime();
  const resetAt = now + windowMs;
  const row = await context.db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql`CASE WHEN rate_limits.reset_at <= ${now} THEN 1 ELSE rate_limits.count + 1 END`,
        reset_at: sql`CASE WHEN rate_limits.reset_at <= ${now} THEN ${resetAt} ELSE rate_limits.reset_at END`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { key, count: Number(row.count), resetAt: Number(row.reset_at) };
}

/** `take` for callers that only need the count. */
export async function hit(context: AppContext, key: string, windowMs: number): Promise<number> {
  return (await take(context, key, windowMs)).count;
}

/**
 * Takes back an event that turned out not to count (a refused or successful login). Matching
 * the window's end leaves a newer window that has replaced the row untouched.
 */
export async function giveBack(context: AppContext, taken: Hit): Promise<void> {
  await context.db
    .updateTable('rate_limits')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', taken.key)
    .where('reset_at', '=', taken.resetAt)
    .where('count', '>', 0)
    .execute();
}

/**
 * How long a login attempt waits before its password is checked, given the account's count of
 * failed (and in-flight) attempts from all addresses in the window, this one included: nothing
 * up to `loginPerAccount`, then doubling from `loginDelayBaseMs` up to `loginDelayMaxMs`.
 */
export function loginDelayMs(
  accountCount: number,
  limits: Pick<RateLimitSettings, 'loginPerAccount' | 'loginDelayBaseMs' | 'loginDelayMaxMs'>,
): number {
  const excess = accountCount - limits.loginPerAccount;
  if (excess <= 0) return 0;
  return Math.min(limits.loginDelayBaseMs * 2 ** Math.min(excess - 1, 30), limits.loginDelayMaxMs);
}

export async function clear(context: AppContext, key: string): Promise<void> {
  await context.db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

export async function pruneExpired(context: AppContext): Promise<void> {
  const now = context.now();
  await context.db.deleteFrom('rate_limits').where('reset_at', '<=', now.getTime()).execute();
  await context.db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
  // Ended reset links are kept a while, so a late click is told "expired", not "not valid".
  const resetsKeptUntil = new Date(now.getTime() - 7 * 24 * 60 * 60_000).toISOString();
  await context.db
    .deleteFrom('password_resets')
    .where('expires_at', '<=', resetsKeptUntil)
    .execute();
}
