import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Who is suspended, as SQL, for the read paths that hide a suspended reader's content. The rule
 * is domain/suspension.ts's `suspensionInForce`: `suspended_at` set and `suspended_until` null
 * (no end date) or later than now. A suspension that has ended keeps its columns until the
 * reader signs in again, so the clock is always part of the question.
 */

/** The users row under `alias` is suspended at `now` (ISO). */
export function suspendedNow(alias: string, now: string) {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<boolean>`(${column('suspended_at')} IS NOT NULL AND (${column('suspended_until')} IS NULL OR ${column('suspended_until')} > ${now}))`;
}

/**
 * The ids of the readers suspended at `now`, as a subquery (`where('r.user_id', 'not in',
 * suspendedReaderIds(db, now))`). Read from the partial index users_suspended: the few
 * suspended readers, never every reader.
 */
export function suspendedReaderIds(db: Kysely<Database>, now: string) {
  return db
    .selectFrom('users')
    .select('users.id')
    .where('users.suspended_at', 'is not', null)
    .where((eb) =>
      eb.or([eb('users.suspended_until', 'is', null), eb('users.suspended_until', '>', now)]),
    );
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
