import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { forbidden, notFound } from '../domain/errors';
import { readerVisibility } from '../domain/readerVisibility';
import { readReaderFacts } from './readerAccess';

/**
 * How the follower stands with the reader to follow, or not found: unknown, or across a block
 * (the blocked are not told).
 */
async function assertTarget(db: Kysely<Database>, followerId: number, followingId: number) {
  if (followerId === followingId) throw forbidden('You cannot follow yourself.');
  const facts = await readReaderFacts(db, followingId, followerId);
  if (readerVisibility(facts) === 'hidden') throw notFound('User');
  return facts;
}

/**
 * Idempotent: following someone already followed changes nothing and succeeds. A private reader
 * is not followed at once: the follow waits as a request until they answer it.
 */
export async function follow(
  db: Kysely<Database>,
  followerId: number,
  followingId: number,
  now: string,
) {
  const { isPrivate, follows } = await assertTarget(db, followerId, followingId);
  if (follows) return;
  if (isPrivate) {
    await db
      .insertInto('follow_requests')
      .values({ requester_id: followerId, target_id: followingId, created_at: now })
      .onConflict((conflict) => conflict.columns(['requester_id', 'target_id']).doNothing())
      .execute();
    return;
  }
  await db
    .insertInto('follows')
    .values({ follower_id: followerId, following_id: followingId, created_at: now })
    .onConflict((conflict) => conflict.columns(['follower_id', 'following_id']).doNothing())
    .execute();
}

/** Unfollows, or withdraws a request still waiting. */
export async function unfollow(db: Kysely<Database>, followerId: number, followingId: number) {
  await assertTarget(db, followerId, followingId);
  await db
    .deleteFrom('follows')
    .where('follower_id', '=', followerId)
    .where('following_id', '=', followingId)
    .execute();
  await db
    .deleteFrom('follow_requests')
    .where('requester_id', '=', followerId)
    .where('target_id', '=', followingId)
    .execute();
}

export async function followState(db: Kysely<Database>, followerId: number, followingId: number) {
  const row = await db
    .selectFrom('follows')
    .select((eb) => [
      eb.fn.countAll<number>().as('followers'),
      eb.fn
        .sum<number>(eb.case().when('follower_id', '=', followerId).then(1).else(0).end())
        .as('mine'),
    ])
    .where('following_id', '=', followingId)
    .executeTakeFirstOrThrow();
  const request = await db
    .selectFrom('follow_requests')
    .select('created_at')
    .where('requester_id', '=', followerId)
    .where('target_id', '=', followingId)
    .executeTakeFirst();
  return {
    followersCount: Number(row.followers),
    isFollowing: Number(row.mine ?? 0) > 0,
    requested: request !== undefined,
  };
}

export async function followingCount(db: Kysely<Database>, userId: number) {
  const row = await db
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('follower_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
