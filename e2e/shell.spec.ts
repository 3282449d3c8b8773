import { expect, test } from '@playwright/test';

test.describe('the app shell against the real server', () => {
  test('landing, language switch that survives a reload, and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Discover your next favorite book.' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    await page.getByRole('button', { name: /Switch to Turkish/ }).click();
    await expect(
      page.getByRole('heading', { name: 'Bir sonraki favori kitabınızı keşfedin.' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Bir sonraki favori kitabınızı keşfedin.' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  });

  test('guards and history fallback: deep links load, guests are sent to /login, unknown routes get 404', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Explore books' }).click();
    await expect(page).toHaveURL(/\/explore$/);
  });

  test('mobile menu opens and closes on an outside mousedown, even on a page not yet taken over', async ({
    page,
  }) => {
    // The landing screen's code is held back, so the page below the header is still the
    // server's HTML when the reader presses on it (as on a slow connection).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/LandingScreen-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const explore = page.getByRole('banner').getByRole('link', { name: 'Explore' });
    await expect(explore).toBeVisible();
    await page.mouse.move(180, 600);
    await page.mouse.down();
    await page.mouse.up();
    await expect(explore).toBeHidden();
    release();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(explore).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(explore).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the server answers API errors with codes, not pages', async ({ request }) => {
    const missing = await request.post('/api/no/such/call', { data: {} });
    expect(missing.status()).toBe(404);
    expect((await missing.json()).status.code).toBe('3');
  });
});

test.describe('the prerendered landing page', () => {
  test('reads without JavaScript: headline, join link and the hero picture', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Discover your next favorite book.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/register');
    const hero = page.locator('main picture img');
    await expect(hero).toHaveAttribute('width', '2400');
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await context.close();
  });

  test('a guest who only reads downloads no app; reaching for a control loads it', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/.+\.js$/.test(request.url())) scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(500);
    expect(scripts).toEqual([]);

    const turkish = page.getByRole('button', { name: /Switch to Turkish/ });
    await turkish.hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    await turkish.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bir sonraki favori kitabınızı keşfedin.' }),
    ).toBeVisible();
  });

  test('built last year, read on New Year: the app keeps the page and then shows the new year', async ({
    page,
  }) => {
    const nextYear = new Date().getFullYear() + 1;
    await page.clock.setFixedTime(new Date(nextYear, 0, 1, 9, 0));
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    // Marks the prerendered node: React rendering the page afresh would replace it.
    await heading.evaluate((node) => node.setAttribute('data-prerendered', ''));
    await page.getByRole('button', { name: /Switch to Turkish/ }).hover();
    await expect(page.getByRole('contentinfo')).toContainText(String(nextYear));
    await expect(heading).toHaveAttribute('data-prerendered', '');
    expect(errors).toEqual([]);
  });

  test('a Turkish reader gets the page in Turkish, and a signed-in reader the dashboard', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('locale', 'tr'));
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bir sonraki favori kitabınızı keşfedin.' }),
    ).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-prerender-stale');

    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await page.goto('/login');
    await page.getByLabel('Email').fill('ada@shelfmark.test');
    await page.getByLabel('Password', { exact: true }).fill('Shelfmark2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  });
});
