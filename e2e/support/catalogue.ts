import { expect, type Page } from '@playwright/test';

export interface ApiBook {
  id: number;
  title: string;
  author: string;
  isbn: string | null;
}

/** The most-read books of the catalogue that carry an ISBN an import can match them by. */
export async function catalogueBooks(page: Page): Promise<ApiBook[]> {
  const response = await page.request.post('/api/books/discover/most-reads', {
    data: { limit: 30 },
  });
  expect(response.ok()).toBe(true);
  const books = ((await response.json()) as { books: ApiBook[] }).books;
  return books.filter((book) => book.isbn !== null && /^\d{10}(\d{3})?$/.test(book.isbn));
}
