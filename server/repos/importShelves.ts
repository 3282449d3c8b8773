import type { Kysely, Transaction } from 'kysely';
import { SHELVES_MAX } from '../../src/api/contract/shelves';
import type { DialectName } from '../db/connect';
import { lockReader } from '../db/readerLock';
import type { Database } from '../db/schema';
import type { ImportShelfName } from '../import/formats/shelfNames';

/**
 * The reader's shelves as one batch of an import grows them: the batch's rows name shelves and
 * place books on them in memory, then one write at the end makes the shelves the reader lacks
 * (at the end of their order) and places the books in multi-row inserts. A name is matched by
 * its key (`shelfNameKey`), so "Book Club" finds the reader's "book-club" and their spelling
 * stays.
 */

type Trx = Transaction<Database>;

const CHUNK = 500;
function chunks<Item>(items: Item[]): Item[][] {
  const out: Item[][] = [];
  for (let start = 0; start < items.length; start += CHUNK)
    out.push(items.slice(start, start + CHUNK));
  return out;
}

/** The keys of the reader's shelves and how many they have (what a preview compares with). */
export async function readerShelfKeys(
  db: Kysely<Database>,
  userId: number,
): Promise<{ keys: Set<string>; count: number }> {
  const rows = await db
    .selectFrom('shelves')
    .select('name_key')
    .where('user_id', '=', userId)
    .execute();
  return { keys: new Set(rows.map((row) => row.name_key)), count: rows.length };
}

interface NamedShelf {
  name: string;
  isPrivate: boolean;
}

interface Placement {
  bookId: number;
  key: string;
  addedAt: string;
}

/** What a batch's rows asked of the reader's shelves, in the order they asked it. */
export class ImportShelfPlan {
  /** Every shelf named, by key, first spelling and privacy first. */
  private readonly named = new Map<string, NamedShelf>();
  /** One placement per book and shelf: the first row's date. */
  private readonly placements = new Map<string, Placement>();

  /** A shelf to have (a Shelfmark export's shelf, even with no book in this batch). */
  name(shelf: ImportShelfName, isPrivate = false) {
    if (!this.named.has(shelf.key)) this.named.set(shelf.key, { name: shelf.name, isPrivate });
  }

  /** The book on the shelf as of `addedAt`, unless this batch placed it there already. */
  place(bookId: number, shelf: ImportShelfName, addedAt: string) {
    this.name(shelf);
    const id = `${bookId}:${shelf.key}`;
    if (!this.placements.has(id)) this.placements.set(id, { bookId, key: shelf.key, addedAt });
  }

  /**
   * Makes the named shelves the reader lacks, as many as SHELVES_MAX leaves room for (the rest
   * are not made and their placements are dropped, as the preview said), then places the books.
   * Both inserts skip what exists: a book already on a shelf keeps its date there. On PostgreSQL
   * the reader's row is taken first, as repos/shelves.ts takes it to create, reorder and delete,
   * so the count and the order read here hold until the batch commits. Called last in the batch,
   * after the journal's writes, which take the reader's row after the books' (review triggers).
   */
  async write(trx: Trx, dialect: DialectName | undefined, userId: number, now: string) {
    if (this.named.size === 0) return;
    if (dialect) await lockReader(trx, dialect, userId);
    const shelves = await trx
      .selectFrom('shelves')
      .select(['id', 'name_key', 'position'])
      .where('user_id', '=', userId)
      .execute();
    const idOf = new Map(shelves.map((shelf) => [shelf.name_key, shelf.id]));
    const next = shelves.reduce((end, shelf) => Math.max(end, shelf.position + 1), 0);
    const room = Math.max(0, SHELVES_MAX - shelves.length);
    const made = [...this.named].filter(([key]) => !idOf.has(key)).slice(0, room);
    if (made.length > 0) {
      await trx
        .insertInto('shelves')
        .values(
          made.map(([key, shelf], index) => ({
            user_id: userId,
            name: shelf.name,
            name_key: key,
            is_private: shelf.isPrivate ? 1 : 0,
            position: next + index,
            created_at: now,
            updated_at: now,
          })),
        )
        .onConflict((conflict) => conflict.columns(['user_id', 'name_key']).doNothing())
        .execute();
      const ids = await trx
        .selectFrom('shelves')
        .select(['id', 'name_key'])
        .where('user_id', '=', userId)
        .where(
          'name_key',
          'in',
          made.map(([key]) => key),
        )
        .execute();
      for (const row of ids) idOf.set(row.name_key, row.id);
    }
    const rows = [...this.placements.values()].flatMap(({ bookId, key, addedAt }) => {
      const shelfId = idOf.get(key);
      return shelfId === undefined
        ? []
        : [{ shelf_id: shelfId, book_id: bookId, added_at: addedAt }];
    });
    for (const part of chunks(rows)) {
      await trx
        .insertInto('shelf_books')
        .values(part)
        .onConflict((conflict) => conflict.columns(['shelf_id', 'book_id']).doNothing())
        .execute();
    }
  }
}
