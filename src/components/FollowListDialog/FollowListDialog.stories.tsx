import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { portraitDataUrl } from '../../api/mocks/images';
import { FollowListDialog, type FollowListMember } from './FollowListDialog';

const members: FollowListMember[] = [
  { id: 2, username: 'cagla_okur', email: 'cagla_okur@shelfmark.test', avatar_url: null },
  {
    id: 3,
    username: 'omer_pages',
    email: 'omer_pages@shelfmark.test',
    avatar_url: portraitDataUrl,
  },
  { id: 4, username: 'jonah_reads', email: null, avatar_url: null },
];

const meta = {
  title: 'Components/FollowListDialog',
  component: FollowListDialog,
  tags: ['autodocs'],
  // An open modal covers the page it is rendered in: on the docs page each story gets its own
  // frame, so the dialogs stay in their boxes instead of stacking over the documentation.
  parameters: { docs: { story: { inline: false, height: '500px' } } },
  args: {
    kind: 'followers',
    open: true,
    onOpenChange: fn(),
    trigger: <button type="button">3 followers</button>,
    members,
  },
} satisfies Meta<typeof FollowListDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Followers: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Followers' });
    const links = within(dialog).getAllByRole('link', { name: 'Profile' });
    await expect(links).toHaveLength(3);
    await expect(links[1]).toHaveAttribute('href', '/user/profile?id=3');
    // Outside the test runner the panel rises in from transparent (200 ms): wait for it.
    await waitFor(() =>
      expect(within(dialog).getByText('cagla_okur@shelfmark.test')).toBeVisible(),
    );
  },
};

export const FollowingEmpty: Story = {
  args: { kind: 'following', members: [] },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Following' });
    await waitFor(() =>
      expect(within(dialog).getByText('Not following anyone yet.')).toBeVisible(),
    );
  },
};

export const FollowersEmpty: Story = {
  args: { members: [] },
  play: async () => {
    const empty = await body().findByText('No followers yet.');
    await waitFor(() => expect(empty).toBeVisible());
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Followers' });
    await expect(within(dialog).queryByRole('link')).toBeNull();
  },
};

export const WithPager: Story = {
  args: { page: 1, totalPages: 2, onPageChange: fn() },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Followers' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const ClosesWithEscape: Story = {
  play: async ({ args }) => {
    await body().findByRole('dialog', { name: 'Followers' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Followers' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
