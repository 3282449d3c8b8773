import type { Kysely } from 'kysely';
import type { ModerationAction } from '../../src/api/contract/moderation';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { forbidden, invalid, notFound } from '../domain/errors';
import { removeAvatarIn } from './avatars';
import { recordAction } from './moderationLog';
import { suspendReader } from './moderationSuspensions';
import { removeReview } from './reviews';

export interface ModerationAct {
  moderatorId: number;
  /** "review:12", "name:7" or "photo:7", as the queue names it. */
  target: string;
  /** The contract has checked that it fits the target's kind. */
  action: ModerationAction;
  reason: string;
  /** The day a suspension ends (YYYY-MM-DD); none: no end date. */
  until?: string;
}

/** Report details kept in the audit row: enough to see why, bounded for a target many report. */
const SNAPSHOT_DETAILS_MAX = 20;

/**
 * Acts on every open report of a target in one transaction: the action, the reports resolved,
 * and one audit row with a snapshot of what was acted on. Answers the audit row's id. A target
 * with no open report (never reported, or already acted on) is not found.
 */
export async function moderate(
  db: Kysely<Database>,
  dialect: DialectName,
  act: ModerationAct,
  now: string,
): Promise<number> {
  // A suspension ends at 00:00 UTC of the chosen day, so the day itself must be after today.
  const until = act.until ? `${act.until}T00:00:00.000Z` : null;
  if (until !== null && until <= now) throw invalid(['until: must be a day after today']);

  return db.transaction().execute(async (trx) => {
    // Locked on PostgreSQL: a second moderator acting on the same target waits, then finds
    // the reports resolved (or gone with a hidden review) and gets "not found".
    const openReports = trx
      .selectFrom('reports')
      .select(['reported_user_id', 'review_id', 'reason', 'details', 'created_at'])
      .where('target', '=', act.target)
      .where('resolved_at', 'is', null)
      .orderBy('id');
    const reports = await (
      dialect === 'postgres' ? openReports.forUpdate() : openReports
    ).execute();
    const first = reports[0];
    if (!first) throw notFound('Open report');

    const reader = await trx
      .selectFrom('users')
      .select(['id', 'username', 'name', 'surname', 'full_name', 'avatar_version', 'role'])
      .where('id', '=', first.reported_user_id)
      .executeTakeFirstOrThrow();
    if (act.action === 'suspend' && reader.role === 'moderator') {
      throw forbidden('A moderator cannot be suspended; an operator revokes the role first.');
    }
    const review =
      first.review_id === null
        ? undefined
        : await trx
            .selectFrom('reviews as v')
            .innerJoin('books as b', 'b.id', 'v.book_id')
            .select([
              'v.id',
              'v.user_id',
              'v.book_id',
              'v.rating',
              'v.review_title',
              'v.review_text',
              'v.created_at',
              'v.updated_at',
              'b.title as book_title',
              'b.author as book_author',
            ])
            .where('v.id', '=', first.review_id)
            .executeTakeFirst();

    await trx
      .updateTable('reports')
      .set({ resolved_at: now })
      .where('target', '=', act.target)
      .where('resolved_at', 'is', null)
      .execute();

    switch (act.action) {
      case 'hide_review': {
        if (!review) throw notFound('Review');
        await trx
          .insertInto('hidden_reviews')
          .values({
            id: review.id,
            user_id: review.user_id,
            book_id: review.book_id,
            rating: review.rating,
            review_title: review.review_title,
            review_text: review.review_text,
            created_at: review.created_at,
            updated_at: review.updated_at,
            hidden_at: now,
            hidden_by: act.moderatorId,
          })
          .execute();
        // The review's reports, resolved above, go with it (reports.review_id ON DELETE
        // CASCADE, migration 0027): the audit row's snapshot keeps what they said.
        await removeReview(trx, dialect, review);
        break;
      }
      case 'remove_photo':
        await removeAvatarIn(trx, reader.id, now);
        break;
      case 'reset_name':
        // Every screen then shows the username: a blank surname and the username as the name
        // and full name (the profile shows full_name, lists show name and surname).
        await trx
          .updateTable('users')
          .set({ name: reader.username, surname: '', full_name: reader.username, updated_at: now })
          .where('id', '=', reader.id)
          .execute();
        break;
      case 'suspend':
        await suspendReader(trx, reader.id, { until, reason: act.reason }, now);
        break;
      case 'dismiss':
        break;
    }

    const reasons: Record<string, number> = {};
    for (const report of reports) reasons[report.reason] = (reasons[report.reason] ?? 0) + 1;
    return recordAction(
      trx,
      {
        moderatorId: act.moderatorId,
        action: act.action,
        targetUserId: reader.id,
        reviewId: first.review_id,
        reason: act.reason,
        until: act.action === 'suspend' ? until : null,
        snapshot: {
          target: act.target,
          reader: {
            id: reader.id,
            username: reader.username,
            name: reader.name,
            surname: reader.surname,
            full_name: reader.full_name,
            avatar_version: reader.avatar_version,
          },
          ...(review
            ? {
                review: {
                  id: review.id,
                  rating: review.rating,
                  review_title: review.review_title,
                  review_text: review.review_text,
                  created_at: review.created_at,
                  book: {
                    id: review.book_id,
                    title: review.book_title,
                    author: review.book_author,
                  },
                },
              }
            : {}),
          reports: {
            count: reports.length,
            first_reported_at: first.created_at,
            reasons,
            details: reports
              .map((report) => report.details)
              .filter((details) => details !== '')
              .slice(0, SNAPSHOT_DETAILS_MAX),
          },
        },
      },
      now,
    );
  });
}
