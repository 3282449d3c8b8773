import { assign, fromPromise, setup } from 'xstate';
import { API_CODES, isApiCode, isApiError } from '../../api/client';
import type { ImportChoice, ImportSummary } from '../../api/contract';
import { onFailure, requestFailureGuards } from '../shared/requestFailures';
import { toast, type ToastRequest } from '../shared/toastRequest';
import {
  checkImportFile,
  readRefusal,
  type ImportFile,
  type ImportFileRejection,
  type ImportRefusal,
} from './importRules';

/**
 * How long the progress is asked for again after an answer in which it stood still. While it
 * moves it is asked for again at once (see `applying`), so a small import's steps are seen.
 */
export const IMPORT_POLL_MS = 250;

/** The calls a failure can be retried from. */
export type ImportStep = 'upload' | 'resolve' | 'confirm' | 'status';

/** One choice for an uncertain row, as `/imports/resolve` takes it. */
export interface ImportRowChoice {
  line: number;
  choice: ImportChoice;
}

/** What `/imports/skipped` answers, ready to save as a file. */
export interface ImportDownload {
  filename: string;
  content: string;
  type: string;
}

export interface ImportContext {
  /** The file being checked, sent, or last sent (kept for a retry). */
  file: ImportFile | null;
  /** The browser's own refusal of the file (nothing was sent). */
  rejection: ImportFileRejection | null;
  /** The server's refusal of the file (`failure.refused`). */
  refusal: ImportRefusal | null;
  /** The import as last answered: preview, progress or result. */
  summary: ImportSummary | null;
  /** The reader's choices not yet sent (or on their way), by line; the latest wins. */
  drafts: Record<number, ImportChoice>;
  /** The choices on their way in the running `/imports/resolve` call. */
  sending: ImportRowChoice[];
  /** The call a failure came from, so retry repeats it. */
  step: ImportStep;
  /**
   * What confirm does with uncertain rows still without a choice: those beyond the listed first
   * IMPORT_LIST_MAX, which the reader cannot choose one by one (null: not said).
   */
  rest: ImportRestChoice | null;
}

/** For uncertain rows without a choice: create a new book for each, or skip them. */
export type ImportRestChoice = 'create' | 'skip';

/**
 * - `file.selected { file }`: a file was picked or dropped (from idle, a refusal, a failure, a
 *   preview or a result: it starts over with that file);
 * - `choice.set { line, choice }`: the reader's choice for an uncertain row (a book, a new book,
 *   or skip), sent at once (choices made meanwhile follow in the next call);
 * - `rest.set { action }`: what to do with the uncertain rows the preview does not list;
 * - `import.confirm`: apply the preview;
 * - `import.retry`: from a connection failure, the failed call again;
 * - `import.restart`: cancel (an upload under way, a preview, a refusal) and start over;
 * - `skipped.download`: once done, the skipped rows as a CSV file.
 */
export type ImportEvent =
  | { type: 'file.selected'; file: ImportFile }
  | { type: 'choice.set'; line: number; choice: ImportChoice }
  | { type: 'rest.set'; action: ImportRestChoice }
  | { type: 'import.confirm' }
  | { type: 'import.retry' }
  | { type: 'import.restart' }
  | { type: 'skipped.download' };

const storeSummary = {
  type: 'storeSummary' as const,
  params: ({ event }: { event: { output: ImportSummary } }) => ({ summary: event.output }),
};

const failureTransitions = (step: ImportStep) =>
  [
    // Absolute targets: these are taken from nested states too (resolving, polling).
    onFailure('isRefused', '#import.failure.refused'),
    onFailure('isTooLarge', '#import.failure.refused'),
    onFailure('isSessionEnded', '#import.failure.sessionEnded'),
    onFailure('isNetworkFailure', '#import.failure.network'),
    onFailure('isServerFailure', '#import.failure.server'),
    onFailure('isRateLimited', '#import.failure.rateLimited'),
    onFailure('isGone', '#import.failure.notFound'),
    onFailure('isConflict', '#import.failure.conflict'),
    { target: '#import.failure.unknown' },
  ].map((transition) => ({
    ...transition,
    actions: [
      { type: 'setStep' as const, params: { step } },
      {
        type: 'storeRefusal' as const,
        params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
      },
    ],
  }));

const pickFile = [
  {
    guard: 'isRejectedFile' as const,
    target: '#import.rejected',
    actions: 'rejectFile' as const,
  },
  { target: '#import.uploading', actions: 'keepFile' as const },
];

const restart = { 'import.restart': { target: '#import.idle', actions: 'reset' as const } };

const retry = {
  'import.retry': [
    { guard: 'retriesUpload' as const, target: '#import.uploading' },
    { guard: 'retriesResolve' as const, target: '#import.previewed.resolving' },
    { guard: 'retriesConfirm' as const, target: '#import.confirming' },
    { guard: 'retriesStatus' as const, target: '#import.applying.polling' },
  ],
};

const errorOf = (error: unknown) => (isApiError(error) ? error.values : []);

/**
 * Importing a library file: `checking` for an import left under way (a preview
 * waiting for confirm, or one applying: taken up in `previewed` or `applying`), else `idle`; a picked file is checked in the browser (a type
 * that is not CSV or JSON, an empty file, more than 20 MB: `rejected`, nothing sent), then
 * `uploading` (read as base64 and previewed by the server), `previewed` (`ready`, or
 * `needsChoices` when confirm found uncertain rows without a choice; a choice is sent at once
 * in `resolving`), `confirming`, `applying` (`polling` `/imports/status` at once, and again at
 * once while the count moves; `waiting` a poll delay after an answer where it stood still) and `done` (`idle`, `downloading` the skipped rows). Failures are named after
 * their cause: `failure.refused` (the server could not import the file: its problem code),
 * `failure.sessionEnded`, `failure.network`, `failure.server`, `failure.rateLimited`,
 * `failure.notFound` (the import is gone: a newer preview replaced it), `failure.conflict`
 * (confirmed elsewhere, or another of the reader's files is being read or applied: one at a
 * time per reader), `failure.unknown`; connection failures retry the call that failed.
 */
export const importMachine = setup({
  types: {
    context: {} as ImportContext,
    events: {} as ImportEvent,
  },
  actors: {
    current: fromPromise<ImportSummary | null>(async () => {
      throw new Error('current must be provided');
    }),
    preview: fromPromise<ImportSummary, { file: ImportFile }>(async () => {
      throw new Error('preview must be provided');
    }),
    resolve: fromPromise<ImportSummary, { importId: number; choices: ImportRowChoice[] }>(
      async () => {
        throw new Error('resolve must be provided');
      },
    ),
    confirm: fromPromise<ImportSummary, { importId: number; unresolved: ImportRestChoice | null }>(
      async () => {
        throw new Error('confirm must be provided');
      },
    ),
    status: fromPromise<ImportSummary, { importId: number; after: number }>(async () => {
      throw new Error('status must be provided');
    }),
    skipped: fromPromise<ImportDownload, { importId: number }>(async () => {
      throw new Error('skipped must be provided');
    }),
  },
  actions: {
    keepFile: assign(({ event }) =>
      event.type === 'file.selected'
        ? {
            file: event.file,
            rejection: null,
            refusal: null,
            summary: null,
            drafts: {},
            rest: null,
          }
        : {},
    ),
    rejectFile: assign(({ event }) =>
      event.type === 'file.selected'
        ? { file: event.file, rejection: checkImportFile(event.file), refusal: null, summary: null }
        : {},
    ),
    reset: assign({
      file: null,
      rejection: null,
      refusal: null,
      summary: null,
      drafts: {},
      sending: [],
      rest: null,
    }),
    setRest: assign(({ event }) => (event.type === 'rest.set' ? { rest: event.action } : {})),
    storeSummary: assign((_, { summary }: { summary: ImportSummary }) => ({ summary })),
    setStep: assign((_, { step }: { step: ImportStep }) => ({ step })),
    storeRefusal: assign((_, { error }: { error: unknown }) => ({
      refusal: isApiCode(error, API_CODES.tooLarge)
        ? { problem: 'too_large' as const, missing: [], line: null }
        : isApiCode(error, API_CODES.validation)
          ? readRefusal(errorOf(error))
          : null,
    })),
    draftChoice: assign(({ context, event }) =>
      event.type === 'choice.set'
        ? { drafts: { ...context.drafts, [event.line]: event.choice } }
        : {},
    ),
    takeDrafts: assign(({ context }) => ({
      sending: Object.entries(context.drafts).map(([line, choice]) => ({
        line: Number(line),
        choice,
      })),
    })),
    /** Sent choices leave the drafts, unless the reader changed them meanwhile. */
    dropSent: assign(({ context }) => {
      const drafts = { ...context.drafts };
      for (const { line, choice } of context.sending) {
        if (drafts[line] === choice) delete drafts[line];
      }
      return { drafts, sending: [] };
    }),
    // UI effects: the screen supplies these with machine.provide({ actions }).
    showToast: (_, _request: ToastRequest) => {},
    saveFile: (_, _download: ImportDownload) => {},
  },
  guards: {
    isRejectedFile: ({ event }) =>
      event.type === 'file.selected' && checkImportFile(event.file) !== null,
    /** Choices made (or changed) after the running resolve call left. */
    hasNewDrafts: ({ context }) =>
      Object.entries(context.drafts).some(
        ([line, choice]) =>
          context.sending.find((sent) => sent.line === Number(line))?.choice !== choice,
      ),
    /** Rows wait for a choice, and the reader has not said what to do with the unlisted ones. */
    isUnresolved: ({ context }) =>
      (context.summary?.rows.unresolved ?? 0) > 0 && context.rest === null,
    isApplied: (_, { summary }: { summary: ImportSummary }) => summary.status === 'done',
    /** The answer's count moved past the one on screen: the runner is committing steps. */
    hasProgressed: ({ context }, { summary }: { summary: ImportSummary }) =>
      summary.progress.done !== context.summary?.progress.done,
    isPreviewLeft: (_, { summary }: { summary: ImportSummary | null }) =>
      summary?.status === 'previewed',
    isApplyingLeft: (_, { summary }: { summary: ImportSummary | null }) =>
      summary?.status === 'applying',
    isRefused: (_, { error }: { error: unknown }) =>
      isApiCode(error, API_CODES.validation) && readRefusal(errorOf(error)).problem !== null,
    isTooLarge: (_, { error }: { error: unknown }) => isApiCode(error, API_CODES.tooLarge),
    isGone: (_, { error }: { error: unknown }) => isApiCode(error, API_CODES.notFound),
    isConflict: (_, { error }: { error: unknown }) => isApiCode(error, API_CODES.conflict),
    ...requestFailureGuards,
    retriesUpload: ({ context }) => context.step === 'upload' && context.file !== null,
    retriesResolve: ({ context }) => context.step === 'resolve',
    retriesConfirm: ({ context }) => context.step === 'confirm',
    retriesStatus: ({ context }) => context.step === 'status',
  },
  delays: {
    pollDelay: IMPORT_POLL_MS,
  },
}).createMachine({
  id: 'import',
  context: {
    file: null,
    rejection: null,
    refusal: null,
    summary: null,
    drafts: {},
    sending: [],
    step: 'upload',
    rest: null,
  },
  initial: 'checking',
  states: {
    // An import left under way (a reload, a visit later) is taken up where it was.
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'current',
        onDone: [
          {
            guard: { type: 'isPreviewLeft', params: ({ event }) => ({ summary: event.output }) },
            target: 'previewed',
            actions: { type: 'storeSummary', params: ({ event }) => ({ summary: event.output! }) },
          },
          {
            guard: { type: 'isApplyingLeft', params: ({ event }) => ({ summary: event.output }) },
            target: 'applying',
            actions: { type: 'storeSummary', params: ({ event }) => ({ summary: event.output! }) },
          },
          { target: 'idle' },
        ],
        // Nothing to take up is no failure: the reader can still pick a file.
        onError: { target: 'idle' },
      },
      on: { 'file.selected': pickFile },
    },
    idle: {
      on: { 'file.selected': pickFile },
    },
    rejected: {
      on: { 'file.selected': pickFile, ...restart },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        src: 'preview',
        input: ({ context }) => ({ file: context.file as ImportFile }),
        onDone: { target: 'previewed', actions: storeSummary },
        onError: failureTransitions('upload'),
      },
      on: restart,
    },
    previewed: {
      initial: 'ready',
      on: {
        'file.selected': pickFile,
        'rest.set': { actions: 'setRest' },
        ...restart,
      },
      states: {
        ready: {
          on: {
            'choice.set': { target: 'resolving', actions: 'draftChoice' },
            'import.confirm': [
              { guard: 'isUnresolved', target: 'needsChoices' },
              { target: '#import.confirming' },
            ],
          },
        },
        needsChoices: {
          on: {
            'choice.set': { target: 'resolving', actions: 'draftChoice' },
            'import.confirm': [
              { guard: 'isUnresolved', target: 'needsChoices', reenter: true },
              { target: '#import.confirming' },
            ],
          },
        },
        resolving: {
          tags: ['busy'],
          entry: 'takeDrafts',
          invoke: {
            src: 'resolve',
            input: ({ context }) => ({
              importId: context.summary?.id ?? 0,
              choices: context.sending,
            }),
            onDone: [
              // Choices made while this call travelled go out in the next one.
              {
                guard: 'hasNewDrafts',
                target: 'resolving',
                reenter: true,
                actions: [storeSummary, 'dropSent'],
              },
              { target: 'ready', actions: [storeSummary, 'dropSent'] },
            ],
            onError: failureTransitions('resolve'),
          },
          on: { 'choice.set': { actions: 'draftChoice' } },
        },
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({
          importId: context.summary?.id ?? 0,
          unresolved: (context.summary?.rows.unresolved ?? 0) > 0 ? context.rest : null,
        }),
        onDone: [
          {
            guard: { type: 'isApplied', params: ({ event }) => ({ summary: event.output }) },
            target: 'done',
            actions: storeSummary,
          },
          { target: 'applying', actions: storeSummary },
        ],
        onError: failureTransitions('confirm'),
      },
    },
    applying: {
      // Asked at once: a small import may be over before a poll delay has passed.
      initial: 'polling',
      states: {
        waiting: {
          after: { pollDelay: 'polling' },
        },
        polling: {
          invoke: {
            src: 'status',
            // The count on screen: the server answers once it moves (or after a second).
            input: ({ context }) => ({
              importId: context.summary?.id ?? 0,
              after: context.summary?.progress.done ?? 0,
            }),
            onDone: [
              {
                guard: { type: 'isApplied', params: ({ event }) => ({ summary: event.output }) },
                target: '#import.done',
                actions: storeSummary,
              },
              {
                guard: {
                  type: 'hasProgressed',
                  params: ({ event }) => ({ summary: event.output }),
                },
                target: 'polling',
                reenter: true,
                actions: storeSummary,
              },
              { target: 'waiting', actions: storeSummary },
            ],
            onError: failureTransitions('status'),
          },
        },
      },
    },
    done: {
      initial: 'idle',
      entry: toast({ kind: 'success', message: 'import.toast.done' }),
      on: { 'file.selected': pickFile, ...restart },
      states: {
        idle: {
          on: { 'skipped.download': 'downloading' },
        },
        downloading: {
          tags: ['busy'],
          invoke: {
            src: 'skipped',
            input: ({ context }) => ({ importId: context.summary?.id ?? 0 }),
            onDone: {
              target: 'idle',
              actions: { type: 'saveFile', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: toast({ kind: 'error', message: 'import.toast.downloadFailed' }),
            },
          },
        },
      },
    },
    failure: {
      on: {
        'file.selected': pickFile,
        ...restart,
      },
      initial: 'unknown',
      // A refusal, an ended session, a gone or conflicting import have nothing to retry.
      states: {
        refused: {},
        sessionEnded: {},
        notFound: {},
        conflict: {},
        network: { on: retry },
        server: { on: retry },
        rateLimited: { on: retry },
        unknown: { on: retry },
      },
    },
  },
});
