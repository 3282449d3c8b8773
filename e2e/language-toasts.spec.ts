import { expect, test, type Page } from '@playwright/test';
import { registerReader } from './support/readers';

/**
 * Toasts speak the language on screen when they show, whichever screen was open when the
 * reader switched, and when the language was stored before the page loaded.
 */

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

async function switchTo(page: Page, code: 'EN' | 'TR') {
  // Toasts open below the fixed header, so its language buttons take the reader's click while
  // one still shows (a toast over them once held the click until it closed).
  await page.getByRole('button', { name: new RegExp(`^${code}\\b`) }).click({ timeout: 5_000 });
}

async function mostReadBookId(page: Page): Promise<number> {
  const response = await page.request.post('/api/books/discover/most-reads', {
    data: { limit: 1 },
  });
  const { books } = (await response.json()) as { books: { id: number }[] };
  if (!books[0]) throw new Error('no books');
  return books[0].id;
}

test('switching language on an open screen: sign-in failure and success, a flag, a follow and logout', async ({
  page,
  request,
}) => {
  const reader = await registerReader(request, 'lang');
  const other = await registerReader(request, 'langpeer');

  // An open /login switched to Turkish: the failure and the success speak Turkish.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await switchTo(page, 'TR');
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş yap' })).toBeVisible();
  await page.getByLabel('E-posta', { exact: true }).fill(reader.email);
  await page.getByLabel('Şifre', { exact: true }).fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
  await expect(toast(page, 'E-posta adresi veya şifre hatalı.')).toBeVisible();
  await page.getByLabel('Şifre', { exact: true }).fill(reader.password);
  await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
  await expect(toast(page, 'Giriş başarılı! Yönlendiriliyorsunuz...')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A Turkish book page switched to English: the flag answers in English, and back.
  await page.goto(`/book/details?id=${await mostReadBookId(page)}`);
  const addToList = page.getByRole('button', { name: 'Okuma listesine ekle', exact: true });
  await expect(addToList).toHaveAttribute('aria-pressed', 'false');
  await switchTo(page, 'EN');
  await page.getByRole('button', { name: 'Add to reading list', exact: true }).click();
  await expect(toast(page, 'Added to your reading list.')).toBeVisible();
  await switchTo(page, 'TR');
  await page.getByRole('button', { name: 'Okuma listesinde', exact: true }).click();
  await expect(toast(page, 'Okuma listenizden çıkarıldı.')).toBeVisible();

  // A follow in Turkish, the unfollow after switching to English.
  await page.goto(`/user/profile?id=${other.id}`);
  await page.getByRole('button', { name: 'Takip et', exact: true }).click();
  await expect(toast(page, 'takip edildi.')).toBeVisible();
  await switchTo(page, 'EN');
  await page.mouse.move(0, 0);
  const following = page.getByRole('button', { name: 'Following', exact: true });
  await following.hover();
  await page.getByRole('button', { name: 'Unfollow', exact: true }).click();
  await expect(toast(page, 'You unfollowed')).toBeVisible();

  // Turkish stored before the page loads: logging out says so in Turkish.
  await switchTo(page, 'TR');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Takip et', exact: true })).toBeVisible();
  await page.getByRole('button', { name: reader.username }).click();
  await page.getByRole('menuitem', { name: /Çıkış yap/ }).click();
  await expect(toast(page, 'Çıkış yapıldı.')).toBeVisible();
  await expect(toast(page, 'Logged out.')).toHaveCount(0);
});
