import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrations/index';
import { shelves as shelvesMigration } from '../db/migrations/0031_shelves';
import { type OlderDb, databaseAt, seedBooks, seedReaders } from './olderDatabase';

/** The imported tags of a database at 0030 become shelves, and their table goes. */
describe('migration 0031: tags become shelves', () => {
  let older: Awaited<ReturnType<typeof databaseAt>>;
  let db: OlderDb;
  let migratedFrom = '';
  const at = (minute: number) => `2026-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`;

  beforeAll(async () => {
    older = await databaseAt('0030_moderation');
    db = older.db;
    const readerIds = await seedReaders(db, ['tagger', 'other'], at(0));
    const bookIds = await seedBooks(db, ['Dune', 'Emma', 'Ulysses'], at(0));
    const [tagger = 0, other = 0] = readerIds;
    const [dune = 0, emma = 0, ulysses = 0] = bookIds;
    const relation = (userId: number, bookId: number, updatedAt: string) => ({
      user_id: userId,
      book_id: bookId,
      read: 0,
      liked: 0,
      favorite: 0,
      read_list: 1,
      updated_at: updatedAt,
    });
    // Ulysses has tags but no relation: its placements are dated by the migration.
    await db
      .insertInto('user_book_relations')
      .values([
        relation(tagger, dune, at(1)),
        relation(tagger, emma, at(2)),
        relation(other, dune, at(3)),
      ])
      .execute();
    const long = `${'Ω'.repeat(59)}xyz`;
    const tags: [number, number, string][] = [
      [tagger, dune, 'book-club'],
      [tagger, emma, 'Book Club'],
      [tagger, dune, 'summer-2024'],
      [tagger, dune, 'Favourites'],
      [tagger, emma, 'to-read'],
      [tagger, emma, '!!!'],
      [tagger, ulysses, long],
      [tagger, ulysses, 'Ägypten'],
      [other, dune, 'Book Club'],
    ];
    await db
      .insertInto('relation_tags')
      .values(tags.map(([userId, bookId, tag]) => ({ user_id: userId, book_id: bookId, tag })))
      .execute();
    migratedFrom = new Date().toISOString();
    await migrateToLatest(db, older.handle.dialect);
  });
  afterAll(() => older.close());

  const shelfRows = () =>
    db
      .selectFrom('shelves')
      .innerJoin('users', 'users.id', 'shelves.user_id')
      .select([
        'users.username',
        'shelves.name',
        'shelves.name_key',
        'shelves.position',
        'shelves.is_private',
      ])
      .orderBy('users.username')
      .orderBy('shelves.position')
      .execute();
  const placements = () =>
    db
      .selectFrom('shelf_books')
      .innerJoin('shelves', 'shelves.id', 'shelf_books.shelf_id')
      .innerJoin('users', 'users.id', 'shelves.user_id')
      .innerJoin('books', 'books.id', 'shelf_books.book_id')
      .select(['users.username', 'shelves.name', 'books.title', 'shelf_books.added_at'])
      .orderBy('users.username')
      .orderBy('shelves.position')
      .orderBy('books.title')
      .execute();

  it('makes one public shelf per folded name, in alphabetical order, skipping built-in names', async () => {
    const cut = 'Ω'.repeat(59) + 'x';
    expect(await shelfRows()).toEqual([
      { username: 'other', name: 'Book Club', name_key: 'book club', position: 0, is_private: 0 },
      { username: 'tagger', name: 'Ägypten', name_key: 'agypten', position: 0, is_private: 0 },
      { username: 'tagger', name: 'book-club', name_key: 'book club', position: 1, is_private: 0 },
      {
        username: 'tagger',
        name: 'summer-2024',
        name_key: 'summer 2024',
        position: 2,
        is_private: 0,
      },
      { username: 'tagger', name: cut, name_key: cut.toLowerCase(), position: 3, is_private: 0 },
    ]);
  });

  it('puts each tagged book on its shelf, dated by its relation', async () => {
    const rows = await placements();
    const migrated = rows.filter((row) => row.title === 'Ulysses').map((row) => row.added_at);
    expect(migrated).toHaveLength(2);
    for (const added of migrated) expect(added >= migratedFrom).toBe(true);
    expect(rows.filter((row) => row.title !== 'Ulysses')).toEqual([
      { username: 'other', name: 'Book Club', title: 'Dune', added_at: at(3) },
      { username: 'tagger', name: 'book-club', title: 'Dune', added_at: at(1) },
      { username: 'tagger', name: 'book-club', title: 'Emma', added_at: at(2) },
      { username: 'tagger', name: 'summer-2024', title: 'Dune', added_at: at(1) },
    ]);
  });

  it('drops the tags table, and runs again without changing anything', async () => {
    const tables =
      older.handle.dialect === 'postgres'
        ? await sql<{ found: unknown }>`SELECT to_regclass('relation_tags') AS found`.execute(db)
        : await sql<{
            found: unknown;
          }>`SELECT name AS found FROM sqlite_master WHERE name = 'relation_tags'`.execute(db);
    expect(tables.rows.filter((row) => row.found !== null)).toEqual([]);
    const before = [await shelfRows(), await placements()];
    await shelvesMigration(older.handle.dialect).up(db);
    expect([await shelfRows(), await placements()]).toEqual(before);
  });
});
