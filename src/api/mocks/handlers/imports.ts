import { http, HttpResponse } from 'msw';
import {
  API_CODES,
  EXPORT_PATHS,
  importResolveBodySchema,
  type ImportProblemCode,
  type ImportSummary,
} from '../../contract';
import {
  importAlreadyImportedFixture,
  importApplyingFixture,
  importDoneFixture,
  importNothingNewFixture,
  importPreviewFixture,
  importResolvedFixture,
  refusalValues,
} from '../importFixtures';
import { post } from '../post';
import { fail, never, networkError, ok, refused } from '../respond';

type ResolveBody = {
  import_id: number;
  choices: { line: number; action: 'book' | 'create' | 'skip'; book_id?: number }[];
};

/**
 * One reader's import, kept in memory and moved as the server moves it (contract imports.ts):
 * a preview (`preview`, the fixture's 1,250 rows by default), choices recorded with the counts
 * they move, confirm starting it, each status poll applying `step` rows until done, the skipped
 * rows as CSV. A fresh world per call, so a story that imports does not leak into the next.
 * `left` is an import left under way before the page opened (a reload, a visit later):
 * `/imports/current` answers it while it is previewed or applying, and nothing else, so an
 * import made in one story is never taken up by the next.
 */
export function importsWorld(
  options: { preview?: () => ImportSummary; step?: number; left?: () => ImportSummary } = {},
) {
  const step = options.step ?? 500;
  let current: ImportSummary | null = options.left?.() ?? null;
  const leftId = current?.id ?? null;

  const withChoices = (summary: ImportSummary, body: ResolveBody): ImportSummary => {
    const uncertain = summary.uncertain.map((row) => {
      const choice = body.choices.find((item) => item.line === row.line);
      if (!choice) return row;
      return {
        ...row,
        choice:
          choice.action === 'book'
            ? { action: 'book' as const, book_id: choice.book_id ?? 0 }
            : { action: choice.action },
      };
    });
    const chosen = uncertain.filter((row) => row.choice?.action === 'book').length;
    const created = uncertain.filter((row) => row.choice?.action === 'create').length;
    const skipped = uncertain.filter((row) => row.choice?.action === 'skip').length;
    const base = importPreviewFixture();
    return {
      ...summary,
      uncertain,
      rows: {
        ...summary.rows,
        matched: { ...summary.rows.matched, chosen },
        to_create: base.rows.to_create + created,
        skipped: base.rows.skipped + skipped,
        unresolved: uncertain.filter((row) => row.choice === null).length,
      },
    };
  };

  const finished = (summary: ImportSummary): ImportSummary => {
    const done = Math.min(summary.progress.total, summary.progress.done + step);
    if (done < summary.progress.total) {
      return { ...summary, status: 'applying', progress: { ...summary.progress, done } };
    }
    return {
      ...summary,
      status: 'done',
      progress: { ...summary.progress, done },
      result: {
        imported: summary.rows.total - summary.rows.skipped,
        created: summary.rows.to_create,
        skipped: summary.rows.skipped,
      },
      finished_at: summary.updated_at,
    };
  };

  const known = (importId: unknown) =>
    current !== null && (importId as { import_id?: number } | undefined)?.import_id === current.id;

  return [
    post('/imports/current', () => {
      const underWay =
        current !== null && current.id === leftId && current.status !== 'done' ? current : null;
      return ok('/imports/current', { import: underWay });
    }),
    post('/imports/preview', ({ parsed }) => {
      if (!parsed) return fail(API_CODES.validation, ['content_base64: must be base64']);
      current = (options.preview ?? importPreviewFixture)();
      return ok('/imports/preview', { import: current });
    }),
    post('/imports/resolve', ({ body, parsed }) => {
      if (!parsed) return refused(importResolveBodySchema, body);
      if (!current || !known(parsed)) return fail(API_CODES.notFound, ['import: not found']);
      if (current.status !== 'previewed') {
        return fail(API_CODES.conflict, ['import: is already confirmed']);
      }
      current = withChoices(current, parsed as ResolveBody);
      return ok('/imports/resolve', { import: current });
    }),
    post('/imports/confirm', ({ parsed }) => {
      if (!current || !known(parsed)) return fail(API_CODES.notFound, ['import: not found']);
      if (current.status === 'previewed' && current.rows.unresolved > 0) {
        return fail(API_CODES.conflict, ['choices: uncertain rows need a choice']);
      }
      if (current.status === 'previewed') {
        current = {
          ...current,
          status: 'applying',
          progress: { done: 0, total: current.rows.total },
        };
      }
      return ok('/imports/confirm', { import: current });
    }),
    post('/imports/status', ({ parsed }) => {
      if (!current || !known(parsed)) return fail(API_CODES.notFound, ['import: not found']);
      if (current.status === 'applying') current = finished(current);
      return ok('/imports/status', { import: current });
    }),
    post('/imports/skipped', ({ parsed }) => {
      if (!current || !known(parsed)) return fail(API_CODES.notFound, ['import: not found']);
      return ok('/imports/skipped', {
        filename: 'goodreads_library_export-skipped.csv',
        csv: 'Title,Author,Line,Reason\n,,37,Title: is empty\n',
        total: current.rows.skipped,
      });
    }),
    http.get(
      EXPORT_PATHS.goodreads,
      () =>
        new HttpResponse('Book Id,Title,Author\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="goodreads_library_export.csv"',
          },
        }),
    ),
    http.get(EXPORT_PATHS.shelfmark, () =>
      HttpResponse.json(
        { format: 'shelfmark', version: 1, books: [] },
        { headers: { 'content-disposition': 'attachment; filename="shelfmark-export.json"' } },
      ),
    ),
  ];
}

export const importHandlers = importsWorld();

/** Answers the preview with a refusal of the file (code 1, `problem: <code>`). */
const refusedWith = (problem: ImportProblemCode) => [
  post('/imports/preview', () =>
    fail(API_CODES.validation, refusalValues(problem), 'Validation failed'),
  ),
  ...importsWorld(),
];

/**
 * Worlds and failures for stories: put one into a story's `imports` handlers key.
 */
export const importsVariants = {
  /** The default: 1,250 rows, two uncertain, three skipped; applying moves 500 rows a poll. */
  typical: () => importsWorld(),
  /** Applying moves one row a poll: the progress stays on screen. */
  slow: () => importsWorld({ step: 1 }),
  /** The same file again: already imported, nothing new. */
  alreadyImported: () => importsWorld({ preview: importAlreadyImportedFixture }),
  /** A Shelfmark export whose books are all in the catalogue. */
  nothingNew: () => importsWorld({ preview: importNothingNewFixture }),
  /** A preview with one choice made was left before the page opened (a reload). */
  leftPreview: () => importsWorld({ left: importResolvedFixture }),
  /** An import was left applying at 40 % (the page closed); its polls never answer. */
  leftApplying: () => [
    post('/imports/status', never),
    ...importsWorld({ left: () => importApplyingFixture(500) }),
  ],
  /** Looking for an import under way never answers. */
  checking: () => [post('/imports/current', never), ...importsWorld()],
  /** The preview never answers. */
  uploading: () => [post('/imports/preview', never), ...importsWorld()],
  /** The file is refused with `problem`. */
  refused: refusedWith,
  /** The file is over the route's body limit (code 8). */
  tooLarge: () => [post('/imports/preview', () => fail(API_CODES.tooLarge)), ...importsWorld()],
  /** The preview gets no answer at all. */
  previewNetworkError: () => [post('/imports/preview', networkError), ...importsWorld()],
  /** The preview fails with code 9. */
  previewServerError: () => [
    post('/imports/preview', () => fail(API_CODES.internal)),
    ...importsWorld(),
  ],
  /** Status polls fail with code 9 while applying. */
  statusServerError: () => [
    post('/imports/status', () => fail(API_CODES.internal)),
    ...importsWorld(),
  ],
  /** Everything answers as for a finished import with skipped rows (from confirm on). */
  doneAtOnce: () => [
    post('/imports/confirm', () => ok('/imports/confirm', { import: importDoneFixture() })),
    ...importsWorld({ preview: importResolvedFixture }),
  ],
  /** Confirm answers an import already applying at 40 %, whose polls never answer. */
  applying: () => [
    post('/imports/confirm', () => ok('/imports/confirm', { import: importApplyingFixture(500) })),
    post('/imports/status', never),
    ...importsWorld({ preview: importResolvedFixture }),
  ],
};
