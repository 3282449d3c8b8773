import type { Kysely } from 'kysely';
import type { DialectName } from './connect';
import type { Database } from './schema';

/**
 * Takes the reader's row for the rest of the transaction on PostgreSQL, so two writes of one
 * reader's that must not both pass (two reset links, two imports confirmed) run one after the
 * other. SQLite runs one write transaction at a time already. FOR NO KEY UPDATE: follows and
 * reviews, whose triggers take the same row, are not held up by it.
 */
export async function lockReader(
  trx: Kysely<Database>,
  dialect: DialectName,
  userId: number,
): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}
