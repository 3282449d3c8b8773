import { useState } from 'react';

/**
 * A machine with its implementations, made on the first render only. @xstate/react keeps the
 * first render's actor (and the implementations it was given) anyway, while `.provide()` builds
 * a whole state-node tree each call: on a page that renders often, that is wasted work.
 */
export function useProvided<Machine>(make: () => Machine): Machine {
  return useState(make)[0];
}
