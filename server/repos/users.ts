import type { Kysely, Selectable } from 'kysely';
import type { PublicUser, UserProfile } from '../../src/api/contract';
import type { Database, UsersTable } from '../db/schema';

export const publicUserColumns = [
  'users.id',
  'users.username',
  'users.name',
  'users.surname',
  'users.full_name',
  'users.gender',
  'users.avatar_version',
  'users.email',
  'users.created_at',
] as const;

export type PublicUserRow = Pick<
  Selectable<UsersTable>,
  | 'id'
  | 'username'
  | 'name'
  | 'surname'
  | 'full_name'
  | 'gender'
  | 'avatar_version'
  | 'email'
  | 'created_at'
>;

export const avatarUrl = (userId: number, version: string | null) =>
  version ? `/api/users/${userId}/avatar?v=${version}` : null;

/** Emails are shown to signed-in members only. */
export function toPublicUser(row: PublicUserRow, showEmail: boolean): PublicUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    surname: row.surname,
    full_name: row.full_name?.trim() ? row.full_name : `${row.name} ${row.surname}`,
    gender: row.gender,
    avatar_url: avatarUrl(row.id, row.avatar_version),
    email: showEmail ? row.email : null,
    created_at: row.created_at,
  };
}

export async function findUser(
  db: Kysely<Database>,
  id: number,
): Promise<PublicUserRow | undefined> {
  return db
    .selectFrom('users')
    .select(publicUserColumns)
    .where('users.id', '=', id)
    .executeTakeFirst();
}

export async function userProfile(
  db: Kysely<Database>,
  id: number,
  viewerId: number | null,
): Promise<UserProfile | null> {
  const row = await db
    .selectFrom('users')
    .select(publicUserColumns)
    .select((eb) => {
      const flagCount = (flag: 'read' | 'liked' | 'favorite') =>
        eb
          .selectFrom('user_book_relations')
          .select(eb.fn.countAll<number>().as('n'))
          .where('user_book_relations.user_id', '=', id)
          .where(`user_book_relations.${flag}`, '=', 1);
      return [
        flagCount('read').as('reads'),
        flagCount('liked').as('likes'),
        flagCount('favorite').as('favorites'),
        eb
          .selectFrom('reviews')
          .select(eb.fn.countAll<number>().as('n'))
          .where('reviews.user_id', '=', id)
          .as('reviews'),
        eb
          .selectFrom('follows')
          .select(eb.fn.countAll<number>().as('n'))
          .where('follows.following_id', '=', id)
          .as('followers'),
        eb
          .selectFrom('follows')
          .select(eb.fn.countAll<number>().as('n'))
          .where('follows.follower_id', '=', id)
          .as('following'),
        eb
          .selectFrom('follows')
          .select(eb.fn.countAll<number>().as('n'))
          .where('follows.follower_id', '=', viewerId ?? 0)
          .where('follows.following_id', '=', id)
          .as('viewer_follows'),
      ];
    })
    .where('users.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...toPublicUser(row, viewerId !== null),
    stats: {
      reads: Number(row.reads),
      reviews: Number(row.reviews),
      likes: Number(row.likes),
      favorites: Number(row.favorites),
      followers: Number(row.followers),
      following: Number(row.following),
    },
    is_following: viewerId !== null && viewerId !== id && Number(row.viewer_follows) > 0,
  };
}

export async function listUsers(db: Kysely<Database>, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('users')
      .select(publicUserColumns)
      .orderBy('users.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Random members the viewer does not follow (any members for guests), never the viewer. */
export async function discoverUsers(db: Kysely<Database>, viewerId: number | null, limit: number) {
  let query = db.selectFrom('users').select(publicUserColumns);
  if (viewerId !== null) {
    query = query
      .where('users.id', '<>', viewerId)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('follows')
              .select('follows.following_id')
              .where('follows.follower_id', '=', viewerId)
              .whereRef('follows.following_id', '=', 'users.id'),
          ),
        ),
      );
  }
  return query
    .orderBy((eb) => eb.fn('random'))
    .limit(limit)
    .execute();
}

type FollowDirection = 'followers' | 'following';

/** Followers of a user, or the users they follow; newest follow first. */
export async function followList(
  db: Kysely<Database>,
  userId: number,
  direction: FollowDirection,
  limit: number,
  offset: number,
) {
  const [own, other] =
    direction === 'followers'
      ? (['follows.following_id', 'follows.follower_id'] as const)
      : (['follows.follower_id', 'follows.following_id'] as const);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('follows')
      .innerJoin('users', 'users.id', other)
      .select(publicUserColumns)
      .where(own, '=', userId)
      .orderBy('follows.created_at', 'desc')
      .orderBy('users.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('follows')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(own, '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
