import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema';
import { forbidden, notFound } from '../domain/errors';
import {
  PRIVATE_PROFILE_MESSAGE,
  type ReaderVisibility,
  readerVisibility,
} from '../domain/readerVisibility';

/** A guest is viewer 0: no reader has that id, follows nobody and blocks nobody. */
export const viewerKey = (viewerId: number | null) => viewerId ?? 0;

/** How `viewerId` (null: a guest) sees reader `ownerId`, by domain/readerVisibility.ts. */
export async function readerAccess(
  db: Kysely<Database>,
  ownerId: number,
  viewerId: number | null,
): Promise<ReaderVisibility> {
  const viewer = viewerKey(viewerId);
  const row = await db
    .selectFrom('users')
    .select('is_private')
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('follows')
            .select('follower_id')
            .where('follower_id', '=', viewer)
            .where('following_id', '=', ownerId),
        )
        .as('follows'),
      eb
        .exists(
          eb
            .selectFrom('blocks')
            .select('blocker_id')
            .where((w) =>
              w.or([
                w.and([w('blocker_id', '=', ownerId), w('blocked_id', '=', viewer)]),
                w.and([w('blocker_id', '=', viewer), w('blocked_id', '=', ownerId)]),
              ]),
            ),
        )
        .as('blocked'),
    ])
    .where('id', '=', ownerId)
    .executeTakeFirst();
  return readerVisibility({
    exists: row !== undefined,
    isOwner: viewerId !== null && viewerId === ownerId,
    blocked: Boolean(row && Number(row.blocked)),
    isPrivate: Boolean(row && Number(row.is_private)),
    follows: Boolean(row && Number(row.follows)),
  });
}

/**
 * For the calls that show one reader's data: not found when hidden (no such reader, or a
 * block), the private refusal (code 4) when private.
 */
export async function assertReaderVisible(
  db: Kysely<Database>,
  ownerId: number,
  viewerId: number | null,
): Promise<void> {
  const access = await readerAccess(db, ownerId, viewerId);
  if (access === 'hidden') throw notFound('User');
  if (access === 'private') throw forbidden(PRIVATE_PROFILE_MESSAGE);
}

/** Rows of `reader` (a column such as `users.id`) with no block between them and `viewer`. */
export function notBlockedWith(reader: string, viewer: unknown): Expression<SqlBool> {
  const ref = sql.ref(reader);
  return sql<SqlBool>`(${ref} NOT IN (SELECT blocked_id FROM blocks WHERE blocker_id = ${viewer})
    AND ${ref} NOT IN (SELECT blocker_id FROM blocks WHERE blocked_id = ${viewer}))`;
}

/**
 * The same rule as a condition on rows written by `author` (a column such as `r.user_id`), for
 * the lists that gather many readers' rows (a book's reviews, the recent reviews): the row shows
 * when its author is visible to `viewer` (viewerKey). Each subquery runs once per statement,
 * from an index: private readers (users_private), the viewer's follows and blocks both ways.
 */
export function visibleAuthor(author: string, viewer: unknown): Expression<SqlBool> {
  const ref = sql.ref(author);
  return sql<SqlBool>`((${ref} NOT IN (SELECT id FROM users WHERE is_private = 1)
    OR ${ref} = ${viewer}
    OR ${ref} IN (SELECT following_id FROM follows WHERE follower_id = ${viewer}))
    AND ${notBlockedWith(author, viewer)})`;
}

/** `visibleAuthor` turned round, as a set of readers: the rows of `author` this viewer may not see. */
export function hiddenAuthor(author: string, viewer: unknown): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(author)} IN (
    SELECT id FROM users WHERE is_private = 1 AND id <> ${viewer}
      AND id NOT IN (SELECT following_id FROM follows WHERE follower_id = ${viewer})
    UNION SELECT blocked_id FROM blocks WHERE blocker_id = ${viewer}
    UNION SELECT blocker_id FROM blocks WHERE blocked_id = ${viewer})`;
}
