import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

/** Distinct statement texts given a name; the app's fixed-shape reads are a few hundred. */
const NAMED_STATEMENTS = 500;

/** A statement that changes nothing (a locking SELECT ... FOR UPDATE is ended by its COMMIT). */
const PLAIN_READ = /^\s*select\b/i;
const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const COMMIT = /^\s*(commit|end)\s*;?\s*$/i;
/** Not ROLLBACK TO SAVEPOINT, which leaves the transaction open. */
const ROLLBACK = /^\s*rollback\s*;?\s*$/i;

/**
 * The pool as Kysely's PostgreSQL driver sees it, with each statement that has parameters
 * sent as a named prepared statement. pg sends an unnamed statement otherwise, which the
 * server parses, analyses and plans again on every call; a named one is parsed once per
 * connection, and its plan is cached by PostgreSQL's own rules (custom plans for the first
 * five calls, then a generic plan only where it is estimated no worse).
 *
 * Statements without parameters keep pg's simple protocol, which allows several statements
 * in one text (migrations). Names are handed out to the first NAMED_STATEMENTS distinct texts
 * only, so a text built per call (an IN list of varying length) cannot grow each connection's
 * statements without bound. A name is its text's hash: any two pools that share a connection
 * give one text one name (pg refuses a name reused for another text).
 *
 * `afterCommit` runs once a statement that may have changed rows has committed (a write
 * outside a transaction, or a transaction's COMMIT), and that statement's answer waits for it:
 * the app's own changes to books are heard before the write's caller goes on (db/bookChanges.ts).
 */
export function namedStatements(
  pool: pg.Pool,
  limit = NAMED_STATEMENTS,
  afterCommit?: () => Promise<void>,
): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < limit) {
      name = `k${createHash('sha1').update(text).digest('base64url')}`;
      names.set(text, name);
    }
    return name;
  };

  return {
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      // A checked-out client has no 'error' listener of the pool's, so a connection lost
      // between two statements (a restart, an administrator's termination) would be an
      // uncaught exception. Heard here, the next statement on it fails instead, and the pool
      // drops it on release (it is no longer queryable).
      const lost = () => {};
      client.on('error', lost);
      let inTransaction = false;
      // Kysely passes a text and its values, or a cursor (only when streaming, which the app
      // does not): the cursor goes to pg as it came.
      function query(text: unknown, values?: readonly unknown[]) {
        if (typeof text !== 'string') return client.query(text as never);
        const copied = values ? [...values] : undefined;
        const name = copied && copied.length > 0 ? nameOf(text) : undefined;
        const answer = name
          ? client.query({ name, text, values: copied })
          : client.query(text, copied);
        if (!afterCommit || PLAIN_READ.test(text)) return answer;
        const began = BEGIN.test(text);
        const committed = COMMIT.test(text);
        const rolledBack = ROLLBACK.test(text);
        const commits = committed || (!inTransaction && !began && !rolledBack);
        if (began) inTransaction = true;
        if (committed || rolledBack) inTransaction = false;
        if (!commits) return answer;
        return answer.then(async (result) => {
          await afterCommit();
          return result;
        });
      }
      return {
        query: query as unknown as PostgresPoolClient['query'],
        release: () => {
          client.removeListener('error', lost);
          client.release();
        },
      };
    },
  };
}
