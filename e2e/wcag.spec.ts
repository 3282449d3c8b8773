import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { registerReader, signIn } from './support/readers';

/**
 * The accessibility statement's measured claims (src/screens/accessibility/criteria.ts), on the
 * real pages the server sends, every route as a guest and as a signed-in reader: page titles
 * (WCAG 2.4.2), reflow at 320 and 640 px (1.4.10, 1.4.4), target sizes (2.5.8), text spacing
 * (1.4.12), focus not hidden under the fixed header (2.4.11), the statement in the footer
 * (3.2.6), and axe on the whole page, shell included, in both themes.
 */

// Each test walks every route (some at two widths or in two themes): more than the default minute
// on a busy machine.
test.describe.configure({ timeout: 300_000 });

interface Route {
  url: string;
  /** The page's title in English. */
  title: string;
}

const GUEST_ROUTES: Route[] = [
  { url: '/', title: 'Shelfmark' },
  { url: '/login', title: 'Sign in – Shelfmark' },
  { url: '/register', title: 'Create your account – Shelfmark' },
  { url: '/forgot-password', title: 'Forgot your password? – Shelfmark' },
  { url: '/reset-password?token=not-a-token', title: 'Choose a new password – Shelfmark' },
  { url: '/explore', title: 'Explore – Shelfmark' },
  { url: '/explore?query=dune', title: 'Explore – Shelfmark' },
  { url: '/category/fantasy', title: 'Genre: Fantasy – Shelfmark' },
  { url: '/book/details?id=1', title: 'Book details – Shelfmark' },
  { url: '/user/profile?id=2', title: 'Reader profile – Shelfmark' },
  { url: '/social', title: 'Social – Shelfmark' },
  { url: '/accessibility', title: 'Accessibility statement – Shelfmark' },
  { url: '/no/such/page', title: 'Page not found – Shelfmark' },
];

const READER_ROUTES: Route[] = [
  { url: '/dashboard', title: 'Dashboard – Shelfmark' },
  { url: '/explore', title: 'Explore – Shelfmark' },
  { url: '/book/details?id=1', title: 'Book details – Shelfmark' },
  { url: '/profile', title: 'My Profile – Shelfmark' },
  { url: '/user/profile?id=2', title: 'Reader profile – Shelfmark' },
  { url: '/settings', title: 'Settings – Shelfmark' },
  { url: '/social', title: 'Social – Shelfmark' },
];

/** Opens a route and waits until its screen has loaded and its data has arrived. */
async function open(page: Page, route: Route) {
  await page.goto(route.url);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle(route.title);
}

async function signInReader(page: Page) {
  const reader = await registerReader(page.request, 'wcag');
  await signIn(page, reader);
}

/** Each route as a guest, then each as a signed-in reader (one session for the lot). */
async function forEveryRoute(page: Page, check: (route: Route) => Promise<void>) {
  for (const route of GUEST_ROUTES) await check(route);
  await signInReader(page);
  for (const route of READER_ROUTES) await check(route);
}

test('page titles name every route, in both languages; the footer links to the accessibility statement on every route', async ({
  page,
}) => {
  await forEveryRoute(page, async (route) => {
    await open(page, route);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }),
    ).toHaveAttribute('href', '/accessibility');
  });
  await page.goto('/settings');
  await page.getByRole('button', { name: 'TR Switch to Turkish' }).click();
  await expect(page).toHaveTitle('Ayarlar – Shelfmark');
  await page.goto('/category/fantasy');
  await expect(page).toHaveTitle('Tür: Fantastik – Shelfmark');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Erişilebilirlik' }),
  ).toBeVisible();
});

test('reflow: every route at 320 px, and at 640 px (200 % zoom), without scrolling sideways', async ({
  page,
}) => {
  for (const width of [320, 640]) {
    await page.setViewportSize({ width, height: 800 });
    await forEveryRoute(page, async (route) => {
      await open(page, route);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${route.url} at ${width} px`).toBeLessThanOrEqual(width);
    });
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
  }
});

/**
 * Every control smaller than 24 by 24 CSS pixels that WCAG 2.5.8's exceptions do not cover: a
 * link inside a sentence is exempt, a control whose ::after covers a card is measured as the
 * card, a visually hidden radio as its label, and an undersized target passes when a 24 px
 * circle on its centre touches no other target (the spacing exception).
 */
function undersizedTargets(): { checked: number; problems: string[] } {
  const selector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="radio"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';
  const visible = (element: Element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return style.visibility !== 'hidden' && box.width > 1 && box.height > 1;
  };
  const targetBox = (element: Element): DOMRect => {
    // A visually hidden native input is operated through its label.
    const label = element.closest('label');
    if (label && element.getBoundingClientRect().width <= 1) return label.getBoundingClientRect();
    // A link whose ::after is stretched over its card (book cards): the card is the target.
    const after = getComputedStyle(element, '::after');
    if (after.content !== 'none' && after.position === 'absolute') {
      let holder = element.parentElement;
      while (holder && getComputedStyle(holder).position === 'static') {
        holder = holder.parentElement;
      }
      if (holder) return holder.getBoundingClientRect();
    }
    return element.getBoundingClientRect();
  };
  const inSentence = (element: Element) => {
    if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
    const parent = element.parentElement;
    return (parent?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
  };
  const candidates = [...document.querySelectorAll(selector)].filter(
    (element) =>
      (visible(element) || visible(element.closest('label') ?? element)) &&
      !element.closest('[aria-hidden="true"], [hidden]'),
  );
  const targets = candidates.map((element) => ({ element, box: targetBox(element) }));
  const centre = (box: DOMRect) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
    Math.hypot(
      Math.max(box.left - point.x, 0, point.x - box.right),
      Math.max(box.top - point.y, 0, point.y - box.bottom),
    );
  const small = (box: DOMRect) => box.width < 23.5 || box.height < 23.5;
  const problems: string[] = [];
  for (const { element, box } of targets) {
    if (!small(box) || inSentence(element)) continue;
    const own = centre(box);
    const crowded = targets.some(({ element: other, box: otherBox }) => {
      if (other === element || other.contains(element) || element.contains(other)) return false;
      if (otherBox.width === box.width && otherBox.x === box.x && otherBox.y === box.y) {
        return false; // the same target reached through two elements
      }
      if (distanceToBox(own, otherBox) < 12) return true;
      const theirs = centre(otherBox);
      return small(otherBox) && Math.hypot(own.x - theirs.x, own.y - theirs.y) < 24;
    });
    if (crowded) {
      const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
      problems.push(
        `<${element.tagName.toLowerCase()}> "${name.trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      );
    }
  }
  return { checked: targets.length, problems };
}

test('target size: every control is at least 24 by 24 px or exempt, on a desktop and a phone', async ({
  page,
}) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await forEveryRoute(page, async (route) => {
      await open(page, route);
      const { checked, problems } = await page.evaluate(undersizedTargets);
      // Every page has at least the header's controls and the footer's link.
      expect(checked, `${route.url} at ${width} px`).toBeGreaterThan(4);
      expect(problems, `${route.url} at ${width} px`).toEqual([]);
    });
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
  }
});

/** WCAG 1.4.12's spacing, forced on everything, as the Understanding document's bookmarklet. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * Text cut off by its box: an element with its own text that clips its overflow and holds more
 * than it shows. Deliberate truncation (an ellipsis or a line clamp, with the whole text a link
 * away) is left out, as it truncates with or without the spacing.
 */
function clippedText(): string[] {
  const problems: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const ownText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
    if (!ownText || element.closest('.visually-hidden, [aria-hidden="true"]')) continue;
    const style = getComputedStyle(element);
    if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') continue;
    const clips = [style.overflowX, style.overflowY].some((value) =>
      ['hidden', 'clip', 'auto', 'scroll'].includes(value),
    );
    if (!clips) continue;
    const html = element as HTMLElement;
    if (html.scrollHeight > html.clientHeight + 1 || html.scrollWidth > html.clientWidth + 1) {
      problems.push(
        `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      );
    }
  }
  return problems;
}

test('text spacing: no text is cut off and nothing scrolls sideways, on a desktop and a phone', async ({
  page,
}) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await forEveryRoute(page, async (route) => {
      await open(page, route);
      await page.addStyleTag({ content: TEXT_SPACING });
      const where = `${route.url} at ${width} px`;
      // The spacing applies (the page's CSP allows inline styles).
      expect(await page.evaluate(() => getComputedStyle(document.body).wordSpacing)).not.toBe(
        '0px',
      );
      expect(await page.evaluate(clippedText), where).toEqual([]);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, where).toBeLessThanOrEqual(width);
    });
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
  }
});

test('focus is not hidden under the header when tabbing back up a page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  const hiddenUnderHeader = () => {
    const focused = document.activeElement;
    const header = document.querySelector('header');
    if (!focused || !header || header.contains(focused) || focused === document.body) return null;
    // The skip link is drawn above the header, where nothing covers it.
    if (focused.getAttribute('href') === '#main') return null;
    const box = focused.getBoundingClientRect();
    return box.bottom <= header.getBoundingClientRect().bottom
      ? `"${(focused.textContent ?? '').trim().slice(0, 30)}" ends at ${Math.round(box.bottom)} px`
      : null;
  };
  const longPages: Route[] = [
    { url: '/category/fantasy', title: 'Genre: Fantasy – Shelfmark' },
    { url: '/explore', title: 'Explore – Shelfmark' },
    { url: '/accessibility', title: 'Accessibility statement – Shelfmark' },
  ];
  for (const route of longPages) {
    await open(page, route);
    // From the end of the page, up through every control to the header.
    await page.keyboard.press('Shift+Tab');
    for (let press = 0; press < 80; press += 1) {
      expect(await page.evaluate(hiddenUnderHeader), `${route.url}, Shift+Tab ${press}`).toBeNull();
      if (await page.evaluate(() => Boolean(document.activeElement?.closest('header')))) break;
      await page.keyboard.press('Shift+Tab');
    }
  }
});

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

test('axe finds no WCAG A or AA violation on the real pages, in the light and the dark theme', async ({
  page,
}) => {
  const violations = async (where: string) => {
    // Evaluated by the browser's debugger, which the page's CSP does not govern.
    await page.evaluate(axeSource);
    const found = await page.evaluate(async () => {
      const { axe } = window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            passes: unknown[];
            violations: { id: string; nodes: { target: string[] }[] }[];
          }>;
        };
      };
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      });
      if (result.passes.length === 0) return ['axe checked nothing'];
      return result.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    });
    expect(found, where).toEqual([]);
  };
  await forEveryRoute(page, async (route) => {
    for (const theme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: theme as 'light' | 'dark' });
      await open(page, route);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('audio, video')).toHaveCount(0);
      await violations(`${route.url} (${theme})`);
    }
  });
});
