import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IMPORT_FILE_MAX_BYTES,
  type ImportCandidate,
  type ImportChoice,
  type ImportProblemRow,
  type ImportSummary,
  type ImportUncertainRow,
} from '../../src/api/contract';
import { findSession, tokenFromHeader } from '../auth/sessions';
import { type AppContext, isoNow } from '../context';
import { conflict, invalid, notFound } from '../domain/errors';
import { ok } from '../http/envelope';
import { sessionInvalid, signInRequired } from '../http/errors';
import { goodreadsExport, shelfmarkExport, skippedRowsCsv } from '../import/exports';
import type { ImportProblem } from '../import/formats/problems';
import { matchRows } from '../import/match';
import { buildPreview, problemRow, resolvedCounts, rowAction, rowRef } from '../import/preview';
import { booksForCandidates } from '../repos/importBooks';
import { readerShelfKeys } from '../repos/importShelves';
import {
  type ImportMeta,
  type PlanRow,
  type Resolutions,
  confirmImport,
  currentImport,
  createImport,
  importPlan,
  lastImportOfFile,
  ownImport,
  previewOf,
  resolutionsOf,
  saveChoices,
} from '../repos/imports';
import { defineRoute, paging } from './define';

/** The file as base64 (4/3 of it) with room for the filename and the JSON around it. */
export const IMPORT_BODY_LIMIT = Math.ceil((IMPORT_FILE_MAX_BYTES * 4) / 3) + 64 * 1024;

const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * Longest a status call asked `after` the current count waits for it to move. Only this
 * process's runner wakes it; an import run by another process is seen at this pace.
 */
const STATUS_HOLD_MS = 1000;

/** A file-wide problem as the values of a code 1 answer (contract: IMPORT_PROBLEMS). */
export function problemValues(problem: ImportProblem): string[] {
  const file = (message: string) => `file: ${message}`;
  const values = (message: string, ...more: string[]) => [
    file(message),
    `problem: ${problem.code}`,
    ...more,
  ];
  switch (problem.code) {
    case 'empty':
      return values('is empty');
    case 'too_large':
      return values(`is larger than ${MB(problem.maxBytes)}`);
    case 'not_text':
      return values('is not a text file (export your library as CSV)');
    case 'wrong_encoding':
      return values(
        problem.encoding === 'unknown'
          ? 'is not UTF-8 text (save it as "CSV UTF-8")'
          : `is ${problem.encoding.toUpperCase()} text, not UTF-8 (save it as "CSV UTF-8")`,
      );
    case 'not_csv':
      return values(
        problem.line === null
          ? 'is not a CSV file that can be read'
          : `is not CSV that can be read (data row ${problem.line})`,
        ...(problem.line === null ? [] : [`line: ${problem.line}`]),
      );
    case 'missing_columns':
      return values(
        `lacks the columns ${problem.missing.join(', ')} of a ${problem.format === 'goodreads' ? 'Goodreads' : 'StoryGraph'} export`,
        `missing: ${problem.missing.join(', ')}`,
      );
    case 'invalid_export':
      return values(
        `is not a Shelfmark export that can be read (${problem.issues.join('; ')})`,
        ...problem.issues.map((issue) => `issue: ${issue}`),
      );
    case 'no_rows':
      return values('has no books in it');
    case 'too_many_rows':
      return values(`has more than ${problem.maxRows.toLocaleString('en')} books`);
  }
}

/** The summary the import's calls answer, from its row and its stored preview. */
async function summary(context: AppContext, meta: ImportMeta): Promise<ImportSummary> {
  const preview = previewOf(meta);
  const resolutions: Resolutions = resolutionsOf(meta);
  const counts = resolvedCounts(preview, resolutions);
  const done = meta.status === 'done';
  return {
    id: meta.id,
    format: meta.format,
    filename: meta.filename,
    status: meta.status,
    already_imported_at: await lastImportOfFile(context.db, meta.user_id, meta.sha256, meta.id),
    rows: {
      total: preview.rows.total,
      matched: { ...preview.rows.matched, chosen: counts.chosen },
      to_create: counts.toCreate,
      uncertain: preview.rows.uncertain,
      unresolved: counts.unresolved,
      skipped: counts.skipped,
      with_problems: preview.rows.with_problems,
    },
    shelves: preview.shelves,
    shelves_new: preview.shelves_new ?? { names: [], total: 0, over_limit: 0 },
    contents: preview.contents,
    uncertain: preview.uncertain.map((row) => ({
      ...row,
      choice: resolutions.choices[String(row.line)] ?? null,
    })),
    skipped: preview.skipped,
    progress: { done: meta.rows_done, total: meta.rows_total },
    result: done
      ? {
          imported: preview.rows.total - counts.skipped,
          created: meta.books_created,
          skipped: counts.skipped,
        }
      : null,
    created_at: meta.created_at,
    updated_at: meta.updated_at,
    finished_at: meta.finished_at,
  };
}

/** The rows not imported: skipped at preview, or by the reader's (or confirm's) choice. */
function skippedRows(plan: PlanRow[], resolutions: Resolutions) {
  return plan.flatMap((entry) => {
    if (entry.match.kind === 'skip') return [{ plan: entry, reasons: entry.match.reasons }];
    const action = rowAction(entry, resolutions);
    if (action?.kind === 'skip') return [{ plan: entry, reasons: ['skipped by choice'] }];
    return [];
  });
}

async function candidateBooks(
  context: AppContext,
  plan: PlanRow[],
): Promise<Map<number, Omit<ImportCandidate, 'confidence'>>> {
  const ids = plan.flatMap(({ match }) =>
    match.kind === 'uncertain' ? match.candidates.map((candidate) => candidate.bookId) : [],
  );
  const books = await booksForCandidates(context.db, ids);
  return new Map(
    books.map((book) => [
      book.id,
      {
        book_id: book.id,
        title: book.title,
        author: book.author,
        isbn: book.isbn,
        published_year: book.published_year,
      },
    ]),
  );
}

const fileBeingRead = () =>
  conflict('Another of your files is being read.', [
    'content_base64: another file of yours is being read; upload this one when it is done',
  ]);

export function importRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;

  const answer = async (userId: number, importId: number) =>
    ok({ import: await summary(context, await ownImport(db, userId, importId)) });
  /** Readers whose uploaded file this process is reading now. */
  const reading = new Set<number>();

  defineRoute(
    app,
    context,
    '/imports/preview',
    async ({ body, user }) => {
      // One file at a time per reader, in this process (where the reading happens): a second
      // upload while the first is read is refused at once instead of queueing behind it.
      if (reading.has(user.userId)) throw fileBeingRead();
      reading.add(user.userId);
      try {
        return await previewFile(body, user.userId);
      } finally {
        reading.delete(user.userId);
      }
    },
    { bodyLimit: IMPORT_BODY_LIMIT },
  );

  async function previewFile(body: { filename: string; content_base64: string }, userId: number) {
    const bytes = Buffer.from(body.content_base64, 'base64');
    const parsed = await context.importParser.parse(bytes);
    if (!parsed.ok) throw invalid(problemValues(parsed.problem));
    const matches = await matchRows(db, context.search, parsed.rows, userId);
    const plan = parsed.rows.map((row, index) => ({
      row,
      match: matches[index] ?? { kind: 'create' as const },
    }));
    const preview = buildPreview(
      plan,
      await candidateBooks(
        context,
        plan.filter(({ match }) => match.kind === 'uncertain').slice(0, 100),
      ),
      await readerShelfKeys(db, userId),
      parsed.account?.shelves,
    );
    const id = await createImport(
      db,
      {
        userId,
        format: parsed.format,
        filename: body.filename,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        plan,
        preview,
        account: parsed.account ?? null,
      },
      isoNow(context),
    );
    return answer(userId, id);
  }

  defineRoute(app, context, '/imports/resolve', async ({ body, user }) => {
    await ownImport(db, user.userId, body.import_id);
    const { plan } = await importPlan(db, body.import_id);
    const uncertain = new Set(
      plan.filter(({ match }) => match.kind === 'uncertain').map(({ row }) => row.line),
    );
    const bookIds = body.choices.flatMap((choice) =>
      choice.book_id === undefined ? [] : [choice.book_id],
    );
    const known = new Set((await booksForCandidates(db, bookIds)).map((book) => book.id));
    const unknown = bookIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw notFound('Book');
    const choices = body.choices.map(({ line, action, book_id: bookId }) => ({
      line,
      choice: (action === 'book' ? { action, book_id: bookId } : { action }) as ImportChoice,
    }));
    await saveChoices(db, user.userId, body.import_id, choices, uncertain, isoNow(context));
    return answer(user.userId, body.import_id);
  });

  defineRoute(app, context, '/imports/confirm', async ({ body, user }) => {
    await confirmImport(
      db,
      context.dialect,
      user.userId,
      body.import_id,
      body.unresolved,
      isoNow(context),
    );
    const meta = await ownImport(db, user.userId, body.import_id);
    if (meta.status === 'applying') context.imports.ensure(meta.id);
    return ok({ import: await summary(context, meta) });
  });

  defineRoute(app, context, '/imports/current', async ({ user }) => {
    const meta = await currentImport(db, user.userId);
    if (!meta) return ok({ import: null });
    if (meta.status === 'applying') context.imports.ensure(meta.id);
    return ok({ import: await summary(context, meta) });
  });

  defineRoute(app, context, '/imports/status', async ({ body, user }) => {
    // Watched before the read, so a batch committed between the two is not waited past.
    const watch =
      body.after === undefined
        ? null
        : context.imports.watch(Number(body.import_id), STATUS_HOLD_MS);
    try {
      let meta = await ownImport(db, user.userId, body.import_id);
      // Resumes an import whose process stopped (its lease ran out); a no-op when it runs.
      if (meta.status === 'applying') context.imports.ensure(meta.id);
      // The reader already sees this count: answer when it moves, so a small import's steps,
      // committed faster than any poll delay, are each shown.
      if (watch && meta.status === 'applying' && meta.rows_done === body.after) {
        await watch.moved;
        meta = await ownImport(db, user.userId, body.import_id);
      }
      return ok({ import: await summary(context, meta) });
    } finally {
      watch?.cancel();
    }
  });

  defineRoute(app, context, '/imports/rows', async ({ body, user }) => {
    const meta = await ownImport(db, user.userId, body.import_id);
    const { limit, offset } = paging(body);
    const { plan } = await importPlan(db, meta.id);
    const resolutions = resolutionsOf(meta);
    let rows: (ImportUncertainRow | ImportProblemRow)[];
    if (body.list === 'uncertain') {
      const listed = plan.filter(({ match }) => match.kind === 'uncertain');
      const page = listed.slice(offset, offset + limit);
      const books = await candidateBooks(context, page);
      rows = page.map(({ row, match }) => ({
        ...rowRef(row),
        candidates:
          match.kind === 'uncertain'
            ? match.candidates.flatMap((candidate) => {
                const book = books.get(candidate.bookId);
                return book ? [{ ...book, confidence: candidate.confidence }] : [];
              })
            : [],
        choice: resolutions.choices[String(row.line)] ?? null,
      }));
      return ok({ rows, total: listed.length });
    }
    const listed =
      body.list === 'skipped'
        ? skippedRows(plan, resolutions).map(({ plan: entry, reasons }) =>
            problemRow(entry.row, reasons),
          )
        : plan
            .filter(({ row, match }) => match.kind !== 'skip' && row.problems.length > 0)
            .map(({ row }) => problemRow(row, row.problems));
    return ok({ rows: listed.slice(offset, offset + limit), total: listed.length });
  });

  defineRoute(app, context, '/imports/skipped', async ({ body, user }) => {
    const meta = await ownImport(db, user.userId, body.import_id);
    const { plan } = await importPlan(db, meta.id);
    const skipped = skippedRows(plan, resolutionsOf(meta));
    const base = meta.filename.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_') || 'import';
    return ok({
      filename: `${base}-skipped.csv`,
      csv: skippedRowsCsv(skipped),
      total: skipped.length,
    });
  });

  /** The session of a download: the same refusals as the calls (code 2, code 5). */
  const downloader = async (request: FastifyRequest) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) throw signInRequired();
    const user = await findSession(context, token);
    if (!user) throw sessionInvalid();
    return user;
  };
  const download = (reply: FastifyReply, type: string, filename: string) =>
    reply
      .type(type)
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store');

  app.get('/api/export/goodreads.csv', async (request, reply) => {
    const user = await downloader(request);
    const stream = goodreadsExport(db, user.userId);
    return download(reply, 'text/csv; charset=utf-8', 'goodreads_library_export.csv').send(stream);
  });

  app.get('/api/export/shelfmark.json', async (request, reply) => {
    const user = await downloader(request);
    const stream = shelfmarkExport(db, user.userId, isoNow(context));
    return download(reply, 'application/json; charset=utf-8', 'shelfmark-export.json').send(stream);
  });
}
