import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { applyImportAccount, applyImportRows, type ApplyItem } from '../repos/importApply';
import { existingBookIds, findOrCreateBooks, newBookKey, type NewBook } from '../repos/importBooks';
import { type PlanRow, importPlan, resolutionsOf, stalledImports } from '../repos/imports';
import { yieldToRequests } from '../db/yieldToRequests';
import type { ImportRow } from './formats/row';
import type { ShelfmarkAccount, ShelfmarkShelf } from './formats/shelfmark';
import { createdAuthor } from './match';
import { rowAction } from './preview';

/**
 * Applies confirmed imports in resumable batches. Each batch is one transaction that
 * first takes the import's row (`rows_done` must still be where this runner left it, and the
 * lease must be this runner's), then creates the batch's new books, applies its rows
 * (repos/importApply.ts) and moves `rows_done`; the last batch also applies the account data
 * and marks the import done (a Shelfmark export's shelves go with every batch, so they exist,
 * in their order, before the first book is placed on one). A crash rolls back the batch in
 * flight only; the import stays 'applying' with the progress of its last committed batch, and
 * whoever calls for it once the lease has run out (a status poll, a confirm, a server start)
 * resumes from there. Rows apply idempotently, so even a batch applied twice would change
 * nothing more.
 */

export interface ImportRunnerOptions {
  /** How long a runner may hold an import without committing a batch before others resume it. */
  leaseMs: number;
  /** Most rows per batch (transaction). */
  batchSize: number;
  /**
   * Fewest batches an import is cut into, so its progress (written as each batch commits)
   * moves in steps even when it fits in one batch of `batchSize`.
   */
  progressSteps: number;
  /**
   * Pause after each step of an import cut into `progressSteps` (batches smaller than
   * `batchSize`): a 39-row import would otherwise finish in some milliseconds, before a reader
   * (or a status poll) could see it move. Big imports, in full batches, never pause.
   */
  stepPauseMs: number;
}

export const DEFAULT_IMPORT_RUNNER: ImportRunnerOptions = {
  leaseMs: 30_000,
  batchSize: 250,
  progressSteps: 20,
  stepPauseMs: 40,
};

/**
 * Rows per batch for an import of `total` rows: at most `batchSize`, and small enough that the
 * import takes `progressSteps` batches. A big import keeps full batches (5,000 rows and more at
 * the defaults); a 39-row one commits two rows at a time, so its progress shows 2, 4, 6... rather
 * than 0 and then 39.
 */
export function batchRows(total: number, options: ImportRunnerOptions): number {
  const steps = Math.max(1, options.progressSteps);
  return Math.max(1, Math.min(options.batchSize, Math.ceil(total / steps)));
}

export interface ImportRunner {
  /** Applies the import here unless it is running here or another runner's lease holds it. */
  ensure(importId: number): void;
  /** Resumes every import whose lease ran out (at start). */
  resumeStalled(): Promise<void>;
  /**
   * Resolves `moved` when this runner next commits a batch of the import or stops running it,
   * or after `timeoutMs` (another process may be running it); `cancel` forgets the watch.
   */
  watch(importId: number, timeoutMs: number): { moved: Promise<void>; cancel(): void };
  /** Resolves once the import is no longer running here (tests, the benchmark). */
  settled(importId: number): Promise<void>;
  /** Stops after the batches in flight; waits for them. */
  stop(): Promise<void>;
}

interface RunnerDeps {
  db: Kysely<Database>;
  /**
   * On PostgreSQL a batch takes the reader's row before it reads their shelves, so a shelf the
   * reader makes meanwhile waits for it (the count limit and the order stay right). Without it
   * nothing is taken, which SQLite, one writer at a time, does not need.
   */
  dialect: DialectName;
  now(): Date;
  log?: { warn(object: unknown, message: string): void };
  /** Shutdown waits for work wrapped in it (http/inFlight.ts). */
  inFlight?: { run<Result>(work: () => Promise<Result>): Promise<Result> };
}

class LeaseLost extends Error {}

/** Attempts of one batch before the import is left for a later resume (deadlocks, busy). */
const BATCH_ATTEMPTS = 3;

export function createImportRunner(
  deps: RunnerDeps,
  options: ImportRunnerOptions = DEFAULT_IMPORT_RUNNER,
): ImportRunner {
  const owner = randomUUID();
  const running = new Map<number, Promise<void>>();
  const watchers = new Map<number, Set<() => void>>();
  /** Wakes the status calls waiting for the import's count to move (`watch`). */
  const wake = (importId: number) => {
    for (const resolve of watchers.get(importId) ?? []) resolve();
  };
  let stopped = false;
  const iso = (offsetMs = 0) => new Date(deps.now().getTime() + offsetMs).toISOString();
  const inFlight = <Result>(work: () => Promise<Result>) =>
    deps.inFlight ? deps.inFlight.run(work) : work();

  /** Takes the lease of an applying import whose lease is free, expired or already ours. */
  async function claim(importId: number): Promise<boolean> {
    const now = iso();
    const result = await deps.db
      .updateTable('imports')
      .set({ lease_owner: owner, lease_until: iso(options.leaseMs), updated_at: now })
      .where('id', '=', importId)
      .where('status', '=', 'applying')
      .where((eb) =>
        eb.or([
          eb('lease_owner', 'is', null),
          eb('lease_owner', '=', owner),
          eb('lease_until', '<', now),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async function run(importId: number) {
    if (!(await claim(importId))) return;
    const meta = await deps.db
      .selectFrom('imports')
      .select(['user_id', 'rows_done', 'rows_total', 'resolutions_json'])
      .where('id', '=', importId)
      .executeTakeFirstOrThrow();
    const { plan, account } = await importPlan(deps.db, importId);
    const resolutions = resolutionsOf(meta);
    let done = meta.rows_done;
    const rows = batchRows(meta.rows_total, options);
    const shelves = account?.shelves ?? [];
    do {
      if (stopped) return;
      const batch = plan.slice(done, done + rows);
      const last = done + batch.length >= meta.rows_total;
      let attempt = 0;
      for (;;) {
        try {
          await inFlight(() =>
            applyBatch(importId, meta.user_id, done, batch, {
              account: last ? account : null,
              shelves,
              resolutions,
            }),
          );
          break;
        } catch (error) {
          if (error instanceof LeaseLost) return;
          attempt += 1;
          if (attempt >= BATCH_ATTEMPTS || stopped) throw error;
        }
      }
      done += batch.length;
      wake(importId);
      // Requests waiting for the database (on SQLite, one connection; Kysely's lock is not
      // first-come first-served) get it before the next batch, so status polls and other
      // readers are served while an import runs.
      await yieldToRequests();
      if (!last && rows < options.batchSize && options.stepPauseMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, options.stepPauseMs));
      }
    } while (done < meta.rows_total);
  }

  async function applyBatch(
    importId: number,
    userId: number,
    done: number,
    batch: PlanRow[],
    {
      account,
      shelves,
      resolutions,
    }: {
      account: ShelfmarkAccount | null;
      shelves: ShelfmarkShelf[];
      resolutions: ReturnType<typeof resolutionsOf>;
    },
  ) {
    const now = iso();
    await deps.db.transaction().execute(async (trx) => {
      // Taken first: on PostgreSQL the row lock serialises two runners on one import, and the
      // second finds rows_done moved and gives up.
      const guard = await trx
        .updateTable('imports')
        .set({ lease_until: iso(options.leaseMs), updated_at: now })
        .where('id', '=', importId)
        .where('status', '=', 'applying')
        .where('lease_owner', '=', owner)
        .where('rows_done', '=', done)
        .executeTakeFirst();
      if (Number(guard.numUpdatedRows) === 0) throw new LeaseLost();

      const actions = batch.map((plan) => ({ plan, action: rowAction(plan, resolutions) }));
      // A chosen book may have been deleted since: the row is skipped rather than failing.
      const chosen = await existingBookIds(
        trx,
        actions.flatMap(({ action }) => (action?.kind === 'book' ? [action.bookId] : [])),
      );
      const toCreate = actions.flatMap(({ plan, action }) =>
        action?.kind === 'create' ? [newBookOf(plan.row)] : [],
      );
      const { ids, created } = await findOrCreateBooks(trx, toCreate, now);
      const items: ApplyItem[] = actions.flatMap(({ plan, action }) => {
        if (action?.kind === 'book' && chosen.has(action.bookId)) {
          return [{ row: plan.row, bookId: action.bookId }];
        }
        if (action?.kind === 'create') {
          const bookId = ids.get(newBookKey(newBookOf(plan.row)));
          return bookId === undefined ? [] : [{ row: plan.row, bookId }];
        }
        return [];
      });
      await applyImportRows(trx, userId, items, now, {
        dialect: deps.dialect,
        declaredShelves: shelves,
      });
      if (account) await applyImportAccount(trx, userId, account, now);

      const finished = done + batch.length;
      const last = account !== null || finished >= (await total(trx, importId));
      await trx
        .updateTable('imports')
        .set({
          rows_done: finished,
          books_created: sql<number>`books_created + ${created}`,
          updated_at: now,
          ...(last
            ? { status: 'done' as const, finished_at: now, lease_owner: null, lease_until: null }
            : {}),
        })
        .where('id', '=', importId)
        .execute();
    });
  }

  async function total(db: Kysely<Database>, importId: number) {
    const row = await db
      .selectFrom('imports')
      .select('rows_total')
      .where('id', '=', importId)
      .executeTakeFirstOrThrow();
    return row.rows_total;
  }

  return {
    ensure(importId) {
      if (stopped || running.has(importId)) return;
      const work = run(importId)
        .catch((error: unknown) => {
          deps.log?.warn({ err: error, importId }, 'import batch failed; it resumes later');
        })
        .finally(() => {
          running.delete(importId);
          wake(importId);
        });
      running.set(importId, work);
    },
    async resumeStalled() {
      for (const id of await stalledImports(deps.db, iso())) this.ensure(id);
    },
    watch(importId, timeoutMs) {
      const waiting = watchers.get(importId) ?? new Set<() => void>();
      watchers.set(importId, waiting);
      let resolve = () => {};
      const moved = new Promise<void>((done) => {
        resolve = done;
      });
      const timer = setTimeout(() => resolve(), timeoutMs);
      const cancel = () => {
        clearTimeout(timer);
        waiting.delete(resolve);
        if (waiting.size === 0 && watchers.get(importId) === waiting) watchers.delete(importId);
      };
      waiting.add(resolve);
      return { moved: moved.finally(cancel), cancel };
    },
    async settled(importId) {
      await running.get(importId);
    },
    async stop() {
      stopped = true;
      await Promise.all(running.values());
    },
  };
}

/** The book a row creates, from its facts. */
export function newBookOf(row: ImportRow): NewBook {
  const book = row.shelfmark?.book;
  return {
    title: row.title,
    author: book ? book.author : createdAuthor(row.authors),
    isbn13: row.isbn.kind === 'isbn13' ? row.isbn.isbn13 : null,
    publisher: row.publisher,
    pages: row.pages,
    year: row.year,
  };
}
