import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A reader registered through the API, with a session token for direct calls. */
export interface Reader {
  id: number;
  name: string;
  surname: string;
  username: string;
  email: string;
  password: string;
  token: string;
}

let serial = 0;

/** Registers a fresh reader (unique per run) and signs them in through the API. */
export async function registerReader(
  request: APIRequestContext,
  prefix: string,
  names: { name: string; surname: string } = { name: 'Ursula', surname: 'Guin' },
): Promise<Reader> {
  serial += 1;
  // Unique even if the database were reused between runs.
  const tag = `${Date.now().toString(36)}${serial}`;
  const reader = {
    ...names,
    username: `${prefix}_${tag}`,
    email: `${prefix}.${tag}@shelfmark.test`,
    password: 'Earthsea1968',
  };
  const registered = await request.post('/api/auth/register', {
    data: { ...reader, confirm_password: reader.password },
  });
  expect(registered.ok()).toBe(true);
  const login = await request.post('/api/auth/login', {
    data: { email: reader.email, password: reader.password },
  });
  expect(login.ok()).toBe(true);
  const body = (await login.json()) as { data: { token: string; userInfo: { id: number } } };
  return { ...reader, id: body.data.userInfo.id, token: body.data.token };
}

export interface ReviewDraft {
  rating: number;
  review_title: string;
  review_text: string;
}

/** Marks the book read for the reader and writes their review of it. */
export async function reviewBook(
  request: APIRequestContext,
  reader: Reader,
  bookId: number,
  draft: ReviewDraft,
) {
  const headers = { authorization: `Bearer ${reader.token}` };
  const read = await request.post('/api/user-book-relations/set-as-read', {
    headers,
    data: { book_id: bookId },
  });
  expect(read.ok()).toBe(true);
  const created = await request.post('/api/reviews/create/book-review', {
    headers,
    data: { book_id: bookId, ...draft },
  });
  expect(created.ok()).toBe(true);
}

/** Signs the reader in through the login form and waits for the dashboard. */
export async function signIn(page: Page, reader: Pick<Reader, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(reader.email);
  await page.getByLabel('Password', { exact: true }).fill(reader.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
