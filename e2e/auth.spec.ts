import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Sign-up, sign-in and session journeys against the real server (fresh database per run).
 * Every journey registers its own reader, so they do not depend on each other or on seed data.
 */

interface Reader {
  name: string;
  surname: string;
  username: string;
  email: string;
  password: string;
}

let serial = 0;
function newReader(prefix: string): Reader {
  serial += 1;
  // Unique even if the database were reused between runs.
  const tag = `${Date.now().toString(36)}${serial}`;
  return {
    name: 'Grace',
    surname: 'Hopper',
    username: `${prefix}_${tag}`,
    email: `${prefix}.${tag}@shelfmark.test`,
    password: 'Compiler1952',
  };
}

async function registerThroughApi(page: Page, reader: Reader) {
  const response = await page.request.post('/api/auth/register', {
    data: { ...reader, confirm_password: reader.password },
  });
  expect(response.ok()).toBe(true);
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function signIn(page: Page, email: string, password: string) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Presses Tab until `target` has focus: reaching a field the way a keyboard user does. */
async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

test('register with live validation, sign in, stay signed in after a reload, log out', async ({
  page,
}) => {
  const reader = newReader('journey');
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByText('Not started')).toBeVisible();

  await field(page, 'Name').fill('Gr');
  await expect(page.getByText('Name must be at least 3 characters.')).toBeVisible();
  await field(page, 'Name').fill(reader.name);
  await expect(page.getByText('Name must be at least 3 characters.')).toBeHidden();
  await expect(page.getByText('Beginning')).toBeVisible();

  await field(page, 'Surname').fill(reader.surname);
  await field(page, 'Username').fill('bad-name!');
  await expect(
    page.getByText('Username can only contain letters, numbers and underscores.'),
  ).toBeVisible();
  await field(page, 'Username').fill(reader.username);
  await field(page, 'Email').fill(reader.email);
  await field(page, 'Password').fill('short');
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
  await field(page, 'Password').fill(reader.password);
  await expect(page.getByText('Almost done')).toBeVisible();
  await field(page, 'Confirm password').fill(`${reader.password}x`);
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await field(page, 'Confirm password').fill(reader.password);
  await expect(page.getByText('Completed')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Form completion' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('Registration successful! Redirecting to the login page...'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, reader.email, reader.password);
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const userMenu = page.getByRole('button', { name: reader.username });
  await expect(userMenu).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: reader.username })).toBeVisible();

  await page.getByRole('button', { name: reader.username }).click();
  await page.getByRole('menuitem', { name: /Log out/ }).click();
  await expect(page.getByText('Logged out.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
});

test('a wrong password shows the wrong-credentials toast, also in Turkish after a reload', async ({
  page,
}) => {
  const reader = newReader('wrongpw');
  await registerThroughApi(page, reader);

  await page.goto('/login');
  await signIn(page, reader.email, 'NotThePassword1');
  await expect(page.getByText('Incorrect email address or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('button', { name: /^TR/ }).click();
  await expect(page.getByRole('link', { name: 'Keşfet' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş yap' })).toBeVisible();
  await expect(field(page, 'E-posta')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('link', { name: 'Keşfet' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^TR/ })).toHaveAttribute('aria-pressed', 'true');
  await field(page, 'E-posta').fill(reader.email);
  await field(page, 'Şifre').fill('NotThePassword1');
  await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
  await expect(page.getByText('E-posta adresi veya şifre hatalı.')).toBeVisible();
});

test('a revoked token sends the reader to /login with the session-expired message', async ({
  page,
}) => {
  const reader = newReader('revoked');
  await registerThroughApi(page, reader);

  await page.goto('/login');
  await signIn(page, reader.email, reader.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: reader.username })).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const revoke = await page.request.post('/api/auth/logout', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(revoke.ok()).toBe(true);

  await page.goto('/dashboard');
  await expect(page.getByText('Your session has expired. Please login again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('keyboard only: register and sign in without a mouse', async ({ page }) => {
  const reader = newReader('keys');
  await page.goto('/register');

  const fields: [string, string][] = [
    ['Name', reader.name],
    ['Surname', reader.surname],
    ['Username', reader.username],
    ['Email', reader.email],
    ['Password', reader.password],
    ['Confirm password', reader.password],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, field(page, label));
    await page.keyboard.type(value);
  }
  await expect(page.getByText('Completed')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Registration successful! Redirecting to the login page...'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The address just registered is filled in already (WCAG 3.3.7, redundant entry).
  await expect(field(page, 'Email')).toHaveValue(reader.email);
  await tabTo(page, field(page, 'Password'));
  await page.keyboard.type(reader.password);
  // Show the password with the keyboard too, then submit from the field with Enter.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field(page, 'Password')).toHaveAttribute('type', 'text');
  await page.keyboard.press('Shift+Tab');
  await expect(field(page, 'Password')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: reader.username })).toBeVisible();
});
