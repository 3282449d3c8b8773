import type { Kysely } from 'kysely';
import type { AvatarsTable, Database } from '../db/schema';

/** A re-encoded photo as stored: its type, bytes and content hash (the URL's version). */
export type StoredAvatar = Pick<AvatarsTable, 'mime' | 'data' | 'etag'>;

export async function findAvatar(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('avatars')
    .select(['mime', 'data', 'etag'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Stores the photo and moves the user's avatar URL to its version, in one transaction. */
export async function saveAvatar(
  db: Kysely<Database>,
  userId: number,
  avatar: StoredAvatar,
  now: string,
) {
  const { mime, data, etag } = avatar;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('avatars')
      .values({ user_id: userId, mime, data, etag, updated_at: now })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({ mime, data, etag, updated_at: now }),
      )
      .execute();
    await trx
      .updateTable('users')
      .set({ avatar_version: etag, updated_at: now })
      .where('id', '=', userId)
      .execute();
  });
}

export async function removeAvatar(db: Kysely<Database>, userId: number, now: string) {
  await db.transaction().execute((trx) => removeAvatarIn(trx, userId, now));
}

/** The same inside the caller's transaction (a moderator removing a photo). */
export async function removeAvatarIn(trx: Kysely<Database>, userId: number, now: string) {
  await trx.deleteFrom('avatars').where('user_id', '=', userId).execute();
  await trx
    .updateTable('users')
    .set({ avatar_version: null, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
