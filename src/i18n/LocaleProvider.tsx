import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { DEFAULT_LOCALE, readStoredLocale, storeLocale, type Locale } from './locale';
import { LocaleContext } from './LocaleContext';
import { englishMessages, getLoadedMessages, loadMessages, type Messages } from './messages';
import { reportIntlError } from './reportIntlError';

export { useLocale } from './LocaleContext';

export interface LocaleProviderProps {
  children: ReactNode;
  /** Start in this language instead of the stored one (Storybook, tests). */
  initialLocale?: Locale;
  /** Replaces the default error reporting (tests can collect or throw). */
  onError?: IntlConfig['onError'];
}

/**
 * Provides react-intl and the reader's language choice. English is bundled; Turkish is
 * fetched the first time it is needed and English shows until it arrives.
 */
export function LocaleProvider({
  children,
  initialLocale,
  onError = reportIntlError,
}: LocaleProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale ?? readStoredLocale());
  const [loaded, setLoaded] = useState<Partial<Record<Locale, Messages>>>(() => {
    const messages = getLoadedMessages(locale);
    return messages ? { [locale]: messages } : {};
  });

  const wanted = loaded[locale];
  useEffect(() => {
    if (wanted) return;
    let current = true;
    loadMessages(locale).then(
      (messages) => {
        if (current) setLoaded((previous) => ({ ...previous, [locale]: messages }));
      },
      (error: unknown) => {
        // The page stays readable in English; a failed chunk load is worth seeing, not fatal.
        console.error(`Could not load messages for "${locale}"`, error);
      },
    );
    return () => {
      current = false;
    };
  }, [locale, wanted]);

  const activeLocale: Locale = wanted ? locale : DEFAULT_LOCALE;
  const messages = wanted ?? englishMessages;

  // <html lang> follows the language actually on screen, so assistive technology reads
  // the English fallback as English while Turkish is still loading.
  useEffect(() => {
    document.documentElement.lang = activeLocale;
  }, [activeLocale]);

  const setLocale = useCallback((next: Locale) => {
    storeLocale(next);
    setLocaleState(next);
  }, []);
  const contextValue = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);

  return (
    <LocaleContext value={contextValue}>
      <IntlProvider
        locale={activeLocale}
        defaultLocale={DEFAULT_LOCALE}
        messages={messages}
        onError={onError}
      >
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}
