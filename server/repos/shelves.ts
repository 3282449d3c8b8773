import { type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import { SHELVES_MAX, type Shelf, shelfNameKey } from '../../src/api/contract/shelves';
import type { DialectName } from '../db/connect';
import type { Database, ShelvesTable } from '../db/schema';
import { conflict, invalid, notFound } from '../domain/errors';

/**
 * A reader's own shelves: listing with counts, creating, renaming, privacy, reordering and
 * deleting. Who may see a shelf is decided by the routes (routes/shelves.ts); here every write
 * acts on the shelves of `ownerId` only, and another reader's shelf is "not found".
 */

type Db = Kysely<Database>;

type ShelfRow = Selectable<ShelvesTable> & { book_count: number | string | bigint | null };

export function toShelf(row: ShelfRow): Shelf {
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    is_private: Number(row.is_private) === 1,
    position: row.position,
    book_count: Number(row.book_count ?? 0),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Shelves with their book counts, one correlated count per shelf from shelf_books' key. */
export function shelvesWithCounts(db: Db) {
  return db
    .selectFrom('shelves')
    .selectAll('shelves')
    .select((eb) =>
      eb
        .selectFrom('shelf_books')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('shelf_books.shelf_id', '=', 'shelves.id')
        .as('book_count'),
    );
}

/** The reader's shelves in their order, the private ones only when `withPrivate`. One query. */
export async function listShelves(db: Db, ownerId: number, withPrivate: boolean): Promise<Shelf[]> {
  let query = shelvesWithCounts(db).where('shelves.user_id', '=', ownerId);
  if (!withPrivate) query = query.where('shelves.is_private', '=', 0);
  const rows = await query.orderBy('shelves.position').orderBy('shelves.id').execute();
  return rows.map(toShelf);
}

/** One shelf with its count, whoever owns it; undefined when there is none. */
export async function findShelf(db: Db, shelfId: number): Promise<Shelf | undefined> {
  const row = await shelvesWithCounts(db).where('shelves.id', '=', shelfId).executeTakeFirst();
  return row && toShelf(row);
}

/** One of `ownerId`'s shelves, or code 3 (another reader's shelf is not theirs to find). */
export async function ownShelf(db: Db, ownerId: number, shelfId: number): Promise<Shelf> {
  const shelf = await findShelf(db, shelfId);
  if (!shelf || shelf.user_id !== ownerId) throw notFound('Shelf');
  return shelf;
}

/**
 * Takes the owner's row for the rest of the transaction on PostgreSQL, so two writes to one
 * reader's shelves (positions, the count limit) run one after the other. SQLite runs one
 * writing transaction at a time anyway.
 */
async function lockOwner(trx: Transaction<Database>, dialect: DialectName, ownerId: number) {
  const query = trx.selectFrom('users').select('id').where('id', '=', ownerId);
  const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw notFound('User');
}

const nameTaken = () =>
  conflict('You already have a shelf with this name.', ['name: is already one of your shelves']);

/** Whether another of the owner's shelves (not `exceptId`) folds to `key`. */
async function keyUsed(trx: Transaction<Database>, ownerId: number, key: string, exceptId = 0) {
  const row = await trx
    .selectFrom('shelves')
    .select('id')
    .where('user_id', '=', ownerId)
    .where('name_key', '=', key)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new shelf at the end of the owner's list. A name they use already, or one too many, is code 6. */
export async function createShelf(
  db: Db,
  dialect: DialectName,
  ownerId: number,
  input: { name: string; is_private?: boolean },
  now: string,
): Promise<Shelf> {
  const key = shelfNameKey(input.name);
  const id = await db.transaction().execute(async (trx) => {
    await lockOwner(trx, dialect, ownerId);
    const { n, last } = await trx
      .selectFrom('shelves')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('position').as('last')])
      .where('user_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= SHELVES_MAX) {
      throw conflict(`You can keep at most ${SHELVES_MAX} shelves.`, [
        `name: you already have ${SHELVES_MAX} shelves; delete one to make another`,
      ]);
    }
    if (await keyUsed(trx, ownerId, key)) throw nameTaken();
    const row = await trx
      .insertInto('shelves')
      .values({
        user_id: ownerId,
        name: input.name,
        name_key: key,
        is_private: input.is_private ? 1 : 0,
        position: last === null ? 0 : Number(last) + 1,
        created_at: now,
        updated_at: now,
      })
      // The unique key has the last word should anything race past the check above.
      .onConflict((c) => c.columns(['user_id', 'name_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw nameTaken();
    return row.id;
  });
  return ownShelf(db, ownerId, id);
}

/** Renames a shelf (keeping names unique per reader), makes it private or public, or both. */
export async function updateShelf(
  db: Db,
  dialect: DialectName,
  ownerId: number,
  input: { shelf_id: number; name?: string; is_private?: boolean },
  now: string,
): Promise<Shelf> {
  await db.transaction().execute(async (trx) => {
    await lockOwner(trx, dialect, ownerId);
    await ownShelf(trx, ownerId, input.shelf_id);
    const changes: { name?: string; name_key?: string; is_private?: number } = {};
    if (input.name !== undefined) {
      const key = shelfNameKey(input.name);
      if (await keyUsed(trx, ownerId, key, input.shelf_id)) throw nameTaken();
      changes.name = input.name;
      changes.name_key = key;
    }
    if (input.is_private !== undefined) changes.is_private = input.is_private ? 1 : 0;
    await trx
      .updateTable('shelves')
      .set({ ...changes, updated_at: now })
      .where('id', '=', input.shelf_id)
      .execute();
  });
  return ownShelf(db, ownerId, input.shelf_id);
}

/** Numbers `ids` 0, 1, 2... in one statement, touching only the shelves that move. */
async function placeInOrder(
  trx: Transaction<Database>,
  ids: number[],
  current: Map<number, number>,
) {
  const moved = ids.flatMap((id, position) =>
    current.get(id) === position ? [] : [{ id, position }],
  );
  if (moved.length === 0) return;
  const cases = sql.join(
    moved.map(({ id, position }) => sql`WHEN ${id} THEN CAST(${position} AS integer)`),
    sql` `,
  );
  await trx
    .updateTable('shelves')
    .set({ position: sql<number>`CASE id ${cases} END` })
    .where(
      'id',
      'in',
      moved.map(({ id }) => id),
    )
    .execute();
}

async function positionsOf(trx: Transaction<Database>, ownerId: number) {
  const rows = await trx
    .selectFrom('shelves')
    .select(['id', 'position'])
    .where('user_id', '=', ownerId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows;
}

/**
 * Puts the owner's shelves in the order of `shelfIds`, which must name each of them exactly
 * once: anything else is code 1 and nothing moves.
 */
export async function reorderShelves(
  db: Db,
  dialect: DialectName,
  ownerId: number,
  shelfIds: number[],
): Promise<Shelf[]> {
  await db.transaction().execute(async (trx) => {
    await lockOwner(trx, dialect, ownerId);
    const rows = await positionsOf(trx, ownerId);
    const current = new Map(rows.map((row) => [row.id, row.position]));
    const exact =
      shelfIds.length === rows.length &&
      new Set(shelfIds).size === shelfIds.length &&
      shelfIds.every((id) => current.has(id));
    if (!exact) throw invalid(['shelf_ids: must name each of your shelves exactly once']);
    await placeInOrder(trx, shelfIds, current);
  });
  return listShelves(db, ownerId, true);
}

/**
 * Deletes one of the owner's shelves and its placements (ON DELETE CASCADE), nothing else: the
 * books' readings, relations and reviews stay. The shelves after it move up one place.
 */
export async function deleteShelf(
  db: Db,
  dialect: DialectName,
  ownerId: number,
  shelfId: number,
): Promise<Shelf[]> {
  await db.transaction().execute(async (trx) => {
    await lockOwner(trx, dialect, ownerId);
    await ownShelf(trx, ownerId, shelfId);
    await trx.deleteFrom('shelves').where('id', '=', shelfId).execute();
    const rows = await positionsOf(trx, ownerId);
    await placeInOrder(
      trx,
      rows.map((row) => row.id),
      new Map(rows.map((row) => [row.id, row.position])),
    );
  });
  return listShelves(db, ownerId, true);
}
