import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Moving through a page the way a keyboard user does: Tab (or Shift+Tab) until the control is
 * reached, never a click or a programmatic focus.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, maxPresses = 60 }: { backwards?: boolean; maxPresses?: number } = {},
) {
  await expect(target).toBeAttached();
  for (let press = 0; press <= maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${backwards ? 'Shift+Tab' : 'Tab'} never reached ${String(target)}`);
}

/**
 * Why the focused control shows no focus indicator, or null when it does: it must match
 * :focus-visible and draw the focus ring colour, as an outline on itself or on the card it
 * stands for (a book card, a star option), or as the border of a field with its halo.
 */
function missingFocusIndicator(): string | null {
  const element = document.activeElement;
  if (!element || element === document.body) return 'nothing has focus';
  if (!element.matches(':focus-visible')) return 'the focus is not :focus-visible';
  const probe = document.createElement('span');
  probe.style.color = 'var(--color-focus-ring)';
  document.body.append(probe);
  const ring = getComputedStyle(probe).color;
  probe.remove();
  const own = getComputedStyle(element);
  if (own.borderColor === ring && own.boxShadow !== 'none') return null;
  let node: Element | null = element;
  for (let depth = 0; node && depth < 4; depth += 1, node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) {
      if (style.outlineColor === ring) return null;
    }
  }
  const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
  return `<${element.tagName.toLowerCase()}> "${name.trim().slice(0, 40)}" draws no focus ring`;
}

/** The focused control shows it has focus (WCAG 2.4.7), with the ring's colour (1.4.11). */
export async function expectVisibleFocus(page: Page) {
  // Polled: a field's border eases into the ring's colour (a short transition).
  await expect.poll(() => page.evaluate(missingFocusIndicator)).toBeNull();
}

/** Tab, then check the focus indicator: reaching a control and seeing where focus is. */
export async function tabToVisibly(
  page: Page,
  target: Locator,
  options?: { backwards?: boolean; maxPresses?: number },
) {
  await tabTo(page, target, options);
  await expectVisibleFocus(page);
}

/**
 * A modal dialog keeps focus inside (Radix's focus trap): Tab and Shift+Tab cycle through its
 * controls and never reach the page behind it.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator, presses = 8) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      expect(
        await dialog.evaluate((element) => element.contains(document.activeElement)),
        `${key} ${press + 1} stays in the dialog`,
      ).toBe(true);
    }
  }
}
