import { useEffect, type CSSProperties } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { toast, Toaster as SonnerToaster, type ToasterProps as SonnerOptions } from 'sonner';
import { toasterMounted } from './toasterLoader';
import styles from './Toaster.module.css';

const messages = defineMessages({
  label: { id: 'component.toaster.label', defaultMessage: 'Notifications' },
  close: { id: 'component.toaster.close', defaultMessage: 'Close notification' },
});

/** Default time on screen, from the spec's toast container (a kind's own duration wins). */
export const TOAST_DEFAULT_DURATION = 3000;
const BELOW_HEADER = {
  top: 'calc(var(--header-height, 4rem) + var(--space-2))',
  right: 'var(--space-4)',
  left: 'var(--space-4)',
};

/** How many toasts are visible at once; older ones stack behind. */
export const TOAST_VISIBLE_LIMIT = 4;

export interface SonnerToasterProps {
  /** Colour scheme; "system" follows the operating system. Tokens style the toasts either way. */
  theme?: SonnerOptions['theme'];
}

/**
 * sonner pauses timers on hover and while the tab is hidden, but not when the window merely
 * loses focus (another window in front). It pauses while the list is "expanded", which it sets
 * from React mouse events, so a synthetic mousemove on blur and mouseout on focus reuse that.
 */
function usePauseWhileWindowBlurred() {
  useEffect(() => {
    const lists = () => document.querySelectorAll<HTMLElement>('[data-sonner-toaster]');
    const pause = () =>
      lists().forEach((list) => list.dispatchEvent(new MouseEvent('mousemove', { bubbles: true })));
    const resume = () =>
      lists().forEach((list) =>
        list.dispatchEvent(
          new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }),
        ),
      );
    window.addEventListener('blur', pause);
    window.addEventListener('focus', resume);
    return () => {
      window.removeEventListener('blur', pause);
      window.removeEventListener('focus', resume);
    };
  }, []);
}

/** The list's own stops in Tab order: each toast and the buttons in it (what the browser visits). */
function tabStops(list: Element): HTMLElement[] {
  return Array.from(
    list.querySelectorAll<HTMLElement>('[tabindex], a[href], button, input, select, textarea'),
  ).filter(
    (node) =>
      node.tabIndex >= 0 &&
      !(node as HTMLButtonElement).disabled &&
      !node.closest('[inert]') &&
      node.getClientRects().length > 0,
  );
}

/**
 * Alt+T takes focus into the toasts, and sonner gives it back to where the reader was once it
 * leaves them. But the list is the page's last stop: Tab past its end first leaves the page for
 * the browser's own controls, and sonner's focus() then lands in a page that has no focus, so the
 * control shows no ring and the next Tab starts from the top. Tab past the end (or Shift+Tab
 * before the start) goes back from the key press itself instead, while the page still has focus:
 * the browser counts that as keyboard focus and draws the ring, and a mouse click never does.
 */
function useTabOutOfToastsReturnsFocus() {
  useEffect(() => {
    const listOf = (node: EventTarget | null) =>
      node instanceof Element ? node.closest('[data-sonner-toaster]') : null;
    let origin: HTMLElement | null = null;
    const remember = (event: FocusEvent) => {
      if (!listOf(event.target) || listOf(event.relatedTarget)) return;
      origin = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
    };
    const leave = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey) return;
      const list = listOf(event.target);
      if (!list || !origin?.isConnected) return;
      const stops = tabStops(list);
      const at = stops.indexOf(event.target as HTMLElement);
      if (event.shiftKey ? at > 0 : at < stops.length - 1) return;
      event.preventDefault();
      origin.focus({ preventScroll: true });
    };
    document.addEventListener('focusin', remember);
    document.addEventListener('keydown', leave);
    return () => {
      document.removeEventListener('focusin', remember);
      document.removeEventListener('keydown', leave);
    };
  }, []);
}

/** The toast container itself: top-right, closable, pausable, swipe to dismiss. */
export function Toaster({ theme = 'light' }: SonnerToasterProps) {
  const intl = useIntl();
  usePauseWhileWindowBlurred();
  useTabOutOfToastsReturnsFocus();
  // sonner's list subscribes in its own effect, which runs before this one: toasts that
  // waited for the container can be shown now.
  useEffect(() => toasterMounted(toast), []);
  return (
    <SonnerToaster
      theme={theme}
      className={styles.toaster}
      position="top-right"
      duration={TOAST_DEFAULT_DURATION}
      visibleToasts={TOAST_VISIBLE_LIMIT}
      closeButton
      swipeDirections={['right', 'top']}
      gap={12}
      // Below the fixed header, never over its language, theme and account buttons.
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      containerAriaLabel={intl.formatMessage(messages.label)}
      // Token-driven colours: sonner reads these custom properties.
      style={
        {
          '--normal-bg': 'var(--color-surface)',
          '--normal-border': 'var(--color-border)',
          '--normal-text': 'var(--color-text)',
          '--border-radius': 'var(--radius-lg)',
          '--width': '22rem',
          fontFamily: 'var(--font-sans)',
        } as CSSProperties
      }
      toastOptions={{
        closeButtonAriaLabel: intl.formatMessage(messages.close),
        classNames: {
          toast: styles.toast,
          title: styles.title,
          description: styles.description,
          icon: styles.icon,
          closeButton: styles.close,
        },
      }}
    />
  );
}
