import { expect, test, type Page } from '@playwright/test';
import { registerReader, reviewBook, type Reader } from './support/readers';
import { expectFocusTrapped, expectVisibleFocus, tabTo, tabToVisibly } from './support/keyboard';

/**
 * The product's main journeys with the keyboard alone (WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7): Tab,
 * Shift+Tab, Enter, Space, Escape and the arrow keys, typing with the keyboard. No click, no
 * fill, no programmatic focus: each journey starts with one page load and goes from there. At
 * the key steps the focused control must show the focus ring, and dialogs and menus must keep
 * focus while open and give it back when they close. Against the real server, on a fresh
 * database: every journey registers its own readers.
 */

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Signs in on /login with the keyboard and waits for the dashboard. */
async function signInByKeyboard(page: Page, reader: Pick<Reader, 'email' | 'password'>) {
  await page.goto('/login');
  await tabToVisibly(page, field(page, 'Email'));
  await page.keyboard.type(reader.email);
  await tabTo(page, field(page, 'Password'));
  await page.keyboard.type(reader.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
}

/** The most-read book: the first of the dashboard's popular books. */
async function mostReadBook(page: Page): Promise<{ id: number; title: string }> {
  const response = await page.request.post('/api/books/discover/most-reads', {
    data: { limit: 1 },
  });
  expect(response.ok()).toBe(true);
  const { books } = (await response.json()) as { books: { id: number; title: string }[] };
  const [book] = books;
  if (!book) throw new Error('the catalogue has no most-read book');
  return book;
}

let serial = 0;

test('keyboard only: skip link, register and sign in', async ({ page }) => {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}`;
  const reader = {
    name: 'Grace',
    surname: 'Hopper',
    username: `keys_${tag}`,
    email: `keys.${tag}@shelfmark.test`,
    password: 'Compiler1952',
  };
  await page.goto('/register');
  await expect(page).toHaveTitle('Create your account – Shelfmark');

  // The first stop is the skip link: shown when focused, it moves focus to the main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // From there, the next stop is the form, past the whole header.
  await page.keyboard.press('Tab');
  await expect(field(page, 'Name')).toBeFocused();
  await expectVisibleFocus(page);

  const fields: [string, string][] = [
    ['Name', reader.name],
    ['Surname', reader.surname],
    ['Username', reader.username],
    ['Email', reader.email],
    ['Password', reader.password],
    ['Confirm password', reader.password],
  ];
  for (const [label, value] of fields) {
    await tabToVisibly(page, field(page, label));
    await page.keyboard.type(value);
  }
  await expect(page.getByText('Completed')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Sign in – Shelfmark');

  // Nobody types the address twice (WCAG 3.3.7): it is there already.
  await expect(field(page, 'Email')).toHaveValue(reader.email);
  await tabToVisibly(page, field(page, 'Password'));
  await page.keyboard.type(reader.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('Dashboard – Shelfmark');
  await expect(page.getByRole('button', { name: reader.username })).toBeVisible();
});

test('keyboard only: mark a book read and write a review; the confirm dialog keeps and gives back focus', async ({
  page,
  request,
}) => {
  const reader = await registerReader(request, 'keyreview');
  const book = await mostReadBook(page);
  await signInByKeyboard(page, reader);

  // From the dashboard's popular books to the book page: the card draws the ring.
  const card = page.getByRole('link', { name: book.title, exact: true }).first();
  await tabToVisibly(page, card);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/book/details\\?id=${book.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();

  const markRead = page.getByRole('button', { name: 'Mark as read' });
  await tabToVisibly(page, markRead);
  await page.keyboard.press('Enter');
  const markedRead = page.getByRole('button', { name: 'Marked as read' });
  await expect(markedRead).toHaveAttribute('aria-pressed', 'true');
  await expect(markedRead).toBeFocused();

  await tabToVisibly(page, page.getByRole('button', { name: 'Write a review' }));
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Write a review' });
  await expect(form).toBeVisible();
  // The star picker is one stop (the checked star, five by default); arrows change it.
  const fiveStars = form.getByRole('radio', { name: /5/ });
  await tabToVisibly(page, fiveStars);
  await expect(fiveStars).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(form.getByRole('radio', { name: /4/ })).toBeChecked();
  await expectVisibleFocus(page);
  await tabToVisibly(page, form.getByLabel('Title', { exact: true }));
  await page.keyboard.type('Kept me up all night');
  await tabToVisibly(page, form.getByLabel('Review', { exact: true }));
  await page.keyboard.type('Every chapter ends on a question.');
  await tabToVisibly(page, form.getByRole('button', { name: 'Submit review' }));
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  const review = page.getByRole('listitem').filter({ hasText: 'Kept me up all night' });
  await expect(review).toBeVisible();
  await expect(review.getByRole('img', { name: /4/ })).toBeVisible();

  // Unmarking asks first, in a modal dialog that holds focus and gives it back on Escape.
  await tabTo(page, markedRead, { backwards: true });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Remove the read mark?');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(markedRead).toBeFocused();
  await expectVisibleFocus(page);
  await expect(markedRead).toHaveAttribute('aria-pressed', 'true');
});

test('keyboard only: follow a reader; the followers dialog keeps and gives back focus', async ({
  page,
  request,
}) => {
  const critic = await registerReader(request, 'keycritic', { name: 'Ursula', surname: 'Vernon' });
  const reader = await registerReader(request, 'keyfollow');
  const book = await mostReadBook(page);
  await reviewBook(request, critic, book.id, {
    rating: 5,
    review_title: 'A keyboard classic',
    review_text: 'Read it twice.',
  });
  await signInByKeyboard(page, reader);

  // Dashboard, the book, the critic's review (the newest), the critic's profile.
  await tabTo(page, page.getByRole('link', { name: book.title, exact: true }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/book\/details/);
  const review = page.getByRole('listitem').filter({ hasText: 'A keyboard classic' });
  const author = review.getByRole('link', { name: critic.username });
  await tabToVisibly(page, author);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/user/profile\\?id=${critic.id}$`));
  await expect(page).toHaveTitle('Reader profile – Shelfmark');

  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  await tabToVisibly(page, follow);
  await page.keyboard.press('Space');
  // Followed; while it has focus it offers to undo ("Unfollow").
  await expect(page.getByRole('button', { name: 'Unfollow', exact: true })).toBeFocused();
  await expect(page.getByText(/^You are now following /)).toBeVisible();

  const followers = page.getByRole('button', { name: '1 follower' });
  await tabToVisibly(page, followers);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Followers' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(reader.username)).toBeVisible();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(followers).toBeFocused();
  await expectVisibleFocus(page);
});

test('keyboard only: change the name, the theme and the language, through the user menu', async ({
  page,
  request,
}) => {
  const reader = await registerReader(request, 'keysettings', { name: 'Ada', surname: 'Byron' });
  await signInByKeyboard(page, reader);

  // The user menu: opened with Enter, the first item takes focus and shows the ring; Escape
  // closes it and gives focus back to its trigger.
  const trigger = page.getByRole('button', { name: reader.username });
  await tabToVisibly(page, trigger, { backwards: true });
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Statistics' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const settings = menu.getByRole('menuitem', { name: 'Settings' });
  await expect(settings).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page).toHaveTitle('Settings – Shelfmark');

  const fullName = field(page, 'Full Name');
  await tabToVisibly(page, fullName);
  await expect(fullName).toHaveValue('Ada Byron');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  await expect(fullName).toHaveValue('Ada Lovelace');

  // Theme and language are buttons in the header, reached backwards from the form.
  const dark = page.getByRole('button', { name: 'Dark theme' });
  await tabToVisibly(page, dark, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(dark).toHaveAttribute('aria-pressed', 'true');
  await expectVisibleFocus(page);

  await tabToVisibly(page, page.getByRole('button', { name: 'TR Switch to Turkish' }));
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page).toHaveTitle('Ayarlar – Shelfmark');
  await expect(field(page, 'Ad Soyad')).toHaveValue('Ada Lovelace');
  await expectVisibleFocus(page);
});

test('keyboard only: the accessibility statement from the footer', async ({ page }) => {
  await page.goto('/explore');
  // Once the page has shown its lists (a reader tabs through what is there; placeholders hold
  // the lists' room, but a quote's length is not known before it comes), the footer's link is
  // the page's last stop: one Shift+Tab from the top wraps to it.
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  const statement = page.getByRole('link', { name: 'Accessibility' });
  await tabToVisibly(page, statement, { backwards: true });
  await expect(statement).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page).toHaveTitle('Accessibility statement – Shelfmark');

  // A known limitation links to its entry, which is open.
  const limitation = page.getByRole('link', { name: /^2\.2\.1 Timing Adjustable/ });
  await tabToVisibly(page, limitation);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#sc-2-2-1$/);
  await expect(page.locator('#sc-2-2-1')).toBeInViewport();
  await expect(page.locator('#sc-2-2-1 details')).toHaveAttribute('open', '');

  // Explanations open with Enter and close with Space, like any disclosure.
  const summary = page.getByText('How Shelfmark meets 2.2.2', { exact: true });
  await tabToVisibly(page, summary);
  await page.keyboard.press('Enter');
  await expect(page.locator('#sc-2-2-2 details')).toHaveAttribute('open', '');
  await expect(page.getByText(/^Nothing moves, blinks or scrolls by itself/)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.locator('#sc-2-2-2 details')).not.toHaveAttribute('open');
});
