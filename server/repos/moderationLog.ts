import type { Kysely } from 'kysely';
import type { ModerationLogEntry } from '../../src/api/contract/moderation';
import type { Database, ModerationActionName } from '../db/schema';

/**
 * The audit log: who did what, to whom, when and why. Only `recordAction` writes it, and only
 * by inserting; there is no update or delete here nor any route for one. (Deleting a reader's
 * account clears their ids and snapshot from it: repos/accountDeletion.ts.)
 */

export interface NewModerationAction {
  /** Null: the operator at the command line. */
  moderatorId: number | null;
  action: ModerationActionName;
  targetUserId: number | null;
  reviewId?: number | null;
  reason: string;
  until?: string | null;
  /** What was acted on, as it was before the action. */
  snapshot: Record<string, unknown>;
}

export async function recordAction(
  db: Kysely<Database>,
  entry: NewModerationAction,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('moderation_actions')
    .values({
      moderator_id: entry.moderatorId,
      by_operator: entry.moderatorId === null ? 1 : 0,
      action: entry.action,
      target_user_id: entry.targetUserId,
      review_id: entry.reviewId ?? null,
      reason: entry.reason,
      until: entry.until ?? null,
      snapshot: JSON.stringify(entry.snapshot),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const entries = (db: Kysely<Database>) =>
  db
    .selectFrom('moderation_actions as a')
    .leftJoin('users as m', 'm.id', 'a.moderator_id')
    .leftJoin('users as t', 't.id', 'a.target_user_id')
    .select([
      'a.id',
      'a.action',
      'a.moderator_id',
      'm.username as moderator_username',
      'a.by_operator',
      'a.target_user_id',
      't.username as target_username',
      'a.review_id',
      'a.reason',
      'a.until',
      'a.snapshot',
      'a.created_at',
    ]);

type EntryRow = Awaited<ReturnType<ReturnType<typeof entries>['execute']>>[number];

function toEntry(row: EntryRow): ModerationLogEntry {
  return {
    id: row.id,
    action: row.action,
    moderator:
      row.moderator_id !== null && row.moderator_username !== null
        ? { id: row.moderator_id, username: row.moderator_username }
        : null,
    by_operator: Number(row.by_operator) === 1,
    target_user:
      row.target_user_id !== null && row.target_username !== null
        ? { id: row.target_user_id, username: row.target_username }
        : null,
    review_id: row.review_id,
    reason: row.reason,
    until: row.until,
    snapshot: row.snapshot === null ? null : (JSON.parse(row.snapshot) as Record<string, unknown>),
    created_at: row.created_at,
  };
}

/** The log, newest first: one query for the page (its names joined), one for the total. */
export async function listActions(
  db: Kysely<Database>,
  limit: number,
  offset: number,
): Promise<{ entries: ModerationLogEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    entries(db)
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('moderation_actions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { entries: rows.map(toEntry), total: Number(count.n) };
}

export async function findAction(db: Kysely<Database>, id: number): Promise<ModerationLogEntry> {
  return toEntry(await entries(db).where('a.id', '=', id).executeTakeFirstOrThrow());
}
