import { TOKEN_KEY } from '../api/sessionStorage';
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY } from '../i18n/locale';

/** Set on <html> when the prerendered landing page is not what this reader will see. */
export const STALE_ATTRIBUTE = 'data-prerender-stale';

/**
 * The landing page is prerendered for a guest reading English. A reader with a stored session
 * (about to be sent to /dashboard) or another language would see it flash before the app
 * renders; this runs in the head, before the first paint, and hides it for them. Inline, so it
 * costs no request; the server allows exactly this script by its hash.
 */
export const STALE_GUARD_SCRIPT =
  `try{var s=localStorage;if(s.getItem('${TOKEN_KEY}')||` +
  `(s.getItem('${LOCALE_STORAGE_KEY}')||'${DEFAULT_LOCALE}')!=='${DEFAULT_LOCALE}')` +
  `document.documentElement.setAttribute('${STALE_ATTRIBUTE}','')}catch(e){}`;

/** Whether the page holds a prerender the app may take over as it is (hydrate). */
export function canHydratePrerender(container: HTMLElement): boolean {
  return container.hasChildNodes() && !document.documentElement.hasAttribute(STALE_ATTRIBUTE);
}
