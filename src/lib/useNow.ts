import { createContext, useContext } from 'react';

/**
 * The moment relative times ("3 days ago") are measured from. Unset in the app, so the real
 * clock is used; Storybook fixes it, so a screenshot taken tomorrow matches today's.
 */
const NowContext = createContext<number | undefined>(undefined);

export const NowProvider = NowContext.Provider;

/** `now` when a caller passes one, else the fixed moment of the tree, else undefined (the clock). */
export function useNow(now?: Date | number): Date | number | undefined {
  const fixed = useContext(NowContext);
  return now ?? fixed;
}
