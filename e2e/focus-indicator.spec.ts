import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { contrastRatio, parseColour } from '../src/docs/contrast';
import { registerReader, signIn, type Reader } from './support/readers';

/**
 * Every focus stop shows where focus is (WCAG 2.4.7, 2.4.11, 1.4.11): on each route, Tab from
 * the top through the page and through each dialog or menu that a stop opens, and at every stop
 * the focused element (or the card it stands for) draws an outline or a box-shadow ring at
 * least 2 px wide with at least 3:1 contrast against what it is drawn on. Also the toasts'
 * region that Alt+T focuses, each toast in it, and the control focus goes back to on leaving.
 * The stops per route are capped so the walk stays quick.
 */

const STOPS_PER_ROUTE = 28;
const STOPS_PER_DIALOG = 10;
const MIN_WIDTH = 2;
const MIN_CONTRAST = 3;

/** Dialogs opened from a screen's state rather than a Radix trigger (no aria-haspopup). */
const STATE_DIALOG_OPENERS = ['Set a goal', 'Edit goal'];

interface Ring {
  /** The ring's colour, composited over the background when translucent. */
  colour: string;
  width: number;
  background: string;
  via: string;
}

interface FocusStop {
  /** How the stop reads in a failure: tag, name, route. */
  label: string;
  /** A key for the stop, to see when Tab has come round. */
  key: string;
  body: boolean;
  rings: Ring[];
  opener: boolean;
}

/**
 * In the page: the focused element and every ring it or its nearest ancestors draw (an outline,
 * or a box-shadow's spread), each with the background it is drawn on.
 */
function describeFocus(stateOpeners: string[]): FocusStop {
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement) {
    return { label: 'body', key: 'body', body: true, rings: [], opener: false };
  }
  const parse = (value: string) => {
    const match = /rgba?\(([^)]+)\)/.exec(value);
    if (!match?.[1]) return null;
    const parts = match[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return { r: parts[0] ?? 0, g: parts[1] ?? 0, b: parts[2] ?? 0, a: parts[3] ?? 1 };
  };
  const backgroundOf = (node: Element | null): { r: number; g: number; b: number } => {
    const layers: { r: number; g: number; b: number; a: number }[] = [];
    for (let current = node; current; current = current.parentElement) {
      const colour = parse(getComputedStyle(current).backgroundColor);
      if (colour && colour.a > 0) {
        layers.push(colour);
        if (colour.a >= 1) break;
      }
    }
    let base = parse(getComputedStyle(document.body).backgroundColor) ?? {
      r: 255,
      g: 255,
      b: 255,
      a: 1,
    };
    for (const layer of layers.reverse()) {
      base = {
        r: layer.r * layer.a + base.r * (1 - layer.a),
        g: layer.g * layer.a + base.g * (1 - layer.a),
        b: layer.b * layer.a + base.b * (1 - layer.a),
        a: 1,
      };
    }
    return base;
  };
  const css = ({ r, g, b }: { r: number; g: number; b: number }) =>
    `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;
  const over = (
    colour: { r: number; g: number; b: number; a: number },
    back: { r: number; g: number; b: number },
  ) =>
    css({
      r: colour.r * colour.a + back.r * (1 - colour.a),
      g: colour.g * colour.a + back.g * (1 - colour.a),
      b: colour.b * colour.a + back.b * (1 - colour.a),
    });
  const rings: Ring[] = [];
  let node: Element | null = element;
  for (let depth = 0; node && depth < 4; depth += 1, node = node.parentElement) {
    const style = getComputedStyle(node);
    // A ring drawn outside the box (outline with offset, or a shadow) lies on the parent's
    // background; one drawn inside it on the element's own.
    const outside = backgroundOf(node.parentElement);
    const outline = parse(style.outlineColor);
    if (style.outlineStyle !== 'none' && outline && parseFloat(style.outlineWidth) > 0) {
      const inset = parseFloat(style.outlineOffset) < 0;
      const back = inset ? backgroundOf(node) : outside;
      rings.push({
        colour: over(outline, back),
        width: parseFloat(style.outlineWidth),
        background: css(back),
        via: `outline on <${node.tagName.toLowerCase()}>`,
      });
    }
    // A field shows focus as a border in the ring's colour with a halo around it (field.module.css):
    // together they are the indicator, as wide as both, in the border's colour.
    const border = parse(style.borderTopColor);
    const halo = /(-?[\d.]+)px\s*$/.exec(
      style.boxShadow.replace(/rgba?\([^)]*\)|color\([^)]*\)/g, '').trim(),
    );
    if (depth === 0 && border && border.a >= 1 && halo?.[1] && style.boxShadow !== 'none') {
      rings.push({
        colour: css(border),
        width: parseFloat(style.borderTopWidth) + parseFloat(halo[1]),
        background: css(outside),
        via: `border and halo on <${node.tagName.toLowerCase()}>`,
      });
    }
    if (style.boxShadow !== 'none') {
      for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
        const colour = parse(shadow);
        const lengths = shadow
          .replace(/rgba?\([^)]*\)/, '')
          .trim()
          .split(/\s+/)
          .filter((part) => part.endsWith('px'))
          .map(parseFloat);
        const spread = lengths[3] ?? 0;
        if (!colour || spread <= 0) continue;
        const back = shadow.includes('inset') ? backgroundOf(node) : outside;
        rings.push({
          colour: over(colour, back),
          width: spread,
          background: css(back),
          via: `box-shadow on <${node.tagName.toLowerCase()}>`,
        });
      }
    }
  }
  const name = (
    element.getAttribute('aria-label') ??
    element.getAttribute('title') ??
    element.textContent ??
    ''
  )
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, 50);
  const tag = element.tagName.toLowerCase();
  const popup = element.getAttribute('aria-haspopup');
  return {
    label: `<${tag}> "${name}"`,
    key: `${tag}|${name}|${element.id}|${Array.from(element.parentElement?.children ?? []).indexOf(element)}`,
    body: false,
    rings,
    opener:
      (popup === 'dialog' || popup === 'menu' || stateOpeners.includes(name)) &&
      element.getAttribute('aria-expanded') !== 'true',
  };
}

/** Why the stop shows no indicator, or null when one ring is wide enough and contrasts. */
function missingIndicator(stop: FocusStop): string | null {
  const good = stop.rings.find(
    (ring) =>
      ring.width >= MIN_WIDTH &&
      parseColour(ring.colour) !== null &&
      (contrastRatio(ring.colour, ring.background) ?? 0) >= MIN_CONTRAST,
  );
  if (good) return null;
  const seen = stop.rings
    .map(
      (ring) =>
        `${ring.via}: ${ring.width}px ${ring.colour} on ${ring.background} ` +
        `(${(contrastRatio(ring.colour, ring.background) ?? 0).toFixed(2)}:1)`,
    )
    .join('; ');
  return `${stop.label} draws no ring of ${MIN_WIDTH}px at ${MIN_CONTRAST}:1${seen ? ` (${seen})` : ''}`;
}

const focusStop = (page: Page) => page.evaluate(describeFocus, STATE_DIALOG_OPENERS);

/** Checks the focused element, polled briefly: a field's border eases into the ring colour. */
async function expectIndicator(page: Page, where: string): Promise<FocusStop> {
  let stop = await focusStop(page);
  await expect
    .poll(
      async () => {
        stop = await focusStop(page);
        return stop.body ? null : missingIndicator(stop);
      },
      { message: where, timeout: 1500 },
    )
    .toBeNull();
  return stop;
}

/** Tabs through an open dialog or menu, checking each stop, then closes it with Escape. */
async function walkPopup(page: Page, where: string) {
  const popup = page.locator('[role="dialog"], [role="menu"]').last();
  await expect(popup).toBeVisible();
  const menu = (await popup.getAttribute('role')) === 'menu';
  const seen = new Set<string>();
  for (let stop = 0; stop < STOPS_PER_DIALOG; stop += 1) {
    const current = await expectIndicator(page, `${where}, stop ${stop + 1}`);
    if (seen.has(current.key)) break;
    seen.add(current.key);
    await page.keyboard.press(menu ? 'ArrowDown' : 'Tab');
  }
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
}

/** Tabs from the top of the loaded page, checking every stop and walking what they open. */
async function walkRoute(page: Page, url: string) {
  const seen = new Set<string>();
  const failures: string[] = [];
  let stops = 0;
  for (let press = 0; press < STOPS_PER_ROUTE; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (stop.body) continue;
    if (seen.has(stop.key)) break;
    seen.add(stop.key);
    stops += 1;
    const problem = await expectIndicator(page, `${url}: ${stop.label}`)
      .then(() => null)
      .catch(() => focusStop(page).then(missingIndicator));
    if (problem) failures.push(problem);
    if (stop.opener) {
      await page.keyboard.press('Enter');
      await walkPopup(page, `${url}: opened from ${stop.label}`);
      // Focus is back on the opener: its ring shows again.
      await expectIndicator(page, `${url}: back on ${stop.label}`);
    }
  }
  expect(failures, `focus stops on ${url} without a visible indicator`).toEqual([]);
  expect(stops, `${url} has focus stops`).toBeGreaterThan(3);
}

/** The book the guests' routes open, and a reader who read it (their profile has shelves). */
async function firstBook(page: Page) {
  const response = await page.request.post('/api/books/discover/most-reads', {
    data: { limit: 1 },
  });
  const { books } = (await response.json()) as { books: { id: number }[] };
  const [book] = books;
  if (!book) throw new Error('the catalogue has no books');
  return book;
}

const GUEST_ROUTES = [
  '/',
  '/login',
  '/register',
  '/explore',
  '/category/fantasy',
  '/accessibility',
];

// One test per route: each walk has its own time, so a loaded machine slows a route down without
// running the whole walk out of time, and a failure names its route.
for (const route of [...GUEST_ROUTES, 'the book page']) {
  test(`guests: every focus stop on ${route} shows a ring`, async ({ page }) => {
    const url =
      route === 'the book page' ? `/book/details?id=${(await firstBook(page)).id}` : route;
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await walkRoute(page, url);
  });
}

/** A signed-in reader who follows another, whose profile the walk also visits. */
async function signInFollowing(page: Page, request: APIRequestContext) {
  const reader: Reader = await registerReader(request, 'focus', {
    name: 'Audre',
    surname: 'Lorde',
  });
  const other = await registerReader(request, 'focusother', { name: 'Mary', surname: 'Oliver' });
  const followed = await request.post('/api/follows/follow-user', {
    headers: { authorization: `Bearer ${reader.token}` },
    data: { following_id: other.id },
  });
  expect(followed.ok()).toBe(true);
  await signIn(page, reader);
  return other;
}

const READER_ROUTES = [
  '/dashboard',
  '/profile',
  'the followed reader',
  '/settings',
  '/social',
  '/stats',
  '/settings/import',
];

for (const route of READER_ROUTES) {
  test(`signed in: every focus stop on ${route} shows a ring`, async ({ page, request }) => {
    const other = await signInFollowing(page, request);
    const url = route === 'the followed reader' ? `/user/profile?id=${other.id}` : route;
    await page.goto(url);
    // Not every reader screen has its heading before its data: wait for the page to settle.
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await walkRoute(page, url);
  });
}

test('the toasts that Alt+T focuses, each toast, and the control focus returns to show a ring', async ({
  page,
}) => {
  const book = await firstBook(page);
  await page.goto(`/book/details?id=${book.id}`);
  // A guest's like asks them to sign in, in a toast; the button keeps focus.
  const like = page.getByRole('button', { name: /like/i }).first();
  await like.focus();
  await page.keyboard.press('Enter');
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  await expectIndicator(page, 'the like button, before Alt+T');

  await page.keyboard.press('Alt+T');
  await expect(page.locator('[data-sonner-toaster]')).toBeFocused();
  await expectIndicator(page, 'the toasts region after Alt+T');
  await page.keyboard.press('Tab');
  await expect(toast).toBeFocused();
  await expectIndicator(page, 'a toast');
  await page.keyboard.press('Tab');
  await expect(toast.getByRole('button', { name: 'Close notification' })).toBeFocused();
  await expectIndicator(page, "a toast's close button");

  // Leaving the region gives focus back to where the reader was, with its ring.
  await page.keyboard.press('Tab');
  await expect(like).toBeFocused();
  await expectIndicator(page, 'the like button, after leaving the toasts');

  // Leaving backwards, from the region itself, does the same.
  await page.keyboard.press('Alt+T');
  await expect(page.locator('[data-sonner-toaster]')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(like).toBeFocused();
  await expectIndicator(page, 'the like button, after Shift+Tab out of the toasts');
});
