import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * True while the page renders on the server and while the app takes the server's HTML over
 * (hydration); false in every other render. Text that depends on the reader's clock or time
 * zone ("5 minutes ago", a calendar date) must read the same on both sides meanwhile, or React
 * throws the page away and renders it again: such text uses a fixed form (the UTC date) while
 * this is true, and React renders the reader's own form right after.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
