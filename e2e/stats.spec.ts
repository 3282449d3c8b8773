import { expect, test, type Page } from '@playwright/test';
import { chooseStatus } from './support/journal';
import { mostReadBooks, setBooksGoal } from './support/goals';
import { registerReader, signIn } from './support/readers';

/**
 * Goals and statistics against the real server (fresh database per run): a new reader sets a
 * goal for this year on the dashboard, finishes two books (today, so dated), and sees both
 * counted on the dashboard's goal and on /stats, where a chart turns into its table.
 */
test('set a goal, finish two books, see them counted on the dashboard and on /stats, read a chart as a table', async ({
  page,
  request,
}) => {
  const reader = await registerReader(request, 'goals', { name: 'Lale', surname: 'Ekin' });
  await signIn(page, reader);

  const goal = await setBooksGoal(page, 12);
  const books = await mostReadBooks(page, 2);
  expect(books).toHaveLength(2);
  const [first, second] = books as [{ id: number }, { id: number }];
  await page.goto(`/book/details?id=${first.id}`);
  await chooseStatus(page, 'Read');
  await expect(page.getByRole('button', { name: 'Marked as read', exact: true })).toBeVisible();
  await page.goto(`/book/details?id=${second.id}`);
  await chooseStatus(page, 'Currently reading');
  await expect(page.getByText('No progress yet')).toBeVisible();
  await chooseStatus(page, 'Read');
  await expect(page.getByRole('button', { name: 'Marked as read', exact: true })).toBeVisible();

  await page.goto('/dashboard');
  await expect(goal.getByText('2 of 12 books')).toBeVisible();

  await page.goto('/stats');
  const year = new Date().getFullYear();
  await expect(page.getByLabel('Period')).toHaveValue(String(year));
  await expect(
    page.getByRole('region', { name: 'Reading goal' }).getByText('2 of 12 books'),
  ).toBeVisible();
  await expect(page.getByText('Books finished').locator('xpath=following-sibling::dd')).toHaveText(
    '2',
  );
  const chart = page.getByRole('figure').filter({
    has: page.getByRole('heading', { name: 'Books per month' }),
  });
  await chart.getByRole('button', { name: 'Show as table' }).click();
  const month = new Date().toLocaleString('en', { month: 'long' });
  const row = chart.getByRole('row', { name: new RegExp(`^${month}\\b`) });
  await expect(row.getByRole('cell')).toHaveText('2');
  await expect(chart.getByRole('button', { name: 'Show as chart' })).toBeFocused();
});

/** Whether any script the page itself loaded (not its worker) is zod, read from the files. */
async function pageLoadedZod(page: Page): Promise<boolean> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    const text = await (await page.request.get(url)).text();
    if (text.includes('$ZodType')) return true;
  }
  return false;
}

/**
 * zod, about 25 KB gzipped and a long task to evaluate on a phone, stays off the page's main
 * thread (answers are checked on a worker) until a reader opens a form that validates with it.
 */
test('the dashboard and the book page load no zod until the goal form opens', async ({
  page,
  request,
}) => {
  const reader = await registerReader(request, 'nozod', { name: 'Ursula', surname: 'Le Guin' });
  await signIn(page, reader);
  await page.goto('/book/details?id=1');
  await expect(page.getByRole('heading', { name: 'Your reading' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await pageLoadedZod(page)).toBe(false);

  await page.goto('/dashboard');
  const goal = page.getByRole('region', { name: 'Your reading goal' });
  await expect(goal.getByRole('button', { name: 'Set a goal' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await pageLoadedZod(page)).toBe(false);

  await goal.getByRole('button', { name: 'Set a goal' }).click();
  await expect(page.getByRole('dialog').getByLabel('Books')).toBeVisible();
  expect(await pageLoadedZod(page)).toBe(true);
});
