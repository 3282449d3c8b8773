/**
 * Counts route handlers still running, so shutdown closes the database only after them: a
 * client that hangs up mid-request leaves its handler running after its socket (and so the
 * HTTP server) has closed.
 */
export interface InFlight {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves when nothing runs, or after `timeoutMs` at the latest. */
  drained(timeoutMs: number): Promise<void>;
}

export function createInFlight(): InFlight {
  let running = 0;
  let waiters: (() => void)[] = [];
  return {
    async run(work) {
      running += 1;
      try {
        return await work();
      } finally {
        running -= 1;
        if (running === 0) {
          for (const wake of waiters) wake();
          waiters = [];
        }
      }
    },
    drained(timeoutMs) {
      if (running === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
