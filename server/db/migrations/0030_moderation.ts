import { type Migration, sql } from 'kysely';
import { addColumnIfMissing, type AnyDb, type DialectName, identity } from './dialect';

/**
 * Moderation (repos/moderation*.ts): the moderator role, suspensions, hidden reviews and the
 * audit log. Safe to run again.
 *
 * - `users.role` is granted and revoked only at the command line (server/admin.ts).
 * - A suspension is its three columns on the reader's row; `suspended_until` null means no end
 *   date. An ended suspension is cleared by the reader's next sign-in, so readers of "who is
 *   suspended now" compare `suspended_until` with the clock too.
 * - A hidden review is moved out of `reviews` into `hidden_reviews` (same id), so the counters,
 *   triggers and every read path of reviews stay as they are, with nothing to filter.
 * - `moderation_actions` is only ever inserted into. A deleted reader's ids in it become NULL
 *   and its snapshot of their content goes (repos/accountDeletion.ts); the row itself stays.
 */
export function moderation(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await addColumnIfMissing(db, dialect, 'users', 'role', "text NOT NULL DEFAULT 'reader'");
      await addColumnIfMissing(db, dialect, 'users', 'suspended_at', 'text');
      await addColumnIfMissing(db, dialect, 'users', 'suspended_until', 'text');
      await addColumnIfMissing(db, dialect, 'users', 'suspension_reason', 'text');
      // Every list of many readers' content asks "who is suspended?": the few suspended readers
      // are read from this partial index, not from a scan of every reader.
      await db.schema
        .createIndex('users_suspended')
        .ifNotExists()
        .on('users')
        .column('suspended_until')
        .where(sql.ref('suspended_at'), 'is not', null)
        .execute();

      await db.schema
        .createTable('hidden_reviews')
        .ifNotExists()
        // The review's own id, kept so the audit log's review_id still finds it.
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('book_id', 'integer', (col) =>
          col.notNull().references('books.id').onDelete('cascade'),
        )
        .addColumn('rating', 'integer', (col) => col.notNull())
        .addColumn('review_title', 'text', (col) => col.notNull())
        .addColumn('review_text', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addColumn('hidden_at', 'text', (col) => col.notNull())
        .addColumn('hidden_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .execute();
      // Deleting an account finds the reader's hidden reviews, and the ones they hid.
      await db.schema
        .createIndex('hidden_reviews_user')
        .ifNotExists()
        .on('hidden_reviews')
        .column('user_id')
        .execute();
      await db.schema
        .createIndex('hidden_reviews_hidden_by')
        .ifNotExists()
        .on('hidden_reviews')
        .column('hidden_by')
        .execute();

      await db.schema
        .createTable('moderation_actions')
        .ifNotExists()
        .addColumn('id', 'integer', identity(dialect))
        // NULL with by_operator 1: the operator's command; with 0, a moderator since deleted.
        .addColumn('moderator_id', 'integer', (col) =>
          col.references('users.id').onDelete('set null'),
        )
        .addColumn('by_operator', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('target_user_id', 'integer', (col) =>
          col.references('users.id').onDelete('set null'),
        )
        // No foreign key: a hidden review has left `reviews`, and the record outlives it.
        .addColumn('review_id', 'integer')
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('until', 'text')
        .addColumn('snapshot', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      // The log, newest first.
      await db.schema
        .createIndex('moderation_actions_created')
        .ifNotExists()
        .on('moderation_actions')
        .columns(['created_at', 'id'])
        .execute();
      // Deleting an account clears its ids from the log without a scan.
      await db.schema
        .createIndex('moderation_actions_target')
        .ifNotExists()
        .on('moderation_actions')
        .column('target_user_id')
        .execute();
      await db.schema
        .createIndex('moderation_actions_moderator')
        .ifNotExists()
        .on('moderation_actions')
        .column('moderator_id')
        .execute();
    },
  };
}
