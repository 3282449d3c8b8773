import { expect, test, type Page } from '@playwright/test';

/**
 * Books journeys against the real server (fresh database per run): search, genres, the book
 * page's flags and reviews for a guest and for a freshly registered reader, and failure states.
 */

interface ApiBook {
  id: number;
  title: string;
  author: string;
  genre: string;
  isbn: string | null;
  reads: number;
}

/** The API calls the page makes from now on, by path. */
function recordApiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  return calls;
}

async function mostRead(page: Page, limit: number): Promise<ApiBook[]> {
  const response = await page.request.post('/api/books/discover/most-reads', { data: { limit } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { books: ApiBook[] }).books;
}

let serial = 0;
async function registerAndSignIn(page: Page) {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}`;
  const reader = {
    name: 'Octavia',
    surname: 'Butler',
    username: `books_${tag}`,
    email: `books.${tag}@shelfmark.test`,
    password: 'Kindred1979',
  };
  const response = await page.request.post('/api/auth/register', {
    data: { ...reader, confirm_password: reader.password },
  });
  expect(response.ok()).toBe(true);
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(reader.email);
  await page.getByLabel('Password', { exact: true }).fill(reader.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

const flag = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('search by author, title and ISBN from explore; the URL carries the query', async ({
  page,
}) => {
  const book = (await mostRead(page, 10)).find((candidate) => candidate.isbn);
  expect(book).toBeDefined();
  if (!book?.isbn) return;
  await page.goto('/explore');
  const box = page.getByRole('searchbox', { name: 'Search books' });
  for (const query of [book.title, book.author, book.isbn]) {
    await box.fill(query);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`[?&]query=${encodeURIComponent(query).replace(/%20/g, '(\\+|%20)')}`),
    );
    await expect(page.getByText(/books? found/)).toBeVisible();
    await expect(page.getByRole('main').getByText(book.author).first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: book.title, exact: true }).first()).toBeVisible();
});

test('Back and Forward bring each search back into the box with its results', async ({ page }) => {
  const [first, second] = await mostRead(page, 2);
  if (!first || !second) throw new Error('The catalogue needs two books');
  await page.goto('/explore');
  const box = page.getByRole('searchbox', { name: 'Search books' });
  const results = (query: string) => page.getByRole('heading', { name: `Results for “${query}”` });
  for (const query of [first.title, second.title]) {
    await box.fill(query);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(results(query)).toBeVisible();
  }

  await page.goBack();
  await expect(results(first.title)).toBeVisible();
  await expect(box).toHaveValue(first.title);
  await expect(page.getByRole('link', { name: first.title, exact: true }).first()).toBeVisible();

  await page.goForward();
  await expect(results(second.title)).toBeVisible();
  await expect(box).toHaveValue(second.title);

  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(box).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Most Read Books' })).toBeVisible();
});

test('browse a genre, page through it and open a book', async ({ page }) => {
  await page.goto('/explore');
  await page.getByRole('link', { name: 'Fantasy', exact: true }).click();
  await expect(page).toHaveURL(/\/category\/fantasy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Genre: Fantasy' })).toBeVisible();
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(titles.first()).toBeVisible();
  const firstPage = await titles.allTextContents();
  const next = page.getByRole('button', { name: 'Next page' });
  if (await next.isVisible()) {
    await next.click();
    await expect.poll(async () => (await titles.allTextContents())[0]).not.toBe(firstPage[0]);
  }
  const title = (await titles.first().textContent()) ?? '';
  await titles.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/book\/details\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('a guest is asked to sign in before liking', async ({ page }) => {
  const [book] = await mostRead(page, 1);
  await page.goto(`/book/details?id=${book?.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(book?.title ?? '');
  await flag(page, 'Like').click();
  await expect(toast(page, 'Please login to like this book.')).toBeVisible();
});

test('a reader marks read, likes, favourites, keeps a reading list and reviews', async ({
  page,
}) => {
  const [first, second] = await mostRead(page, 2);
  if (!first || !second) throw new Error('The catalogue needs two books');
  await registerAndSignIn(page);

  await page.goto(`/book/details?id=${first.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  await expect(flag(page, 'Mark as read')).not.toHaveAttribute('aria-busy', 'true');
  // Locked until read: disabled for assistive technology, with the reason as its description,
  // yet focusable, so pressing it explains itself.
  await expect(flag(page, 'Like')).toBeDisabled();
  await expect(flag(page, 'Like')).toHaveAccessibleDescription(
    'Mark this book as read to like it, add it to favorites and review it.',
  );
  await flag(page, 'Like').press('Enter');
  await expect(toast(page, 'You need to read this book first to like it.')).toBeVisible();

  // One round trip per action: the write's answer carries the flags and the book's new count.
  const calls = recordApiCalls(page);
  await flag(page, 'Mark as read').click();
  await expect(flag(page, 'Marked as read')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`${first.reads + 1} reads`, { exact: true })).toBeVisible();
  expect(calls).toEqual(['/api/user-book-relations/set-as-read']);
  calls.length = 0;
  await flag(page, 'Like').click();
  await expect(flag(page, 'Liked')).toHaveAttribute('aria-pressed', 'true');
  await flag(page, 'Add to favorites').click();
  await expect(flag(page, 'In favorites')).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Write a review', exact: true }).click();
  await page.getByLabel('Title', { exact: true }).fill('Could not put it down');
  await page.getByLabel('Review', { exact: true }).fill('Read it in one sitting.');
  calls.length = 0;
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(toast(page, 'Your review has been shared.')).toBeVisible();
  const firstReview = page.getByRole('article').first();
  await expect(firstReview.getByRole('heading', { name: 'Could not put it down' })).toBeVisible();
  expect(calls).toEqual(['/api/reviews/create/book-review']);

  await page.goto(`/book/details?id=${second.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.title);
  await flag(page, 'Add to reading list').click();
  await expect(flag(page, 'In reading list')).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(flag(page, 'In reading list')).toHaveAttribute('aria-pressed', 'true');
  await page.goto(`/book/details?id=${first.id}`);
  await expect(flag(page, 'Marked as read')).toHaveAttribute('aria-pressed', 'true');
  await expect(flag(page, 'Liked')).toBeVisible();
  await expect(flag(page, 'In favorites')).toBeVisible();
  await expect(
    page.getByRole('article').first().getByRole('heading', { name: 'Could not put it down' }),
  ).toBeVisible();

  await flag(page, 'Marked as read').click();
  const dialog = page.getByRole('dialog', { name: 'Remove the read mark?' });
  await dialog.getByRole('button', { name: 'Remove read mark' }).click();
  await expect(flag(page, 'Mark as read')).toHaveAttribute('aria-pressed', 'false');
  await expect(flag(page, 'Like')).toHaveAttribute('aria-pressed', 'false');
  await expect(flag(page, 'Add to favorites')).toHaveAttribute('aria-pressed', 'false');
});

test('book not found and server error pages recover', async ({ page }) => {
  await page.goto('/book/details?id=99999999');
  await expect(page.getByText('Book Not Found', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();

  // A book opened from search is loaded by the app (a book page opened directly comes with
  // its data from the server): its first answer fails.
  const [book] = await mostRead(page, 1);
  let failures = 1;
  await page.route('**/api/books/get/id', async (route) => {
    if (failures > 0) {
      failures -= 1;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: { code: '9', values: [], message: '' } }),
      });
    } else {
      await route.fallback();
    }
  });
  await page.goto(`/explore?query=${encodeURIComponent(book?.title ?? '')}`);
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(book?.title ?? '') })
    .first()
    .click();
  await expect(
    page.getByRole('main').getByText('A server error occurred.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(book?.title ?? '');
});

test.describe('the server-rendered book page', () => {
  async function bookWithReviews(page: Page) {
    for (const book of await mostRead(page, 10)) {
      const response = await page.request.post('/api/reviews/get/book-reviews', {
        data: { book_id: book.id, offset: 0, limit: 5 },
      });
      const { reviews } = (await response.json()) as { reviews: Array<{ review_title: string }> };
      if (reviews[0]) return { book, review: reviews[0] };
    }
    throw new Error('No book with reviews in the catalogue');
  }

  test('reads without JavaScript: the book and its newest reviews', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const { book, review } = await bookWithReviews(page);
    await page.goto(`/book/details?id=${book.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.title);
    await expect(
      page.getByRole('paragraph').filter({ hasText: `by ${book.author}` }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: review.review_title })).toBeVisible();
    await context.close();
  });

  test('the app takes it over without asking for its data again, and without errors', async ({
    page,
  }) => {
    const { book, review } = await bookWithReviews(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const calls: string[] = [];
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(new URL(request.url()).pathname);
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto(`/book/details?id=${book.id}`);
    // The app is running once a guest's Like answers (a click before it would be replayed).
    await flag(page, 'Like').click();
    await expect(toast(page, 'Please login to like this book.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: review.review_title })).toBeVisible();
    expect(calls).not.toContain('/api/books/get/id');
    expect(calls).not.toContain('/api/reviews/get/book-reviews');
    expect(errors).toEqual([]);
    // The app's one stylesheet is the only one: the screen brings none of its own to wait for.
    expect(stylesheets).toEqual([expect.stringMatching(/\/assets\/style-[\w-]+\.css$/)]);

    // The data served that first render only: the next visit in the app asks the server.
    await page.getByRole('link', { name: 'Explore' }).first().click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.title);
    expect(calls).toContain('/api/books/get/id');
  });
});

test('a book seeded with its facts only: found by search, shown without description or genre', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // Beyond the 1,003 annotated books: Robert Jordan's The Gathering Storm (catalogue-facts.json).
  const response = await page.request.post('/api/books/search', {
    data: { query: '9780765302304' },
  });
  const [book] = ((await response.json()) as { books: ApiBook[] }).books;
  expect(book).toMatchObject({ title: 'The Gathering Storm', author: 'Robert Jordan', genre: '' });
  expect(book?.id).toBeGreaterThan(1003);

  await page.goto(`/book/details?id=${book?.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Gathering Storm');
  await expect(page.getByText('No description yet.')).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'The Gathering Storm by Robert Jordan (2009) on Shelfmark: see its readers, ratings and ' +
      'reviews, and keep it on your shelf.',
  );
  await context.close();
});
