import {
  applyTheme,
  browserStorage,
  DARK_SCHEME_QUERY,
  readThemePreference,
  resolveTheme,
  storeThemePreference,
  THEME_STORAGE_KEY,
  isThemePreference,
  type Theme,
  type ThemePreference,
  type ThemeStorage,
} from './themePreference';

/** What the store needs from the browser; tests pass fakes. */
export interface ThemeStoreEnvironment {
  storage: ThemeStorage | undefined;
  /** `matchMedia(DARK_SCHEME_QUERY)`, or null where the browser cannot say. */
  darkScheme: Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'> | null;
  /** Where `storage` events from other tabs arrive (window). */
  window: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  apply: (theme: Theme) => void;
}

export interface ThemeStore {
  getPreference(): ThemePreference;
  /** Stores the choice and applies it at once. */
  setPreference(preference: ThemePreference): void;
  /**
   * While anyone listens, the store follows the system's scheme live (when the choice is
   * 'system') and choices made in other tabs. The listener hears preference changes.
   */
  subscribe(listener: () => void): () => void;
}

/**
 * The reader's theme choice: a value with one side effect (applying it), no flow, so no
 * machine. The first theme is applied by the head script (THEME_SCRIPT) before any of this
 * runs; the store applies only changes, so Storybook's theme toolbar keeps its say.
 */
export function createThemeStore(env: ThemeStoreEnvironment): ThemeStore {
  let preference = readThemePreference(env.storage);
  const listeners = new Set<() => void>();
  const applyCurrent = () => env.apply(resolveTheme(preference, env.darkScheme?.matches ?? false));
  const update = (next: ThemePreference) => {
    if (next === preference) return;
    preference = next;
    applyCurrent();
    listeners.forEach((listener) => listener());
  };
  const onSchemeChange = () => {
    if (preference === 'system') applyCurrent();
  };
  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    if (key === THEME_STORAGE_KEY || key === null) {
      update(isThemePreference(newValue) ? newValue : readThemePreference(env.storage));
    }
  };
  return {
    getPreference: () => preference,
    setPreference(next) {
      storeThemePreference(next, env.storage);
      update(next);
    },
    subscribe(listener) {
      if (listeners.size === 0) {
        env.darkScheme?.addEventListener('change', onSchemeChange);
        env.window?.addEventListener('storage', onStorage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        env.darkScheme?.removeEventListener('change', onSchemeChange);
        env.window?.removeEventListener('storage', onStorage);
      };
    },
  };
}

let browserStore: ThemeStore | undefined;

/** The page's store, made on first use (never on the server: only client hooks call it). */
export function themeStore(): ThemeStore {
  browserStore ??= createThemeStore({
    storage: browserStorage(),
    darkScheme:
      typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME_QUERY) : null,
    window,
    apply: (theme) => applyTheme(theme),
  });
  return browserStore;
}
