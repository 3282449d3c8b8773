import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { keptStatements } from './sqliteStatements';

describe('statements kept for Kysely', () => {
  const sqlite = new SQLite(':memory:');
  sqlite.exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, score REAL, data BLOB);
    INSERT INTO t (name, score, data) VALUES ('Çağla', 4.5, x'00ff'), (NULL, NULL, NULL)`);
  const kept = keptStatements(sqlite);
  afterAll(() => sqlite.close());

  it('reads the same row objects better-sqlite3 builds, duplicate names included', () => {
    for (const text of [
      'SELECT * FROM t ORDER BY id',
      'SELECT id, name AS label, score + 1 AS next FROM t WHERE id > ?',
      'SELECT a.id, b.id, a.name FROM t a JOIN t b ON b.id <> a.id ORDER BY a.id',
      'SELECT id FROM t WHERE id = 42',
    ]) {
      const parameters = text.includes('?') ? [0] : [];
      const statement = kept.prepare(text);
      expect(statement.reader).toBe(true);
      expect(statement.all(parameters)).toEqual(sqlite.prepare(text).all(parameters));
      expect([...statement.iterate(parameters)]).toEqual(sqlite.prepare(text).all(parameters));
    }
  });

  it('runs writes, and reads what a RETURNING clause gives back', () => {
    const insert = kept.prepare('INSERT INTO t (name) VALUES (?)');
    expect(insert.reader).toBe(false);
    expect(insert.run(['Ada'])).toMatchObject({ changes: 1, lastInsertRowid: 3 });
    const returning = kept.prepare('INSERT INTO t (name) VALUES (?) RETURNING id, name');
    expect(returning.all(['Bora'])).toEqual([{ id: 4, name: 'Bora' }]);
  });

  it('prepares a text once and hands the same statement back', () => {
    expect(kept.prepare('SELECT 1 AS one')).toBe(kept.prepare('SELECT 1 AS one'));
    expect(kept.prepare('SELECT 1 AS one').all([])).toEqual([{ one: 1 }]);
  });
});
