import { createContext, useContext } from 'react';
import type { Locale } from './locale';

export interface LocaleContextValue {
  /** The language the reader chose (shown as pressed in the header). */
  locale: Locale;
  /** Switches the language, remembers it in localStorage and updates `<html lang>`. */
  setLocale: (locale: Locale) => void;
}

export const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale() must be used inside <LocaleProvider>');
  return value;
}
