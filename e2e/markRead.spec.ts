import { expect, test } from '@playwright/test';
import { chooseStatus, journal } from './support/journal';
import { mostReadBooks, setBooksGoal } from './support/goals';
import { registerReader, signIn } from './support/readers';

/**
 * One meaning of "read" against the real server (fresh database per run): a reader with a
 * 12-book goal finishes one book by the book page's "Mark as read" and another by the status
 * menu's "Read". Both say "Finished today" beside the controls and show today in the history; the
 * reader changes the second to yesterday from that line, and the goal counts both.
 */
test('"Mark as read" and the status menu\'s "Read" both record today\'s finish and both count toward the goal', async ({
  page,
  request,
}) => {
  const reader = await registerReader(request, 'marks', { name: 'Deniz', surname: 'Aksoy' });
  await signIn(page, reader);

  const goal = await setBooksGoal(page, 12);
  const books = await mostReadBooks(page, 2);
  const [first, second] = books as [{ id: number }, { id: number }];
  // The server's day, as the journal shows a day-precision date in English.
  const today = new Date().toLocaleDateString('en', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

  const yesterday = new Date(Date.now() - 86_400_000);
  const yesterdayShown = yesterday.toLocaleDateString('en', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

  // One click marks it read today, and says so right there, with a way to change it.
  await page.goto(`/book/details?id=${first.id}`);
  await page.getByRole('button', { name: 'Mark as read', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Marked as read', exact: true })).toBeVisible();
  await expect(
    journal(page).getByRole('status').filter({ hasText: 'Finished today' }),
  ).toBeVisible();
  await expect(journal(page).getByText(`Finished ${today}`, { exact: true })).toBeVisible();
  await expect(journal(page).getByText('Finished: date unknown')).toHaveCount(0);

  // The status menu's "Read" does the same; the reader then says it was yesterday, by keyboard.
  await page.goto(`/book/details?id=${second.id}`);
  await chooseStatus(page, 'Read');
  await expect(page.getByRole('button', { name: 'Marked as read', exact: true })).toBeVisible();
  await expect(
    journal(page).getByRole('status').filter({ hasText: 'Finished today' }),
  ).toBeVisible();
  await expect(journal(page).getByText(`Finished ${today}`, { exact: true })).toBeVisible();
  await journal(page).getByRole('button', { name: 'Change when you finished it' }).focus();
  await page.keyboard.press('Enter');
  const choice = page.getByRole('dialog', { name: 'When did you finish it?' });
  await choice.getByRole('button', { name: 'Yesterday' }).click();
  await choice.getByRole('button', { name: 'Save' }).click();
  await expect(choice).toBeHidden();
  const finishLine = journal(page).getByRole('status').filter({ hasText: 'Finished' });
  await expect(finishLine).toHaveText(`Finished ${yesterdayShown}`);
  await expect(
    journal(page).getByText(`Finished ${yesterdayShown}`, { exact: true }).last(),
  ).toBeVisible();

  // Both count; a finish yesterday counts in this year's goal unless yesterday was last year.
  const counted = yesterday.getUTCFullYear() === new Date().getUTCFullYear() ? 2 : 1;
  await page.goto('/dashboard');
  await expect(goal.getByText(`${counted} of 12 books`)).toBeVisible();
  await expect(goal.getByText(/A book with no finish date counts toward no goal\./)).toBeVisible();
});
