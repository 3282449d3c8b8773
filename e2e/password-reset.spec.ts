import { expect, test, type Page } from '@playwright/test';
import { registerReader } from './support/readers';
import { resetLinkFor } from './support/outbox';

/**
 * The way back in for a reader who forgot the password, against the real server: the link is
 * read from the mail the server wrote to its outbox (no SMTP_URL in e2e).
 */

const NEW_PASSWORD = 'Tehanu1990';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('forgot password on /login, follow the mailed link, sign in with the new password', async ({
  page,
}) => {
  const reader = await registerReader(page.request, 'reset');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  await field(page, 'Email').fill(reader.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Check your inbox' })).toBeFocused();
  await expect(page.getByText(`If an account uses ${reader.email}`)).toBeVisible();

  const link = await resetLinkFor(reader.email);
  expect(link.pathname).toBe('/reset-password');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await field(page, 'New password').fill(NEW_PASSWORD);
  await field(page, 'Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Your password has been changed' }),
  ).toBeFocused();
  await expect(page.getByText('you have been signed out on every device')).toBeVisible();

  // Every session of the account ended, the one opened at registration included.
  const me = await page.request.post('/api/auth/me', {
    headers: { authorization: `Bearer ${reader.token}` },
    data: {},
  });
  expect(me.status()).toBe(401);

  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, reader.email, reader.password);
  await expect(page.getByText('Incorrect email address or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, reader.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a used link says so and leads to a new one; an unknown address is answered alike', async ({
  page,
}) => {
  const reader = await registerReader(page.request, 'reset_twice');
  const asked = await page.request.post('/api/auth/password-reset/request', {
    data: { email: reader.email },
  });
  const unknown = await page.request.post('/api/auth/password-reset/request', {
    data: { email: `nobody.${Date.now()}@shelfmark.test` },
  });
  expect(await unknown.json()).toEqual(await asked.json());

  const link = await resetLinkFor(reader.email);
  const used = await page.request.post('/api/auth/password-reset/confirm', {
    data: {
      token: link.searchParams.get('token'),
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    },
  });
  expect(used.ok()).toBe(true);

  await page.goto(`${link.pathname}${link.search}`);
  await field(page, 'New password').fill('Another1990x');
  await field(page, 'Confirm new password').fill('Another1990x');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'This link has already been used' }),
  ).toBeFocused();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
