import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { goodreadsCsv, type GoodreadsRow as Row } from './support/goodreadsFile';
import { catalogueBooks } from './support/catalogue';
import { registerReader, signIn } from './support/readers';

/**
 * Import and export against the real server (fresh database per run): a reader imports a
 * Goodreads file (a custom `dnf` exclusive shelf, a re-read with Read Count 2 and a review, a
 * book not in the catalogue, a book without an ISBN, a row whose author differs from the
 * catalogue's so the match is uncertain), resolves the uncertain row, sees the result, finds the
 * books on their profile and the review on the book's page, exports everything as JSON and
 * uploads that export again: the preview says there is nothing new.
 */

async function uploadFile(page: Page, name: string, content: string | Buffer, mimeType: string) {
  await page
    .getByLabel('Library file')
    .setInputFiles({ name, mimeType, buffer: Buffer.from(content) });
}

test('imports a Goodreads file, resolves the uncertain row, shows the shelves and the review, and an export uploaded again is nothing new', async ({
  page,
  request,
}) => {
  const reader = await registerReader(request, 'importer', { name: 'Tess', surname: 'Quill' });
  await signIn(page, reader);
  const books = await catalogueBooks(page);
  const [reread, abandoned, loose] = books;
  if (!reread || !abandoned || !loose)
    throw new Error('the catalogue needs three books with ISBNs');

  const csv = goodreadsCsv([
    {
      title: reread.title,
      author: reread.author,
      isbn: reread.isbn,
      rating: 4,
      dateRead: '2025/03/01',
      shelf: 'read',
      review: 'Loved it twice: better the second time.',
      readCount: 2,
    },
    { title: abandoned.title, author: abandoned.author, isbn: abandoned.isbn, shelf: 'dnf' },
    // The catalogue's title by somebody else, no ISBN: only a loose match.
    { title: loose.title, author: 'Quentin Nobodyson', shelf: 'to-read' },
    {
      title: 'The Lighthouse Ledger of Vell',
      author: 'Imaginary Writer',
      isbn: '9781234567897',
      rating: 5,
      dateRead: '2024/11/20',
      shelf: 'read',
    },
    { title: 'Zyxquor Fennimble Diaries', author: 'Imaginary Writer', shelf: 'currently-reading' },
  ]);

  await page.goto('/settings');
  await page.getByRole('link', { name: 'Import a library' }).click();
  await expect(page).toHaveURL(/\/settings\/import$/);
  await uploadFile(page, 'goodreads_library_export.csv', csv, 'text/csv');

  await expect(
    page.getByRole('heading', { name: 'Preview of goodreads_library_export.csv' }),
  ).toBeVisible();
  const shelves = page.getByRole('table');
  await expect(shelves.getByRole('row', { name: /^dnf Did not finish 1$/ })).toBeVisible();
  const uncertain = page.getByRole('group', { name: new RegExp(`^Line 3: `) });
  await expect(uncertain).toBeVisible();
  await uncertain
    .getByRole('radio', { name: new RegExp(`^${escapeRegExp(loose.title)}, `) })
    .first()
    .check();
  await expect(page.getByText('Matched by your choice').locator('xpath=..')).toContainText('1');

  // A reload loses nothing: the preview comes back with the choice made.
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Preview of goodreads_library_export.csv' }),
  ).toBeVisible();
  await expect(page.getByText('Matched by your choice').locator('xpath=..')).toContainText('1');
  await expect(
    page
      .getByRole('group', { name: new RegExp(`^Line 3: `) })
      .getByRole('radio', { name: new RegExp(`^${escapeRegExp(loose.title)}, `) })
      .first(),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Import 5 rows' }).click();

  await expect(
    page.getByRole('heading', { name: 'goodreads_library_export.csv is imported' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Rows imported').locator('xpath=..')).toContainText('5');
  await expect(page.getByText('Books added to the catalogue').locator('xpath=..')).toContainText(
    '2',
  );

  // The shelves: read books on the profile, the DNF on its page, the re-read's review.
  await page.getByRole('link', { name: 'See your shelves' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: reread.title }).first()).toBeVisible();
  await expect(panel.getByRole('link', { name: 'The Lighthouse Ledger of Vell' })).toBeVisible();
  await page.getByRole('tab', { name: /^Readlist/ }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: loose.title })).toBeVisible();

  await page.goto(`/book/details?id=${reread.id}`);
  await expect(page.getByText('Loved it twice: better the second time.').first()).toBeVisible();
  await page.goto(`/book/details?id=${abandoned.id}`);
  await expect(
    page.getByRole('region', { name: 'Your reading' }).getByText('Did not finish').first(),
  ).toBeVisible();

  // Export everything, then bring the export back: nothing new.
  await page.goto('/settings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download everything (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('shelfmark-export.json');
  const exported = readFileSync(await download.path());
  expect(JSON.parse(exported.toString('utf8'))).toMatchObject({ format: 'shelfmark' });

  await page.goto('/settings/import');
  await uploadFile(page, 'shelfmark-export.json', exported, 'application/json');
  await expect(
    page.getByRole('heading', { name: 'Preview of shelfmark-export.json' }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toContainText(/Nothing new|already imported/);
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A small library as readers bring one: 39 read books, 19 rated, 7 of those with a review. The
 * progress moves while it applies, the end is said on the page, and the profile counts the
 * ratings apart from the reviews.
 */
test('a 39-row import shows its progress, says it finished, and counts ratings apart from reviews', async ({
  page,
  request,
}) => {
  // Two screens of upload, preview and result and two profiles: more than one minute on a
  // loaded two-core machine.
  test.setTimeout(120_000);
  const reader = await registerReader(request, 'smalllib', { name: 'Nell', surname: 'Rowan' });
  await signIn(page, reader);
  const tag = reader.username.slice(-6);
  const rows: Row[] = Array.from({ length: 39 }, (_, index) => ({
    title: `Small Library ${tag} Volume ${index + 1}`,
    author: `Rowan Writer ${index + 1}`,
    rating: index < 19 ? (index % 5) + 1 : 0,
    dateRead: '2025/03/01',
    shelf: 'read',
    review: index < 7 ? `Notes on volume ${index + 1}.` : '',
  }));

  await page.goto('/settings/import');
  await uploadFile(page, 'goodreads_library_export.csv', goodreadsCsv(rows), 'text/csv');
  await expect(
    page.getByRole('heading', { name: 'Preview of goodreads_library_export.csv' }),
  ).toBeVisible();
  await expect(page.getByText('19 ratings, 7 reviews', { exact: true })).toBeVisible();

  // Every count the progress shows, however briefly.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const match = /(\d+) of 39 rows/.exec(document.body.textContent ?? '');
      if (match?.[1] && !seen.includes(match[1])) seen.push(match[1]);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Import 39 rows' }).click();

  await expect(
    page.getByRole('heading', { name: 'goodreads_library_export.csv is imported' }),
  ).toBeVisible({ timeout: 30_000 });
  const seen = await page.evaluate(
    () => (window as unknown as { progressSeen: string[] }).progressSeen,
  );
  expect(seen.map(Number).filter((done) => done > 0 && done < 39)).not.toEqual([]);
  // Said in the polite region that was there while it applied, and shown.
  const finished = page.locator('[aria-live="polite"]', { hasText: 'Import finished' });
  await expect(finished.first()).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('tab', { name: 'Reviews (7)' })).toBeVisible();
  await expect(page.getByText('19 ratings', { exact: true })).toBeVisible();
  await page.goto(`/user/profile?id=${reader.id}`);
  await expect(page.getByRole('tab', { name: 'Reviews (7)' })).toBeVisible();
  const stat = (label: string) =>
    page
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd');
  await expect(stat('Reviews')).toHaveText('7');
  await expect(stat('Ratings')).toHaveText('19');
});
