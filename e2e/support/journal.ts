import { expect, type Page } from '@playwright/test';

/** The book page's journal region. */
export const journal = (page: Page) => page.getByRole('region', { name: 'Your reading' });

/** On a book page: opens the status menu and picks a status. */
export async function chooseStatus(page: Page, status: string) {
  const trigger = journal(page).getByRole('button', { name: /^(Track this book|Reading status:)/ });
  await expect(trigger).toBeEnabled();
  await trigger.click();
  await page.getByRole('menuitemradio', { name: status, exact: true }).click();
}
