import { createContext, useContext } from 'react';
import { today } from './today';

/**
 * The reader's local day (`YYYY-MM-DD`) for what is measured against it (a goal's pace, the
 * months of this year begun). Storybook fixes it, so a story looks the same on any day.
 */
const TodayContext = createContext<string | null>(null);

export const TodayProvider = TodayContext.Provider;

export function useToday(): string {
  return useContext(TodayContext) ?? today().date ?? '';
}
