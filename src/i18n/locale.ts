/** The languages Shelfmark ships. English is the default and the fallback for any missing id. */
export const LOCALES = ['en', 'tr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** The language the catalogue's descriptions are written in, whatever the reader's choice. */
export const CATALOGUE_LANGUAGE = 'en' satisfies Locale;

/** localStorage key holding the reader's chosen language. */
export const LOCALE_STORAGE_KEY = 'locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The stored language, or English when nothing (or something unknown) is stored. */
export function readStoredLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    // Storage can throw (blocked cookies, sandboxed iframes): the default language still works.
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not persisting is acceptable: the choice still applies for this visit.
  }
}
