import { expect, test, type Page } from '@playwright/test';

/**
 * The reader's theme applies before the first paint on the three kinds of page: the
 * prerendered landing, the server-rendered book page and the empty shell. The head script that
 * does it is inline, allowed by the CSP through its hash: a refused script would leave the first
 * frame without a theme (the app sets it only later) and log a CSP violation.
 */
const PAGES = ['/', '/book/details?id=1', '/explore'];

/** Records <html data-theme> at the first animation frame, which comes before the first paint. */
async function watchFirstFrame(page: Page, stored?: string | null) {
  // Init scripts run again on every navigation: `undefined` leaves the storage as it is.
  await page.addInitScript((theme) => {
    if (theme === null) localStorage.removeItem('theme');
    else if (theme !== undefined) localStorage.setItem('theme', theme);
    requestAnimationFrame(() => {
      (window as unknown as { firstFrameTheme?: string }).firstFrameTheme =
        document.documentElement.dataset.theme ?? 'none';
    });
  }, stored);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to execute/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

const firstFrameTheme = (page: Page) =>
  page
    .waitForFunction(() => (window as unknown as { firstFrameTheme?: string }).firstFrameTheme)
    .then((handle) => handle.jsonValue());

for (const url of PAGES) {
  test(`${url}: a stored dark theme is there at the first frame, with no CSP violation`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const violations = await watchFirstFrame(page, 'dark');
    await page.goto(url);
    expect(await firstFrameTheme(page)).toBe('dark');
    await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'dark');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1c1815');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(28, 24, 21)',
    );
    expect(violations).toEqual([]);
  });

  test(`${url}: with no choice stored the system's dark scheme is followed`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const violations = await watchFirstFrame(page, null);
    await page.goto(url);
    expect(await firstFrameTheme(page)).toBe('dark');
    expect(violations).toEqual([]);
  });
}

test('a choice in the header is kept, and "match the system" follows it live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await watchFirstFrame(page);
  await page.goto('/explore');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  expect(await firstFrameTheme(page)).toBe('dark');
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: 'Match the system theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-theme', 'light');
});

test('the prerendered landing hydrates with the stored choice pressed, without a mismatch', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await watchFirstFrame(page, 'dark');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  expect(await firstFrameTheme(page)).toBe('dark');
  // The prerender was made for the default choice; the app starts when a control is reached for.
  const dark = page.getByRole('button', { name: 'Dark theme' });
  await dark.hover();
  await expect(dark).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Match the system theme' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(errors).toEqual([]);
});

/** The pressed state of the header's three theme buttons, by name. */
const themeButtons = (page: Page) => ({
  light: page.getByRole('button', { name: 'Light theme' }),
  dark: page.getByRole('button', { name: 'Dark theme' }),
  system: page.getByRole('button', { name: 'Match the system theme' }),
});

for (const url of PAGES) {
  test(`${url}: after choosing Dark and reloading, the control shows Dark pressed at once`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await watchFirstFrame(page);
    await page.goto(url);
    const buttons = themeButtons(page);
    await buttons.dark.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.reload();
    // Read before anything on the page is touched (the landing's app starts only on intent), and
    // as soon as the control is there: at once on the server's pages, once the app has drawn the
    // header on /explore. The first state seen is the one checked, not a later correction.
    const pressed = await page
      .waitForFunction(() => {
        const buttons = Array.from(
          document.querySelectorAll<HTMLElement>('[role="group"][aria-label="Theme"]'),
        )
          .find((group) => group.offsetParent !== null)
          ?.querySelectorAll('button');
        if (!buttons?.length) return null;
        return Array.from(buttons, (button) => [
          button.getAttribute('aria-label'),
          button.getAttribute('aria-pressed'),
        ]);
      })
      .then((handle) => handle.jsonValue());
    expect(pressed).toEqual([
      ['Light theme', 'false'],
      ['Dark theme', 'true'],
      ['Match the system theme', 'false'],
    ]);
    await expect(buttons.dark).toHaveAttribute('aria-pressed', 'true');
    await expect(buttons.system).toHaveAttribute('aria-pressed', 'false');
  });

  test(`${url}: a click applies and stores the theme before its handler returns`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await watchFirstFrame(page);
    await page.goto(url);
    await expect(themeButtons(page).dark).toBeVisible();
    // The click, then what the page shows and stores before anything else runs.
    const after = await page.evaluate(async () => {
      const dark = () =>
        document.querySelector<HTMLButtonElement>('button[aria-label="Dark theme"]')!;
      dark().click();
      const applied = {
        theme: document.documentElement.dataset.theme,
        stored: localStorage.getItem('theme'),
      };
      // The control may redraw in the next frame, no later.
      await new Promise(requestAnimationFrame);
      return { ...applied, pressed: dark().getAttribute('aria-pressed') };
    });
    expect(after).toEqual({ theme: 'dark', stored: 'dark', pressed: 'true' });
  });

  test(`${url}: a reload right after the click keeps the choice`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await watchFirstFrame(page);
    await page.goto(url);
    await themeButtons(page).dark.click({ noWaitAfter: true });
    await page.reload();
    expect(await firstFrameTheme(page)).toBe('dark');
    await expect(themeButtons(page).dark).toHaveAttribute('aria-pressed', 'true');
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const url of PAGES.filter((page) => page !== '/explore')) {
    test(`${url}: no theme button claims a pressed state it cannot know`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(url);
      const group = page.getByRole('group', { name: 'Theme' });
      await expect(group.getByRole('button')).toHaveCount(3);
      await expect(group.locator('[aria-pressed]')).toHaveCount(0);
    });
  }
});
