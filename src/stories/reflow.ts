import { expect, waitFor } from 'storybook/test';

/**
 * WCAG 1.4.10 Reflow: content must be usable at 320 CSS px wide without scrolling sideways.
 * A reader who zooms a 1280 px window to 400 %, or a 640 px one to 200 %, gets a 320 CSS px
 * layout viewport, the same as this story viewport; so a story at 320 px stands for those zoom
 * levels too (browser zoom changes the CSS px width, which is what the layout sees).
 */
export const NARROW_WIDTH = 320;

/** Story globals for the preview's `narrow` viewport (320 px). */
export const narrowGlobals = { viewport: { value: 'narrow' } };

/** A short description of an element for a failure message: tag, class, start of its text. */
function describe(element: Element): string {
  const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
  const className = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
  return `<${element.localName}${className ? `.${className}` : ''}> "${text}"`;
}

/** The innermost elements reaching past the right edge of the page: what to fix. */
function pastTheEdge(limit: number): string[] {
  const wide = [...document.body.querySelectorAll('*')].filter(
    (element) => element.getBoundingClientRect().right > limit + 0.5,
  );
  return wide
    .filter((element) => !wide.some((other) => other !== element && element.contains(other)))
    .slice(0, 5)
    .map(describe);
}

/**
 * Nothing scrolls sideways at the story's width: neither the page nor the story's root nor a main
 * landmark (screens render without the shell, so there is usually none) is wider than it shows.
 */
export async function expectNoHorizontalOverflow(canvasElement: HTMLElement) {
  const page = document.documentElement;
  await expect(window.innerWidth, 'the story viewport').toBe(NARROW_WIDTH);
  await waitFor(() => {
    expect(
      page.scrollWidth,
      `the page scrolls sideways; past the edge: ${pastTheEdge(page.clientWidth).join(', ')}`,
    ).toBeLessThanOrEqual(page.clientWidth);
    for (const box of [canvasElement, ...document.querySelectorAll('main, [role="main"]')]) {
      expect(box.scrollWidth, `${describe(box)} is wider than it shows`).toBeLessThanOrEqual(
        box.clientWidth,
      );
    }
  });
}

/** The element is shown whole within the page's width: not cut off, not off to the side. */
export async function expectWithinWidth(element: HTMLElement) {
  await expect(element).toBeVisible();
  const { left, right } = element.getBoundingClientRect();
  await expect(left, `${describe(element)} starts off the left edge`).toBeGreaterThanOrEqual(0);
  await expect(right, `${describe(element)} ends past the right edge`).toBeLessThanOrEqual(
    document.documentElement.clientWidth,
  );
}
