import { type Page, expect } from '@playwright/test';

/** Sets a books goal from the dashboard; answers the dashboard's goal region. */
export async function setBooksGoal(page: Page, books: number) {
  await page.goto('/dashboard');
  const goal = page.getByRole('region', { name: 'Your reading goal' });
  await goal.getByRole('button', { name: 'Set a goal' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Books').fill(String(books));
  await dialog.getByRole('button', { name: 'Save goal' }).click();
  await expect(dialog).toBeHidden();
  await expect(goal.getByText(`0 of ${books} books`)).toBeVisible();
  return goal;
}

/** The catalogue's most read books, as the API lists them. */
export async function mostReadBooks(page: Page, limit: number): Promise<{ id: number }[]> {
  const answer = await page.request.post('/api/books/discover/most-reads', { data: { limit } });
  return ((await answer.json()) as { books: { id: number }[] }).books;
}
