export { LocaleProvider, type LocaleProviderProps } from './LocaleProvider';
export { useLocale, type LocaleContextValue } from './LocaleContext';
export {
  CATALOGUE_LANGUAGE,
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_STORAGE_KEY,
  isLocale,
  type Locale,
} from './locale';
export { loadMessages, type MessageId, type Messages } from './messages';
export { formatDate, formatRelativeTime } from './formatRelativeTime';
export {
  GENRES,
  categoryPath,
  genreFromCategoryParam,
  genreMessageId,
  genreSlug,
  type Genre,
} from './genres';
