import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FIXED_NOW } from '../api/mocks/fixtures';
import { SocialScreen } from './SocialScreen';
import { screenParameters, type Canvas } from '../stories/screens';
import { expectNoHorizontalOverflow, expectWithinWidth, narrowGlobals } from '../stories/reflow';
import { reviewVariants } from '../api/mocks/handlers/reviews';
import { readingVariants } from '../api/mocks/handlers/readings';
import { userVariants } from '../api/mocks/handlers/users';

const meta = {
  title: 'Screens/SocialScreen',
  component: SocialScreen,
  args: { now: new Date(FIXED_NOW) },
  parameters: screenParameters('/social', 'signedIn'),
} satisfies Meta<typeof SocialScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const feed = (handler: keyof typeof reviewVariants) => ({
  msw: { handlers: { feed: [reviewVariants[handler]] } },
});

/**
 * The discoverable members load independently of the feed: wait for the six of them too, so the
 * screenshot has the settled page.
 */
async function membersShown(canvas: Canvas, regionName = 'Discoverable Members') {
  const members = within(await canvas.findByRole('region', { name: regionName }));
  await waitFor(() => expect(members.getAllByRole('link')).toHaveLength(6), { timeout: 4000 });
  await activityShown(canvas, regionName === 'Discoverable Members' ? 'Reading activity' : null);
  return members;
}

/**
 * The reading activity loads on its own too: its first page of five events (the fixtures hold
 * six) once settled. `regionName` null: a story in another language, found by its list.
 */
async function activityShown(canvas: Canvas, regionName: string | null = 'Reading activity') {
  const region = regionName
    ? await canvas.findByRole('region', { name: regionName })
    : (await canvas.findAllByText(/kitabını bitirdi|finished/, {}, { timeout: 4000 }))[0]?.closest(
        'section',
      );
  if (!region) throw new Error('No reading activity section');
  const activity = within(region as HTMLElement);
  await waitFor(() => expect(activity.getAllByRole('article')).toHaveLength(5), {
    timeout: 4000,
  });
  return activity;
}

/** The feed loads independently of the members: wait for its first page too. */
async function feedShown(canvas: Canvas) {
  await canvas.findByText('Kalbim hâlâ çarpıyor', {}, { timeout: 4000 });
}

export const Guest: Story = {
  parameters: { session: 'guest' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Login Required')).toBeVisible();
    await expect(canvas.getByText('Please login to access social features')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    await expect(canvas.queryByText('Recent Reviews')).not.toBeInTheDocument();
  },
};

export const GuestTurkish: Story = {
  ...Guest,
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /Giriş/ })).toHaveAttribute(
      'href',
      '/auth',
    );
  },
};

export const Feed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Kalbim hâlâ çarpıyor')).toBeVisible();
    const reviews = within(canvas.getByRole('region', { name: 'Recent Reviews' }));
    await expect(reviews.getAllByRole('article')).toHaveLength(3 + 3);
    await expect(canvas.getByText('12 minutes ago')).toBeInTheDocument();
    // The members load independently of the feed: wait for them too.
    const members = await membersShown(canvas);
    await expect(members.getByRole('link', { name: /Maya Lindqvist/ })).toHaveAttribute(
      'href',
      '/user/profile?id=6',
    );
    // One page of reviews only: no pager there.
    await expect(reviews.queryByRole('navigation')).toBeNull();
    const activity = await activityShown(canvas);
    await expect(activity.getAllByRole('link', { name: 'Dune' })[0]).toHaveAttribute(
      'href',
      '/book/details?id=2',
    );
    await expect(activity.getByRole('navigation')).toBeVisible();
  },
};

export const ActivityEmpty: Story = {
  parameters: { msw: { handlers: { readings: readingVariants.activityEmpty() } } },
  play: async ({ canvas }) => {
    await feedShown(canvas);
    const activity = within(await canvas.findByRole('region', { name: 'Reading activity' }));
    await expect(await activity.findByText('No reading activity yet.')).toBeVisible();
  },
};

export const ActivityError: Story = {
  parameters: { msw: { handlers: { readings: readingVariants.activityError() } } },
  play: async ({ canvas }) => {
    await feedShown(canvas);
    const activity = within(await canvas.findByRole('region', { name: 'Reading activity' }));
    await expect(
      await activity.findByText('Reading activity could not be loaded.', {}, { timeout: 4000 }),
    ).toBeVisible();
    await expect(activity.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const FeedTurkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('12 dakika önce')).toBeVisible();
    await membersShown(canvas, 'Keşfedilecek Üyeler');
  },
};

export const FeedMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Kalbim hâlâ çarpıyor')).toBeVisible();
    await membersShown(canvas);
  },
};

export const SecondPage: Story = {
  parameters: feed('feedManyPages'),
  play: async ({ canvas }) => {
    const feedArea = within(await canvas.findByRole('region', { name: 'Recent Reviews' }));
    const pager = await feedArea.findByRole('navigation', { name: 'Pagination' });
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await expect(await canvas.findByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const feedRegion = within(canvas.getByRole('region', { name: 'Recent Reviews' }));
    await waitFor(() => expect(feedRegion.getAllByRole('heading', { level: 3 })).toHaveLength(2));
    await membersShown(canvas);
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        feed: [reviewVariants.feedLoading],
        discover: [userVariants.discoverLoading],
        readings: readingVariants.activityLoading(),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Recent Reviews')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const FollowingNobody: Story = {
  parameters: feed('feedFollowingNobody'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("You're not following anyone yet")).toBeVisible();
    await expect(canvas.queryByText('No friend reviews yet')).toBeNull();
    await membersShown(canvas);
  },
};

export const NoFriendReviews: Story = {
  parameters: feed('feedEmpty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No friend reviews yet')).toBeVisible();
    await expect(canvas.queryByText("You're not following anyone yet")).toBeNull();
    await membersShown(canvas);
  },
};

export const NoFriendReviewsTurkish: Story = {
  ...NoFriendReviews,
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3 })).toBeVisible();
    await membersShown(canvas, 'Keşfedilecek Üyeler');
  },
};

export const FeedError: Story = {
  parameters: feed('feedError'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('An error occurred while loading the reviews.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await membersShown(canvas);
  },
};

export const NoMembersToDiscover: Story = {
  parameters: { msw: { handlers: { discover: [userVariants.discoverEmpty] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No members to discover')).toBeVisible();
    await feedShown(canvas);
    await activityShown(canvas);
  },
};

export const DiscoverError: Story = {
  parameters: { msw: { handlers: { discover: [userVariants.discoverError] } } },
  play: async ({ canvas }) => {
    const region = within(await canvas.findByRole('region', { name: 'Discoverable Members' }));
    await expect(await region.findByRole('button', { name: 'Try again' })).toBeEnabled();
    await feedShown(canvas);
    await activityShown(canvas);
  },
};

/**
 * Reflow (WCAG 1.4.10): at 320 px wide, which is also 200 % zoom of a 640 px window, the feed with
 * friends' reviews, reading activity and members reflows into one column: nothing scrolls sideways
 * and the title, the reviews and the members stay in view.
 */
export const Narrow320: Story = {
  globals: narrowGlobals,
  play: async ({ canvas, canvasElement }) => {
    await feedShown(canvas);
    const members = await membersShown(canvas);
    await expectWithinWidth(canvas.getByRole('heading', { level: 1 }));
    await expectWithinWidth(canvas.getByText('Kalbim hâlâ çarpıyor'));
    await expectWithinWidth(members.getByRole('link', { name: /Maya Lindqvist/ }));
    await expectNoHorizontalOverflow(canvasElement);
  },
};
