import type { AppContext } from '../context';
import { rateLimited, wrongCurrentPassword } from '../domain/errors';
import { clear, hit } from './rateLimits';

// Keyed by id, not email: the session could change the email to reset it. One counter for
// every call that asks for the current password, so each does not add its own allowance.
const attemptsKey = (userId: number) => `password-account:${userId}`;

/**
 * Checks the signed-in reader's current password before a password or email change: code 11
 * when wrong, code 7 beyond the per-account limit (even for the right password, until the
 * window ends). A stolen token must not become a password oracle; counting before verifying
 * is one atomic step, so parallel guesses cannot overshoot.
 */
export async function checkCurrentPassword(
  context: AppContext,
  userId: number,
  passwordHash: string,
  password: string,
): Promise<void> {
  const attempts = await hit(context, attemptsKey(userId), context.limits.loginWindowMs);
  if (attempts > context.limits.currentPasswordPerAccount) throw rateLimited();
  if (!(await context.passwords.verify(passwordHash, password))) {
    throw wrongCurrentPassword();
  }
}

/** After a successful change the reader's allowance starts again. */
export async function clearCurrentPasswordAttempts(
  context: AppContext,
  userId: number,
): Promise<void> {
  await clear(context, attemptsKey(userId));
}
