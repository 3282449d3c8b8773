import { expect, test, type Page } from '@playwright/test';
import { registerReader, type Reader } from './support/readers';

/**
 * Settings journeys against the real server (fresh database per run): account details that
 * persist, a taken email, an email change that needs the current password and signs out the
 * reader's other sessions, and a password change that does too.
 */

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function openSettingsFromMenu(page: Page, reader: Reader) {
  await page.getByRole('button', { name: reader.username }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
}

test('change full name, email and gender; they persist after a reload and show in the app', async ({
  page,
  browser,
  request,
}) => {
  const reader = await registerReader(request, 'renamer', { name: 'Grace', surname: 'Hopper' });
  const other = await registerReader(request, 'holder', { name: 'Grace', surname: 'Hopper' });

  // A second device, signed in before the email changes.
  const deviceContext = await browser.newContext();
  const device = await deviceContext.newPage();
  await signIn(device, reader.email, reader.password);
  await expect(device).toHaveURL(/\/dashboard$/);

  await signIn(page, reader.email, reader.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back, Grace!')).toBeVisible();

  await openSettingsFromMenu(page, reader);
  const account = page.getByRole('form', { name: 'Account Settings' });
  await expect(field(page, 'Full Name')).toHaveValue('Grace Hopper');
  await expect(account.getByLabel('Email', { exact: true })).toHaveValue(reader.email);

  const currentPassword = account.getByLabel('Current password', { exact: true });
  await expect(currentPassword).toHaveCount(0);

  // Another reader's address is refused and marked on the field.
  await account.getByLabel('Email', { exact: true }).fill(other.email);
  // A new email asks for the current password.
  await currentPassword.fill(reader.password);
  await account.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText('This email address is already used by another account.').first(),
  ).toBeVisible();
  await expect(account.getByLabel('Email', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  const newEmail = `amazing.${reader.username}@shelfmark.test`;
  await field(page, 'Full Name').fill('Amazing Grace Hopper');
  await account.getByLabel('Email', { exact: true }).fill(newEmail.toUpperCase());
  await field(page, 'Gender').selectOption('female');

  // A wrong current password is refused and marked; nothing changes.
  await currentPassword.fill('NotMyPassword1');
  await account.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your current password is incorrect.').first()).toBeVisible();
  await expect(currentPassword).toHaveAttribute('aria-invalid', 'true');
  await expect(currentPassword).toBeFocused();

  await currentPassword.fill(reader.password);
  await account.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  // The server stores the address lower-cased; the form shows what was saved.
  await expect(account.getByLabel('Email', { exact: true })).toHaveValue(newEmail);
  await expect(currentPassword).toHaveCount(0);

  // The other device is signed out on its next visit; this one stays.
  await device.goto('/settings');
  await expect(device.getByText('Your session has expired. Please login again.')).toBeVisible();
  await expect(device).toHaveURL(/\/login$/);
  await deviceContext.close();

  // The header's menu already knows (the session heard of the update).
  await page.getByRole('button', { name: reader.username }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('img', { name: 'Amazing Grace Hopper' })).toBeVisible();
  await expect(menu.getByText(newEmail)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(field(page, 'Full Name')).toHaveValue('Amazing Grace Hopper');
  await expect(account.getByLabel('Email', { exact: true })).toHaveValue(newEmail);
  await expect(field(page, 'Gender')).toHaveValue('female');

  // The full name splits at its last space: the greeting uses the first name(s).
  await page.goto('/dashboard');
  await expect(page.getByText('Welcome back, Amazing Grace!')).toBeVisible();
  await page.goto(`/user/profile?id=${reader.id}`);
  await expect(page.getByText('Amazing Grace Hopper', { exact: true })).toBeVisible();
});

test('change the password: other sessions end, the old password is refused, the new one works', async ({
  page,
  browser,
  request,
}) => {
  const reader = await registerReader(request, 'pwchange', { name: 'Grace', surname: 'Hopper' });
  const newPassword = 'Debugging1947';

  // A second device, signed in before the change.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, reader.email, reader.password);
  await expect(other).toHaveURL(/\/dashboard$/);

  await signIn(page, reader.email, reader.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openSettingsFromMenu(page, reader);
  const form = page.getByRole('form', { name: 'Change Password' });

  // A wrong current password is refused and marked; nothing changes.
  await field(page, 'Current password').fill('NotMyPassword1');
  await field(page, 'New password').fill(newPassword);
  await field(page, 'Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your current password is incorrect.').first()).toBeVisible();
  await expect(field(page, 'Current password')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Current password')).toBeFocused();

  await field(page, 'Current password').fill(reader.password);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(field(page, 'Current password')).toHaveValue('');
  await expect(field(page, 'New password')).toHaveValue('');

  // This session stays valid after a reload.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Change Password' })).toBeVisible();
  await expect(page.getByRole('button', { name: reader.username })).toBeVisible();

  // The other device is signed out on its next visit.
  await other.goto('/settings');
  await expect(other.getByText('Your session has expired. Please login again.')).toBeVisible();
  await expect(other).toHaveURL(/\/login$/);
  expect(await other.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await otherContext.close();

  await page.getByRole('button', { name: reader.username }).click();
  await page.getByRole('menuitem', { name: /Log out/ }).click();
  await expect(page.getByText('Logged out.')).toBeVisible();

  await signIn(page, reader.email, reader.password);
  await expect(page.getByText('Incorrect email address or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await field(page, 'Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: reader.username })).toBeVisible();
});

test('guests see a sign-in notice instead of the forms', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByText('Please login to change your account settings.')).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('see where you are signed in and sign another device out from Settings', async ({
  page,
  browser,
  request,
}) => {
  const reader = await registerReader(request, 'devices');
  // A phone, signed in with a phone's browser.
  const phoneContext = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 ' +
      '(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  const phone = await phoneContext.newPage();
  await signIn(phone, reader.email, reader.password);
  await expect(phone).toHaveURL(/\/dashboard$/);

  await signIn(page, reader.email, reader.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings');
  const sessions = page.getByRole('region', { name: "Where you're signed in" });
  // This browser, the phone, and the API sign-in of registerReader.
  await expect(sessions.getByRole('listitem')).toHaveCount(3);
  await expect(sessions.getByRole('listitem').first()).toContainText('This device');
  await expect(sessions.getByRole('listitem').first()).toContainText('Chrome');

  await sessions.getByRole('button', { name: /^Sign out of Safari 17 on iOS 17/ }).click();
  await expect(page.getByText('Signed out of that session.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  // The phone finds itself signed out on its next call.
  await phone.reload();
  await expect(phone).toHaveURL(/\/login/);

  // It stays so after a reload here.
  await page.reload();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(sessions.getByText('You are signed in only here.')).toBeVisible();
  const token = await request.post('/api/auth/me', {
    headers: { authorization: `Bearer ${reader.token}` },
  });
  expect(token.status()).toBe(401);
  await phoneContext.close();
});

test('delete the account: the password is asked, then the profile is gone and the name is free', async ({
  page,
  request,
}) => {
  const reader = await registerReader(request, 'leaver');
  await signIn(page, reader.email, reader.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Delete my account' });
  await section.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  // Keyboard only from here: the field has focus, Enter submits.
  await page.keyboard.type('Wrong0000');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('That password is wrong. Nothing was deleted.')).toBeVisible();
  await dialog.getByLabel('Your password', { exact: true }).fill(reader.password);
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Your account is deleted. Thank you for reading with us.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Not found for everyone, signed out here, and the address and name can be used again.
  await page.goto(`/user/profile?id=${reader.id}`);
  await expect(
    page.getByText("This user doesn't exist or their profile is private."),
  ).toBeVisible();
  const me = await request.post('/api/auth/me', {
    headers: { authorization: `Bearer ${reader.token}` },
  });
  expect(me.status()).toBe(401);
  const again = await request.post('/api/auth/register', {
    data: {
      name: reader.name,
      surname: reader.surname,
      username: reader.username,
      email: reader.email,
      password: reader.password,
      confirm_password: reader.password,
    },
  });
  expect(again.ok()).toBe(true);
});
