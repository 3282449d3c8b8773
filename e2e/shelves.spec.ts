import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { goodreadsCsv } from './support/goodreadsFile';
import { catalogueBooks } from './support/catalogue';
import { registerReader, signIn } from './support/readers';

/**
 * Shelves of one's own against the real server: a Goodreads file's shelves become the reader's,
 * found on the profile with their books; one is renamed, one made private, a book put on a shelf
 * from its page; the imported private note is shown and edited on the book's page; the JSON
 * export brought into a new account gives back every shelf, book and note.
 */

async function importFile(page: Page, name: string, content: string | Buffer, type: string) {
  await page.goto('/settings/import');
  await page
    .getByLabel('Library file')
    .setInputFiles({ name, mimeType: type, buffer: Buffer.from(content) });
  await expect(page.getByRole('heading', { name: `Preview of ${name}` })).toBeVisible();
}

async function applyImport(page: Page, rows: number, name: string) {
  await page.getByRole('button', { name: `Import ${rows} rows` }).click();
  await expect(page.getByRole('heading', { name: `${name} is imported` })).toBeVisible({
    timeout: 30_000,
  });
}

/** The profile's Shelves section: each shelf's name and count, in order. */
async function shelfRows(page: Page) {
  const shelves = page.getByRole('region', { name: 'Shelves' });
  await expect(shelves.getByRole('status')).toHaveCount(0);
  return shelves.getByRole('listitem').allInnerTexts();
}

test('imported shelves are found, renamed, made private, added to, and survive an export into a new account', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const reader = await registerReader(request, 'shelver', { name: 'Ines', surname: 'Marlow' });
  await signIn(page, reader);
  const [first, second, third] = await catalogueBooks(page);
  if (!first || !second || !third) throw new Error('the catalogue needs three books with ISBNs');

  const csv = goodreadsCsv([
    {
      title: first.title,
      author: first.author,
      isbn: first.isbn,
      rating: 4,
      dateRead: '2025/03/01',
      dateAdded: '2025/02/10',
      shelf: 'read',
      bookshelves: ['book-club', 'summer-2024'],
      privateNotes: 'Signed at the festival.',
      ownedCopies: 2,
    },
    {
      title: second.title,
      author: second.author,
      isbn: second.isbn,
      dateAdded: '2025/04/02',
      shelf: 'to-read',
      bookshelves: ['Book Club'],
    },
    { title: third.title, author: third.author, isbn: third.isbn, shelf: 'to-read' },
  ]);
  await importFile(page, 'goodreads_library_export.csv', csv, 'text/csv');
  // "Book Club" and "book-club" are one shelf, spelled as the file first does.
  const created = page.getByRole('list', { name: 'New shelves (2)' });
  await expect(created.getByRole('listitem')).toHaveText(['book-club', 'summer-2024']);
  await applyImport(page, 3, 'goodreads_library_export.csv');

  await page.goto('/profile');
  await expect
    .poll(() => shelfRows(page))
    .toEqual([
      expect.stringMatching(/^book-club\s+2 books/),
      expect.stringMatching(/^summer-2024\s+1 book/),
    ]);
  await page.getByRole('link', { name: 'book-club' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'book-club' })).toBeVisible();
  // Newest placement first, with the Date Added the file gave.
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([second.title, first.title]);
  await expect(page.getByText('Added Apr 2, 2025')).toBeVisible();
  await page.getByLabel('Sort by').selectOption('title');
  await expect(page).toHaveURL(/sort=title/);
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('title');

  // Renamed by keyboard from its menu; a reload keeps it.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Actions for the shelf book-club' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename “book-club”' });
  await rename.getByLabel('Name').fill('Summer-2024');
  await rename.getByLabel('Name').press('Enter');
  await expect(rename.getByText('You already have a shelf with this name.')).toBeVisible();
  await rename.getByLabel('Name').fill('Book Club Picks');
  await rename.getByLabel('Name').press('Enter');
  await expect(page.getByRole('link', { name: 'Book Club Picks' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Book Club Picks' })).toBeVisible();

  // summer-2024 made private: a guest neither sees it nor opens it by its address.
  await page.getByRole('button', { name: 'Actions for the shelf summer-2024' }).click();
  await page.getByRole('menuitem', { name: 'Make private' }).click();
  const summer = page.getByRole('region', { name: 'Shelves' }).getByRole('listitem').nth(1);
  await expect(summer).toContainText('Private');
  const summerHref = await page.getByRole('link', { name: 'summer-2024' }).getAttribute('href');
  const summerId = new URL(summerHref ?? '', 'http://x').searchParams.get('shelf');
  const guest = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const guestPage = await guest.newPage();
  await guestPage.goto(`/user/profile?id=${reader.id}`);
  const guestShelves = guestPage.getByRole('region', { name: 'Shelves' });
  await expect(guestShelves.getByRole('link', { name: 'Book Club Picks' })).toBeVisible();
  await expect(guestShelves.getByRole('link', { name: 'summer-2024' })).toHaveCount(0);
  await guestPage.goto(`/user/profile?id=${reader.id}&shelf=${summerId}`);
  await expect(
    guestPage.getByRole('heading', { name: 'This shelf does not exist, or it is private.' }),
  ).toBeVisible();
  await guest.close();

  // From the book's page: the third book onto summer-2024.
  await page.goto(`/book/details?id=${third.id}`);
  await page.getByRole('button', { name: 'Shelves' }).click();
  const picker = page.getByRole('dialog', { name: `Shelves for ${third.title}` });
  await picker.getByRole('checkbox', { name: /summer-2024/ }).check();
  await expect(picker.getByRole('checkbox', { name: /summer-2024.*2 books/ })).toBeChecked();
  await picker.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('On 1 shelf')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Shelves' }).click();
  await expect(
    page
      .getByRole('dialog', { name: `Shelves for ${third.title}` })
      .getByRole('checkbox', { name: /summer-2024/ }),
  ).toBeChecked();
  await page.keyboard.press('Escape');

  // The imported private note, on the book's page for its reader, edited there.
  await page.goto(`/book/details?id=${first.id}`);
  const notes = page.getByRole('region', { name: 'Your notes' });
  await expect(notes.getByText('Signed at the festival.')).toBeVisible();
  await expect(notes.getByText('You own 2 copies')).toBeVisible();
  await notes.getByRole('button', { name: 'Edit notes' }).click();
  await notes.getByLabel('Private note').fill('Signed at the festival. Lent to Deniz.');
  await notes.getByRole('button', { name: 'Save notes' }).click();
  await expect(notes.getByText('Signed at the festival. Lent to Deniz.')).toBeVisible();
  await page.reload();
  await expect(notes.getByText('Signed at the festival. Lent to Deniz.')).toBeVisible();

  // Everything out, and into a new account: the same shelves, privacy and books.
  await page.goto('/settings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download everything (JSON)' }).click();
  const exported = readFileSync(await (await downloading).path());

  const heir = await registerReader(request, 'heir', { name: 'Odile', surname: 'Marlow' });
  const heirContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const heirPage = await heirContext.newPage();
  await signIn(heirPage, heir);
  await importFile(heirPage, 'shelfmark-export.json', exported, 'application/json');
  await applyImport(heirPage, 3, 'shelfmark-export.json');
  await heirPage.goto('/profile');
  await expect
    .poll(() => shelfRows(heirPage))
    .toEqual([
      expect.stringMatching(/^Book Club Picks\s+2 books/),
      expect.stringMatching(/^summer-2024\s+Private\s+2 books/),
    ]);
  await heirPage.getByRole('link', { name: 'summer-2024' }).click();
  const onSummer = heirPage.getByRole('heading', { level: 3 });
  await expect(onSummer).toHaveCount(2);
  expect((await onSummer.allInnerTexts()).sort()).toEqual([first.title, third.title].sort());
  await heirPage.goto(`/book/details?id=${first.id}`);
  const heirNotes = heirPage.getByRole('region', { name: 'Your notes' });
  await expect(heirNotes.getByText('Signed at the festival. Lent to Deniz.')).toBeVisible();
  await expect(heirNotes.getByText('You own 2 copies')).toBeVisible();
  await heirContext.close();
});
