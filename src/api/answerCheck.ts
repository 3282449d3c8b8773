import type { ApiPath } from './contract';
import { type AnswerCheck, checkAnswerHere, loadRouteTable } from './routeTables';

export type { AnswerCheck };

/** What the page asks of the checking thread: load a route's table, or check one answer. */
export type CheckRequest =
  { kind: 'load'; path: ApiPath } | { kind: 'check'; id: number; path: ApiPath; answer: unknown };

/** The thread's reply to a check; `failed` when it could not load the route's table. */
export type CheckReply = { id: number } & (AnswerCheck | { failed: true });

export interface AnswerChecker {
  /** Starts loading the schemas that will check `path`'s answer, while its request travels. */
  prepare(path: ApiPath): void;
  /** The answer as the contract parses it, or not ok when it does not match the contract. */
  check(path: ApiPath, answer: unknown): Promise<AnswerCheck>;
}

interface Waiting {
  path: ApiPath;
  answer: unknown;
  resolve: (check: AnswerCheck) => void;
  reject: (error: unknown) => void;
}

const startWorker = (): Worker | null =>
  typeof Worker === 'undefined'
    ? null
    : new Worker(new URL('./answerCheck.worker.ts', import.meta.url), { type: 'module' });

function checkHere({ path, answer, resolve, reject }: Waiting) {
  checkAnswerHere(path, answer).then(resolve, reject);
}

/**
 * Checks answers on a worker thread where there is one: on a phone, building zod's schemas and
 * parsing with them were the longest tasks of a page's start, and on their own thread they hold
 * up nothing the reader does. Without a thread (none in this runtime, or it failed to start)
 * answers are checked on the page, as before.
 */
export function createAnswerChecker(start: () => Worker | null = startWorker): AnswerChecker {
  /** Not started yet (undefined), or none to be had (null). */
  let worker: Worker | null | undefined;
  const waiting = new Map<number, Waiting>();
  let lastId = 0;

  function checkEverythingHere() {
    worker?.terminate();
    worker = null;
    for (const [id, entry] of waiting) {
      waiting.delete(id);
      checkHere(entry);
    }
  }

  function thread(): Worker | null {
    if (worker !== undefined) return worker;
    try {
      worker = start();
    } catch {
      worker = null;
    }
    if (!worker) return null;
    worker.onmessage = ({ data }: MessageEvent<CheckReply>) => {
      const entry = waiting.get(data.id);
      if (!entry) return;
      waiting.delete(data.id);
      if ('failed' in data) checkHere(entry);
      else entry.resolve(data.ok ? { ok: true, data: data.data } : { ok: false });
    };
    worker.onerror = (event) => {
      event.preventDefault();
      checkEverythingHere();
    };
    return worker;
  }

  return {
    prepare(path) {
      const checking = thread();
      if (checking) checking.postMessage({ kind: 'load', path } satisfies CheckRequest);
      else loadRouteTable(path).catch(() => undefined);
    },
    check(path, answer) {
      const checking = thread();
      if (!checking) return checkAnswerHere(path, answer);
      return new Promise((resolve, reject) => {
        lastId += 1;
        const entry = { path, answer, resolve, reject };
        waiting.set(lastId, entry);
        try {
          checking.postMessage({ kind: 'check', id: lastId, path, answer } satisfies CheckRequest);
        } catch {
          waiting.delete(lastId);
          checkHere(entry);
        }
      });
    },
  };
}

/** The page's one checker, started with its first call. */
export const answerChecker = createAnswerChecker();
