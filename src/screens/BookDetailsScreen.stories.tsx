import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'sonner';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FIXED_NOW } from '../api/mocks/fixtures';
import { bookVariants, relationVariants } from '../api/mocks/handlers/books';
import { BookDetailsScreen } from './BookDetailsScreen';

const meta = {
  title: 'Screens/BookDetailsScreen',
  component: BookDetailsScreen,
  args: { now: new Date(FIXED_NOW) },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/book/details', url: '/book/details?id=1' },
    session: 'guest',
    toasts: true,
  },
  // sonner keeps toasts in a module-level store; start every story from an empty one.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof BookDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The toast that holds `text`, once mounted; its timer is then paused for the screenshot. */
async function findToast(text: string) {
  // The same text may also be on the page: take the copy inside a toast.
  const element = await waitFor(
    () => {
      const inToast = within(document.body)
        .getAllByText(text)
        .map((node) => node.closest<HTMLElement>('[data-sonner-toast]'))
        .find((node) => node !== null);
      if (!inToast) throw new Error(`"${text}" is not inside a toast`);
      return inToast;
    },
    { timeout: 4000 },
  );
  await waitFor(() => expect(element).toHaveAttribute('data-mounted', 'true'));
  window.dispatchEvent(new Event('blur'));
  return element;
}

const findTitle = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('heading', { level: 1, name: 'The Hunger Games' }, { timeout: 4000 });

/** Waits until the flags have loaded (the read button is no longer busy). */
async function flagsReady(canvas: ReturnType<typeof within>, readLabel: string) {
  const button = await canvas.findByRole('button', { name: readLabel }, { timeout: 4000 });
  await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  return button;
}

export const GuestLoaded: Story = {
  play: async ({ canvas }) => {
    const details = within((await findTitle(canvas)).parentElement as HTMLElement);
    await expect(details.getByText('by Suzanne Collins')).toBeVisible();
    await expect(details.getByText('Dystopian')).toBeVisible();
    await expect(await canvas.findByText('Kalbim hâlâ çarpıyor')).toBeVisible();
    await expect(canvas.getByText('12 minutes ago')).toBeVisible();
  },
};

export const GuestLikeRefused: Story = {
  play: async ({ canvas }) => {
    await findTitle(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await findToast('Please login to like this book.');
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
    await findToast('A server error occurred. Please try again in a few minutes.');
    // Once on the page, once in the toast.
    await expect(
      canvas.getAllByText('A server error occurred. Please try again in a few minutes.'),
    ).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: { book: [bookVariants.bookNetworkError] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Check your internet connection.')).toBeVisible();
  },
};

export const SignedInNotRead: Story = {
  parameters: {
    session: 'signedIn',
    msw: { handlers: { relation: relationVariants.none() } },
  },
  play: async ({ canvas }) => {
    await findTitle(canvas);
    // Only a signed-in reader sees the hint: the session has been restored.
    await expect(
      await canvas.findByText(
        'Mark this book as read to like it, add it to favorites and review it.',
        {},
        { timeout: 4000 },
      ),
    ).toBeVisible();
    await flagsReady(canvas, 'Mark as read');
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await findToast('You need to read this book first to like it.');
  },
};

export const SignedInAllFlags: Story = {
  parameters: {
    session: 'signedIn',
    msw: { handlers: { relation: relationVariants.all() } },
  },
  play: async ({ canvas }) => {
    await findTitle(canvas);
    await expect(await flagsReady(canvas, 'Marked as read')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Liked' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'In favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Add to reading list' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const UnmarkReadAsksFirst: Story = {
  parameters: {
    session: 'signedIn',
    msw: { handlers: { relation: relationVariants.all() } },
  },
  play: async ({ canvas }) => {
    await findTitle(canvas);
    await userEvent.click(await flagsReady(canvas, 'Marked as read'));
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
  parameters: {
    session: 'signedIn',
    msw: { handlers: { relation: relationVariants.read() } },
  },
  play: async ({ canvas }) => {
    await findTitle(canvas);
    await flagsReady(canvas, 'Marked as read');
    await userEvent.click(canvas.getByRole('button', { name: 'Write a review' }));
    await expect(await canvas.findByRole('heading', { name: 'Write a review' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /5/ })).toBeChecked();
    await userEvent.type(canvas.getByLabelText(/Title/), 'Gripping');
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
    await expect(await canvas.findByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(canvas.getByText('Oct 2, 2026')).toBeVisible();
  },
};

export const ReviewsEmpty: Story = {
  parameters: { msw: { handlers: { reviews: [bookVariants.reviewsEmpty] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No reviews yet. Be the first to share your thoughts!'),
    ).toBeVisible();
  },
};

export const ReviewsManyPages: Story = {
  parameters: { msw: { handlers: { reviews: [bookVariants.reviewsManyPages] } } },
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
