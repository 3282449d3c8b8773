import { execFileSync } from 'node:child_process';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerReader, reviewBook, signIn, type Reader } from './support/readers';

/**
 * Moderation against the real server: a reader reports a review from its card, an operator makes
 * another reader a moderator with the README's command, and the moderator hides the review from
 * /moderation; the audit log says who, what and why, and the review is gone from the book page.
 */

async function readerPage(browser: Browser, reader: Reader): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, reader);
  return page;
}

/** `npm run admin -- …` on the journeys' server's database (its DATA_DIR). */
function admin(...args: string[]) {
  return execFileSync('npm', ['run', '-s', 'admin', '--', ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  });
}

test('a review reported from its card is hidden by a moderator, in the audit log', async ({
  browser,
  request,
}) => {
  const author = await registerReader(request, 'spammer', { name: 'Sam', surname: 'Pamm' });
  const reporter = await registerReader(request, 'careful', { name: 'Cora', surname: 'Reed' });
  const moderator = await registerReader(request, 'warden', { name: 'Wen', surname: 'Dale' });
  const books = await request.post('/api/books/discover/most-reads', { data: { limit: 1 } });
  const [book] = ((await books.json()) as { books: { id: number }[] }).books;
  if (!book) throw new Error('no books in the catalogue');
  await reviewBook(request, author, book.id, {
    rating: 5,
    review_title: 'Cheap pills here',
    review_text: 'Visit my shop for the best prices.',
  });

  // The reporter reports the review from its card, by keyboard.
  const reporterPage = await readerPage(browser, reporter);
  await reporterPage.goto(`/book/details?id=${book.id}`);
  const review = reporterPage.getByRole('heading', { name: 'Cheap pills here' });
  await expect(review).toBeVisible();
  await reporterPage
    .getByRole('button', { name: `Report the review by ${author.username}` })
    .click();
  const report = reporterPage.getByRole('dialog', { name: `Report ${author.username}’s review` });
  await report.getByRole('radio', { name: 'Spam or advertising' }).check();
  await report.getByRole('textbox').fill('A shop link.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByText('Thank you. Our moderators will look at it.')).toBeVisible();
  await report.getByRole('button', { name: 'Close' }).last().click();
  await expect(report).toHaveCount(0);

  // Not yet a moderator: the page says so, and the navigation has no link to it.
  const moderatorPage = await readerPage(browser, moderator);
  await moderatorPage.goto('/moderation');
  await expect(
    moderatorPage.getByRole('heading', { name: 'This page is for moderators.' }),
  ).toBeVisible();
  await expect(moderatorPage.getByRole('link', { name: 'Moderation', exact: true })).toHaveCount(0);

  // The operator grants the role; the next page load knows it.
  expect(admin('grant', 'moderator', moderator.email)).toContain('is now a moderator');
  await moderatorPage.goto('/dashboard');
  await moderatorPage.getByRole('link', { name: 'Moderation', exact: true }).click();
  await expect(moderatorPage).toHaveURL(/\/moderation$/);
  const card = moderatorPage.getByRole('article').filter({ hasText: 'Cheap pills here' });
  await expect(card).toBeVisible();
  await expect(card.getByText('1 report')).toBeVisible();
  await card.getByRole('button', { name: `Hide review by @${author.username}` }).click();
  const hide = moderatorPage.getByRole('dialog', {
    name: `Hide the review by @${author.username}`,
  });
  await hide.getByLabel('Reason (required)').fill('Advertising a shop');
  await hide.getByRole('button', { name: 'Hide review' }).click();
  await expect(
    moderatorPage.getByText(`Done: the review by @${author.username} is hidden.`),
  ).toBeVisible();
  await expect(card).toHaveCount(0);

  // The audit log says who, what, to whom and why; nothing in it can be changed.
  await moderatorPage.getByRole('tab', { name: 'Audit log' }).click();
  const log = moderatorPage.getByRole('tabpanel', { name: 'Audit log' });
  await expect(log.getByText('Hid a review')).toBeVisible();
  await expect(log.getByText('Advertising a shop')).toBeVisible();
  await expect(log.getByText(`@${moderator.username}`).first()).toBeVisible();
  await expect(log.getByText('Made a moderator')).toBeVisible();

  // The review is gone from the book page for the reporter, after a reload.
  await reporterPage.reload();
  await expect(reporterPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(review).toHaveCount(0);

  // Revoked, the page is closed to them again.
  expect(admin('revoke', 'moderator', moderator.email)).toContain('is no longer a moderator');
  await moderatorPage.reload();
  await expect(
    moderatorPage.getByRole('heading', { name: 'This page is for moderators.' }),
  ).toBeVisible();
});

test('a suspended reader is told why and until when at sign-in', async ({ browser, request }) => {
  const troll = await registerReader(request, 'troll', { name: 'Tom', surname: 'Rall' });
  const reporter = await registerReader(request, 'bystander', { name: 'Bea', surname: 'Stand' });
  const moderator = await registerReader(request, 'keeper', { name: 'Kay', surname: 'Per' });
  const reported = await request.post('/api/reports/create', {
    headers: { authorization: `Bearer ${reporter.token}` },
    data: { kind: 'name', user_id: troll.id, reason: 'harassment' },
  });
  expect(reported.ok()).toBe(true);
  admin('grant', 'moderator', moderator.email);

  const moderatorPage = await readerPage(browser, moderator);
  await moderatorPage.goto('/moderation');
  const card = moderatorPage.getByRole('article').filter({ hasText: `@${troll.username}` });
  await card.getByRole('button', { name: `Suspend account of @${troll.username}` }).click();
  const suspend = moderatorPage.getByRole('dialog', { name: `Suspend @${troll.username}` });
  await suspend.getByLabel('Reason (required)').fill('Harassing other readers');
  await suspend.getByLabel('End date (optional)').fill('2099-01-31');
  await suspend.getByRole('button', { name: 'Suspend account' }).click();
  await expect(moderatorPage.getByText(`Done: @${troll.username} is suspended.`)).toBeVisible();

  // The suspended reader's sign-in is refused with the end date and the reason.
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(troll.email);
  await page.getByLabel('Password', { exact: true }).fill(troll.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(
    page.getByText('This account is suspended until 2099-01-31. Reason: Harassing other readers'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // Their profile is gone for everyone meanwhile.
  const profile = await request.post('/api/users/get/id', { data: { user_id: troll.id } });
  expect(profile.status()).toBe(404);
});
