import type { Kysely, Selectable } from 'kysely';
import { writtenReview } from './reviewWords';
import type { PublicUser, UserProfile } from '../../src/api/contract';
import { withheldProfile } from '../../src/api/contract/profileRules';
import type { Database, UsersTable } from '../db/schema';
import { readerVisibility } from '../domain/readerVisibility';
import { notHiddenFrom, readerFacts, viewerKey, viewerTies } from './readerAccess';
import { conflict } from '../domain/errors';

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

/** The account an email signs in to, with its password hash; undefined when none. */
export async function findLoginUser(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select([...publicUserColumns, 'users.password_hash'])
    .where('users.email', '=', email)
    .executeTakeFirst();
}

/** What a password or email change checks against: the stored email and password hash. */
export async function findCredentials(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('users')
    .select(['email', 'password_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface NewUser {
  username: string;
  name: string;
  surname: string;
  /** Lower-cased by the contract. */
  email: string;
  passwordHash: string;
}

/**
 * Refuses a registration whose username (case-insensitively) or email is taken, naming each
 * taken field, before the caller spends a password hash on it.
 */
export async function assertRegistrable(db: Kysely<Database>, username: string, email: string) {
  const usernameKey = username.toLowerCase();
  const taken = await db
    .selectFrom('users')
    .select(['username_key', 'email'])
    .where((eb) => eb.or([eb('username_key', '=', usernameKey), eb('email', '=', email)]))
    .execute();
  const conflicts = [
    ...(taken.some((row) => row.username_key === usernameKey)
      ? ['username: is already in use']
      : []),
    ...(taken.some((row) => row.email === email) ? ['email: is already registered'] : []),
  ];
  if (conflicts.length > 0) throw conflict('Registration failed.', conflicts);
}

/** Inserts the account and returns its id. */
export async function createUser(db: Kysely<Database>, user: NewUser, now: string) {
  const inserted = await db
    .insertInto('users')
    .values({
      username: user.username,
      username_key: user.username.toLowerCase(),
      name: user.name,
      surname: user.surname,
      full_name: `${user.name} ${user.surname}`,
      email: user.email,
      gender: null,
      password_hash: user.passwordHash,
      avatar_version: null,
      created_at: now,
      updated_at: now,
    })
    // Two simultaneous registrations of one name: the loser gets the same conflict answer.
    .onConflict((onConflict) => onConflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw conflict('Registration failed.', ['username or email: is already in use']);
  return inserted.id;
}

export interface ProfileChange {
  name: string;
  surname: string;
  full_name: string;
  email: string;
  /** Left as stored when undefined. */
  gender?: UsersTable['gender'];
}

const emailTaken = () => conflict('Email is already registered.', ['email: is already registered']);

/** Updates the profile; an email that belongs to another account is a conflict. */
export async function updateProfile(
  db: Kysely<Database>,
  id: number,
  change: ProfileChange,
  now: string,
) {
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', change.email)
    .executeTakeFirst();
  if (owner && owner.id !== id) throw emailTaken();
  const { gender, ...fields } = change;
  try {
    await db
      .updateTable('users')
      .set({ ...fields, ...(gender !== undefined ? { gender } : {}), updated_at: now })
      .where('id', '=', id)
      .execute();
  } catch (error) {
    // The unique index settles a race between two accounts claiming one address.
    if (/unique|duplicate/i.test(String((error as Error).message))) throw emailTaken();
    throw error;
  }
}

export async function setPasswordHash(
  db: Kysely<Database>,
  id: number,
  passwordHash: string,
  now: string,
) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', id)
    .execute();
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
          .where(writtenReview('reviews'))
          .as('reviews'),
        eb
          .selectFrom('reviews')
          .select(eb.fn.countAll<number>().as('n'))
          .where('reviews.user_id', '=', id)
          .as('ratings'),
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
        ...viewerTies(eb, id, viewerKey(viewerId)),
      ];
    })
    .select(['users.is_private', 'users.suspended_at'])
    .where('users.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const facts = readerFacts(row, id, viewerId);
  const isOwner = facts.isOwner;
  const follows = !isOwner && facts.follows;
  const visibility = readerVisibility(facts);
  if (visibility === 'hidden') return null;
  const profile: UserProfile = {
    ...toPublicUser(row, viewerId !== null),
    stats: {
      reads: Number(row.reads),
      reviews: Number(row.reviews),
      ratings: Number(row.ratings),
      likes: Number(row.likes),
      favorites: Number(row.favorites),
      followers: Number(row.followers),
      following: Number(row.following),
    },
    is_following: follows,
    is_private: Number(row.is_private) > 0,
    follow_requested: !isOwner && Number(row.viewer_requested) > 0,
    muted: !isOwner && Number(row.viewer_muted) > 0,
    visible: true,
  };
  return visibility === 'visible' ? profile : withheldProfile(profile);
}

/** Members in the order they joined; a block either way leaves the other out. */
export async function listUsers(
  db: Kysely<Database>,
  viewerId: number | null,
  limit: number,
  offset: number,
) {
  const listed = notHiddenFrom('users.id', viewerKey(viewerId));
  const [rows, count] = await Promise.all([
    db
      .selectFrom('users')
      .select(publicUserColumns)
      .where(listed)
      .orderBy('users.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(listed)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * Random members the viewer does not follow (any members for guests), never the viewer nor a
 * reader across a block.
 */
export async function discoverUsers(db: Kysely<Database>, viewerId: number | null, limit: number) {
  let query = db.selectFrom('users').select(publicUserColumns);
  if (viewerId !== null) {
    query = query
      .where('users.id', '<>', viewerId)
      .where(notHiddenFrom('users.id', viewerId))
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
