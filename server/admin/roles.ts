import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DomainError } from '../domain/errors';
import { setModerator } from '../repos/moderationRoles';

export const ADMIN_USAGE = [
  'usage: npm run admin -- grant moderator <email> [reason...]',
  '       npm run admin -- revoke moderator <email> [reason...]',
].join('\n');

/** What the operator typed wrongly, or an account that does not exist: printed, exit code 1. */
export class AdminCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminCommandError';
  }
}

/**
 * Runs one operator command (the words after `npm run admin --`) and answers the line to print.
 * The role is granted here only, never by a route, so no session can make a moderator. The
 * audit row names no moderator (the operator) and takes the reason the operator gave, if any.
 */
export async function runAdminCommand(
  db: Kysely<Database>,
  args: readonly string[],
  now: string,
): Promise<string> {
  const [verb, role, email, ...reasonWords] = args;
  if ((verb !== 'grant' && verb !== 'revoke') || role !== 'moderator' || !email) {
    throw new AdminCommandError(ADMIN_USAGE);
  }
  const grant = verb === 'grant';
  const reason = reasonWords.join(' ').trim() || 'operator command';
  try {
    const { username, changed } = await setModerator(db, email, grant, now, reason);
    if (!changed) {
      return `${username} (${email}) ${grant ? 'is already' : 'is not'} a moderator: nothing changed`;
    }
    return `${username} (${email}) ${grant ? 'is now a moderator' : 'is no longer a moderator'}`;
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'notFound') {
      throw new AdminCommandError(`no account signs in with ${email}`);
    }
    throw error;
  }
}
