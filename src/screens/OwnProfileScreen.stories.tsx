import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OwnProfileScreen } from './OwnProfileScreen';
import { bigPng, fileInput } from '../stories/files';
import { shelfSecondPage } from '../stories/shelves';
import { body, screenParameters, type Canvas } from '../stories/screens';
import { expectNoHorizontalOverflow, expectWithinWidth, narrowGlobals } from '../stories/reflow';
import { dismissToasts, findPausedToast } from '../stories/toasts';
import { bookVariants } from '../api/mocks/handlers/books';
import { followVariants } from '../api/mocks/handlers/follows';
import { readingVariants } from '../api/mocks/handlers/readings';
import { shelfWorld } from '../api/mocks/handlers/shelves';
import { userVariants } from '../api/mocks/handlers/users';

const meta = {
  title: 'Screens/OwnProfileScreen',
  component: OwnProfileScreen,
  parameters: screenParameters('/profile', 'signedIn'),
  beforeEach: dismissToasts,
} satisfies Meta<typeof OwnProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ada's lists in the mock world, as her tabs and follow counts name them. */
const ADA = {
  tabs: ['Books (7)', 'Likes (2)', 'Reviews (1)', 'Readlist (2)', 'Reading (0)'],
  follows: ['3 followers', '2 following'],
};

/**
 * Every list on the page has answered. The profile, the four shelves, the reviews and both
 * follow lists load on their own, in any order: wait for the final counts on the tabs and the
 * follow buttons, and for no skeleton to be left (favourites, the open tab), so the story checks
 * and screenshots the settled page. Call it before a dialog opens (which hides the page).
 */
async function listsLoaded(canvas: Canvas, expected: { tabs: string[]; follows: string[] } = ADA) {
  await waitFor(
    () => {
      for (const name of expected.tabs) expect(canvas.getByRole('tab', { name })).toBeVisible();
      for (const name of expected.follows) {
        expect(canvas.getByRole('button', { name })).toBeVisible();
      }
      expect(canvas.queryAllByRole('status')).toHaveLength(0);
    },
    { timeout: 4000 },
  );
}

export const OwnProfile: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('@ada_reads')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '3 followers' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '2 following' })).toBeVisible();
    // Her ratings are counted apart from the Reviews tab, which lists only those with words.
    await expect(await canvas.findByText('1 rating')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change profile photo' })).toBeEnabled();
    await expect(await canvas.findByRole('tab', { name: 'Books (7)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const favorites = within(canvas.getByRole('region', { name: 'Favorite Books' }));
    await expect(await favorites.findByRole('link', { name: 'The Hobbit' })).toBeVisible();
    await listsLoaded(canvas);
    // A re-read book says how often it was read.
    await expect(within(canvas.getByRole('tabpanel')).getByText('Read 2 times')).toBeVisible();
  },
};

/** What Ada is reading now: her journal world has two books in progress. */
export const ReadingTab: Story = {
  parameters: { msw: { handlers: { readings: readingVariants.current() } } },
  play: async ({ canvas }) => {
    await listsLoaded(canvas, { ...ADA, tabs: [...ADA.tabs.slice(0, 4), 'Reading (2)'] });
    await userEvent.click(canvas.getByRole('tab', { name: 'Reading (2)' }));
    const panel = within(canvas.getByRole('tabpanel'));
    await expect(await panel.findByRole('link', { name: 'The Hunger Games' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Dune' })).toBeVisible();
    // The Hunger Games was finished once before this reading.
    await expect(panel.queryByText(/Read \d+ times/)).toBeNull();
  },
};

export const BooksSecondPage: Story = {
  play: ({ canvas }) => shelfSecondPage(canvas, () => listsLoaded(canvas)),
};

export const ReviewsTab: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Reviews (1)' }));
    const panel = canvas.getByRole('tabpanel');
    await expect(await within(panel).findByText('A perfect comfort read')).toBeVisible();
    await expect(within(panel).getByText('5/5')).toBeVisible();
    await listsLoaded(canvas);
  },
};

export const EmptyLists: Story = {
  parameters: {
    msw: {
      handlers: {
        read: [bookVariants.readBooksEmpty],
        favorites: [bookVariants.favoriteBooksEmpty],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No books yet.')).toBeVisible();
    await expect(await canvas.findByText('No favorite books yet.')).toBeVisible();
    await listsLoaded(canvas, {
      ...ADA,
      tabs: ['Books (0)', 'Likes (2)', 'Reviews (1)', 'Readlist (2)'],
    });
  },
};

export const FollowersDialogEmpty: Story = {
  parameters: { msw: { handlers: { followers: [followVariants.followersEmpty] } } },
  play: async ({ canvas }) => {
    // The page behind the dialog settles first (the open dialog hides it from queries).
    await listsLoaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '3 followers' }));
    const dialog = await body().findByRole('dialog', { name: 'Followers' });
    await expect(await within(dialog).findByText('No followers yet.')).toBeVisible();
  },
};

export const PhotoTooLarge: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('@ada_reads', {}, { timeout: 4000 });
    await listsLoaded(canvas);
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await userEvent.upload(fileInput(), big);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Image size must be smaller than 5MB.',
    );
  },
};

export const PhotoPreview: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('@ada_reads', {}, { timeout: 4000 });
    await listsLoaded(canvas);
    await userEvent.upload(fileInput(), await bigPng());
    await expect(
      await canvas.findByRole('button', { name: 'Save photo' }, { timeout: 10_000 }),
    ).toBeVisible();
    const preview = canvas.getByRole('img', { name: 'Ada Kaplan' });
    await expect(preview.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
  },
};

export const PhotoPreviewCancelled: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('@ada_reads', {}, { timeout: 4000 });
    await listsLoaded(canvas);
    await userEvent.upload(fileInput(), await bigPng());
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Cancel' }, { timeout: 10_000 }),
    );
    await expect(canvas.queryByRole('button', { name: 'Save photo' })).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Ada Kaplan' }).tagName).not.toBe('IMG');
  },
};

export const PhotoUploadFails: Story = {
  parameters: {
    toasts: true,
    msw: { handlers: { photo: [userVariants.photoUploadFailed] } },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('@ada_reads', {}, { timeout: 4000 });
    await listsLoaded(canvas);
    await userEvent.upload(fileInput(), await bigPng());
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Save photo' }, { timeout: 10_000 }),
    );
    await expect(await canvas.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'An error occurred while uploading the image.',
    );
    // The same message comes as a toast (it loads with the first toast): wait for it and pause it.
    await findPausedToast('An error occurred while uploading the image.');
  },
};

export const Guest: Story = {
  parameters: { session: 'guest' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Please login.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('@ada_reads')).toBeVisible();
    for (const link of await canvas.findAllByRole('link', { name: 'The Hobbit' })) {
      await expect(link).toBeVisible();
    }
    await listsLoaded(canvas, {
      tabs: [
        'Kitaplar (7)',
        'Beğeniler (2)',
        'İncelemeler (1)',
        'Okuma Listesi (2)',
        'Şu an okuduklarım (0)',
      ],
      follows: ['3 takipçi', '2 takip'],
    });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('@ada_reads')).toBeVisible();
    for (const link of await canvas.findAllByRole('link', { name: 'The Hobbit' })) {
      await expect(link).toBeVisible();
    }
    await listsLoaded(canvas);
  },
};

/**
 * Reflow (WCAG 1.4.10): at 320 px wide, which is also 200 % zoom of a 640 px window, the reader's
 * own profile with every list loaded reflows into one column: nothing scrolls sideways and the
 * name, the photo action and every tab stay in view.
 */
export const Narrow320: Story = {
  globals: narrowGlobals,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('@ada_reads')).toBeVisible();
    for (const link of await canvas.findAllByRole('link', { name: 'The Hobbit' })) {
      await expect(link).toBeVisible();
    }
    await listsLoaded(canvas);
    await expectWithinWidth(canvas.getByText('@ada_reads'));
    await expectWithinWidth(canvas.getByRole('button', { name: 'Change profile photo' }));
    for (const name of ADA.tabs) await expectWithinWidth(canvas.getByRole('tab', { name }));
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** Her own shelves, private ones included, each a link to its page. */
export const Shelves: Story = {
  play: async ({ canvas }) => {
    await listsLoaded(canvas);
    const shelves = within(canvas.getByRole('region', { name: 'Shelves' }));
    await expect(shelves.getByRole('link', { name: 'Book club' })).toHaveAttribute(
      'href',
      '/profile?shelf=1',
    );
    await expect(shelves.getByText('Private')).toBeVisible();
    await expect(shelves.getByRole('button', { name: 'New shelf' })).toBeVisible();
  },
};

/**
 * Making, renaming and deleting a shelf by keyboard: a taken name is said in the dialog, the
 * deletion asks first and says the books stay.
 */
export const ManageShelves: Story = {
  parameters: { toasts: true, msw: { handlers: { shelves: shelfWorld() } } },
  play: async ({ canvas }) => {
    await listsLoaded(canvas);
    const shelves = within(canvas.getByRole('region', { name: 'Shelves' }));
    await userEvent.click(shelves.getByRole('button', { name: 'New shelf' }));
    const create = within(await body().findByRole('dialog', { name: 'New shelf' }));
    await userEvent.type(create.getByLabelText('Name'), 'Book-Club{Enter}');
    await expect(await create.findByText('You already have a shelf with this name.')).toBeVisible();
    await userEvent.clear(create.getByLabelText('Name'));
    await userEvent.type(create.getByLabelText('Name'), 'Re-reads{Enter}');
    await expect(await shelves.findByRole('link', { name: 'Re-reads' })).toBeVisible();
    await expect(await findPausedToast('Shelf “Re-reads” created.')).toBeVisible();

    shelves.getByRole('button', { name: 'Actions for the shelf summer-2024' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body().findByRole('menuitem', { name: 'Rename' }));
    const rename = within(await body().findByRole('dialog', { name: 'Rename “summer-2024”' }));
    await userEvent.clear(rename.getByLabelText('Name'));
    await userEvent.type(rename.getByLabelText('Name'), 'Summer 2024{Enter}');
    await expect(await shelves.findByRole('link', { name: 'Summer 2024' })).toBeVisible();

    await userEvent.click(shelves.getByRole('button', { name: 'Actions for the shelf Re-reads' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Delete' }));
    const question = await body().findByRole('dialog', { name: 'Delete “Re-reads”?' });
    await expect(question).toHaveAccessibleDescription(/The books stay in your library/);
    await userEvent.click(within(question).getByRole('button', { name: 'Delete shelf' }));
    await waitFor(() => expect(shelves.queryByRole('link', { name: 'Re-reads' })).toBeNull());
  },
};

/** The delete question, as a designer reviews it. */
export const DeleteShelfQuestion: Story = {
  parameters: { msw: { handlers: { shelves: shelfWorld() } } },
  play: async ({ canvas }) => {
    await listsLoaded(canvas);
    const shelves = within(canvas.getByRole('region', { name: 'Shelves' }));
    await userEvent.click(shelves.getByRole('button', { name: 'Actions for the shelf Book club' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Delete' }));
    const question = await body().findByRole('dialog', { name: 'Delete “Book club”?' });
    await expect(question).toHaveAccessibleDescription(
      'The shelf goes, and its 3 books leave it. The books stay in your library: their readings, ratings and reviews are not touched.',
    );
  },
};

/** A shelf's own page: its books with when each was added, her rating and finish date. */
export const ShelfPage: Story = {
  parameters: { route: { path: '/profile', url: '/profile?shelf=1' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Book club' })).toBeVisible();
    await expect(canvas.getByText('A shelf of ada_reads')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'The Night Circus' })).toBeVisible();
    await expect(canvas.getByLabelText('Sort by')).toHaveValue('added');
    // Newest placement first.
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(titles).toEqual(['The Night Circus', 'The Hobbit', 'Dune']);
    await expect(canvas.getByText('Rated 4.75 of 5')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  },
};

/** Sorted by her rating, from the URL, so a shared link shows the same order. */
export const ShelfPageByRating: Story = {
  parameters: { route: { path: '/profile', url: '/profile?shelf=1&sort=rating' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Dune' })).toBeVisible();
    await expect(canvas.getByLabelText('Sort by')).toHaveValue('rating');
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(titles).toEqual(['Dune', 'The Hobbit', 'The Night Circus']);
    await userEvent.selectOptions(canvas.getByLabelText('Sort by'), 'title');
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'Dune',
        'The Hobbit',
        'The Night Circus',
      ]),
    );
    await expect(canvas.getByLabelText('Sort by')).toHaveValue('title');
  },
};

/** A shelf that is not there (or private to someone else) says so, with the way back. */
export const ShelfNotFound: Story = {
  parameters: { route: { path: '/profile', url: '/profile?shelf=99' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This shelf does not exist, or it is private.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the profile' })).toBeVisible();
  },
};

/** A shelf's page at 320 px: title, sort and books stay within the width. */
export const ShelfPageNarrow320: Story = {
  globals: narrowGlobals,
  parameters: { route: { path: '/profile', url: '/profile?shelf=1' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: 'The Night Circus' })).toBeVisible();
    await expectWithinWidth(canvas.getByLabelText('Sort by'));
    await expectNoHorizontalOverflow(canvasElement);
  },
};
