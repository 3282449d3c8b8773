import { expect, test, type Page } from '@playwright/test';
import { registerReader, signIn } from './support/readers';

/**
 * A returning reader's page loads with the stored session, which the app confirms with
 * /auth/me. A click on the book's flags before that answer is the reader's, not a guest's: it
 * is held and sent once the session is known, never answered with "please login" and dropped.
 */

const flag = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Holds every /auth/me until the returned function is called. */
async function holdSessionCheck(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/me', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a flag clicked while the stored session is being confirmed is kept', async ({
  page,
  request,
}) => {
  const reader = await registerReader(request, 'early_click');
  await signIn(page, reader);
  const bookId = 3;
  const release = await holdSessionCheck(page);

  await page.goto(`/book/details?id=${bookId}`);
  await flag(page, 'Mark as read').click();
  // Still confirming: no guest's "please login" answer for the reader's own click.
  await expect(page.getByText('Please login to mark this book as read.')).toHaveCount(0);
  release();

  await expect(flag(page, 'Marked as read')).toHaveAttribute('aria-pressed', 'true');
  const answer = await request.post('/api/user-book-relations/get/user-book-relation', {
    headers: { authorization: `Bearer ${reader.token}` },
    data: { book_id: bookId },
  });
  const relation = ((await answer.json()) as { userBookRelations: { read: boolean }[] })
    .userBookRelations[0];
  expect(relation?.read).toBe(true);

  // Sent once, not once as a guest and again as the reader: it is still read after a reload.
  await page.reload();
  await expect(flag(page, 'Marked as read')).toHaveAttribute('aria-pressed', 'true');
});
