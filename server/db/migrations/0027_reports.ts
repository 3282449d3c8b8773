import type { Migration } from 'kysely';
import { type AnyDb, type DialectName, identity } from './dialect';

/**
 * Readers' reports of a review, a reader's name or a reader's photo (repos/reports.ts). `target`
 * names what was reported ("review:12", "name:7", "photo:7"), unique per reporter, so reporting
 * the same thing again changes nothing. The reported reader (and the review, for a review) are
 * foreign keys, so a report goes with what it reports; `resolved_at` is for the moderators'
 * queue. Safe to run again.
 */
export function reports(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('reports')
        .ifNotExists()
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('reporter_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('reported_user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('review_id', 'integer', (col) =>
          col.references('reviews.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('target', 'text', (col) => col.notNull())
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('details', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('resolved_at', 'text')
        .addUniqueConstraint('reports_once', ['reporter_id', 'target'])
        .execute();
      // The moderators' queue: open reports, oldest first.
      await db.schema
        .createIndex('reports_open')
        .ifNotExists()
        .on('reports')
        .columns(['resolved_at', 'created_at'])
        .execute();
      await db.schema
        .createIndex('reports_reported')
        .ifNotExists()
        .on('reports')
        .column('reported_user_id')
        .execute();
    },
  };
}
