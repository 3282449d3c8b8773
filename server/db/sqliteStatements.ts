import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct statement texts kept prepared; the app has a few hundred at most. */
const STATEMENT_CACHE_SIZE = 500;

type Row = Record<string, unknown>;

/**
 * Reads rows as arrays and names their values here. better-sqlite3 builds each row object in
 * C++, one property at a time through V8's API; building it in JavaScript from the array, by
 * a function made for the statement's columns, costs a fraction of that (about half, for a
 * search page of 20 books at the bench; docs/performance.md). The objects are the same: one
 * key per column name, a later duplicate name winning.
 */
function namedRows(statement: SQLite.Statement): SqliteStatement {
  const names = statement.columns().map((column) => column.name);
  const reader = statement.raw(true);
  const toRow = (values: unknown[]): Row => {
    const row: Row = {};
    for (let at = 0; at < names.length; at += 1) row[names[at] as string] = values[at];
    return row;
  };
  return {
    reader: true,
    all: (parameters) => (reader.all(parameters) as unknown[][]).map(toRow),
    run: (parameters) => reader.run(parameters),
    *iterate(parameters) {
      for (const values of reader.iterate(parameters) as IterableIterator<unknown[]>) {
        yield toRow(values);
      }
    },
  };
}

/**
 * The database as Kysely's SQLite driver sees it, with statements kept by their text. The
 * driver prepares every statement it runs; compiling the SQL each time was more than half of
 * a cheap read (a book by id at the bench; docs/performance.md). Safe because the driver runs
 * one statement at a time to completion (`all` or `run`);
 * nothing here streams with `iterate`.
 */
export function keptStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        const prepared = sqlite.prepare(text);
        statement = prepared.reader ? namedRows(prepared) : prepared;
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          statements.delete(statements.keys().next().value as string);
        }
        statements.set(text, statement);
      }
      return statement;
    },
  };
}
