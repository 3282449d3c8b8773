import { THEME_CHOICE_ATTRIBUTE, THEME_GLOBAL } from '../theme/themePreference';
import { STALE_ATTRIBUTE } from './staleGuard';

export interface BootConfig {
  /** The app's entry module. */
  entry: string;
  /** Modules to fetch alongside it (its imports and the landing screen's chunks). */
  preload: string[];
  /** Set on <html> when the prerender is hidden for this reader (staleGuard). */
  staleAttribute: string;
  /**
   * When the app starts for a reader who sees the page as rendered: after the first
   * contentful paint (`paint`), or at the first sign the reader is about to use a control
   * (`intent`: a pointer over or a finger on a link or button, keyboard focus, a key).
   */
  startOn: 'paint' | 'intent';
  /** Marks the theme buttons (THEME_CHOICE_ATTRIBUTE). */
  themeChoiceAttribute: string;
  /** Where the head script left its theme function (THEME_GLOBAL). */
  themeGlobal: string;
}

/**
 * Runs inline at the end of the prerendered landing page, so it must stand alone (it is
 * inlined with Function#toString): no imports and nothing from the module around it.
 *
 * It adds the app's scripts at once when the page is hidden for this reader. Otherwise, with
 * `startOn: 'paint'`, after the first contentful paint (or at once when the browser cannot say;
 * after 3 s at the latest), so the page paints from HTML and CSS; with `startOn: 'intent'`, only
 * when the reader is about to use a control, so a reader who only reads downloads no app (the
 * landing page: its links work as plain links, and the page it leads to loads the app; a hover
 * first fills the cache for it). A button pressed before the app has taken the page over
 * would do nothing, so that click is held, the app is started at once, and the click is
 * repeated on the same button as soon as React has hydrated it. The theme buttons are the
 * exception: the head script's theme function (THEME_GLOBAL) shows the stored choice pressed
 * as soon as this runs, and applies and stores a press at once, app or no app.
 */
export function bootAfterPaint(config: BootConfig): void {
  const doc = document;
  const chooseTheme = (window as unknown as Record<string, unknown>)[config.themeGlobal] as
    ((choice?: string) => void) | undefined;
  // The server rendered no pressed state (it cannot know the choice): show the stored one.
  if (typeof chooseTheme === 'function') chooseTheme();
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    config.preload.forEach((href) => {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      doc.head.appendChild(link);
    });
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = config.entry;
    doc.head.appendChild(script);
  };
  // React marks the DOM nodes it has hydrated with a `__reactProps$…` property.
  const hydrated = (element: Element) =>
    Object.keys(element).some((key) => key.indexOf('__reactProps') === 0);
  const replayWhenHydrated = (button: HTMLElement) => {
    const startedAt = Date.now();
    const timer = setInterval(() => {
      if (!button.isConnected || Date.now() - startedAt > 10_000) clearInterval(timer);
      else if (hydrated(button)) {
        clearInterval(timer);
        button.click();
      }
    }, 30);
  };
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      const button = target?.closest?.('button');
      if (!button || hydrated(button)) return;
      const themeChoice = button.getAttribute(config.themeChoiceAttribute);
      if (themeChoice && typeof chooseTheme === 'function') {
        chooseTheme(themeChoice);
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      start();
      replayWhenHydrated(button);
    },
    true,
  );
  if (doc.documentElement.hasAttribute(config.staleAttribute)) {
    start();
    return;
  }
  if (config.startOn === 'intent') {
    const onControl = (event: Event) => {
      const target = event.target as Element | null;
      if (event.type === 'keydown' || target?.closest?.('a,button')) start();
    };
    ['pointerover', 'touchstart', 'focusin', 'keydown'].forEach((type) =>
      doc.addEventListener(type, onControl, { capture: true, passive: true }),
    );
    return;
  }
  try {
    new PerformanceObserver((list) => {
      list.getEntries().forEach((entry) => {
        if (entry.name === 'first-contentful-paint') setTimeout(start);
      });
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
  }
  setTimeout(start, 3000);
}

/** The inline script for a server-rendered page. */
export function bootScript(
  entry: string,
  preload: string[],
  startOn: BootConfig['startOn'],
): string {
  const config: BootConfig = {
    entry,
    preload,
    staleAttribute: STALE_ATTRIBUTE,
    startOn,
    themeChoiceAttribute: THEME_CHOICE_ATTRIBUTE,
    themeGlobal: THEME_GLOBAL,
  };
  return `(${bootAfterPaint.toString()})(${JSON.stringify(config)})`;
}
