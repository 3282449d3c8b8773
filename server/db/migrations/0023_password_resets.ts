import type { Migration } from 'kysely';
import { type AnyDb, type DialectName, identity } from './dialect';

/**
 * Password reset links (server/auth/passwordResets.ts): the SHA-256 of each token (the token has
 * 256 random bits, so a plain hash is enough), its account, when it ends, and whether it was used
 * or replaced by a newer one. Looked up by hash (unique), ended by account, pruned by expiry.
 * Safe to run again (see 0006).
 */
export function passwordResets(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('password_resets')
        .ifNotExists()
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .addColumn('replaced_at', 'text')
        .execute();
      await db.schema
        .createIndex('password_resets_user')
        .ifNotExists()
        .on('password_resets')
        .column('user_id')
        .execute();
      await db.schema
        .createIndex('password_resets_expiry')
        .ifNotExists()
        .on('password_resets')
        .column('expires_at')
        .execute();
    },
  };
}
