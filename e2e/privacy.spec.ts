import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerReader, reviewBook, signIn, type Reader } from './support/readers';

/**
 * Privacy and blocking against the real server, as two readers in two browsers: a private
 * profile, a follow request answered in Settings, then a block from a profile and the unblock.
 */

async function readerPage(browser: Browser, reader: Reader): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, reader);
  return page;
}

test('a private profile, a follow request approved in Settings, a block and its undoing', async ({
  browser,
  request,
}) => {
  const owner = await registerReader(request, 'quiet', { name: 'Octavia', surname: 'Butler' });
  const asker = await registerReader(request, 'asker', { name: 'Ted', surname: 'Chiang' });
  const books = await request.post('/api/books/discover/most-reads', { data: { limit: 1 } });
  const [book] = ((await books.json()) as { books: { id: number }[] }).books;
  if (!book) throw new Error('no books in the catalogue');
  await reviewBook(request, owner, book.id, {
    rating: 5,
    review_title: 'Seeds and stars',
    review_text: 'A parable.',
  });
  const ownerPage = await readerPage(browser, owner);
  const askerPage = await readerPage(browser, asker);

  // The owner goes private from Settings, by keyboard.
  await ownerPage.goto('/settings');
  const privateSwitch = ownerPage.getByRole('switch', { name: 'Private profile' });
  await expect(privateSwitch).not.toBeChecked();
  await privateSwitch.focus();
  await ownerPage.keyboard.press('Space');
  await expect(
    ownerPage.getByText('Your profile is private. New followers need your approval.'),
  ).toBeVisible();
  await ownerPage.reload();
  await expect(ownerPage.getByRole('switch', { name: 'Private profile' })).toBeChecked();

  // The asker finds the name, not the shelves, and asks to follow.
  const profileUrl = `/user/profile?id=${owner.id}`;
  await askerPage.goto(profileUrl);
  await expect(askerPage.getByRole('heading', { level: 1, name: owner.username })).toBeVisible();
  await expect(askerPage.getByRole('heading', { name: 'This profile is private' })).toBeVisible();
  await expect(askerPage.getByRole('tablist')).toHaveCount(0);
  await askerPage.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(
    askerPage.getByText(`Your request to follow ${owner.username} is waiting for their answer.`),
  ).toBeVisible();
  // Asked again after a reload: the request is remembered, nothing more is sent.
  await askerPage.reload();
  await expect(askerPage.getByRole('button', { name: 'Requested', exact: true })).toBeVisible();

  // The asker also reports the owner's name; the answer is a thank-you and nothing more.
  await askerPage.getByRole('button', { name: `More actions for ${owner.username}` }).click();
  await askerPage.getByRole('menuitem', { name: `Report ${owner.username}` }).click();
  const report = askerPage.getByRole('dialog', { name: `Report ${owner.username}` });
  await report.getByRole('radio', { name: 'Spam or advertising' }).check();
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByText('Thank you. Our moderators will look at it.')).toBeVisible();
  await report.getByRole('button', { name: 'Close' }).last().click();
  await expect(report).toHaveCount(0);

  // The owner approves it in Settings.
  await ownerPage.goto('/settings');
  await ownerPage
    .getByRole('button', { name: `Approve ${asker.name} ${asker.surname} (@${asker.username})` })
    .click();
  await expect(
    ownerPage.getByText(`${asker.name} ${asker.surname} now follows you.`),
  ).toBeVisible();

  // Approved, the asker sees the shelves and the review.
  await askerPage.reload();
  await expect(askerPage.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
  await askerPage.getByRole('tab', { name: 'Reviews (1)' }).click();
  await expect(askerPage.getByText('Seeds and stars')).toBeVisible();

  // The owner blocks the asker from the asker's profile and is taken home.
  await ownerPage.goto(`/user/profile?id=${asker.id}`);
  await ownerPage.getByRole('button', { name: `More actions for ${asker.username}` }).click();
  await ownerPage.getByRole('menuitem', { name: `Block ${asker.username}` }).click();
  const question = ownerPage.getByRole('dialog', { name: `Block ${asker.username}?` });
  await question.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(ownerPage.getByText(`You blocked ${asker.username}.`)).toBeVisible();
  await expect(ownerPage).not.toHaveURL(/\/user\/profile/);

  // The asker is not told, and finds nobody there.
  await askerPage.reload();
  await expect(askerPage.getByRole('heading', { level: 2, name: 'User not found' })).toBeVisible();

  // Unblocked from Settings, the profile is there again; the follow the block ended is not.
  await ownerPage.goto('/settings');
  await ownerPage
    .getByRole('button', { name: `Unblock ${asker.name} ${asker.surname} (@${asker.username})` })
    .click();
  await expect(ownerPage.getByText(`${asker.name} ${asker.surname} is unblocked.`)).toBeVisible();
  await askerPage.reload();
  await expect(askerPage.getByRole('heading', { name: 'This profile is private' })).toBeVisible();
  await expect(askerPage.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
});
