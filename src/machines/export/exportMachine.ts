import { assign, fromPromise, setup } from 'xstate';
import { onFailure, requestFailureGuards } from '../shared/requestFailures';
import { toast, type ToastRequest } from '../shared/toastRequest';
import type { ExportKind, SavedFile } from './download';

export interface ExportContext {
  /** The export being downloaded, or last asked for. */
  kind: ExportKind | null;
}

/** `export.download { kind }`: download the Goodreads CSV or the Shelfmark JSON. */
export type ExportEvent = { type: 'export.download'; kind: ExportKind };

const failures = [
  onFailure('isSessionEnded', 'failure.sessionEnded'),
  onFailure('isNetworkFailure', 'failure.network'),
  onFailure('isServerFailure', 'failure.server'),
  onFailure('isRateLimited', 'failure.rateLimited'),
  { target: 'failure.unknown' },
];

const download = {
  'export.download': { target: '#export.downloading', actions: 'setKind' as const },
};

/**
 * The settings' exports: `idle`, `downloading` one (the other waits: one at a time), then the
 * file is saved (`saveFile`, the screen's) and the machine is `idle` again, or a failure named
 * after its cause, from which either export may be asked for again.
 */
export const exportMachine = setup({
  types: { context: {} as ExportContext, events: {} as ExportEvent },
  actors: {
    download: fromPromise<SavedFile, { kind: ExportKind }>(async () => {
      throw new Error('download must be provided');
    }),
  },
  actions: {
    setKind: assign(({ event }) => ({ kind: event.kind })),
    showToast: (_, _request: ToastRequest) => {},
    saveFile: (_, _file: SavedFile) => {},
    /** The screen tells the session: the token is no longer valid. */
    endSession: () => {},
  },
  guards: requestFailureGuards,
}).createMachine({
  id: 'export',
  context: { kind: null },
  initial: 'idle',
  states: {
    idle: { on: download },
    downloading: {
      tags: ['busy'],
      invoke: {
        src: 'download',
        input: ({ context }) => ({ kind: context.kind ?? 'shelfmark' }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'saveFile', params: ({ event }) => event.output },
            toast({ kind: 'success', message: 'export.toast.saved' }),
          ],
        },
        onError: failures.map((transition) => ({
          ...transition,
          target: `#export.${transition.target}`,
        })),
      },
    },
    failure: {
      initial: 'unknown',
      on: download,
      states: {
        sessionEnded: { entry: 'endSession' },
        network: { entry: toast({ kind: 'network', message: 'toast.generic.network' }) },
        server: { entry: toast({ kind: 'server', message: 'toast.generic.server' }) },
        rateLimited: { entry: toast({ kind: 'rateLimited', message: 'toast.generic.rateLimit' }) },
        unknown: { entry: toast({ kind: 'error', message: 'export.toast.failed' }) },
      },
    },
  },
});
