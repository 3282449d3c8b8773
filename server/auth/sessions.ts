import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../context';
import { reusable } from '../db/reusable';

export const SESSION_DAYS = 30;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session and returns its token (shown once; only its hash is stored). */
export async function createSession(context: AppContext, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = context.now();
  const expires = new Date(now.getTime() + SESSION_DAYS * 24 * 60 * 60_000);
  await context.db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: expires.toISOString(),
    })
    .execute();
  // Housekeeping: this user's expired sessions are useless rows.
  await context.db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('expires_at', '<=', now.toISOString())
    .execute();
  return token;
}

export interface SessionUser {
  userId: number;
  tokenHash: string;
}

// Every signed-in call reads its session first: built once, not per request (db/reusable.ts).
const liveSession = reusable((db, tokenHash: string, now: string) =>
  db
    .selectFrom('sessions')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now),
);

export async function findSession(context: AppContext, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await liveSession(context.db, tokenHash, context.now().toISOString());
  return row ? { userId: row.user_id, tokenHash } : null;
}

export async function revokeSession(context: AppContext, tokenHash: string): Promise<void> {
  await context.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function revokeOtherSessions(
  context: AppContext,
  userId: number,
  keepTokenHash: string,
): Promise<void> {
  await context.db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('token_hash', '<>', keepTokenHash)
    .execute();
}

/** Ends every session of the account: after a password reset, nobody stays signed in. */
export async function revokeAllSessions(context: AppContext, userId: number): Promise<void> {
  await context.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** `Authorization: Bearer <token>`, or the bare token. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim();
  const match = /^bearer\s+(.+)$/i.exec(value);
  const token = (match ? match[1] : value)?.trim() ?? '';
  return token.length > 0 && token.length <= 200 ? token : null;
}
