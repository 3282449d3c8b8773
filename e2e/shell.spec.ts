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

  test('mobile menu opens and closes on an outside mousedown', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const explore = page.getByRole('banner').getByRole('link', { name: 'Explore' });
    await expect(explore).toBeVisible();
    await page.mouse.move(180, 600);
    await page.mouse.down();
    await page.mouse.up();
    await expect(explore).toBeHidden();
  });

  test('the server answers API errors with codes, not pages', async ({ request }) => {
    const missing = await request.post('/api/no/such/call', { data: {} });
    expect(missing.status()).toBe(404);
    expect((await missing.json()).status.code).toBe('3');
  });
});
