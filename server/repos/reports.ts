import type { Kysely } from 'kysely';
import type { REPORT_KINDS, REPORT_REASONS } from '../../src/api/contract';
import type { Database } from '../db/schema';
import { invalid, notFound } from '../domain/errors';

export interface NewReport {
  reporterId: number;
  kind: (typeof REPORT_KINDS)[number];
  reviewId?: number;
  userId?: number;
  reason: (typeof REPORT_REASONS)[number];
  details: string;
}

/**
 * Files a report, once per reporter and thing reported: the same report again changes nothing
 * and answers the same. What is reported must exist (a review, a reader, a reader's photo), and
 * nobody reports themselves.
 */
export async function fileReport(db: Kysely<Database>, report: NewReport, now: string) {
  const reported = await reportedReader(db, report);
  if (reported === report.reporterId) throw invalid(['kind: you cannot report yourself']);
  const target =
    report.kind === 'review' ? `review:${report.reviewId}` : `${report.kind}:${reported}`;
  await db
    .insertInto('reports')
    .values({
      reporter_id: report.reporterId,
      reported_user_id: reported,
      review_id: report.kind === 'review' ? (report.reviewId ?? null) : null,
      kind: report.kind,
      target,
      reason: report.reason,
      details: report.details,
      created_at: now,
      resolved_at: null,
    })
    .onConflict((conflict) => conflict.columns(['reporter_id', 'target']).doNothing())
    .execute();
}

/** The reader whose review, name or photo is reported; not found when it does not exist. */
async function reportedReader(db: Kysely<Database>, report: NewReport): Promise<number> {
  if (report.kind === 'review') {
    const review = await db
      .selectFrom('reviews')
      .select('user_id')
      .where('id', '=', report.reviewId ?? 0)
      .executeTakeFirst();
    if (!review) throw notFound('Review');
    return review.user_id;
  }
  const user = await db
    .selectFrom('users')
    .select(['id', 'avatar_version'])
    .where('id', '=', report.userId ?? 0)
    .executeTakeFirst();
  if (!user) throw notFound('User');
  if (report.kind === 'photo' && user.avatar_version === null) throw notFound('Photo');
  return user.id;
}
