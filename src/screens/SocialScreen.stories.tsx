import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FIXED_NOW } from '../api/mocks/fixtures';
import { SocialScreen } from './SocialScreen';
import { screenParameters, type Canvas } from '../stories/screens';
import { reviewVariants } from '../api/mocks/handlers/reviews';
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
  return members;
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
    await expect(canvas.getAllByRole('article')).toHaveLength(3 + 3);
    await expect(canvas.getByText('12 minutes ago')).toBeInTheDocument();
    // The members load independently of the feed: wait for them too.
    const members = await membersShown(canvas);
    await expect(members.getByRole('link', { name: /Maya Lindqvist/ })).toHaveAttribute(
      'href',
      '/user/profile?id=6',
    );
    // One page only: no pager.
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
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
    const pager = await canvas.findByRole('navigation', { name: 'Pagination' });
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
      handlers: { feed: [reviewVariants.feedLoading], discover: [userVariants.discoverLoading] },
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
  },
};

export const DiscoverError: Story = {
  parameters: { msw: { handlers: { discover: [userVariants.discoverError] } } },
  play: async ({ canvas }) => {
    const region = within(await canvas.findByRole('region', { name: 'Discoverable Members' }));
    await expect(await region.findByRole('button', { name: 'Try again' })).toBeEnabled();
    await feedShown(canvas);
  },
};
