import { type Kysely, sql } from 'kysely';
import { REPORT_REASONS } from '../../src/api/contract';
import type { ModerationQueueItem } from '../../src/api/contract/moderation';
import type { Database } from '../db/schema';
import { suspendedNow } from './moderationSuspensions';
import { avatarUrl } from './users';

/**
 * The moderators' queue: open reports grouped by what they report (`target`, one report per
 * reporter), the longest waiting first. One query for the page, with the reported reader and
 * the review and its book joined, and one for the total.
 */
export async function moderationQueue(
  db: Kysely<Database>,
  limit: number,
  offset: number,
  now: string,
): Promise<{ items: ModerationQueueItem[]; total: number }> {
  const groups = db
    .selectFrom('reports')
    .where('resolved_at', 'is', null)
    .groupBy('target')
    .select((eb) => [
      'target',
      // One target is one kind, reader and review: min() only picks the shared value.
      eb.fn.min('kind').as('kind'),
      eb.fn.min('reported_user_id').as('reported_user_id'),
      eb.fn.min('review_id').as('review_id'),
      eb.fn.countAll<number>().as('reports'),
      eb.fn.min('created_at').as('first_reported_at'),
      eb.fn.min('id').as('first_id'),
      ...REPORT_REASONS.map((reason) =>
        eb.fn
          .sum<number>(
            eb.case().when('reason', '=', reason).then(sql.lit(1)).else(sql.lit(0)).end(),
          )
          .as(`reason_${reason}`),
      ),
    ])
    .orderBy((eb) => eb.fn.min('created_at'))
    .orderBy((eb) => eb.fn.min('id'))
    .limit(limit)
    .offset(offset);

  const [rows, count] = await Promise.all([
    db
      .selectFrom(groups.as('g'))
      .innerJoin('users as u', 'u.id', 'g.reported_user_id')
      .leftJoin('reviews as v', 'v.id', 'g.review_id')
      .leftJoin('books as b', 'b.id', 'v.book_id')
      .selectAll('g')
      .select([
        'u.username',
        'u.name',
        'u.surname',
        'u.full_name',
        'u.avatar_version',
        'u.role',
        suspendedNow('u', now).as('suspended'),
        'v.id as v_id',
        'v.rating',
        'v.review_title',
        'v.review_text',
        'v.created_at as v_created_at',
        'b.id as b_id',
        'b.title',
        'b.author',
      ])
      .orderBy('g.first_reported_at')
      .orderBy('g.first_id')
      .execute(),
    db
      .selectFrom('reports')
      .where('resolved_at', 'is', null)
      .select((eb) => eb.fn.count<number>('target').distinct().as('n'))
      .executeTakeFirstOrThrow(),
  ]);

  const items = rows.map((row): ModerationQueueItem => {
    const reasonCounts = row as unknown as Record<string, unknown>;
    return {
      target: row.target,
      kind: row.kind,
      reports: Number(row.reports),
      reasons: REPORT_REASONS.map((reason) => ({
        reason,
        count: Number(reasonCounts[`reason_${reason}`] ?? 0),
      })).filter((reason) => reason.count > 0),
      first_reported_at: row.first_reported_at,
      reader: {
        id: row.reported_user_id,
        username: row.username,
        name: row.name,
        surname: row.surname,
        full_name: row.full_name,
        avatar_url: avatarUrl(row.reported_user_id, row.avatar_version),
        suspended: Boolean(row.suspended),
        is_moderator: row.role === 'moderator',
      },
      review:
        row.v_id !== null && row.b_id !== null
          ? {
              id: row.v_id,
              rating: Number(row.rating),
              review_title: row.review_title ?? '',
              review_text: row.review_text ?? '',
              created_at: row.v_created_at ?? '',
              book: { id: row.b_id, title: row.title ?? '', author: row.author ?? '' },
            }
          : null,
    };
  });
  return { items, total: Number(count.n) };
}
