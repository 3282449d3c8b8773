import { randomBytes } from 'node:crypto';
import { RESET_LINK_MINUTES, isResetTokenShaped } from '../../src/api/contract';
import { type AppContext, isoNow } from '../context';
import { resetLinkExpired, resetLinkInvalid, resetLinkUsed } from '../domain/errors';
import { lockReader } from '../db/readerLock';
import { hashToken } from './sessions';

/**
 * Creates the account's reset token and ends every older one still open: only the newest link
 * works. The token is shown once (in the mail); like a session's, only its SHA-256 is stored, so
 * a copy of the database sets no password.
 */
export async function issueResetToken(context: AppContext, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = context.now();
  const expires = new Date(now.getTime() + RESET_LINK_MINUTES * 60_000);
  await context.db.transaction().execute(async (trx) => {
    // Two requests at once must not leave two open links: the second waits for the first and
    // then replaces its link.
    await lockReader(trx, context.dialect, userId);
    await trx
      .updateTable('password_resets')
      .set({ replaced_at: now.toISOString() })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('replaced_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_resets')
      .values({
        user_id: userId,
        token_hash: hashToken(token),
        created_at: now.toISOString(),
        expires_at: expires.toISOString(),
      })
      .execute();
  });
  return token;
}

export interface OpenReset {
  id: number;
  userId: number;
}

/**
 * The reset a token opens, or why it opens none: code 12 for a token that cannot be one or was
 * never sent, 14 once it has set a password, 13 past its time or once a newer link was sent.
 */
export async function findOpenReset(context: AppContext, token: string): Promise<OpenReset> {
  if (!isResetTokenShaped(token)) throw resetLinkInvalid();
  const row = await context.db
    .selectFrom('password_resets')
    .select(['id', 'user_id', 'expires_at', 'used_at', 'replaced_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) throw resetLinkInvalid();
  if (row.used_at !== null) throw resetLinkUsed();
  if (row.replaced_at !== null || row.expires_at <= isoNow(context)) throw resetLinkExpired();
  return { id: row.id, userId: row.user_id };
}

/** Thrown inside the transaction when another request claimed the token first. */
class AlreadyClaimed extends Error {}

/**
 * Sets the new password with the token, once: claiming the token is one conditional update, so
 * of two simultaneous submits exactly one sets the password and the other is told the link was
 * used. In the same transaction every session of the account ends (whoever knew the old password
 * is signed out) and any other open link of the account dies.
 */
export async function redeemResetToken(
  context: AppContext,
  token: string,
  reset: OpenReset,
  passwordHash: string,
): Promise<void> {
  const now = isoNow(context);
  try {
    await context.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('id', '=', reset.id)
        .where('used_at', 'is', null)
        .where('replaced_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw new AlreadyClaimed();
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', reset.userId)
        .execute();
      await trx.deleteFrom('sessions').where('user_id', '=', reset.userId).execute();
      await trx
        .updateTable('password_resets')
        .set({ replaced_at: now })
        .where('user_id', '=', reset.userId)
        .where('used_at', 'is', null)
        .where('replaced_at', 'is', null)
        .execute();
    });
  } catch (error) {
    if (!(error instanceof AlreadyClaimed)) throw error;
    // Say why it is no longer open (used by the other submit, or expired in between).
    await findOpenReset(context, token);
    throw resetLinkUsed();
  }
}
