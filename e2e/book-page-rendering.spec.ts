import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerReader, reviewBook, type ReviewDraft } from './support/readers';

/**
 * The server-rendered book page for books with no, one, five and many reviews, some of them
 * hostile to an HTML page (`</script>`, `<!--`, line separators, emoji). Every page must be
 * complete HTML: readable with JavaScript off, taken over by the app with no CSP violation,
 * no page error and no fallback to a client render.
 */

interface ApiBook {
  id: number;
  title: string;
  author: string;
}

interface Case {
  label: string;
  book: ApiBook;
  /** The newest review's title: the first one the page lists. */
  newestTitle?: string;
}

const hostileDrafts: ReviewDraft[] = [
  {
    rating: 5,
    review_title: 'Ends </script><script>window.__pwned = 1</script> here',
    review_text: 'A closing </script> tag in the text, and <!-- an opened comment.',
  },
  { rating: 4, review_title: 'Comments <!-- never closed', review_text: '<!-- and --> both' },
  {
    rating: 3,
    review_title: 'Line\u2028and paragraph\u2029separators',
    review_text: 'JSON allows U+2028 and U+2029 in strings; old JavaScript did not.\u2028Twice.',
  },
  { rating: 5, review_title: 'Emoji 📚🦊 and ZWJ 👩‍🚀', review_text: 'Flags 🇹🇷 and skin 👋🏽.' },
  {
    rating: 2,
    review_title: 'A long one',
    // Long reviews make the page large: React outlines big boundaries unless told not to.
    review_text: 'The pages turned slowly. '.repeat(190),
  },
  { rating: 4, review_title: 'Ampersands & <b>tags</b>', review_text: '&amp; &lt;b&gt; "quotes"' },
  { rating: 1, review_title: '$& and $1 stay text', review_text: "$' $` $$ in a description" },
  { rating: 3, review_title: 'The newest of many', review_text: 'Plain words to close the list.' },
];

const plainDraft = (index: number): ReviewDraft => ({
  rating: (index % 5) + 1,
  review_title: `Plain review ${index + 1}`,
  review_text: `Review number ${index + 1}, nothing special about it.`,
});

async function booksWithoutReviews(page: Page, count: number): Promise<ApiBook[]> {
  const response = await page.request.post('/api/books/discover/most-reads', {
    data: { offset: 700, limit: 40 },
  });
  const { books } = (await response.json()) as { books: ApiBook[] };
  const found: ApiBook[] = [];
  for (const book of books) {
    const reviews = await page.request.post('/api/reviews/get/book-reviews', {
      data: { book_id: book.id, offset: 0, limit: 1 },
    });
    const { total } = (await reviews.json()) as { total: number };
    if (total === 0) found.push(book);
    if (found.length === count) return found;
  }
  throw new Error(`Fewer than ${count} books without reviews`);
}

async function writeReviews(page: Page, book: ApiBook, drafts: ReviewDraft[]) {
  for (const draft of drafts) {
    const reader = await registerReader(page.request, 'ssr');
    await reviewBook(page.request, reader, book.id, draft);
  }
}

const cases: Case[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const [none, one, five, many] = await booksWithoutReviews(page, 4);
  if (!none || !one || !five || !many) throw new Error('not enough books');
  const fiveDrafts = [0, 1, 2, 3, 4].map(plainDraft);
  await writeReviews(page, one, [plainDraft(0)]);
  await writeReviews(page, five, fiveDrafts);
  await writeReviews(page, many, hostileDrafts);
  cases.push(
    { label: 'no reviews', book: none },
    { label: 'one review', book: one, newestTitle: 'Plain review 1' },
    { label: 'five reviews', book: five, newestTitle: 'Plain review 5' },
    { label: 'eight hostile reviews', book: many, newestTitle: 'The newest of many' },
  );
  await page.close();
});

async function withoutJavaScript(browser: Browser, { book, newestTitle }: Case) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`/book/details?id=${book.id}`);
  const html = (await response?.text()) ?? '';
  // Nothing streamed in later: no outlined boundary waiting for a script to reveal it.
  expect(html.match(/<div hidden id="S:|<!--\$\?-->|\$RC\(/)?.[0] ?? null).toBe(null);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.title);
  await expect(page.getByRole('paragraph').filter({ hasText: `by ${book.author}` })).toBeVisible();
  if (newestTitle) {
    await expect(page.getByRole('heading', { level: 3, name: newestTitle })).toBeVisible();
  } else {
    await expect(page.getByText('No reviews yet', { exact: false })).toBeVisible();
  }
  await context.close();
}

async function takenOverByTheApp(page: Page, { book, newestTitle }: Case) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const log = ((window as unknown as { __csp?: string[] }).__csp ??= []);
      log.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  await page.goto(`/book/details?id=${book.id}`);
  // The app is running once a guest's Like answers (a click before it would be replayed).
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Please login to like this book.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.title);
  if (newestTitle) {
    await expect(page.getByRole('heading', { level: 3, name: newestTitle })).toBeVisible();
  }
  // A call the app parses with the contract: its parsers run under the page's CSP too.
  await page.getByRole('link', { name: 'Explore' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  const violations = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp);
  expect(violations ?? []).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBe(
    undefined,
  );
  expect(problems).toEqual([]);
}

for (const label of ['no reviews', 'one review', 'five reviews', 'eight hostile reviews']) {
  test(`a book with ${label}: readable without JavaScript, clean when the app takes over`, async ({
    browser,
    page,
  }) => {
    const current = cases.find((candidate) => candidate.label === label);
    if (!current) throw new Error('beforeAll did not prepare the books');
    await withoutJavaScript(browser, current);
    await takenOverByTheApp(page, current);
  });
}
