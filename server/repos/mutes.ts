import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { forbidden, notFound } from '../domain/errors';

/**
 * Mutes `mutedId` for `muterId`: their reviews and activity leave the muter's feed and the
 * lists of many readers' reviews (readerAccess.ts). Nothing else changes and the muted reader is
 * not told: follows stay, profiles stay visible both ways. Muting again changes nothing.
 */
export async function mute(
  db: Kysely<Database>,
  muterId: number,
  mutedId: number,
  now: string,
): Promise<void> {
  if (muterId === mutedId) throw forbidden('You cannot mute yourself.');
  const target = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', mutedId)
    .executeTakeFirst();
  if (!target) throw notFound('User');
  await db
    .insertInto('mutes')
    .values({ muter_id: muterId, muted_id: mutedId, created_at: now })
    .onConflict((conflict) => conflict.columns(['muter_id', 'muted_id']).doNothing())
    .execute();
}

/** Ends a mute; unmuting a reader not muted is fine. */
export async function unmute(db: Kysely<Database>, muterId: number, mutedId: number) {
  await db
    .deleteFrom('mutes')
    .where('muter_id', '=', muterId)
    .where('muted_id', '=', mutedId)
    .execute();
}
