import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema';
import { type PublicUserRow, publicUserColumns } from './users';

/**
 * The tables that pair a reader with the readers they keep a list of, and how each list reads:
 * blocks and mutes newest first (the one just made is on top, to undo), follow requests oldest
 * first (answered in the order asked).
 */
const READER_LINKS = {
  blocks: { owner: 'blocker_id', reader: 'blocked_id', order: 'desc' },
  mutes: { owner: 'muter_id', reader: 'muted_id', order: 'desc' },
  follow_requests: { owner: 'target_id', reader: 'requester_id', order: 'asc' },
} as const;

export type ReaderLink = keyof typeof READER_LINKS;

/** One page of the readers `ownerId` links to through `link`, and how many there are. */
export async function linkedReaders(
  db: Kysely<Database>,
  link: ReaderLink,
  ownerId: number,
  limit: number,
  offset: number,
): Promise<{ rows: PublicUserRow[]; total: number }> {
  const { owner, reader, order } = READER_LINKS[link];
  const ownerColumn = sql.ref<number>(`${link}.${owner}`);
  const [rows, count] = await Promise.all([
    db
      .selectFrom(link)
      .innerJoin('users', (join) =>
        join.on(sql<SqlBool>`users.id = ${sql.ref(`${link}.${reader}`)}`),
      )
      .select(publicUserColumns)
      .where(ownerColumn, '=', ownerId)
      .orderBy(sql.ref(`${link}.created_at`), order)
      .orderBy('users.id', order)
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom(link)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(ownerColumn, '=', ownerId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
