/**
 * The reader's theme: light, dark, or 'system' (follow the operating system's light or dark
 * setting, live). Stored like the language (src/i18n/locale.ts): one localStorage key, read
 * before the first paint by THEME_SCRIPT and applied as `<html data-theme>`, which
 * src/styles/tokens.css styles.
 */
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
/** The theme on screen: the value of `<html data-theme>`. */
export type Theme = 'light' | 'dark';

export const DEFAULT_THEME_PREFERENCE = 'system' satisfies ThemePreference;
/** localStorage key holding the reader's choice. */
export const THEME_STORAGE_KEY = 'theme';
/** Matches while the operating system asks for dark colours. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** The parts of Storage used here (a test passes a Map-backed one). */
export type ThemeStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);
}

/** The browser's storage, or undefined where reading it throws (blocked cookies, sandboxes). */
export function browserStorage(): ThemeStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The stored choice; 'system' when nothing, something unknown or no storage is there. */
export function readThemePreference(storage = browserStorage()): ThemePreference {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : DEFAULT_THEME_PREFERENCE;
  } catch {
    return DEFAULT_THEME_PREFERENCE;
  }
}

export function storeThemePreference(
  preference: ThemePreference,
  storage = browserStorage(),
): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Not persisting is acceptable: the choice still applies for this visit.
  }
}

export function resolveTheme(preference: ThemePreference, systemDark: boolean): Theme {
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}

/**
 * The browser's toolbar colour per theme (`<meta name="theme-color">`): index.html's light one,
 * and the dark theme's page background (--color-bg, checked by themePreference.test.ts).
 */
export const THEME_COLORS: Record<Theme, string> = { light: '#f8f4ee', dark: '#1c1815' };

/**
 * Puts `theme` on the page: `<html data-theme>` (tokens.css swaps the semantic colours),
 * `<meta name="color-scheme">`, so form controls, scrollbars and the canvas match even
 * before the stylesheet has loaded, and `<meta name="theme-color">` for the browser's toolbar.
 */
export function applyTheme(theme: Theme, doc: Document = document): void {
  doc.documentElement.dataset.theme = theme;
  doc.querySelector('meta[name="color-scheme"]')?.setAttribute('content', theme);
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

/**
 * The same as `applyTheme(resolveTheme(readThemePreference(), systemDark))`, as a classic
 * script for the head of every page (index.html, so also the prerendered landing and the
 * server-rendered book page): it runs before the stylesheet is applied, so no frame is painted
 * in the wrong theme. Inline, so it costs no request; the CSP allows exactly this script by its
 * SHA-256, which the server computes from the built page itself (server/pages/spa.ts). An
 * external file would be CSP-safe too, but as a blocking script in the head it would hold the
 * first paint back by a round trip. vite.config.ts puts it into index.html at the
 * `<!--head-scripts-->` mark (after the color-scheme and theme-color metas, which it updates).
 */
export const THEME_SCRIPT =
  `(function(){var p,w=window,d=document;try{p=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}` +
  `var t=p==='dark'||p!=='light'&&!!w.matchMedia&&w.matchMedia('${DARK_SCHEME_QUERY}').matches?'dark':'light',` +
  `c=d.querySelector('meta[name="color-scheme"]'),h=d.querySelector('meta[name="theme-color"]');` +
  `d.documentElement.dataset.theme=t;if(c)c.setAttribute('content',t);` +
  `if(h)h.setAttribute('content',t==='dark'?'${THEME_COLORS.dark}':'${THEME_COLORS.light}')})()`;

/**
 * Applies the stored choice. The head script has normally done so already; the app calls this
 * at start for a page that arrived without it (a cached or hand-served index.html).
 */
export function applyStoredTheme(): void {
  const systemDark =
    typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME_QUERY).matches;
  applyTheme(resolveTheme(readThemePreference(), systemDark));
}
