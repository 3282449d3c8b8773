import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerReader, signIn, type Reader } from './support/readers';

/**
 * Social journeys against the real server (fresh database per run): following from a profile,
 * the feed before and after, and the profile photo (resized in the browser, refused over 5 MB).
 */

async function review(request: APIRequestContext, reader: Reader, title: string) {
  const headers = { authorization: `Bearer ${reader.token}` };
  const books = await request.post('/api/books/discover/most-reads', { data: { limit: 1 } });
  const book = ((await books.json()) as { books: { id: number; title: string }[] }).books[0];
  if (!book) throw new Error('no books in the catalogue');
  const read = await request.post('/api/user-book-relations/set-as-read', {
    headers,
    data: { book_id: book.id },
  });
  expect(read.ok()).toBe(true);
  const created = await request.post('/api/reviews/create/book-review', {
    headers,
    data: { book_id: book.id, rating: 4, review_title: title, review_text: 'Worth every page.' },
  });
  expect(created.ok()).toBe(true);
  return book;
}

test('follow a reader from their profile, see their review in /social, unfollow', async ({
  page,
  request,
}) => {
  const a = await registerReader(request, 'fan');
  const b = await registerReader(request, 'critic');
  await signIn(page, a);

  await page.goto('/social');
  await expect(page.getByText("You're not following anyone yet")).toBeVisible();

  await page.goto(`/user/profile?id=${b.id}`);
  await expect(page.getByRole('heading', { level: 1, name: b.username })).toBeVisible();
  await expect(page.getByRole('button', { name: '0 followers' })).toBeVisible();
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: '1 follower' })).toBeVisible();
  // Still hovered and focused after the click: the button offers Unfollow.
  await expect(page.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const following = page.getByRole('button', { name: 'Following', exact: true });
  await expect(following).toBeVisible();
  await following.hover();
  await expect(page.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();

  await page.goto('/social');
  await expect(page.getByText('No friend reviews yet')).toBeVisible();
  const book = await review(request, b, 'A quiet masterpiece');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'A quiet masterpiece' })).toBeVisible();
  await expect(page.getByRole('link', { name: book.title }).first()).toHaveAttribute(
    'href',
    `/book/details?id=${book.id}`,
  );

  await page.goto(`/user/profile?id=${b.id}`);
  await page.getByRole('button', { name: 'Following', exact: true }).hover();
  await page.getByRole('button', { name: 'Unfollow', exact: true }).click();
  await expect(page.getByRole('button', { name: '0 followers' })).toBeVisible();
  await page.goto('/social');
  await expect(page.getByText("You're not following anyone yet")).toBeVisible();
});

/** A large real PNG drawn in the page, so the upload goes through the browser's decoder. */
async function largePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(2400, 1600);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#8e2f3a';
    context.fillRect(0, 0, 2400, 1600);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

test('upload a large photo: resized, shown after reload; 6 MB refused; removed', async ({
  page,
  request,
}) => {
  const reader = await registerReader(request, 'photo');
  await signIn(page, reader);
  await page.goto('/profile');
  await expect(page.getByText(`@${reader.username}`)).toBeVisible();
  const input = page.locator('input[type="file"]');

  await input.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(6 * 1024 * 1024),
  });
  await expect(page.getByRole('alert')).toHaveText('Image size must be smaller than 5MB.');

  await input.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: await largePng(page),
  });
  await page.getByRole('button', { name: 'Save photo' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Photo uploaded.' }),
  ).toBeVisible();

  await page.reload();
  const photo = page.locator('main img[alt="Ursula Guin"]').first();
  await expect(photo).toBeVisible();
  const size = await photo.evaluate((img: HTMLImageElement) => ({
    width: img.naturalWidth,
    height: img.naturalHeight,
  }));
  expect(size).toEqual({ width: 500, height: 333 });
  await expect(page.locator('header img').first()).toBeVisible();

  await photo.hover();
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Photo removed.' }),
  ).toBeVisible();
  await expect(page.locator('main img[alt="Ursula Guin"]')).toHaveCount(0);
});
