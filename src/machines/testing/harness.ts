import type { Mock } from 'vitest';
import { createActor, fromPromise, type ActorOptions, type AnyStateMachine } from 'xstate';

/**
 * What machine tests share: starting a machine with fakes, recording what a promise actor was
 * asked, and reading what the provided UI effects were given.
 */

/** Lets settled promise actors deliver their answers (XState reports them on a later turn). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The params a provided action was called with, in order (XState passes them second). */
export const paramsOf = (action: Mock) => action.mock.calls.map((call) => call[1] as unknown);

/** A promise actor answering with `answer`, and every input it was called with, in order. */
export function recorded<Output, Input>(answer: (input: Input) => Promise<Output>) {
  const calls: Input[] = [];
  const logic = fromPromise<Output, Input>(({ input }) => {
    calls.push(input);
    return answer(input);
  });
  return { calls, logic };
}

/** Starts `machine` with the fakes a test provides (actions, actors) and its actor options. */
export function startProvided<Machine extends AnyStateMachine>(
  machine: Machine,
  implementations: Parameters<Machine['provide']>[0],
  options?: ActorOptions<Machine>,
) {
  return createActor(machine.provide(implementations) as Machine, options).start();
}
