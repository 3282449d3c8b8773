import { createHash, randomBytes } from 'node:crypto';
import { SESSION_LIST_MAX, type Session } from '../../src/api/contract';
import { type AppContext, isoNow } from '../context';
import { reusable } from '../db/reusable';
import { invalid, notFound } from '../domain/errors';
import { describeDevice } from './devices';

/** The session a call is made with is ended by signing out, not from the list. */
const endWithSignOut = () => invalid(['session_id is the session in use: sign out instead']);

export const SESSION_DAYS = 30;

/** A session's last use is written at most this often: one write per reader per 5 minutes. */
export const SESSION_TOUCH_MS = 5 * 60_000;

/** User agents longer than this are cut before they are stored (real ones are shorter). */
export const SESSION_AGENT_MAX = 400;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates a session and returns its token (shown once; only its hash is stored), with the user
 * agent it signed in with so the reader can tell their sessions apart.
 */
export async function createSession(
  context: AppContext,
  userId: number,
  userAgent: string | undefined,
): Promise<string> {
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
      user_agent: userAgent ? userAgent.slice(0, SESSION_AGENT_MAX) : null,
      last_used_at: now.toISOString(),
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
  sessionId: number;
}

// Every signed-in call reads its session first: built once, not per request (db/reusable.ts).
const liveSession = reusable((db, tokenHash: string, now: string) =>
  db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'last_used_at'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now),
);

/**
 * The live session of a token, its last use written when older than SESSION_TOUCH_MS. That
 * write is bookkeeping: if the database refuses it, the call goes on.
 */
export async function findSession(context: AppContext, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const now = context.now();
  const [row] = await liveSession(context.db, tokenHash, now.toISOString());
  if (!row) return null;
  const lastUsed = row.last_used_at ? Date.parse(row.last_used_at) : 0;
  if (now.getTime() - lastUsed >= SESSION_TOUCH_MS) {
    await context.db
      .updateTable('sessions')
      .set({ last_used_at: now.toISOString() })
      .where('id', '=', row.id)
      .execute()
      .catch(() => undefined);
  }
  return { userId: row.user_id, tokenHash, sessionId: row.id };
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

/** The reader's live sessions, most recently used first, with `current` marking the caller's. */
export async function listSessions(
  context: AppContext,
  caller: SessionUser,
): Promise<{ sessions: Session[]; total: number }> {
  const now = isoNow(context);
  const live = context.db
    .selectFrom('sessions')
    .where('user_id', '=', caller.userId)
    .where('expires_at', '>', now);
  const [rows, count] = await Promise.all([
    live
      .select(['id', 'user_agent', 'created_at', 'last_used_at'])
      .orderBy('last_used_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SESSION_LIST_MAX)
      .execute(),
    live.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      ...describeDevice(row.user_agent),
      created_at: row.created_at,
      last_used_at: row.last_used_at ?? row.created_at,
      current: row.id === caller.sessionId,
    })),
    total: Number(count.n),
  };
}

/**
 * Ends one of the caller's other sessions. Another reader's session, an ended one and an
 * unknown id are all "not found": nothing tells a session of someone else exists.
 */
export async function endOtherSession(
  context: AppContext,
  caller: SessionUser,
  sessionId: number,
): Promise<void> {
  if (sessionId === caller.sessionId) throw endWithSignOut();
  const ended = await context.db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', caller.userId)
    .executeTakeFirst();
  if (Number(ended.numDeletedRows) === 0) throw notFound('Session');
}
