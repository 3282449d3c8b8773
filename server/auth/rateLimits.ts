import { sql } from 'kysely';
import type { AppContext } from '../context';

/**
 * Fixed-window counters in the database, so several server processes sharing one
 * PostgreSQL agree. `hit` counts one event and returns the count in the current window.
 */
export async function hit(context: AppContext, key: string, windowMs: number): Promise<number> {
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
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The count in the current window without adding to it. */
export async function current(context: AppContext, key: string): Promise<number> {
  const row = await context.db
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', key)
    .where('reset_at', '>', context.now().getTime())
    .executeTakeFirst();
  return row ? Number(row.count) : 0;
}

export async function clear(context: AppContext, key: string): Promise<void> {
  await context.db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

export async function pruneExpired(context: AppContext): Promise<void> {
  const now = context.now();
  await context.db.deleteFrom('rate_limits').where('reset_at', '<=', now.getTime()).execute();
  await context.db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
}
