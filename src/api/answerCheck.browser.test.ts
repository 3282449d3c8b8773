import { describe, expect, it } from 'vitest';
import { createAnswerChecker } from './answerCheck';

const ok = { code: '0', values: [], message: '' };
const genresAnswer = { status: ok, genres: ['Fantasy', 'Poetry'], unknown_key: 'dropped' };

const startWorker = () =>
  new Worker(new URL('./answerCheck.worker.ts', import.meta.url), { type: 'module' });

describe('checkAnswer', () => {
  it('checks answers on a worker thread, as the contract parses them', async () => {
    const started: Worker[] = [];
    const { check, prepare } = createAnswerChecker(() => {
      started.push(startWorker());
      return started[0]!;
    });
    prepare('/books/genres');
    await expect(check('/books/genres', genresAnswer)).resolves.toEqual({
      ok: true,
      data: { status: ok, genres: ['Fantasy', 'Poetry'] },
    });
    // Another group's table, on the same thread.
    await expect(check('/goals/get/user', { status: ok, goals: [], total: 0 })).resolves.toEqual({
      ok: true,
      data: { status: ok, goals: [], total: 0 },
    });
    expect(started).toHaveLength(1);
    started[0]!.terminate();
  });

  it('says an answer off the contract is not ok', async () => {
    const worker = startWorker();
    const { check } = createAnswerChecker(() => worker);
    await expect(check('/books/genres', { status: ok, genres: 'Fantasy' })).resolves.toEqual({
      ok: false,
    });
    await expect(check('/books/get/id', { status: ok })).resolves.toEqual({ ok: false });
    worker.terminate();
  });

  it('checks on the page when there is no worker to be had', async () => {
    const { check } = createAnswerChecker(() => null);
    await expect(check('/books/genres', genresAnswer)).resolves.toEqual({
      ok: true,
      data: { status: ok, genres: ['Fantasy', 'Poetry'] },
    });
  });

  it('checks on the page when the worker fails, including the answers it was given', async () => {
    class BrokenWorker extends EventTarget {
      onmessage: ((event: MessageEvent) => void) | null = null;
      onerror: ((event: Event) => void) | null = null;
      terminated = false;
      postMessage() {
        // The script never loads: the thread reports an error instead of answering.
        setTimeout(() => this.onerror?.(new Event('error', { cancelable: true })), 0);
      }
      terminate() {
        this.terminated = true;
      }
    }
    const broken = new BrokenWorker();
    const { check } = createAnswerChecker(() => broken as unknown as Worker);
    const pending = check('/books/genres', genresAnswer);
    await expect(pending).resolves.toEqual({
      ok: true,
      data: { status: ok, genres: ['Fantasy', 'Poetry'] },
    });
    // Later answers go straight to the page's own check.
    expect(broken.terminated).toBe(true);
    await expect(check('/books/genres', { status: ok, genres: 3 })).resolves.toEqual({
      ok: false,
    });
  });
});
