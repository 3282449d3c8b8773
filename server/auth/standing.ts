import { type AppContext, isoNow } from '../context';
import { DomainError } from '../domain/errors';
import { suspensionInForce, suspensionMessage, suspensionValues } from '../domain/suspension';

/**
 * Checked once the password is right, so only the owner learns that the account is suspended.
 * A suspension in force refuses the sign-in (code 4) with its end and reason; one that has ended
 * is cleared here, and the sign-in goes on. Answers whether the reader is a moderator, for the
 * session's user.
 */
export async function checkStanding(
  context: AppContext,
  userId: number,
): Promise<{ isModerator: boolean }> {
  const now = isoNow(context);
  const row = await context.db
    .selectFrom('users')
    .select(['role', 'suspended_at', 'suspended_until', 'suspension_reason'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (suspensionInForce(row, now)) {
    throw new DomainError('forbidden', suspensionMessage(row), suspensionValues(row));
  }
  if (row.suspended_at !== null) {
    // Only the suspension that was read ended: one set meanwhile by a moderator stays.
    await context.db
      .updateTable('users')
      .set({ suspended_at: null, suspended_until: null, suspension_reason: null })
      .where('id', '=', userId)
      .where('suspended_at', '=', row.suspended_at)
      .where('suspended_until', '<=', now)
      .execute();
  }
  return { isModerator: row.role === 'moderator' };
}
