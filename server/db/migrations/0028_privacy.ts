import type { Migration } from 'kysely';
import { addColumnIfMissing, type AnyDb, type DialectName } from './dialect';

/**
 * Private profiles, follow requests and blocks (repos/readerAccess.ts holds the rule that reads
 * them). A private reader's data is seen by the reader and their approved followers; a follow of
 * a private reader waits in `follow_requests` until the reader answers it. A block hides the two
 * readers from each other both ways. Both tables go with either reader (ON DELETE CASCADE).
 * Safe to run again.
 */
export function privacy(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await addColumnIfMissing(db, dialect, 'users', 'is_private', 'integer NOT NULL DEFAULT 0');
      // The rule asks "which readers are private?" for every list of reviews: the few private
      // readers are found from this index, not from a scan of every reader.
      await db.schema
        .createIndex('users_private')
        .ifNotExists()
        .on('users')
        .column('is_private')
        .execute();

      await db.schema
        .createTable('follow_requests')
        .ifNotExists()
        .addColumn('requester_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('target_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('follow_requests_pk', ['requester_id', 'target_id'])
        .execute();
      // The reader's list of requests waiting, oldest first.
      await db.schema
        .createIndex('follow_requests_target')
        .ifNotExists()
        .on('follow_requests')
        .columns(['target_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('blocks')
        .ifNotExists()
        .addColumn('blocker_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('blocked_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
        .execute();
      // "Who blocked me?": the other direction of the rule.
      await db.schema
        .createIndex('blocks_blocked')
        .ifNotExists()
        .on('blocks')
        .column('blocked_id')
        .execute();
    },
  };
}
