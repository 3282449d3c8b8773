import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerReader, signIn, type Reader } from './support/readers';

/**
 * Profile shelves paged five at a time (own profile and someone else's), and the in-app
 * notifications: what other readers did since the last visit, against the real server
 * (fresh database per run, every journey registers its own readers).
 */

const auth = (reader: Reader) => ({ authorization: `Bearer ${reader.token}` });

async function signOutInBrowser(page: Page) {
  await page.evaluate(() => localStorage.clear());
}

async function mostReadBooks(request: APIRequestContext, limit: number) {
  const response = await request.post('/api/books/discover/most-reads', { data: { limit } });
  const books = ((await response.json()) as { books: { id: number; title: string }[] }).books;
  expect(books).toHaveLength(limit);
  return books;
}

/** The titles of the book cards in the open tab. */
async function shelfTitles(page: Page) {
  const panel = page.getByRole('tabpanel');
  return panel.getByRole('article').getByRole('heading').allTextContents();
}

/** On the Books tab: five cards, a pager, the rest on page 2. */
async function expectBooksPagedByFive(page: Page, titles: string[]) {
  await expect(page.getByRole('tab', { name: `Books (${titles.length})` })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('article')).toHaveCount(5);
  const firstPage = await shelfTitles(page);
  const pager = panel.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(panel.getByRole('article')).toHaveCount(titles.length - 5);
  const secondPage = await shelfTitles(page);
  expect([...firstPage, ...secondPage].sort()).toEqual([...titles].sort());
}

test('profile Books tabs page through seven read books, five at a time', async ({
  page,
  request,
}) => {
  const reader = await registerReader(request, 'shelf', { name: 'Octavia', surname: 'Butler' });
  const viewer = await registerReader(request, 'visitor', { name: 'Ursula', surname: 'Guin' });
  const books = await mostReadBooks(request, 7);
  for (const book of books) {
    const read = await request.post('/api/user-book-relations/set-as-read', {
      headers: auth(reader),
      data: { book_id: book.id },
    });
    expect(read.ok()).toBe(true);
  }
  const titles = books.map((book) => book.title);

  await signIn(page, reader);
  await page.goto('/profile');
  await expect(page.getByText(`@${reader.username}`)).toBeVisible();
  await expectBooksPagedByFive(page, titles);

  await signOutInBrowser(page);
  await signIn(page, viewer);
  await page.goto(`/user/profile?id=${reader.id}`);
  await expect(page.getByRole('heading', { level: 1, name: reader.username })).toBeVisible();
  await expectBooksPagedByFive(page, titles);
});

/** Waits until this visit's notifications check has stored its marks. */
async function waitForCheck(page: Page, reader: Reader, after: string | null) {
  await page.waitForFunction(
    ({ key, previous }) => {
      const raw = localStorage.getItem(key);
      return raw !== null && raw !== previous;
    },
    { key: `shelfmark.notifications.${reader.id}`, previous: after },
  );
}

const storedMarks = (page: Page, reader: Reader) =>
  page.evaluate((key) => localStorage.getItem(key), `shelfmark.notifications.${reader.id}`);

test('a new follower and a new review since the last visit are announced once', async ({
  page,
  request,
}) => {
  const reader = await registerReader(request, 'notified', { name: 'Octavia', surname: 'Butler' });
  const follower = await registerReader(request, 'follower', { name: 'Ursula', surname: 'Guin' });
  const author = await registerReader(request, 'author', { name: 'Toni', surname: 'Morrison' });
  // The reader follows the author before the first visit; the author reviews later.
  const followed = await request.post('/api/follows/follow-user', {
    headers: auth(reader),
    data: { following_id: author.id },
  });
  expect(followed.ok()).toBe(true);

  // First visit: marks are stored, nothing is announced.
  await signIn(page, reader);
  await waitForCheck(page, reader, null);
  const notifications = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(notifications).toHaveCount(0);

  const follow = await request.post('/api/follows/follow-user', {
    headers: auth(follower),
    data: { following_id: reader.id },
  });
  expect(follow.ok()).toBe(true);
  const [book] = await mostReadBooks(request, 1);
  if (!book) throw new Error('no books in the catalogue');
  const read = await request.post('/api/user-book-relations/set-as-read', {
    headers: auth(author),
    data: { book_id: book.id },
  });
  expect(read.ok()).toBe(true);
  const reviewed = await request.post('/api/reviews/create/book-review', {
    headers: auth(author),
    data: { book_id: book.id, rating: 5, review_title: 'Luminous', review_text: 'Read it twice.' },
  });
  expect(reviewed.ok()).toBe(true);

  // Next visit (a reload restores the session): both are announced, each with its link.
  const before = await storedMarks(page, reader);
  await page.reload();
  const followerLink = notifications.getByRole('link', {
    name: 'Ursula Guin started following you.',
  });
  await expect(followerLink).toHaveAttribute('href', `/user/profile?id=${follower.id}`);
  const reviewLink = notifications.getByRole('link', {
    name: `Toni Morrison wrote a review of ${book.title}.`,
  });
  await expect(reviewLink).toHaveAttribute('href', `/book/details?id=${book.id}`);
  await waitForCheck(page, reader, before);

  // Dismissing removes only that one.
  await notifications
    .getByRole('listitem')
    .filter({ hasText: 'Ursula Guin started following you.' })
    .getByRole('button', { name: 'Dismiss notification' })
    .click();
  await expect(followerLink).toHaveCount(0);
  await expect(reviewLink).toBeVisible();

  // The link leads to the book.
  await reviewLink.click();
  await expect(page).toHaveURL(new RegExp(`/book/details\\?id=${book.id}$`));

  // A later visit announces neither again.
  const seen = await storedMarks(page, reader);
  await page.reload();
  await waitForCheck(page, reader, seen);
  await expect(notifications.getByRole('link')).toHaveCount(0);
});

test('the notifications code is its own chunk, loaded only once a reader signs in', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
  });
  const hostChunks = () => scripts.filter((url) => url.includes('/NotificationsHost-'));
  // A page where a guest runs the app (the landing page starts it only on interaction).
  await page.goto('/explore');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(hostChunks()).toEqual([]);

  const reader = await registerReader(request, 'chunk', { name: 'Octavia', surname: 'Butler' });
  await signIn(page, reader);
  await expect.poll(() => hostChunks().length).toBe(1);
});
