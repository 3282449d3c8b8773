import { Kysely, type KyselyConfig, type TransactionBuilder } from 'kysely';

/**
 * What PostgreSQL answers when it has rolled a whole transaction back so that another could
 * go on: 40P01 (deadlock_detected: the transaction was chosen to break a cycle of lock waits)
 * and 40001 (serialization_failure). Nothing of the transaction was kept, and the same work
 * run again in a new transaction may well succeed (the other side has gone on meanwhile).
 */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * SQLSTATEs and socket errors that say the database cannot be reached or is going away or
 * starting: class 08 (connection exception), 57P01-57P03 (administrator or crash shutdown,
 * cannot connect now), 53300 (too many connections). Retryable failures whose attempts ran
 * out belong here too: they are worth trying again a moment later.
 */
const UNAVAILABLE_CODES = new Set([
  ...RETRYABLE,
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * pg's own failures carry no code, only these messages: a connection that ended under a query,
 * a pool whose connect waited out connectionTimeoutMillis, a query that outlived query_timeout.
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /is not queryable$/,
];

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** Whether PostgreSQL rolled the transaction back for another's sake, so running it again is safe. */
export function isRetryableTransactionError(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && RETRYABLE.has(code);
}

/** Whether `error` says "the database is not there right now": the caller should try again. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (code !== undefined && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  const message = error instanceof Error ? error.message : '';
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

export interface TransactionRetry {
  /** Runs of one transaction at most (1: never again). */
  attempts: number;
  /** The wait before the second run; it doubles for each further run. */
  baseDelayMs: number;
  /** The longest wait between two runs. */
  maxDelayMs: number;
  onRetry?: (error: Error, attempt: number) => void;
}

/** Five runs, the waits between them up to 10, 20, 40 and 80 ms: under 0.2 s of waiting in all. */
export const DEFAULT_TRANSACTION_RETRY: TransactionRetry = {
  attempts: 5,
  baseDelayMs: 10,
  maxDelayMs: 200,
};

/**
 * Runs `work` (one whole transaction) again while it fails with a retryable error, up to
 * `retry.attempts` runs. Each wait is drawn between half and all of its bound, so transactions
 * that broke a cycle together do not meet again in step.
 */
export async function withRetries<Result>(
  work: () => Promise<Result>,
  retry: TransactionRetry,
): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= retry.attempts || !isRetryableTransactionError(error)) throw error;
      retry.onRetry?.(error as Error, attempt);
      const bound = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (attempt - 1));
      await new Promise((resolve) => setTimeout(resolve, bound * (0.5 + Math.random() / 2)));
    }
  }
}

/** `builder`, whose `execute` runs the whole transaction again on a retryable failure. */
function retrying<DB>(builder: TransactionBuilder<DB>, retry: TransactionRetry) {
  const execute = builder.execute.bind(builder);
  const setAccessMode = builder.setAccessMode.bind(builder);
  const setIsolationLevel = builder.setIsolationLevel.bind(builder);
  return Object.assign(builder, {
    execute: (callback: Parameters<typeof execute>[0]) =>
      withRetries(() => execute(callback), retry),
    setAccessMode: (mode: Parameters<typeof setAccessMode>[0]) =>
      retrying(setAccessMode(mode), retry),
    setIsolationLevel: (level: Parameters<typeof setIsolationLevel>[0]) =>
      retrying(setIsolationLevel(level), retry),
  }) as TransactionBuilder<DB>;
}

/**
 * Kysely whose `transaction().execute(callback)` runs the whole callback again, in a new
 * transaction, when PostgreSQL rolls it back with 40P01 or 40001 (PostgreSQL only: SQLite runs
 * one write transaction at a time and has neither). Every transaction of the repos, the import
 * runner and the seed gets it without a change at its call site. Statements run outside a
 * transaction, and handles made with `withPlugin` (tests), are not retried.
 *
 * A run again is only as safe as the callback is free of effects outside the database. The
 * transaction callbacks (`transaction()` in server/) were read for that:
 * - repos/avatars, relations, reviews, readings, imports (create, choices, confirm),
 *   importApply and importBooks (through import/runner.ts), seed/seed.ts: queries only; what
 *   they build in memory (maps of rows, the import's states, parsed resolutions) is made anew
 *   inside each run, and their inputs are not changed;
 * - import/runner.ts applyBatch: its `now` and plan rows come from outside and are only read;
 *   LeaseLost and the domain errors are not retryable, so they end the run as before; the
 *   runner's own BATCH_ATTEMPTS still run a failed batch again (a deadlock that outlives these
 *   runs, a busy SQLite);
 * - the book-change feed (db/bookChanges.ts) and the kept books and pages hear only committed
 *   changes: postgresStatements.ts waits for them after a COMMIT, never after a ROLLBACK, and
 *   PostgreSQL sends notifications at commit. No counter, cache or notification in the process
 *   moves inside a transaction, so a rolled back run leaves nothing behind.
 * A transaction that fails at COMMIT for a lost connection may have committed: it is not run
 * again (not retryable), and its caller is told to try again (`isDatabaseUnavailable`).
 */
export class RetryingKysely<DB> extends Kysely<DB> {
  readonly #retry: TransactionRetry;

  constructor(config: KyselyConfig, retry: TransactionRetry) {
    super(config);
    this.#retry = retry;
  }

  override transaction(): TransactionBuilder<DB> {
    return retrying(super.transaction(), this.#retry);
  }
}
