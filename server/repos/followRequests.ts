import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../domain/errors';

/**
 * Makes the reader's profile private or public. Public again, nobody is left waiting: every
 * request becomes a follow in the same transaction. Answers how many were approved.
 */
export async function setPrivacy(
  db: Kysely<Database>,
  userId: number,
  isPrivate: boolean,
  now: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ is_private: isPrivate ? 1 : 0, updated_at: now })
      .where('id', '=', userId)
      .execute();
    if (isPrivate) return 0;
    const waiting = await trx
      .selectFrom('follow_requests')
      .select('requester_id')
      .where('target_id', '=', userId)
      .execute();
    if (waiting.length > 0) {
      await trx
        .insertInto('follows')
        .values(
          waiting.map((row) => ({
            follower_id: row.requester_id,
            following_id: userId,
            created_at: now,
          })),
        )
        .onConflict((conflict) => conflict.columns(['follower_id', 'following_id']).doNothing())
        .execute();
      await trx.deleteFrom('follow_requests').where('target_id', '=', userId).execute();
    }
    return waiting.length;
  });
}

/**
 * The reader's answer to `requesterId`: approved, the requester follows them; declined, the
 * request is gone and the requester is not told. No such request waiting: not found (answered
 * twice, or withdrawn meanwhile).
 */
export async function answerFollowRequest(
  db: Kysely<Database>,
  userId: number,
  requesterId: number,
  approve: boolean,
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('follow_requests')
      .where('requester_id', '=', requesterId)
      .where('target_id', '=', userId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw notFound('Follow request');
    if (!approve) return;
    await trx
      .insertInto('follows')
      .values({ follower_id: requesterId, following_id: userId, created_at: now })
      .onConflict((conflict) => conflict.columns(['follower_id', 'following_id']).doNothing())
      .execute();
  });
}
