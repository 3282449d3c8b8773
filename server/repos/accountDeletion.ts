import { type Kysely, sql } from 'kysely';
import { isWrittenReview } from '../../src/api/contract/reviewRules';
import type { Database } from '../db/schema';

/**
 * Every table and how a reader's rows in it go when the account is deleted. The deletion test
 * (server/test/accountDeletion.test.ts) reads the schema and fails for a table missing here,
 * so a table added later cannot keep a deleted reader's data by being forgotten.
 * - `cascade`: the columns that name the reader; the database deletes those rows with the
 *   reader's row (ON DELETE CASCADE), and the test checks none is left.
 * - `nullify`: columns naming the reader in rows that outlive them (the audit log): set to
 *   NULL here, and the test checks none is left.
 * - `keys`: rate-limit counters whose keys hold the reader's id or address, deleted here.
 * - `none`: holds nothing of a reader's.
 */
export const READER_DATA: Record<
  keyof Database,
  { cascade: string[]; nullify?: string[] } | 'keys' | 'none'
> = {
  users: { cascade: ['id'] },
  avatars: { cascade: ['user_id'] },
  sessions: { cascade: ['user_id'] },
  user_book_relations: { cascade: ['user_id'] },
  readings: { cascade: ['user_id'] },
  // A reading's updates go with the reading (reading_id ON DELETE CASCADE).
  progress_updates: 'none',
  reading_goals: { cascade: ['user_id'] },
  shared_years: { cascade: ['user_id'] },
  reviews: { cascade: ['user_id'] },
  imports: { cascade: ['user_id'] },
  shelves: { cascade: ['user_id'] },
  // A shelf's placements go with the shelf (shelf_id ON DELETE CASCADE).
  shelf_books: 'none',
  book_notes: { cascade: ['user_id'] },
  relation_extras: { cascade: ['user_id'] },
  follows: { cascade: ['follower_id', 'following_id'] },
  password_resets: { cascade: ['user_id'] },
  // Reports the reader made, and reports about them or their reviews.
  reports: { cascade: ['reporter_id', 'reported_user_id'] },
  follow_requests: { cascade: ['requester_id', 'target_id'] },
  blocks: { cascade: ['blocker_id', 'blocked_id'] },
  mutes: { cascade: ['muter_id', 'muted_id'] },
  // A hidden review goes with its author; the moderator who hid it is forgotten.
  hidden_reviews: { cascade: ['user_id'], nullify: ['hidden_by'] },
  // The record of an action stays, naming nobody: the snapshot of the reader's content goes.
  moderation_actions: { cascade: [], nullify: ['moderator_id', 'target_user_id'] },
  rate_limits: 'keys',
  // Books a reader's import added are catalogue books others may shelve: they stay, with no
  // trace of who added them.
  books: 'none',
  search_terms: 'none',
  app_meta: 'none',
};

/**
 * Deletes a reader and everything of theirs in one transaction. The books' counters they
 * counted in (readers who read it, ratings, their sum, reviews) are taken back first; the rows
 * go by the schema's cascades, whose triggers keep the followers' feed totals. Rate-limit
 * counters keyed by the reader's id or address go too, so nothing holds the address after.
 */
export async function deleteAccount(
  db: Kysely<Database>,
  userId: number,
  email: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const reviews = await trx
      .selectFrom('reviews')
      .select(['book_id', 'rating', 'review_title', 'review_text'])
      .where('user_id', '=', userId)
      .orderBy('book_id')
      .execute();
    const read = await trx
      .selectFrom('user_book_relations')
      .select('book_id')
      .where('user_id', '=', userId)
      .where('read', '=', 1)
      .execute();
    const changes = new Map<
      number,
      { reads: number; ratings: number; sum: number; words: number }
    >();
    const changeOf = (bookId: number) => {
      const change = changes.get(bookId) ?? { reads: 0, ratings: 0, sum: 0, words: 0 };
      changes.set(bookId, change);
      return change;
    };
    for (const { book_id: bookId } of read) changeOf(bookId).reads += 1;
    for (const review of reviews) {
      const change = changeOf(review.book_id);
      change.ratings += 1;
      change.sum += review.rating;
      if (isWrittenReview(review)) change.words += 1;
    }
    // In book id order, as every writer of these counters takes them.
    for (const [bookId, change] of [...changes].sort(([a], [b]) => a - b)) {
      await trx
        .updateTable('books')
        .set({
          reads_count: sql<number>`reads_count - ${change.reads}`,
          ratings_count: sql<number>`ratings_count - ${change.ratings}`,
          rating_sum: sql<number>`rating_sum - ${change.sum}`,
          reviews_count: sql<number>`reviews_count - ${change.words}`,
        })
        .where('id', '=', bookId)
        .execute();
    }
    await forgetInModeration(trx, userId);
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    // The counters of server/routes/auth.ts and server/auth/currentPassword.ts that name them.
    const escaped = email.replace(/[\\%_]/g, (character) => `\\${character}`);
    await trx
      .deleteFrom('rate_limits')
      .where((eb) =>
        eb.or([
          eb('key', 'in', [
            `login-account:${email}`,
            `reset-account:${email}`,
            `password-account:${userId}`,
          ]),
          sql<boolean>`key LIKE ${`login-pair:%|${escaped}`} ESCAPE '\\'`,
        ]),
      )
      .execute();
  });
}

/**
 * The audit log keeps every action but not the deleted reader: ids naming them become NULL
 * (the foreign keys would do that too) and the snapshot of their content is cleared. The
 * moderator's `by_operator` stays 0, so the log still tells their actions from the operator's.
 */
async function forgetInModeration(trx: Kysely<Database>, userId: number) {
  await trx
    .updateTable('moderation_actions')
    .set({ target_user_id: null, snapshot: null })
    .where('target_user_id', '=', userId)
    .execute();
  await trx
    .updateTable('moderation_actions')
    .set({ moderator_id: null })
    .where('moderator_id', '=', userId)
    .execute();
  await trx
    .updateTable('hidden_reviews')
    .set({ hidden_by: null })
    .where('hidden_by', '=', userId)
    .execute();
}
