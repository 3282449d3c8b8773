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

/**
 * Readies `container` for the app and says how to start it: true to hydrate the prerendered
 * page it holds; false when there is none or the guard hid it, in which case the container is
 * emptied and unhidden for a fresh render.
 */
export function takeOverPrerender(container: HTMLElement): boolean {
  const root = document.documentElement;
  if (container.hasChildNodes() && !root.hasAttribute(STALE_ATTRIBUTE)) return true;
  container.replaceChildren();
  root.removeAttribute(STALE_ATTRIBUTE);
  return false;
}
