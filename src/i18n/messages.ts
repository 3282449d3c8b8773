import en from '../locales/en.json';
import { DEFAULT_LOCALE, type Locale } from './locale';

/** Flat catalogue: message id -> ICU message. */
export type Messages = Record<string, string>;

/** Every id the English catalogue defines (English is complete by rule; tests enforce it). */
export type MessageId = keyof typeof en;

export const englishMessages: Messages = en;

// Only Turkish is fetched on demand, so the landing page's bundle carries one catalogue.
const loaders: Record<Exclude<Locale, typeof DEFAULT_LOCALE>, () => Promise<Messages>> = {
  tr: () => import('../locales/tr.json').then((module) => module.default),
};

const cache = new Map<Locale, Messages>([[DEFAULT_LOCALE, englishMessages]]);

/** Messages already loaded for a locale, so a remount or a preloaded locale renders at once. */
export function getLoadedMessages(locale: Locale): Messages | undefined {
  return cache.get(locale);
}

/**
 * The catalogue for a locale with English underneath, so an id missing in a translation
 * shows English instead of the raw id.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return englishMessages;
  const cached = cache.get(locale);
  if (cached) return cached;
  const translated = await loaders[locale]();
  const merged = { ...englishMessages, ...translated };
  cache.set(locale, merged);
  return merged;
}
