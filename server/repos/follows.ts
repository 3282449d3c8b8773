import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { forbidden, notFound } from '../domain/errors';

async function assertTarget(db: Kysely<Database>, followerId: number, followingId: number) {
  if (followerId === followingId) throw forbidden('You cannot follow yourself.');
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', followingId)
    .executeTakeFirst();
  if (!user) throw notFound('User');
}

/** Idempotent: following someone already followed changes nothing and succeeds. */
export async function follow(
  db: Kysely<Database>,
  followerId: number,
  followingId: number,
  now: string,
) {
  await assertTarget(db, followerId, followingId);
  await db
    .insertInto('follows')
    .values({ follower_id: followerId, following_id: followingId, created_at: now })
    .onConflict((conflict) => conflict.columns(['follower_id', 'following_id']).doNothing())
    .execute();
}

export async function unfollow(db: Kysely<Database>, followerId: number, followingId: number) {
  await assertTarget(db, followerId, followingId);
  await db
    .deleteFrom('follows')
    .where('follower_id', '=', followerId)
    .where('following_id', '=', followingId)
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
  return { followersCount: Number(row.followers), isFollowing: Number(row.mine ?? 0) > 0 };
}

export async function followingCount(db: Kysely<Database>, userId: number) {
  const row = await db
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('follower_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
