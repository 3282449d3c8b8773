import { type Kysely, Migrator } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../db/connect';
import { MIGRATIONS } from '../db/migrations/index';
import { type TestDatabase, createTestDatabase } from './harness';

// Migrations run on the schema as it was, not the live Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type OlderDb = Kysely<any>;

/**
 * A fresh test database migrated up to `version` only, for a migration's test to seed as that
 * version's schema was and then run what follows. `close` also drops it.
 */
export async function databaseAt(version: string) {
  const database: TestDatabase = await createTestDatabase();
  const handle: DatabaseHandle = openDatabase(database.options ?? {});
  const migrator = new Migrator({
    db: handle.db,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(
          Object.entries(MIGRATIONS).map(([name, build]) => [name, build(handle.dialect)]),
        ),
    },
  });
  const { error } = await migrator.migrateTo(version);
  if (error) throw error;
  return {
    handle,
    db: handle.db as OlderDb,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/** Readers as the users table has held them since the first schema; their ids in order. */
export async function seedReaders(db: OlderDb, names: string[], at: string): Promise<number[]> {
  const rows = await db
    .insertInto('users')
    .values(
      names.map((name) => ({
        username: name,
        username_key: name,
        name,
        surname: 'Reader',
        email: `${name}@example.test`,
        password_hash: 'x',
        created_at: at,
        updated_at: at,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id as number);
}

/** Catalogue books by title, all by "Someone"; their ids in order. */
export async function seedBooks(db: OlderDb, titles: string[], at: string): Promise<number[]> {
  const rows = await db
    .insertInto('books')
    .values(
      titles.map((title) => ({
        title,
        author: 'Someone',
        description: '',
        genre: 'Fiction',
        title_norm: title.toLowerCase(),
        author_norm: 'someone',
        search_text: title.toLowerCase(),
        created_at: at,
        updated_at: at,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id as number);
}
