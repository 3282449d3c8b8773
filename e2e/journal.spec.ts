import { expect, test, type Page } from '@playwright/test';
import { chooseStatus, journal } from './support/journal';
import { registerReader, signIn } from './support/readers';

/**
 * The reading journal against the real server (fresh database per run): a reader starts a
 * book, logs progress twice, finishes it, starts a re-read, gives up on another book; a reload
 * keeps all of it; the dashboard, the profile's Reading tab and a follower's reading activity
 * show it.
 */

interface ApiBook {
  id: number;
  title: string;
}

async function twoBooks(page: Page): Promise<[ApiBook, ApiBook]> {
  const response = await page.request.post('/api/books/discover/most-reads', {
    data: { limit: 8 },
  });
  expect(response.ok()).toBe(true);
  const books = ((await response.json()) as { books: ApiBook[] }).books;
  // Books the demo readers have not made popular in the last places: any two distinct ones do.
  const [first, second] = books.slice(-2);
  if (!first || !second) throw new Error('the catalogue needs two books');
  return [first, second];
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

async function logProgress(page: Page, percent: number) {
  await journal(page).getByRole('button', { name: 'Update progress' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Percent read').fill(String(percent));
  await dialog.getByRole('button', { name: 'Save progress' }).click();
  await expect(dialog).toBeHidden();
  await expect(journal(page).getByText(`${percent}%`, { exact: true })).toBeVisible();
}

test('start, log progress twice, finish, re-read, give up on another; everything survives a reload and shows on the dashboard, the profile and a follower’s feed', async ({
  page,
  request,
  browser,
}) => {
  const reader = await registerReader(request, 'journal', { name: 'Nora', surname: 'Vale' });
  const follower = await registerReader(request, 'watcher', { name: 'Ilya', surname: 'Marsh' });
  const followed = await request.post('/api/follows/follow-user', {
    headers: { authorization: `Bearer ${follower.token}` },
    data: { following_id: reader.id },
  });
  expect(followed.ok()).toBe(true);

  await signIn(page, reader);
  const [book, other] = await twoBooks(page);

  await page.goto(`/book/details?id=${book.id}`);
  await chooseStatus(page, 'Currently reading');
  await expect(toast(page, 'Marked as currently reading.')).toBeVisible();
  await expect(journal(page).getByText('No progress yet')).toBeVisible();

  await logProgress(page, 30);
  await logProgress(page, 60);

  await chooseStatus(page, 'Read');
  await expect(toast(page, 'Marked as read.')).toBeVisible();
  // The spec's read button follows the journal without a reload.
  await expect(page.getByRole('button', { name: 'Marked as read', exact: true })).toBeVisible();
  await expect(journal(page).getByRole('button', { name: 'Update progress' })).toBeHidden();

  // A re-read: a new reading on a read book; the read mark stays.
  await chooseStatus(page, 'Currently reading');
  await expect(journal(page).getByText('2 readings')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marked as read', exact: true })).toBeVisible();

  await page.reload();
  await expect(
    journal(page).getByRole('button', { name: 'Reading status: Currently reading' }),
  ).toBeVisible();
  await expect(journal(page).getByText('2 readings')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marked as read', exact: true })).toBeVisible();

  await page.goto(`/book/details?id=${other.id}`);
  await chooseStatus(page, 'Did not finish');
  const reasonDialog = page.getByRole('dialog');
  await reasonDialog.getByLabel('Reason (optional)').fill('Not the right time');
  await reasonDialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Marked as did not finish.')).toBeVisible();
  await page.reload();
  await expect(journal(page).getByText('Why I stopped: Not the right time')).toBeVisible();

  await page.goto('/dashboard');
  const current = page.getByRole('region', { name: 'Currently reading' });
  await expect(current.getByRole('link', { name: book.title })).toBeVisible();
  await expect(current.getByRole('link', { name: other.title })).toBeHidden();

  await page.goto('/profile');
  await page.getByRole('tab', { name: /^Reading/ }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: book.title })).toBeVisible();

  // The follower sees what the reader started and finished.
  const followerContext = await browser.newContext();
  const followerPage = await followerContext.newPage();
  await signIn(followerPage, follower);
  await followerPage.goto('/social');
  const activity = followerPage.getByRole('region', { name: 'Reading activity' });
  await expect(activity.getByText('Nora Vale finished').first()).toBeVisible();
  await expect(activity.getByText('Nora Vale started').first()).toBeVisible();
  await expect(activity.getByRole('link', { name: book.title }).first()).toBeVisible();
  await followerContext.close();
});

test('progress in percent on a book with a page count: both units shown, the unit remembered after a reload', async ({
  page,
  request,
}) => {
  const reader = await registerReader(request, 'percent', { name: 'Esin', surname: 'Kara' });
  await signIn(page, reader);
  const [book] = await twoBooks(page);

  await page.goto(`/book/details?id=${book.id}`);
  await chooseStatus(page, 'Currently reading');
  await expect(toast(page, 'Marked as currently reading.')).toBeVisible();
  await journal(page).getByRole('button', { name: 'Set page count' }).click();
  await journal(page).getByLabel('Pages in your edition').fill('300');
  await journal(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(journal(page).getByText('Your edition: 300 pages')).toBeVisible();

  // With a page count the dialog asks for a page; the reader switches to percent.
  await journal(page).getByRole('button', { name: 'Update progress' }).click();
  let dialog = page.getByRole('dialog');
  const units = dialog.getByRole('radiogroup', { name: 'Enter progress in' });
  await expect(units.getByRole('radio', { name: 'Pages' })).toBeChecked();
  await units.getByRole('radio', { name: 'Percent' }).check();
  await dialog.getByLabel('Percent read').fill('40');
  await dialog.getByRole('button', { name: 'Save progress' }).click();
  await expect(dialog).toBeHidden();
  await expect(journal(page).getByText('Page 120 of 300 · 40%')).toBeVisible();

  await page.reload();
  await expect(journal(page).getByText('Page 120 of 300 · 40%')).toBeVisible();
  await journal(page).getByRole('button', { name: 'Update progress' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: 'Percent' })).toBeChecked();
  await expect(dialog.getByLabel('Percent read')).toHaveValue('40');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/dashboard');
  const current = page.getByRole('region', { name: 'Currently reading' });
  await expect(current.getByText('Page 120 of 300 · 40%')).toBeVisible();
});
