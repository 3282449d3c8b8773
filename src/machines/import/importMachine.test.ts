import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { API_CODES, ApiError } from '../../api/client';
import { IMPORT_FILE_MAX_BYTES, type ImportSummary } from '../../api/contract';
import {
  importAlreadyImportedFixture,
  importApplyingFixture,
  importDoneFixture,
  importNothingNewFixture,
  importPreviewFixture,
  importResolvedFixture,
  refusalValues,
} from '../../api/mocks/importFixtures';
import { leafStates, recordStates } from '../shared/stateCoverage';
import { paramsOf, settle } from '../testing/harness';
import { blobToBase64 } from './base64';
import {
  IMPORT_POLL_MS,
  importMachine,
  type ImportDownload,
  type ImportRowChoice,
} from './importMachine';
import {
  checkImportFile,
  isNothingNew,
  progressRatio,
  readRefusal,
  shownChoice,
  type ImportFile,
} from './importRules';

const fileOf = (name: string, size = 10, type = '') =>
  Object.assign(new Blob([new Uint8Array(size)], { type }), { name }) as ImportFile;
const csv = fileOf('goodreads_library_export.csv', 100, 'text/csv');

interface Fakes {
  current?: () => Promise<ImportSummary | null>;
  preview?: (file: ImportFile) => Promise<ImportSummary>;
  resolve?: (choices: ImportRowChoice[]) => Promise<ImportSummary>;
  confirm?: () => Promise<ImportSummary>;
  status?: (call: number) => Promise<ImportSummary>;
  skipped?: () => Promise<ImportDownload>;
}

function start(fakes: Fakes = {}) {
  const effects = { showToast: vi.fn(), saveFile: vi.fn() };
  const calls = {
    current: 0,
    preview: 0,
    resolve: [] as ImportRowChoice[][],
    confirm: 0,
    confirmed: [] as unknown[],
    status: 0,
    statusAfter: [] as number[],
  };
  const clock = new SimulatedClock();
  const actor = createActor(
    importMachine.provide({
      actions: effects,
      actors: {
        current: fromPromise(() => {
          calls.current += 1;
          return (fakes.current ?? (async () => null))();
        }),
        preview: fromPromise(({ input }) => {
          calls.preview += 1;
          return (fakes.preview ?? (async () => importPreviewFixture()))(input.file);
        }),
        resolve: fromPromise(({ input }) => {
          calls.resolve.push(input.choices);
          return (fakes.resolve ?? (async () => importResolvedFixture()))(input.choices);
        }),
        confirm: fromPromise(({ input }) => {
          calls.confirm += 1;
          calls.confirmed.push(input);
          return (fakes.confirm ?? (async () => importApplyingFixture(0)))();
        }),
        status: fromPromise<ImportSummary, { importId: number; after: number }>(({ input }) => {
          calls.status += 1;
          calls.statusAfter.push(input.after);
          return (fakes.status ?? (async () => importDoneFixture()))(calls.status);
        }),
        skipped: fromPromise(() =>
          (
            fakes.skipped ??
            (async () => ({ filename: 'skipped.csv', content: 'a,b\n', type: 'text/csv' }))
          )(),
        ),
      },
    }),
    { clock },
  );
  const seen = recordStates(actor);
  actor.start();
  const state = () => actor.getSnapshot();
  const toasts = () => paramsOf(effects.showToast);
  return { actor, effects, calls, clock, seen, state, toasts };
}

type Run = ReturnType<typeof start>;

async function toPreview(run: Run) {
  run.actor.send({ type: 'file.selected', file: csv });
  expect(run.state().value).toBe('uploading');
  await settle();
  expect(run.state().value).toEqual({ previewed: 'ready' });
}

async function resolveAll(run: Run) {
  run.actor.send({ type: 'choice.set', line: 14, choice: { action: 'book', book_id: 101 } });
  run.actor.send({ type: 'choice.set', line: 211, choice: { action: 'create' } });
  await settle();
  await settle();
}

describe('import rules', () => {
  it('check a file in the browser: type by name or type, empty, the 20 MB limit', () => {
    expect(checkImportFile(fileOf('books.CSV'))).toBeNull();
    expect(checkImportFile(fileOf('export.json'))).toBeNull();
    expect(checkImportFile(fileOf('export', 10, 'text/csv'))).toBeNull();
    expect(checkImportFile(fileOf('books.xlsx'))).toBe('wrong_type');
    expect(checkImportFile(fileOf('photo.png', 10, 'image/png'))).toBe('wrong_type');
    expect(checkImportFile(fileOf('books.csv', 0))).toBe('empty');
    expect(checkImportFile(fileOf('books.csv', IMPORT_FILE_MAX_BYTES))).toBeNull();
    expect(checkImportFile(fileOf('books.csv', IMPORT_FILE_MAX_BYTES + 1))).toBe('too_large');
  });

  it('read a refusal: its problem, missing columns, line', () => {
    expect(readRefusal(refusalValues('missing_columns'))).toEqual({
      problem: 'missing_columns',
      missing: ['Title', 'Exclusive Shelf'],
      line: null,
    });
    expect(readRefusal(refusalValues('not_csv'))).toMatchObject({ problem: 'not_csv', line: 3 });
    expect(readRefusal(['filename: is too long'])).toEqual({
      problem: null,
      missing: [],
      line: null,
    });
    expect(readRefusal(['problem: something_new']).problem).toBeNull();
  });

  it('call a file nothing new when imported before or when everything matches', () => {
    expect(isNothingNew(importPreviewFixture())).toBe(false);
    expect(isNothingNew(importAlreadyImportedFixture())).toBe(true);
    expect(isNothingNew(importNothingNewFixture())).toBe(true);
  });

  it('show the draft choice first, then the server’s, and measure progress', () => {
    const resolved = importResolvedFixture();
    expect(shownChoice(resolved, {}, 14)).toEqual({ action: 'book', book_id: 101 });
    expect(shownChoice(resolved, { 14: { action: 'skip' } }, 14)).toEqual({ action: 'skip' });
    expect(shownChoice(importPreviewFixture(), {}, 14)).toBeNull();
    expect(progressRatio(importApplyingFixture(625))).toBe(0.5);
    expect(progressRatio({ ...importDoneFixture(), progress: { done: 0, total: 0 } })).toBe(1);
  });

  it('read a file as base64', async () => {
    const file = new Blob(['Title,Author\n']);
    expect(await blobToBase64(file)).toBe(Buffer.from('Title,Author\n').toString('base64'));
    const big = new Uint8Array(100_000).fill(65);
    expect(await blobToBase64(new Blob([big]))).toBe(Buffer.from(big).toString('base64'));
  });
});

describe('importMachine', () => {
  it.each([
    ['wrong_type', fileOf('books.xlsx')],
    ['empty', fileOf('books.csv', 0)],
    ['too_large', fileOf('books.csv', IMPORT_FILE_MAX_BYTES + 1)],
  ] as const)('refuses a %s file in the browser and sends nothing', (rejection, file) => {
    const run = start();
    run.actor.send({ type: 'file.selected', file });
    expect(run.state().value).toBe('rejected');
    expect(run.state().context.rejection).toBe(rejection);
    expect(run.calls.preview).toBe(0);
    run.actor.send({ type: 'import.restart' });
    expect(run.state().value).toBe('idle');
    expect(run.state().context.rejection).toBeNull();
  });

  it('previews, resolves the uncertain rows, applies with its progress as it moves, and is done', async () => {
    const progress = [
      importApplyingFixture(400),
      importApplyingFixture(400),
      importApplyingFixture(900),
      importDoneFixture(),
    ];
    const run = start({ status: async (call) => progress[call - 1]! });
    await toPreview(run);
    expect(run.state().context.summary?.rows.unresolved).toBe(2);

    run.actor.send({ type: 'import.confirm' });
    expect(run.state().value).toEqual({ previewed: 'needsChoices' });
    expect(run.calls.confirm).toBe(0);

    await resolveAll(run);
    expect(run.calls.resolve).toEqual([
      [{ line: 14, choice: { action: 'book', book_id: 101 } }],
      [{ line: 211, choice: { action: 'create' } }],
    ]);
    expect(run.state().value).toEqual({ previewed: 'ready' });
    expect(run.state().context.drafts).toEqual({});

    run.actor.send({ type: 'import.confirm' });
    expect(run.state().value).toBe('confirming');
    await settle();
    // Asked at once, and again at once while the count moves: a small import is over before a
    // poll delay has passed, and its steps would never be seen.
    expect(run.calls.status).toBe(2);
    expect(run.state().context.summary?.progress).toEqual({ done: 400, total: 1250 });
    // The count stood still: the next question waits a poll delay.
    expect(run.state().value).toEqual({ applying: 'waiting' });
    run.clock.increment(IMPORT_POLL_MS - 1);
    await settle();
    expect(run.calls.status).toBe(2);
    run.clock.increment(1);
    await settle();
    expect(run.calls.status).toBe(4);
    // Each call says the count on screen, so the server answers when it has moved past it.
    expect(run.calls.statusAfter).toEqual([0, 400, 400, 900]);
    expect(run.state().value).toEqual({ done: 'idle' });
    expect(run.state().context.summary?.result).toEqual({
      imported: 1247,
      created: 101,
      skipped: 3,
    });
    expect(run.toasts()).toEqual([{ kind: 'success', message: 'import.toast.done' }]);
  });

  it('sends a choice changed while the previous call travels in the next call', async () => {
    let release: (summary: ImportSummary) => void = () => {};
    let first = true;
    const run = start({
      resolve: (choices) => {
        if (!first) return Promise.resolve(importResolvedFixture());
        first = false;
        void choices;
        return new Promise((resolve) => (release = resolve));
      },
    });
    await toPreview(run);
    run.actor.send({ type: 'choice.set', line: 14, choice: { action: 'skip' } });
    expect(run.state().value).toEqual({ previewed: 'resolving' });
    run.actor.send({ type: 'choice.set', line: 14, choice: { action: 'create' } });
    expect(shownChoice(run.state().context.summary!, run.state().context.drafts, 14)).toEqual({
      action: 'create',
    });
    release(importPreviewFixture());
    await settle();
    await settle();
    expect(run.calls.resolve).toEqual([
      [{ line: 14, choice: { action: 'skip' } }],
      [{ line: 14, choice: { action: 'create' } }],
    ]);
    expect(run.state().value).toEqual({ previewed: 'ready' });
  });

  it('confirms with the unlisted uncertain rows created or skipped, as the reader says', async () => {
    const many = importPreviewFixture();
    const run = start({
      preview: async () => ({
        ...many,
        rows: { ...many.rows, uncertain: 150, unresolved: 148 },
        uncertain: many.uncertain.map((row) => ({ ...row, choice: { action: 'create' } })),
      }),
    });
    await toPreview(run);
    run.actor.send({ type: 'import.confirm' });
    expect(run.state().value).toEqual({ previewed: 'needsChoices' });
    run.actor.send({ type: 'rest.set', action: 'create' });
    run.actor.send({ type: 'import.restart' });
    expect(run.state().context.rest).toBeNull();
    await toPreview(run);
    run.actor.send({ type: 'rest.set', action: 'skip' });
    run.actor.send({ type: 'import.confirm' });
    expect(run.state().value).toBe('confirming');
    expect(run.calls.confirmed).toEqual([{ importId: 7, unresolved: 'skip' }]);
  });

  it('confirms without a word on unresolved rows when every row is chosen', async () => {
    const run = start({ preview: async () => importResolvedFixture() });
    await toPreview(run);
    run.actor.send({ type: 'rest.set', action: 'create' });
    run.actor.send({ type: 'import.confirm' });
    expect(run.calls.confirmed).toEqual([{ importId: 7, unresolved: null }]);
  });

  it('goes straight to done when confirm answers a finished import', async () => {
    const run = start({
      preview: async () => importAlreadyImportedFixture(),
      confirm: async () => importDoneFixture(),
    });
    await toPreview(run);
    run.actor.send({ type: 'import.confirm' });
    await settle();
    expect(run.state().value).toEqual({ done: 'idle' });
    expect(run.calls.status).toBe(0);
  });

  it('downloads the skipped rows once done, and toasts a failed download', async () => {
    let fail = false;
    const run = start({
      confirm: async () => importDoneFixture(),
      preview: async () => importResolvedFixture(),
      skipped: async () => {
        if (fail) throw new ApiError('network', 'offline');
        return { filename: 'skipped.csv', content: 'x', type: 'text/csv' };
      },
    });
    await toPreview(run);
    run.actor.send({ type: 'import.confirm' });
    await settle();
    run.actor.send({ type: 'skipped.download' });
    expect(run.state().value).toEqual({ done: 'downloading' });
    await settle();
    expect(paramsOf(run.effects.saveFile)).toEqual([
      { filename: 'skipped.csv', content: 'x', type: 'text/csv' },
    ]);
    fail = true;
    run.actor.send({ type: 'skipped.download' });
    await settle();
    expect(run.state().value).toEqual({ done: 'idle' });
    expect(run.toasts().at(-1)).toEqual({ kind: 'error', message: 'import.toast.downloadFailed' });
  });

  it.each([
    'empty',
    'too_large',
    'not_text',
    'wrong_encoding',
    'not_csv',
    'missing_columns',
    'invalid_export',
    'no_rows',
    'too_many_rows',
  ] as const)('names a refused %s file after its problem', async (problem) => {
    const run = start({
      preview: async () => {
        throw new ApiError('api', '', {
          code: API_CODES.validation,
          values: refusalValues(problem),
        });
      },
    });
    run.actor.send({ type: 'file.selected', file: csv });
    await settle();
    expect(run.state().value).toEqual({ failure: 'refused' });
    expect(run.state().context.refusal?.problem).toBe(problem);
  });

  it('reads a body too large (code 8) as a too large file', async () => {
    const run = start({
      preview: async () => {
        throw new ApiError('api', '', { code: API_CODES.tooLarge, httpStatus: 413 });
      },
    });
    run.actor.send({ type: 'file.selected', file: csv });
    await settle();
    expect(run.state().value).toEqual({ failure: 'refused' });
    expect(run.state().context.refusal).toEqual({ problem: 'too_large', missing: [], line: null });
  });

  it.each([
    ['sessionEnded', new ApiError('api', '', { code: API_CODES.sessionInvalid })],
    ['network', new ApiError('network', 'offline')],
    ['server', new ApiError('server', '', { httpStatus: 500 })],
    ['rateLimited', new ApiError('rateLimited', '', { httpStatus: 429 })],
    ['notFound', new ApiError('api', '', { code: API_CODES.notFound })],
    ['conflict', new ApiError('api', '', { code: API_CODES.conflict })],
    ['unknown', new ApiError('api', '', { code: API_CODES.validation, values: ['x: y'] })],
    ['unknown', new TypeError('boom')],
  ] as const)('names a %s failure after its cause', async (failure, error) => {
    const run = start({
      preview: async () => {
        throw error;
      },
    });
    run.actor.send({ type: 'file.selected', file: csv });
    await settle();
    expect(run.state().value).toEqual({ failure });
  });

  it('retries the call that failed: upload, resolve, confirm, status', async () => {
    const failing = { preview: 1, resolve: 1, confirm: 1, status: 1 };
    const offline = (key: keyof typeof failing) => {
      if (failing[key] > 0) {
        failing[key] -= 1;
        throw new ApiError('network', 'offline');
      }
    };
    const run = start({
      preview: async () => (offline('preview'), importPreviewFixture()),
      resolve: async () => (offline('resolve'), importResolvedFixture()),
      confirm: async () => (offline('confirm'), importApplyingFixture(0)),
      status: async () => (offline('status'), importDoneFixture()),
    });
    run.actor.send({ type: 'file.selected', file: csv });
    await settle();
    expect(run.state().value).toEqual({ failure: 'network' });
    run.actor.send({ type: 'import.retry' });
    expect(run.state().value).toBe('uploading');
    await settle();

    run.actor.send({ type: 'choice.set', line: 14, choice: { action: 'skip' } });
    await settle();
    expect(run.state().value).toEqual({ failure: 'network' });
    run.actor.send({ type: 'import.retry' });
    expect(run.state().value).toEqual({ previewed: 'resolving' });
    await settle();
    expect(run.calls.resolve.at(-1)).toEqual([{ line: 14, choice: { action: 'skip' } }]);

    run.actor.send({ type: 'import.confirm' });
    await settle();
    run.actor.send({ type: 'import.retry' });
    expect(run.state().value).toBe('confirming');
    await settle();

    run.clock.increment(IMPORT_POLL_MS);
    await settle();
    expect(run.state().value).toEqual({ failure: 'network' });
    run.actor.send({ type: 'import.retry' });
    expect(run.state().value).toEqual({ applying: 'polling' });
    await settle();
    expect(run.state().value).toEqual({ done: 'idle' });
  });

  it('starts over with another file, and cancels an upload under way', async () => {
    const run = start({ preview: () => new Promise(() => {}) });
    run.actor.send({ type: 'file.selected', file: csv });
    run.actor.send({ type: 'import.restart' });
    expect(run.state().value).toBe('idle');
    expect(run.state().context.file).toBeNull();
  });

  it('takes up a preview left under way, with its choices, before anything else', async () => {
    const left = importResolvedFixture();
    const run = start({ current: async () => left });
    expect(run.state().value).toBe('checking');
    expect(run.state().hasTag('busy')).toBe(true);
    await settle();
    expect(run.calls.current).toBe(1);
    expect(run.state().value).toEqual({ previewed: 'ready' });
    expect(run.state().context.summary).toBe(left);
    expect(run.calls.preview).toBe(0);
  });

  it('takes up an import applying and polls it to the end', async () => {
    const run = start({
      current: async () => importApplyingFixture(40),
      status: async () => importDoneFixture(),
    });
    await settle();
    expect(run.state().value).toEqual({ done: 'idle' });
    expect(run.calls.status).toBe(1);
  });

  it('starts idle when nothing is under way, when the check fails, or when a file comes first', async () => {
    const none = start();
    await settle();
    expect(none.state().value).toBe('idle');
    const done = start({ current: async () => importDoneFixture() });
    await settle();
    expect(done.state().value).toBe('idle');
    const failed = start({
      current: async () => {
        throw new ApiError('network', '');
      },
    });
    await settle();
    expect(failed.state().value).toBe('idle');
    expect(failed.toasts()).toEqual([]);
    const quick = start({ current: async () => importResolvedFixture() });
    quick.actor.send({ type: 'file.selected', file: csv });
    expect(quick.state().value).toBe('uploading');
    await settle();
    expect(quick.state().context.summary).toEqual(importPreviewFixture());
  });

  it('reaches every state through explicit event sequences', async () => {
    let previewError: unknown = null;
    const run = start({
      preview: async () => {
        if (previewError) throw previewError;
        return importPreviewFixture();
      },
      status: async (call) => (call <= 2 ? importApplyingFixture(10) : importDoneFixture()),
    });
    expect(run.state().value).toBe('checking');
    await settle(); // idle
    run.actor.send({ type: 'file.selected', file: fileOf('a.txt') }); // rejected
    for (const error of [
      new ApiError('api', '', { code: API_CODES.validation, values: refusalValues('no_rows') }),
      new ApiError('api', '', { code: API_CODES.sessionInvalid }),
      new ApiError('api', '', { code: API_CODES.notFound }),
      new ApiError('api', '', { code: API_CODES.conflict }),
      new ApiError('network', ''),
      new ApiError('server', '', { httpStatus: 500 }),
      new ApiError('rateLimited', '', { httpStatus: 429 }),
      new TypeError('boom'),
    ]) {
      previewError = error;
      run.actor.send({ type: 'file.selected', file: csv });
      await settle();
    }
    previewError = null;
    await toPreview(run);
    run.actor.send({ type: 'import.confirm' }); // needsChoices
    await resolveAll(run); // resolving
    run.actor.send({ type: 'import.confirm' }); // confirming
    await settle(); // applying.polling (10: moved), applying.polling (10: still), applying.waiting
    run.clock.increment(IMPORT_POLL_MS); // applying.polling
    await settle(); // done.idle
    run.actor.send({ type: 'skipped.download' }); // done.downloading
    await settle();
    const { stable, passing } = leafStates(importMachine);
    expect(passing).toEqual([]);
    expect([...run.seen].sort()).toEqual(stable);
  });
});
