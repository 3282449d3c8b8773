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
 * Marks the theme button that stands for each choice (ThemeSwitch), so the page's inline
 * scripts can show the stored choice pressed before the app has taken the page over.
 */
export const THEME_CHOICE_ATTRIBUTE = 'data-theme-choice';

/**
 * The window property under which THEME_SCRIPT leaves its `choose(choice?)`: it stores the
 * choice when given one, applies it, records it on `<html data-theme-preference>` and sets
 * `aria-pressed` on the theme buttons. The landing and book page call it from their loader
 * (src/prerender/bootAfterPaint.ts) once the buttons are parsed, and on a press before the app
 * has hydrated: a theme needs no app, so the press applies and is stored at once.
 */
export const THEME_GLOBAL = 'shelfmarkTheme';

/**
 * The same as `applyTheme(resolveTheme(readThemePreference(), systemDark))`, as a classic
 * script for the head of every page (index.html, so also the prerendered landing and the
 * server-rendered book page): it runs before the stylesheet is applied, so no frame is painted
 * in the wrong theme. Inline, so it costs no request; the CSP allows exactly this script by its
 * SHA-256, which the server computes from the built page itself (server/pages/spa.ts). An
 * external file would be CSP-safe too, but as a blocking script in the head it would hold the
 * first paint back by a round trip. vite.config.ts puts it into index.html at the
 * `<!--head-scripts-->` mark (after the color-scheme and theme-color metas, which it updates).
 * It also records the choice on `<html data-theme-preference>`, which the app hydrates the
 * theme buttons from (useTheme), and leaves THEME_GLOBAL for the page's later scripts.
 */
export const THEME_SCRIPT =
  `(function(){var p,w=window,d=document;try{p=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}` +
  `if(p!=='light'&&p!=='dark')p='${DEFAULT_THEME_PREFERENCE}';` +
  `function s(){var t=p==='dark'||p!=='light'&&!!w.matchMedia&&w.matchMedia('${DARK_SCHEME_QUERY}').matches?'dark':'light',` +
  `c=d.querySelector('meta[name="color-scheme"]'),h=d.querySelector('meta[name="theme-color"]'),` +
  `b=d.querySelectorAll('[${THEME_CHOICE_ATTRIBUTE}]'),i;` +
  `d.documentElement.dataset.theme=t;d.documentElement.dataset.themePreference=p;if(c)c.setAttribute('content',t);` +
  `if(h)h.setAttribute('content',t==='dark'?'${THEME_COLORS.dark}':'${THEME_COLORS.light}');` +
  `for(i=0;i<b.length;i++)b[i].setAttribute('aria-pressed',String(b[i].getAttribute('${THEME_CHOICE_ATTRIBUTE}')===p))}` +
  `s();w['${THEME_GLOBAL}']=function(n){if(n){p=n;try{localStorage.setItem('${THEME_STORAGE_KEY}',n)}catch(e){}}s()}})()`;

/**
 * The choice the head script recorded on `<html data-theme-preference>`, which the loader has
 * shown pressed in the server-rendered theme buttons; null on the server, where no choice is
 * known, and where the head script did not run.
 */
export function recordedThemePreference(
  doc: Pick<Document, 'documentElement'> | undefined = globalThis.document,
): ThemePreference | null {
  const recorded = doc?.documentElement.dataset.themePreference;
  return isThemePreference(recorded) ? recorded : null;
}

/**
 * Applies the stored choice. The head script has normally done so already; the app calls this
 * at start for a page that arrived without it (a cached or hand-served index.html).
 */
export function applyStoredTheme(): void {
  const systemDark =
    typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME_QUERY).matches;
  applyTheme(resolveTheme(readThemePreference(), systemDark));
}
