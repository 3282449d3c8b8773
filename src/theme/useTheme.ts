import { useSyncExternalStore } from 'react';
import { DEFAULT_THEME_PREFERENCE, type ThemePreference } from './themePreference';
import { themeStore } from './themeStore';

const subscribe = (listener: () => void) => themeStore().subscribe(listener);
const getPreference = () => themeStore().getPreference();
// The server renders (and the app hydrates) the default, so the prerendered header matches;
// React re-renders with the stored choice right after hydrating.
const getServerPreference = (): ThemePreference => DEFAULT_THEME_PREFERENCE;
const setPreference = (preference: ThemePreference) => themeStore().setPreference(preference);

export interface UseThemeResult {
  /** The reader's choice, shown pressed in the header. */
  preference: ThemePreference;
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
