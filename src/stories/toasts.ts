import { toast } from 'sonner';
import { expect, waitFor, within } from 'storybook/test';

/**
 * sonner keeps toasts in a module-level store: a screen's `beforeEach` starts every story from
 * an empty one.
 */
export function dismissToasts() {
  toast.dismiss();
}

/** sonner loads with the first toast: its chunk may take a while on a loaded machine. */
const TOAST_WAIT = { timeout: 4000 };

/**
 * The mounted toast that holds `text`. The same text may also be on the page (a field's
 * message, a heading): the copy inside a toast is the one returned.
 */
export async function findToast(text: string): Promise<HTMLElement> {
  const element = await locateToast(text);
  await waitFor(() => expect(element).toHaveAttribute('data-mounted', 'true'), TOAST_WAIT);
  return element;
}

function locateToast(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const inToast = within(document.body)
      .getAllByText(text)
      .map((node) => node.closest<HTMLElement>('[data-sonner-toast]'))
      .find((node) => node !== null);
    if (!inToast) throw new Error(`"${text}" is not inside a toast`);
    return inToast;
  }, TOAST_WAIT);
}

/**
 * Pauses the toasts' timers (as when the window loses focus), so a toast of two seconds is
 * still there for the screenshot on a slow machine, and waits until the pause shows: the list
 * expands, which moves stacked toasts apart.
 */
export async function pauseToasts() {
  window.dispatchEvent(new Event('blur'));
  await waitFor(() => {
    const toasts = document.querySelectorAll('[data-sonner-toast]');
    expect(toasts.length).toBeGreaterThan(0);
    for (const element of toasts) expect(element).toHaveAttribute('data-expanded', 'true');
  }, TOAST_WAIT);
}

/** The toast that holds `text`, paused the moment it is found (see pauseToasts), mounted. */
export async function findPausedToast(text: string): Promise<HTMLElement> {
  const element = await locateToast(text);
  await pauseToasts();
  await waitFor(() => expect(element).toHaveAttribute('data-mounted', 'true'), TOAST_WAIT);
  return element;
}
