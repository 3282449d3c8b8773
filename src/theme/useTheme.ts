import { useSyncExternalStore } from 'react';
import { recordedThemePreference, type ThemePreference } from './themePreference';
import { themeStore } from './themeStore';

const subscribe = (listener: () => void) => themeStore().subscribe(listener);
const getPreference = () => themeStore().getPreference();
// The server cannot know the choice (null: no button claims to be pressed). The page's loader
// marks the buttons from the head script's record before the app loads, so the app hydrates
// from that same record and the markup matches.
// Where no head script ran in a browser (stories), the store's own value is what the page shows.
const getServerPreference = (): ThemePreference | null =>
  typeof document === 'undefined' ? null : (recordedThemePreference() ?? getPreference());
const setPreference = (preference: ThemePreference) => themeStore().setPreference(preference);

export interface UseThemeResult {
  /** The reader's choice, shown pressed in the header; null while hydrating a page without one. */
  preference: ThemePreference | null;
  /** Stores the choice and applies it to the page at once. */
  setPreference: (preference: ThemePreference) => void;
}

/**
 * The reader's theme choice. While a component uses it, 'system' follows the operating
 * system live and a choice made in another tab applies here too.
 */
export function useTheme(): UseThemeResult {
  const preference = useSyncExternalStore(subscribe, getPreference, getServerPreference);
  return { preference, setPreference };
}
