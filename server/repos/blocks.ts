import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { forbidden, notFound } from '../domain/errors';

/**
 * Blocks `blockedId` for `blockerId`: from now on neither sees the other (readerAccess.ts), and
 * the follows and follow requests between them end both ways, so neither's feed keeps the other.
 * Blocking again changes nothing.
 */
export async function block(
  db: Kysely<Database>,
  blockerId: number,
  blockedId: number,
  now: string,
): Promise<void> {
  if (blockerId === blockedId) throw forbidden('You cannot block yourself.');
  await db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', blockedId)
      .executeTakeFirst();
    if (!target) throw notFound('User');
    await trx
      .insertInto('blocks')
      .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now })
      .onConflict((conflict) => conflict.columns(['blocker_id', 'blocked_id']).doNothing())
      .execute();
    await trx
      .deleteFrom('follows')
      .where((w) =>
        w.or([
          w.and([w('follower_id', '=', blockerId), w('following_id', '=', blockedId)]),
          w.and([w('follower_id', '=', blockedId), w('following_id', '=', blockerId)]),
        ]),
      )
      .execute();
    await trx
      .deleteFrom('follow_requests')
      .where((w) =>
        w.or([
          w.and([w('requester_id', '=', blockerId), w('target_id', '=', blockedId)]),
          w.and([w('requester_id', '=', blockedId), w('target_id', '=', blockerId)]),
        ]),
      )
      .execute();
  });
}

/** Ends a block; what it ended (follows) stays ended. Unblocking a reader not blocked is fine. */
export async function unblock(
  db: Kysely<Database>,
  blockerId: number,
  blockedId: number,
): Promise<void> {
  await db
    .deleteFrom('blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .execute();
}
