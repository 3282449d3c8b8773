import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema';
import { forbidden, notFound } from '../domain/errors';
import {
  PRIVATE_PROFILE_MESSAGE,
  type ReaderFacts,
  type ReaderVisibility,
  readerVisibility,
} from '../domain/readerVisibility';

/** A guest is viewer 0: no reader has that id, follows nobody and blocks nobody. */
export const viewerKey = (viewerId: number | null) => viewerId ?? 0;

/**
 * How the viewer stands with reader `ownerId`, as columns of a select from `users`: they follow
 * the reader, asked to follow them, muted them, and whether a block stands either way. One
 * statement reads these with the reader's own row (readerAccess here, userProfile in users.ts).
 */
export function viewerTies(
  eb: ExpressionBuilder<Database, 'users'>,
  ownerId: number,
  viewer: number,
) {
  return [
    eb
      .exists(
        eb
          .selectFrom('follows')
          .select('follower_id')
          .where('follower_id', '=', viewer)
          .where('following_id', '=', ownerId),
      )
      .as('viewer_follows'),
    eb
      .exists(
        eb
          .selectFrom('follow_requests')
          .select('requester_id')
          .where('requester_id', '=', viewer)
          .where('target_id', '=', ownerId),
      )
      .as('viewer_requested'),
    eb
      .exists(
        eb
          .selectFrom('mutes')
          .select('muter_id')
          .where('muter_id', '=', viewer)
          .where('muted_id', '=', ownerId),
      )
      .as('viewer_muted'),
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
  ] as const;
}

/**
 * The facts readerVisibility decides on, from a row that selected `is_private`, `suspended_at`
 * and viewerTies.
 */
export function readerFacts(
  row:
    | { is_private: number; suspended_at: string | null; viewer_follows: unknown; blocked: unknown }
    | undefined,
  ownerId: number,
  viewerId: number | null,
): ReaderFacts {
  return {
    exists: row !== undefined,
    isOwner: viewerId !== null && viewerId === ownerId,
    blocked: Boolean(row && Number(row.blocked)),
    suspended: Boolean(row && row.suspended_at !== null),
    isPrivate: Boolean(row && Number(row.is_private)),
    follows: Boolean(row && Number(row.viewer_follows)),
  };
}

/** What readerVisibility decides on for `viewerId` (null: a guest) and reader `ownerId`, in one query. */
export async function readReaderFacts(
  db: Kysely<Database>,
  ownerId: number,
  viewerId: number | null,
): Promise<ReaderFacts> {
  const row = await db
    .selectFrom('users')
    .select(['is_private', 'suspended_at'])
    .select((eb) => viewerTies(eb, ownerId, viewerKey(viewerId)))
    .where('id', '=', ownerId)
    .executeTakeFirst();
  return readerFacts(row, ownerId, viewerId);
}

/** How `viewerId` (null: a guest) sees reader `ownerId`, by domain/readerVisibility.ts. */
export async function readerAccess(
  db: Kysely<Database>,
  ownerId: number,
  viewerId: number | null,
): Promise<ReaderVisibility> {
  return readerVisibility(await readReaderFacts(db, ownerId, viewerId));
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

/** The readers a moderator suspended (the partial index users_suspended holds just them). */
const SUSPENDED_READERS = sql`SELECT id FROM users WHERE suspended_at IS NOT NULL`;

/**
 * Rows of `reader` (a column such as `users.id`) the viewer may meet in a list of readers: no
 * block between them and `viewer`, and not suspended.
 */
export function notHiddenFrom(reader: string, viewer: unknown): Expression<SqlBool> {
  const ref = sql.ref(reader);
  return sql<SqlBool>`(${ref} NOT IN (SELECT blocked_id FROM blocks WHERE blocker_id = ${viewer})
    AND ${ref} NOT IN (SELECT blocker_id FROM blocks WHERE blocked_id = ${viewer})
    AND ${ref} NOT IN (${SUSPENDED_READERS}))`;
}

/**
 * Rows by `author` in the viewer's feed, among the people they follow: not muted by the viewer,
 * not suspended (a follow already rules out a block, and a private reader's followers are let in).
 */
export function inFeedOf(author: string, viewer: unknown): Expression<SqlBool> {
  const ref = sql.ref(author);
  return sql<SqlBool>`(${notMutedBy(author, viewer)} AND ${ref} NOT IN (${SUSPENDED_READERS}))`;
}

/**
 * The followed readers whose rows the viewer's feed leaves out (inFeedOf), as a condition on
 * `reader`: driven from the few muted and suspended readers, each looked up in the follows key.
 */
export function followedButNotInFeed(reader: string, viewer: unknown): Expression<SqlBool> {
  const ref = sql.ref(reader);
  return sql<SqlBool>`(${ref} IN (SELECT muted_id FROM mutes WHERE muter_id = ${viewer}
      UNION ${SUSPENDED_READERS})
    AND EXISTS (SELECT 1 FROM follows WHERE follower_id = ${viewer} AND following_id = ${ref}))`;
}

/**
 * Rows of `author` the viewer has not muted. Mutes are the viewer's own choice of what to read,
 * not a rule of who may see whom: they leave the viewer's feed and the lists of many readers'
 * rows, never a profile. One index read of the viewer's mutes per statement.
 */
function notMutedBy(author: string, viewer: unknown): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(author)} NOT IN (SELECT muted_id FROM mutes WHERE muter_id = ${viewer})`;
}

/**
 * The same rule as a condition on rows written by `author` (a column such as `r.user_id`), for
 * the lists that gather many readers' rows (a book's reviews, the recent reviews): the row shows
 * when its author is visible to `viewer` (viewerKey: readerVisibility's rule, suspensions
 * included) and not muted by them. Each subquery runs once per statement, from an index: private
 * readers (users_private), the viewer's follows, blocks both ways and mutes.
 */
export function visibleAuthor(author: string, viewer: unknown): Expression<SqlBool> {
  const ref = sql.ref(author);
  return sql<SqlBool>`((${ref} NOT IN (SELECT id FROM users WHERE is_private = 1)
    OR ${ref} = ${viewer}
    OR ${ref} IN (SELECT following_id FROM follows WHERE follower_id = ${viewer}))
    AND ${notHiddenFrom(author, viewer)}
    AND ${notMutedBy(author, viewer)})`;
}

/** `visibleAuthor` turned round, as a set of readers: the rows of `author` this viewer is not shown. */
export function hiddenAuthor(author: string, viewer: unknown): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(author)} IN (
    SELECT id FROM users WHERE is_private = 1 AND id <> ${viewer}
      AND id NOT IN (SELECT following_id FROM follows WHERE follower_id = ${viewer})
    UNION SELECT blocked_id FROM blocks WHERE blocker_id = ${viewer}
    UNION SELECT blocker_id FROM blocks WHERE blocked_id = ${viewer}
    UNION SELECT muted_id FROM mutes WHERE muter_id = ${viewer}
    UNION ${SUSPENDED_READERS})`;
}
