import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { forbidden, notFound } from '../domain/errors';
import { recordAction } from './moderationLog';

export async function isModerator(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('role')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.role === 'moderator';
}

/**
 * The one check in front of every moderation call (routes/moderation.ts): read from the
 * database on each call, so a revoked role stops working at once, sessions or not.
 */
export async function assertModerator(db: Kysely<Database>, userId: number): Promise<void> {
  if (!(await isModerator(db, userId))) throw forbidden('Only moderators can do this.');
}

/**
 * Grants or revokes the moderator role of the account `email` signs in with: the operator's
 * command (server/admin.ts), never a route. A change writes its audit row (no moderator: the
 * operator) in the same transaction; asking for the role the account already has changes
 * nothing and writes nothing.
 */
export async function setModerator(
  db: Kysely<Database>,
  email: string,
  moderator: boolean,
  now: string,
  reason: string,
): Promise<{ username: string; changed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'username', 'role'])
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
    if (!user) throw notFound('Account');
    const role = moderator ? 'moderator' : 'reader';
    if (user.role === role) return { username: user.username, changed: false };
    await trx
      .updateTable('users')
      .set({ role, updated_at: now })
      .where('id', '=', user.id)
      .execute();
    await recordAction(
      trx,
      {
        moderatorId: null,
        action: moderator ? 'grant_moderator' : 'revoke_moderator',
        targetUserId: user.id,
        reason,
        snapshot: { reader: { id: user.id, username: user.username, role: user.role } },
      },
      now,
    );
    return { username: user.username, changed: true };
  });
}
