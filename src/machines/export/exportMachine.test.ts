import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { API_CODES, ApiError } from '../../api/client';
import { leafStates, recordStates } from '../shared/stateCoverage';
import { paramsOf, settle } from '../testing/harness';
import { fetchExport, filenameOf, type ExportKind, type SavedFile } from './download';
import { exportMachine } from './exportMachine';

const saved = (kind: ExportKind): SavedFile => ({
  blob: new Blob(['{}']),
  filename: kind === 'goodreads' ? 'goodreads_library_export.csv' : 'shelfmark-export.json',
});

function start(download: (kind: ExportKind) => Promise<SavedFile> = async (kind) => saved(kind)) {
  const effects = { showToast: vi.fn(), saveFile: vi.fn(), endSession: vi.fn() };
  const actor = createActor(
    exportMachine.provide({
      actions: effects,
      actors: { download: fromPromise(({ input }) => download(input.kind)) },
    }),
  );
  const seen = recordStates(actor);
  actor.start();
  return { actor, effects, seen, toasts: () => paramsOf(effects.showToast) };
}

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn<typeof fetch>(async () =>
    typeof body === 'string'
      ? new Response(body, { status, headers })
      : Response.json(body, { status, headers }),
  );

describe('fetchExport', () => {
  it('sends the bearer token to the export’s URL and names the file from the header', async () => {
    const fetchFake = answer(200, 'Title,Author\n', {
      'content-disposition': 'attachment; filename="goodreads_library_export.csv"',
    });
    const file = await fetchExport('goodreads', { token: 'abc', fetch: fetchFake });
    expect(fetchFake).toHaveBeenCalledWith('/api/export/goodreads.csv', {
      headers: { authorization: 'Bearer abc' },
      signal: undefined,
    });
    expect(file.filename).toBe('goodreads_library_export.csv');
    expect(await file.blob.text()).toBe('Title,Author\n');
    expect(filenameOf(null, 'x.json')).toBe('x.json');
  });

  it('fails with the client’s error kinds', async () => {
    const session = { status: { code: API_CODES.sessionInvalid, values: [], message: '' } };
    await expect(
      fetchExport('shelfmark', { token: 't', fetch: answer(401, session) }),
    ).rejects.toMatchObject({ kind: 'api', code: API_CODES.sessionInvalid });
    await expect(
      fetchExport('shelfmark', { token: 't', fetch: answer(500, '') }),
    ).rejects.toMatchObject({ kind: 'server' });
    await expect(
      fetchExport('shelfmark', { token: 't', fetch: answer(429, '') }),
    ).rejects.toMatchObject({ kind: 'rateLimited' });
    await expect(
      fetchExport('shelfmark', { token: 't', fetch: answer(404, 'nope') }),
    ).rejects.toMatchObject({ kind: 'format' });
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchExport('shelfmark', { token: null, fetch: offline })).rejects.toMatchObject({
      kind: 'network',
    });
  });
});

describe('exportMachine', () => {
  it('downloads an export, saves it and says so', async () => {
    const { actor, effects, toasts } = start();
    actor.send({ type: 'export.download', kind: 'goodreads' });
    expect(actor.getSnapshot().value).toBe('downloading');
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(paramsOf(effects.saveFile)).toEqual([saved('goodreads')]);
    expect(toasts()).toEqual([{ kind: 'success', message: 'export.toast.saved' }]);
  });

  it('reaches every state, each failure named after its cause', async () => {
    let error: unknown = null;
    const { actor, effects, seen, toasts } = start(async (kind) => {
      if (error) throw error;
      return saved(kind);
    });
    for (const failure of [
      new ApiError('api', '', { code: API_CODES.sessionInvalid }),
      new ApiError('network', ''),
      new ApiError('server', '', { httpStatus: 500 }),
      new ApiError('rateLimited', '', { httpStatus: 429 }),
      new ApiError('format', ''),
    ]) {
      error = failure;
      actor.send({ type: 'export.download', kind: 'shelfmark' });
      await settle();
    }
    expect(effects.endSession).toHaveBeenCalledTimes(1);
    expect(toasts().map((request) => (request as { message: string }).message)).toEqual([
      'toast.generic.network',
      'toast.generic.server',
      'toast.generic.rateLimit',
      'export.toast.failed',
    ]);
    error = null;
    actor.send({ type: 'export.download', kind: 'shelfmark' });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect([...seen].sort()).toEqual(leafStates(exportMachine).stable);
  });
});
