import type { AppContext } from '../context';

/**
 * Runs mail work after the answer has gone: the caller's answer takes the same time whatever the
 * work finds (an account or none, a slow mail server or a fast one). Shutdown waits for it like a
 * running request; a failure is logged, never shown to the caller.
 */
export function sendLater(
  context: Pick<AppContext, 'inFlight'>,
  log: { error(object: object, message: string): void },
  what: string,
  work: () => Promise<void>,
): void {
  context.inFlight.run(work).catch((error: unknown) => log.error({ err: error }, `${what} failed`));
}
