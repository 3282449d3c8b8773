import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Whether the users row under `alias` is suspended at `now` (ISO), as SQL: domain/suspension.ts's
 * `suspensionInForce`, for what the queue says of a reader. (The read paths hide a reader while
 * the suspension's columns are set, until their next sign-in clears them: readerAccess.ts.)
 */
export function suspendedNow(alias: string, now: string) {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<boolean>`(${column('suspended_at')} IS NOT NULL AND (${column('suspended_until')} IS NULL OR ${column('suspended_until')} > ${now}))`;
}

/**
 * Suspends the reader (replacing a suspension they had) and ends every session of theirs, in
 * the caller's transaction: signing in again is refused until `until` (auth/standing.ts).
 */
export async function suspendReader(
  trx: Kysely<Database>,
  userId: number,
  suspension: { until: string | null; reason: string },
  now: string,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      suspended_at: now,
      suspended_until: suspension.until,
      suspension_reason: suspension.reason,
    })
    .where('id', '=', userId)
    .execute();
  await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
