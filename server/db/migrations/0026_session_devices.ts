import { type Migration, sql } from 'kysely';
import { addColumnIfMissing, type AnyDb, type DialectName } from './dialect';

/**
 * What a reader needs to recognise a session in Settings: the user agent it signed in with
 * (parsed into browser and system when listed) and when it was last used. Sessions from before
 * were last used, as far as anyone knows, when they started. Safe to run again.
 */
export function sessionDevices(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await addColumnIfMissing(db, dialect, 'sessions', 'user_agent', 'text');
      await addColumnIfMissing(db, dialect, 'sessions', 'last_used_at', 'text');
      await sql`UPDATE sessions SET last_used_at = created_at WHERE last_used_at IS NULL`.execute(
        db,
      );
    },
  };
}
