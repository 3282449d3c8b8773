import type { Kysely, Selectable } from 'kysely';
import type {
  ImportChoice,
  ImportProblemRow,
  ImportSummary,
  ImportUncertainRow,
} from '../../src/api/contract';
import type { DialectName } from '../db/connect';
import { lockReader } from '../db/readerLock';
import type { Database, ImportSource, ImportsTable } from '../db/schema';
import { stringifyInTurns } from '../db/yieldToRequests';
import { conflict, forbidden, invalid, notFound } from '../domain/errors';
import type { ShelfmarkAccount } from '../import/formats/shelfmark';
import type { ImportRow } from '../import/formats/row';

/**
 * A reader's imports (table `imports`, migration 0012): stored at preview, choices
 * recorded while previewed, confirmed once (status 'applying'), then applied in batches by
 * server/import/runner.ts, which moves `rows_done` in the transaction of each batch.
 */

type Db = Kysely<Database>;

/** How a row was matched at preview: stored with it, so applying never matches again. */
export type RowMatch =
  | { kind: 'matched'; bookId: number; via: 'isbn13' | 'isbn10' | 'title_author' }
  | { kind: 'create' }
  | { kind: 'uncertain'; candidates: { bookId: number; confidence: number }[] }
  | { kind: 'skip'; reasons: string[] };

/** One row of a stored import: the parsed row and how it was matched at preview. */
export interface PlanRow {
  row: ImportRow;
  match: RowMatch;
}

/** The reader's choices for uncertain rows by line, and what confirm said about the rest. */
export interface Resolutions {
  choices: Record<string, ImportChoice>;
  unresolved: 'create' | 'skip' | null;
}

export const NO_RESOLUTIONS: Resolutions = { choices: {}, unresolved: null };

/** The part of the summary computed once from the rows at preview (stored as preview_json). */
export interface StoredPreview {
  rows: {
    total: number;
    matched: { isbn13: number; isbn10: number; title_author: number };
    to_create: number;
    uncertain: number;
    skipped: number;
    with_problems: number;
  };
  shelves: ImportSummary['shelves'];
  /** Absent from previews stored before the import made shelves. */
  shelves_new?: ImportSummary['shelves_new'];
  contents: ImportSummary['contents'];
  /** The first IMPORT_LIST_MAX uncertain rows, without the reader's choices. */
  uncertain: Omit<ImportUncertainRow, 'choice'>[];
  skipped: ImportProblemRow[];
}

/** An import without its rows: what a status answer needs. */
export type ImportMeta = Omit<Selectable<ImportsTable>, 'rows_json' | 'account_json'>;

const metaColumns = [
  'id',
  'user_id',
  'format',
  'filename',
  'sha256',
  'status',
  'preview_json',
  'resolutions_json',
  'rows_total',
  'rows_done',
  'books_created',
  'lease_owner',
  'lease_until',
  'created_at',
  'updated_at',
  'finished_at',
] as const;

export interface NewImport {
  userId: number;
  format: ImportSource;
  filename: string;
  sha256: string;
  plan: PlanRow[];
  preview: StoredPreview;
  account: ShelfmarkAccount | null;
}

/**
 * Stores a previewed import and answers its id. The reader's earlier imports still waiting for
 * confirm are dropped: a reader previews one file at a time, and nothing else is kept of them.
 */
export async function createImport(db: Db, input: NewImport, now: string): Promise<number> {
  // Before the transaction, which holds SQLite's one connection while it runs.
  const rowsJson = await stringifyInTurns(input.plan);
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('imports')
      .where('user_id', '=', input.userId)
      .where('status', '=', 'previewed')
      .execute();
    const { id } = await trx
      .insertInto('imports')
      .values({
        user_id: input.userId,
        format: input.format,
        filename: input.filename,
        sha256: input.sha256,
        status: 'previewed',
        rows_json: rowsJson,
        preview_json: JSON.stringify(input.preview),
        account_json: input.account ? JSON.stringify(input.account) : null,
        resolutions_json: JSON.stringify(NO_RESOLUTIONS),
        rows_total: input.plan.length,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

/** The reader's own import: code 3 when it does not exist, 4 when it is someone else's. */
export async function ownImport(db: Db, userId: number, importId: number): Promise<ImportMeta> {
  const row = await db
    .selectFrom('imports')
    .select(metaColumns)
    .where('id', '=', importId)
    .executeTakeFirst();
  if (!row) throw notFound('Import');
  if (row.user_id !== userId) throw forbidden('You can only see and change your own imports.');
  return row;
}

/** The reader's newest import still under way (previewed or applying), if any. */
export async function currentImport(db: Db, userId: number): Promise<ImportMeta | undefined> {
  return db
    .selectFrom('imports')
    .select(metaColumns)
    .where('user_id', '=', userId)
    .where('status', 'in', ['previewed', 'applying'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function importMeta(db: Db, importId: number): Promise<ImportMeta | undefined> {
  return db.selectFrom('imports').select(metaColumns).where('id', '=', importId).executeTakeFirst();
}

/** The rows and account data of an import (parsed), for applying or paging its lists. */
export async function importPlan(
  db: Db,
  importId: number,
): Promise<{ plan: PlanRow[]; account: ShelfmarkAccount | null }> {
  const row = await db
    .selectFrom('imports')
    .select(['rows_json', 'account_json'])
    .where('id', '=', importId)
    .executeTakeFirstOrThrow();
  return {
    plan: JSON.parse(row.rows_json) as PlanRow[],
    account: row.account_json ? (JSON.parse(row.account_json) as ShelfmarkAccount) : null,
  };
}

export const resolutionsOf = (meta: Pick<ImportMeta, 'resolutions_json'>) =>
  JSON.parse(meta.resolutions_json) as Resolutions;
export const previewOf = (meta: Pick<ImportMeta, 'preview_json'>) =>
  JSON.parse(meta.preview_json) as StoredPreview;

/** When this reader last finished importing a file with this SHA-256, other than `exceptId`. */
export async function lastImportOfFile(
  db: Db,
  userId: number,
  sha256: string,
  exceptId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('imports')
    .select('finished_at')
    .where('user_id', '=', userId)
    .where('sha256', '=', sha256)
    .where('status', '=', 'done')
    .where('id', '<>', exceptId)
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.finished_at ?? null;
}

/**
 * Records choices for uncertain rows of a previewed import (code 6 once confirmed). Each line
 * must be an uncertain row of the file (code 1 otherwise); `validLines` are those lines.
 */
export async function saveChoices(
  db: Db,
  userId: number,
  importId: number,
  choices: { line: number; choice: ImportChoice }[],
  validLines: Set<number>,
  now: string,
): Promise<void> {
  const wrong = choices.filter(({ line }) => !validLines.has(line)).map(({ line }) => line);
  if (wrong.length > 0) {
    throw invalid(
      wrong.slice(0, 10).map((line) => `choices: line ${line} is not an uncertain row`),
    );
  }
  await db.transaction().execute(async (trx) => {
    // Read and written in one transaction, the row locked on PostgreSQL, so two calls at once
    // each keep their choices.
    const meta = await trx
      .updateTable('imports')
      .set({ updated_at: now })
      .where('id', '=', importId)
      .returning(['user_id', 'status', 'resolutions_json'])
      .executeTakeFirst();
    if (!meta) throw notFound('Import');
    if (meta.user_id !== userId) throw forbidden('You can only see and change your own imports.');
    if (meta.status !== 'previewed') {
      throw conflict('The import is confirmed already.', [
        'import_id: is confirmed already; its choices cannot change',
      ]);
    }
    const resolutions = resolutionsOf(meta);
    for (const { line, choice } of choices) resolutions.choices[String(line)] = choice;
    await trx
      .updateTable('imports')
      .set({ resolutions_json: JSON.stringify(resolutions) })
      .where('id', '=', importId)
      .execute();
  });
}

/** The refusal of a second import while one of the reader's is being applied. */
export const anotherImportApplying = () =>
  conflict('Another of your imports is being applied.', [
    'import_id: another of your imports is being applied; confirm this one when it is done',
  ]);

/**
 * Confirms a previewed import (status 'applying'; the runner then applies it). Uncertain rows
 * without a choice need `unresolved` (code 6 otherwise), and so does a reader whose other
 * import is still applying: one at a time per reader, so two never write the same shelves at
 * once. Confirming an import that is applying or done changes nothing. Answers whether this
 * call confirmed it.
 */
export async function confirmImport(
  db: Db,
  dialect: DialectName,
  userId: number,
  importId: number,
  unresolved: 'create' | 'skip' | undefined,
  now: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Two confirms of one reader's run one after the other.
    await lockReader(trx, dialect, userId);
    const busy = await trx
      .selectFrom('imports')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '=', 'applying')
      .where('id', '<>', importId)
      .executeTakeFirst();
    if (busy) {
      await ownImport(trx, userId, importId);
      throw anotherImportApplying();
    }
    const meta = await trx
      .updateTable('imports')
      .set({ updated_at: now })
      .where('id', '=', importId)
      .where('status', '=', 'previewed')
      .returning(['user_id', 'resolutions_json', 'preview_json'])
      .executeTakeFirst();
    if (!meta) {
      await ownImport(trx, userId, importId);
      return false;
    }
    if (meta.user_id !== userId) throw forbidden('You can only see and change your own imports.');
    const resolutions = resolutionsOf(meta);
    const preview = previewOf(meta);
    const open = preview.rows.uncertain - Object.keys(resolutions.choices).length;
    if (open > 0 && !unresolved) {
      throw conflict('Some rows need a choice.', [
        `unresolved: ${open} uncertain rows have no choice; choose them or send unresolved`,
      ]);
    }
    await trx
      .updateTable('imports')
      .set({
        status: 'applying',
        resolutions_json: JSON.stringify({ ...resolutions, unresolved: unresolved ?? null }),
      })
      .where('id', '=', importId)
      .execute();
    return true;
  });
}

/** Imports left applying whose lease has run out (their process stopped): to resume. */
export async function stalledImports(db: Db, now: string): Promise<number[]> {
  const rows = await db
    .selectFrom('imports')
    .select('id')
    .where('status', '=', 'applying')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .execute();
  return rows.map((row) => row.id);
}
