import { createContext, useCallback, useContext } from 'react';
import type { PartialDate } from '../api/contract/journal';
import { today } from './today';

/**
 * The reader's local day (`YYYY-MM-DD`) for what is measured against it (a goal's pace, the
 * months of this year begun) and what is dated by it (a reading started or finished now).
 * Storybook fixes it, so a story looks the same on any day.
 */
const TodayContext = createContext<string | null>(null);

export const TodayProvider = TodayContext.Provider;

export function useToday(): string {
  return useContext(TodayContext) ?? today().date ?? '';
}

/**
 * The reader's day as a clock, read when a write is sent rather than when the page rendered: a
 * page left open past midnight dates tomorrow's "Finished" by tomorrow.
 */
export function useDayClock(): () => PartialDate {
  const fixed = useContext(TodayContext);
  return useCallback(() => (fixed ? { date: fixed, precision: 'day' } : today()), [fixed]);
}
