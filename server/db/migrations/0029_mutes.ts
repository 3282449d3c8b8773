import type { Migration } from 'kysely';
import type { AnyDb, DialectName } from './dialect';

/**
 * Mutes: a reader's reviews and activity leave the muter's feed and the lists of many readers'
 * reviews (repos/readerAccess.ts), and nothing else changes; the muted reader is not told and
 * follows stay. The rows go with either reader (ON DELETE CASCADE). Safe to run again.
 */
export function mutes(_dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('mutes')
        .ifNotExists()
        .addColumn('muter_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('muted_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('mutes_pk', ['muter_id', 'muted_id'])
        .execute();
      // Deleting the muted reader's account finds their rows from this side.
      await db.schema
        .createIndex('mutes_muted')
        .ifNotExists()
        .on('mutes')
        .column('muted_id')
        .execute();
    },
  };
}
