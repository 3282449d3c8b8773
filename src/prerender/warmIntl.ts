import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY } from '../i18n/locale';

/**
 * The first number and date formats a page builds cost far more than any later one: Intl
 * loads its locale data then (a long task on a phone; docs/performance.md has the cost).
 * The app builds both while it takes a server-rendered page over, in one long task that holds
 * up the reader's first tap. This runs in the head instead, before the stylesheet, while the
 * browser waits for that stylesheet anyway: the time is spent where nothing else could run.
 * Inline, so it costs no request; the server allows it by its hash.
 */
export const WARM_INTL_SCRIPT =
  `try{var l=localStorage.getItem('${LOCALE_STORAGE_KEY}')||'${DEFAULT_LOCALE}';` +
  `new Intl.NumberFormat(l).format(1);new Intl.DateTimeFormat(l,{month:'short'}).format(0)}` +
  `catch(e){}`;
