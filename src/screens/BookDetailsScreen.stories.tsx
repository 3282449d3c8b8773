import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { books, FIXED_NOW, reviews } from '../api/mocks/fixtures';
import { prefetchKey, PrefetchedProvider, type PrefetchedAnswers } from '../api/prefetched';
import { firstBookReviewsCall } from '../machines/paging/listCalls';
import { ratingDistributionCall } from '../machines/ratings/ratingDistributionMachine';
import { BookDetailsScreen } from './BookDetailsScreen';
import { screenParameters, type Canvas } from '../stories/screens';
import { expectNoHorizontalOverflow, expectWithinWidth, narrowGlobals } from '../stories/reflow';
import { dismissToasts, findPausedToast } from '../stories/toasts';
import { expectPressed } from '../stories/toggles';
import { bookVariants, ratingCountsOf } from '../api/mocks/handlers/books';
import { relationVariants } from '../api/mocks/handlers/relations';
import { reviewVariants } from '../api/mocks/handlers/reviews';
import { noteWorld } from '../api/mocks/handlers/notes';
import { shelfWorld } from '../api/mocks/handlers/shelves';

const meta = {
  title: 'Screens/BookDetailsScreen',
  component: BookDetailsScreen,
  args: { now: new Date(FIXED_NOW) },
  parameters: {
    ...screenParameters({ path: '/book/details', url: '/book/details?id=1' }, 'guest'),
    toasts: true,
  },
  beforeEach: dismissToasts,
} satisfies Meta<typeof BookDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const MUST_READ_HINT = 'Mark this book as read to like it, add it to favorites and review it.';
const TURKISH_MUST_READ_HINT =
  'Beğenmek, favorilere eklemek ve inceleme yazmak için bu kitabı okundu olarak işaretleyin.';

const findTitle = (canvas: Canvas) =>
  canvas.findByRole('heading', { level: 1, name: 'The Hunger Games' }, { timeout: 4000 });

/**
 * What only the signed-in reader's flags show: the read button marked, or for a book not read
 * yet the read button with the must-read hint.
 */
type ReaderFlags = { read: string } | { unread: string; hint: string };

/**
 * Waits until the signed-in reader's flags have loaded: the flags group is no longer busy and
 * shows what only the reader's flags show (the read mark, or the hint of an unread book). Query
 * afresh each time: the page starts the flags over when the session's check ends.
 */
async function flagsReady(canvas: Canvas, flags: ReaderFlags) {
  if ('hint' in flags) await canvas.findByText(flags.hint, {}, { timeout: 4000 });
  const name = 'read' in flags ? flags.read : flags.unread;
  return waitFor(
    () => {
      const button = canvas.getByRole('button', { name });
      expect(button).not.toHaveAttribute('aria-busy');
      expect(button.closest('[role="group"]')).not.toHaveAttribute('aria-busy');
      return button;
    },
    { timeout: 4000 },
  );
}

/**
 * The Hunger Games' first page of reviews is on screen. For a signed-in reader call it after
 * flagsReady: the reviews load again once the session is restored.
 */
async function reviewsShown(canvas: Canvas) {
  await expect(
    await canvas.findByText('Kalbim hâlâ çarpıyor', {}, { timeout: 4000 }),
  ).toBeVisible();
}

/**
 * The Hunger Games' page as the signed-in reader sees it once settled: the title, then the
 * reader's flags, then the reviews loaded again. Answers the read button.
 */
async function readerPageReady(canvas: Canvas, flags: ReaderFlags) {
  await findTitle(canvas);
  const read = await flagsReady(canvas, flags);
  await reviewsShown(canvas);
  return read;
}

/** A signed-in reader (Ada) whose relation to the book is one of the mock world's. */
const reader = (relation: keyof typeof relationVariants) => ({
  session: 'signedIn' as const,
  msw: { handlers: { relation: relationVariants[relation]() } },
});

export const GuestLoaded: Story = {
  play: async ({ canvas }) => {
    const details = within((await findTitle(canvas)).parentElement as HTMLElement);
    await expect(details.getByText('by Suzanne Collins')).toBeVisible();
    await expect(details.getByText('Dystopian')).toBeVisible();
    await expect(await canvas.findByText('Kalbim hâlâ çarpıyor')).toBeVisible();
    await expect(canvas.getByText('12 minutes ago')).toBeVisible();
  },
};

/** A book the catalogue seeds with its facts only: no description, genre or publisher. */
export const FactsOnlyBook: Story = {
  parameters: { msw: { handlers: { book: [bookVariants.bookFactsOnly] } } },
  play: async ({ canvas }) => {
    const details = within((await findTitle(canvas)).parentElement as HTMLElement);
    await expect(details.getByText('No description yet.')).toBeVisible();
    await expect(details.queryByText('Dystopian')).not.toBeInTheDocument();
    const genre = details.getByText('Genre').closest('div') as HTMLElement;
    await expect(within(genre).getByText('Unknown')).toBeVisible();
    const publisher = details.getByText('Publisher').closest('div') as HTMLElement;
    await expect(within(publisher).getByText('Unknown')).toBeVisible();
    await reviewsShown(canvas);
  },
};

export const TurkishFactsOnlyBook: Story = {
  globals: { locale: 'tr' },
  parameters: { msw: { handlers: { book: [bookVariants.bookFactsOnly] } } },
  play: async ({ canvas }) => {
    const details = within((await findTitle(canvas)).parentElement as HTMLElement);
    await expect(details.getByText('Henüz açıklama yok.')).toBeVisible();
    const genre = details.getByText('Tür').closest('div') as HTMLElement;
    await expect(within(genre).getByText('Bilinmiyor')).toBeVisible();
    await reviewsShown(canvas);
  },
};

export const GuestLikeRefused: Story = {
  play: async ({ canvas }) => {
    await findTitle(canvas);
    await reviewsShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await findPausedToast('Please login to like this book.');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { book: [bookVariants.bookLoading] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: { book: [bookVariants.bookNotFound] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Book Not Found', {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go back' })).toBeVisible();
    await findPausedToast('Book not found.');
  },
};

export const MissingId: Story = {
  parameters: { route: { path: '/book/details', url: '/book/details' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No book ID provided in URL parameters/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { book: [bookVariants.bookServerError] } } },
  play: async ({ canvas }) => {
    await findPausedToast('A server error occurred. Please try again in a few minutes.');
    // Once on the page, once in the toast. The toast comes at once; the page draws its error
    // as a transition (useDataMachine), which a loaded machine finishes a little later.
    await waitFor(() =>
      expect(
        canvas.getAllByText('A server error occurred. Please try again in a few minutes.'),
      ).toHaveLength(2),
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: { book: [bookVariants.bookNetworkError] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Check your internet connection.')).toBeVisible();
    await findPausedToast('Check your internet connection and try again.');
  },
};

export const SignedInNotRead: Story = {
  parameters: reader('none'),
  play: async ({ canvas }) => {
    // Only a signed-in reader sees the hint: the session has been restored.
    await readerPageReady(canvas, { unread: 'Mark as read', hint: MUST_READ_HINT });
    await expect(canvas.getByText(MUST_READ_HINT)).toBeVisible();
    // Locked until read, and the reason is the button's description.
    const like = canvas.getByRole('button', { name: 'Like' });
    await expect(like).toHaveAttribute('aria-disabled', 'true');
    await expect(like).toHaveAccessibleDescription(MUST_READ_HINT);
    await expect(canvas.getByRole('button', { name: 'Write a review' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(like);
    await findPausedToast('You need to read this book first to like it.');
  },
};

export const TurkishSignedInNotRead: Story = {
  globals: { locale: 'tr' },
  parameters: reader('none'),
  play: async ({ canvas }) => {
    await readerPageReady(canvas, {
      unread: 'Okundu olarak işaretle',
      hint: TURKISH_MUST_READ_HINT,
    });
    await expect(canvas.getByRole('button', { name: 'Beğen' })).toHaveAccessibleDescription(
      TURKISH_MUST_READ_HINT,
    );
    // The catalogue's description is English on a Turkish page, and marked so (WCAG 3.1.2).
    const description = canvas.getByRole('heading', { name: 'Açıklama' }).nextElementSibling;
    await expect(description).toHaveAttribute('lang', 'en');
  },
};

export const MobileSignedInNotRead: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: reader('none'),
  play: async ({ canvas }) => {
    await readerPageReady(canvas, { unread: 'Mark as read', hint: MUST_READ_HINT });
    await expect(canvas.getByText(MUST_READ_HINT)).toBeVisible();
  },
};

export const SignedInAllFlags: Story = {
  parameters: reader('all'),
  play: async ({ canvas }) => {
    await readerPageReady(canvas, { read: 'Marked as read' });
    await expectPressed(canvas, {
      'Marked as read': true,
      Liked: true,
      'In favorites': true,
      'Add to reading list': false,
    });
  },
};

export const TurkishSignedInAllFlags: Story = {
  globals: { locale: 'tr' },
  parameters: reader('all'),
  play: async ({ canvas }) => {
    await readerPageReady(canvas, { read: 'Okundu olarak işaretlendi' });
    await expectPressed(canvas, {
      'Okundu olarak işaretlendi': true,
      Beğenildi: true,
      Favorilerde: true,
      'Okuma listesine ekle': false,
    });
  },
};

export const MobileSignedInAllFlags: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: reader('all'),
  play: async ({ canvas }) => {
    await readerPageReady(canvas, { read: 'Marked as read' });
    await expectPressed(canvas, { Liked: true, 'In favorites': true });
  },
};

export const UnmarkReadAsksFirst: Story = {
  parameters: reader('all'),
  play: async ({ canvas }) => {
    const read = await readerPageReady(canvas, { read: 'Marked as read' });
    await userEvent.click(read);
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Remove the read mark?',
    });
    await expect(
      within(dialog).getByText(
        'Removing the read mark also removes your like and favorite for this book.',
      ),
    ).toBeVisible();
  },
};

export const WritingAReview: Story = {
  parameters: reader('read'),
  play: async ({ canvas }) => {
    await readerPageReady(canvas, { read: 'Marked as read' });
    await userEvent.click(canvas.getByRole('button', { name: 'Write a review' }));
    await expect(await canvas.findByRole('heading', { name: 'Write a review' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /5/ })).toBeChecked();
    await userEvent.type(canvas.getByLabelText(/Title/), 'Gripping');
  },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Submitting a blank review: a message under each field, tied to it, and no call. */
async function submitBlankReview(
  canvas: Canvas,
  labels: { read: string; write: string; submit: string; title: string; review: string },
  messages: { title: string; review: string; toast: string },
) {
  await readerPageReady(canvas, { read: labels.read });
  await userEvent.click(canvas.getByRole('button', { name: labels.write }));
  await userEvent.click(await canvas.findByRole('button', { name: labels.submit }));
  const title = canvas.getByLabelText(labels.title);
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  // Focus goes to the first invalid field, so its message is read at once.
  await expect(title).toHaveFocus();
  // The field's description also carries its "Invalid" mark.
  await expect(title).toHaveAccessibleDescription(new RegExp(escapeRegExp(messages.title)));
  const review = canvas.getByLabelText(labels.review);
  await expect(review).toHaveAttribute('aria-invalid', 'true');
  await expect(review).toHaveAccessibleDescription(messages.review);
  await expect(canvas.getByText(messages.title)).toBeVisible();
  await expect(canvas.getByText(messages.review)).toBeVisible();
  await findPausedToast(messages.toast);
  (document.activeElement as HTMLElement | null)?.blur();
}

const englishForm = {
  read: 'Marked as read',
  write: 'Write a review',
  submit: 'Submit review',
  title: 'Title',
  review: 'Review',
};
const englishRequired = {
  title: 'Please enter a title.',
  review: 'Please write your review.',
  toast: 'Please fix the errors below',
};

export const ReviewRequiredErrors: Story = {
  parameters: reader('read'),
  play: async ({ canvas }) => {
    await submitBlankReview(canvas, englishForm, englishRequired);
    // Filling a field clears its message.
    await userEvent.type(canvas.getByLabelText('Title'), 'Gripping');
    await expect(canvas.queryByText('Please enter a title.')).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const TurkishReviewRequiredErrors: Story = {
  globals: { locale: 'tr' },
  parameters: reader('read'),
  play: async ({ canvas }) => {
    await submitBlankReview(
      canvas,
      {
        read: 'Okundu olarak işaretlendi',
        write: 'İnceleme yaz',
        submit: 'İncelemeyi gönder',
        title: 'Başlık',
        review: 'İnceleme',
      },
      {
        title: 'Lütfen bir başlık girin.',
        review: 'Lütfen incelemenizi yazın.',
        toast: 'Lütfen aşağıdaki hataları düzeltin',
      },
    );
  },
};

export const MobileReviewRequiredErrors: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: reader('read'),
  play: async ({ canvas }) => {
    await submitBlankReview(canvas, englishForm, englishRequired);
  },
};

/** The server refused the review: the form stays open with what was written and says why. */
export const ReviewSubmitFailed: Story = {
  parameters: {
    session: 'signedIn',
    msw: {
      handlers: {
        relation: relationVariants.read(),
        reviewSubmit: [reviewVariants.reviewSubmitServerError],
      },
    },
  },
  play: async ({ canvas }) => {
    await readerPageReady(canvas, { read: 'Marked as read' });
    await userEvent.click(canvas.getByRole('button', { name: 'Write a review' }));
    await userEvent.type(await canvas.findByLabelText('Title'), 'Gripping');
    await userEvent.type(canvas.getByLabelText('Review'), 'Read it in one sitting.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    const form = within(canvas.getByRole('form', { name: 'Write a review' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'A server error occurred. Please try again in a few minutes.',
    );
    await expect(form.getByLabelText('Title')).toHaveValue('Gripping');
    await findPausedToast('A server error occurred. Please try again in a few minutes.');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const OwnReviewCanBeEdited: Story = {
  parameters: {
    session: 'signedIn',
    route: { path: '/book/details', url: '/book/details?id=4' },
    msw: { handlers: { relation: relationVariants.read() } },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'The Hobbit' }, { timeout: 4000 });
    // Ada is known from the stored session at once, so her review can show its buttons before
    // the session is restored; the page then loads the reviews again: wait for that second list.
    await flagsReady(canvas, { read: 'Marked as read' });
    await expect(
      await canvas.findByRole('button', { name: 'Edit' }, { timeout: 4000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(canvas.getByText('Oct 2, 2026')).toBeVisible();
  },
};

/**
 * Another reader's review is reported from its card: the dialog names its author, asks why, and
 * thanks; closed, focus is back on the card's button.
 */
export const ReportAReview: Story = {
  parameters: reader('none'),
  play: async ({ canvas }) => {
    await readerPageReady(canvas, { unread: 'Mark as read', hint: MUST_READ_HINT });
    const report = await canvas.findByRole('button', {
      name: 'Report the review by cagla_okur',
    });
    await userEvent.click(report);
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Report cagla_okur’s review' }),
    );
    await userEvent.click(dialog.getByRole('radio', { name: 'Spoilers' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(
      await dialog.findByText('Thank you. Our moderators will look at it.'),
    ).toBeVisible();
    await userEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(report).toHaveFocus());
  },
};

export const ReviewsEmpty: Story = {
  parameters: { msw: { handlers: { reviews: [reviewVariants.reviewsEmpty] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No reviews yet. Be the first to share your thoughts!'),
    ).toBeVisible();
  },
};

export const ReviewsManyPages: Story = {
  parameters: { msw: { handlers: { reviews: [reviewVariants.reviewsManyPages] } } },
  play: async ({ canvas }) => {
    await findTitle(canvas);
    const pager = await canvas.findByRole('navigation', { name: 'Reviews' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2));
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await findTitle(canvas);
    await expect(await canvas.findByText('Kalbim hâlâ çarpıyor')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await findTitle(canvas);
    await expect(await canvas.findByText('Kalbim hâlâ çarpıyor')).toBeVisible();
  },
};

/** What the server sends with a server-rendered book page (server/http/bookPage.ts). */
function serverAnswers(bookId: number): PrefetchedAnswers {
  const status = { code: '0', values: [], message: '' };
  const book = books.find((each) => each.id === bookId) ?? books[0]!;
  const bookReviews = reviews
    .filter((review) => review.book_id === bookId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  return {
    [prefetchKey('/books/get/id', bookId)]: {
      status,
      books: books.filter((book) => book.id === bookId),
      total: 1,
    },
    [prefetchKey('/reviews/get/book-reviews', firstBookReviewsCall(bookId))]: {
      status,
      reviews: bookReviews.slice(0, 5),
      total: bookReviews.length,
    },
    [prefetchKey('/books/get/rating-distribution', ratingDistributionCall(bookId))]: {
      status,
      counts: ratingCountsOf(book),
      total: book.ratings_count,
    },
  };
}

/**
 * Opened directly, the page comes server-rendered with its book and first reviews: it starts
 * from them and asks for neither (here both calls would never answer).
 */
export const ServerRendered: Story = {
  parameters: {
    msw: {
      handlers: {
        book: [bookVariants.bookLoading, bookVariants.distributionLoading],
        reviews: [reviewVariants.reviewsLoading],
      },
    },
  },
  decorators: [
    (Story) => (
      <PrefetchedProvider answers={serverAnswers(1)}>
        <Story />
      </PrefetchedProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'The Hunger Games' })).toBeVisible();
    await expect(canvas.getByText('Kalbim hâlâ çarpıyor')).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/**
 * Reflow (WCAG 1.4.10): at 320 px wide, which is also 200 % zoom of a 640 px window, the reader's
 * book page with every flag set reflows into one column: nothing scrolls sideways and the title and
 * the actions stay in view.
 */
export const Narrow320: Story = {
  globals: narrowGlobals,
  parameters: reader('all'),
  play: async ({ canvas, canvasElement }) => {
    const read = await readerPageReady(canvas, { read: 'Marked as read' });
    await expectWithinWidth(await findTitle(canvas));
    await expectWithinWidth(read);
    await expectWithinWidth(canvas.getByRole('button', { name: 'Add to reading list' }));
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/**
 * The book on the reader's own shelves, by keyboard: "Shelves" opens the picker, Space ticks a
 * shelf (saved at once), and a typed name makes a new shelf with the book on it.
 */
export const PutOnShelves: Story = {
  parameters: {
    ...reader('read'),
    msw: { handlers: { ...reader('read').msw.handlers, shelves: shelfWorld() } },
  },
  play: async ({ canvas }) => {
    await readerPageReady(canvas, { read: 'Marked as read' });
    canvas.getByRole('button', { name: 'Shelves' }).focus();
    await userEvent.keyboard('{Enter}');
    const picker = within(
      await within(document.body).findByRole('dialog', { name: 'Shelves for The Hunger Games' }),
    );
    const summer = await picker.findByRole('checkbox', { name: /summer-2024/ });
    await expect(summer).not.toBeChecked();
    summer.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(summer).toBeChecked());
    // Saved: the count follows the server's answer.
    await expect(
      await picker.findByRole('checkbox', { name: /summer-2024.*3 books/ }),
    ).not.toHaveAttribute('aria-disabled');
    await userEvent.type(picker.getByLabelText('New shelf'), 'Dystopias{Enter}');
    await expect(await picker.findByRole('checkbox', { name: /Dystopias/ })).toBeChecked();
    await findPausedToast('Shelf “Dystopias” created, with this book on it.');
    await userEvent.click(picker.getByRole('button', { name: 'Done' }));
    await expect(await canvas.findByText('On 2 shelves')).toBeVisible();
  },
};

/** The reader's private note, added in place: only they see it, and it says so. */
export const PrivateNote: Story = {
  parameters: {
    ...reader('read'),
    msw: { handlers: { ...reader('read').msw.handlers, notes: noteWorld() } },
  },
  play: async ({ canvas }) => {
    await readerPageReady(canvas, { read: 'Marked as read' });
    const notes = within(canvas.getByRole('region', { name: 'Your notes' }));
    await expect(await notes.findByText('No notes on this book yet.')).toBeVisible();
    await userEvent.click(notes.getByRole('button', { name: 'Add a note' }));
    await userEvent.type(notes.getByLabelText('Private note'), 'Lent to Deniz in May.');
    await userEvent.clear(notes.getByLabelText('Copies you own'));
    await userEvent.type(notes.getByLabelText('Copies you own'), '1');
    await userEvent.click(notes.getByRole('button', { name: 'Save notes' }));
    await expect(await notes.findByText('Lent to Deniz in May.', { selector: 'p' })).toBeVisible();
    await expect(notes.getByText('You own 1 copy')).toBeVisible();
    await findPausedToast('Your notes are saved.');
  },
};

/** The ratings per star above the reviews, as a table a screen reader reads row by row. */
export const RatingsPerStar: Story = {
  play: async ({ canvas }) => {
    await findTitle(canvas);
    const ratings = within(await canvas.findByRole('region', { name: 'How readers rated it' }));
    const table = await ratings.findByRole('table', { name: '12 ratings in all' });
    await expect(within(table).getByRole('row', { name: /5 stars 4 ratings, 33%/ })).toBeVisible();
    await expect(within(table).getByRole('row', { name: /4 stars 7 ratings, 58%/ })).toBeVisible();
  },
};

/** The counts fail to load: the rest of the page stands, with a way to try again. */
export const RatingsLoadFailed: Story = {
  parameters: { msw: { handlers: { book: [bookVariants.distributionFails] } } },
  play: async ({ canvas }) => {
    await findTitle(canvas);
    const ratings = within(await canvas.findByRole('region', { name: 'How readers rated it' }));
    await expect(await ratings.findByText('The ratings could not be loaded.')).toBeVisible();
    await reviewsShown(canvas);
  },
};
