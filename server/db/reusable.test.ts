import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { reusable } from './reusable';
import type { Database } from './schema';

describe('reusable queries', () => {
  const sqlite = new SQLite(':memory:');
  sqlite.exec(`CREATE TABLE app_meta (key text primary key, value text not null);
    INSERT INTO app_meta VALUES ('1', 'a'), ('2', 'b'), ('3', 'c'), ('4', 'd'), ('5', 'e');`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });

  it("fills each call's values into the placeholders' places, equal values included", async () => {
    const page = reusable((kysely, above: string, limit: number, offset: number) =>
      kysely
        .selectFrom('app_meta')
        .select('value')
        .where('key', '>', above)
        .where('value', '<>', 'zz')
        .orderBy('key')
        .limit(limit)
        .offset(offset),
    );
    expect(await page(db, '1', 2, 0)).toEqual([{ value: 'b' }, { value: 'c' }]);
    expect(await page(db, '2', 2, 2)).toEqual([{ value: 'e' }]);
    expect(await page(db, '0', 1, 1)).toEqual([{ value: 'b' }]);
  });

  it('refuses a placeholder that is not used as a value', async () => {
    const wrong = reusable((kysely, _unused: string) =>
      kysely.selectFrom('app_meta').select('key'),
    );
    await expect(wrong(db, 'x')).rejects.toThrow(/placeholder/);
  });
});
