import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FollowButton } from './FollowButton';

const meta = {
  title: 'Components/FollowButton',
  component: FollowButton,
  tags: ['autodocs'],
  args: { following: false, onToggle: fn() },
} satisfies Meta<typeof FollowButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFollowing: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Follow' });
    await expect(button).not.toHaveAttribute('aria-pressed');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

export const Following: Story = {
  args: { following: true },
  play: async ({ canvas }) => {
    // The words say the state; a toggle's "pressed" would contradict "Unfollow" on focus.
    await expect(canvas.getByRole('button', { name: 'Following' })).not.toHaveAttribute(
      'aria-pressed',
    );
  },
};

export const UnfollowOnHover: Story = {
  args: { following: true },
  play: async ({ canvas, args }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Following' }));
    const button = canvas.getByRole('button', { name: 'Unfollow' });
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

export const UnfollowOnFocus: Story = {
  args: { following: true },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Unfollow' });
    await expect(button).toHaveFocus();
    await expect(button).not.toHaveAttribute('aria-pressed');
  },
};

/** Asked a private member; the request waits for their answer. */
export const Requested: Story = {
  args: { requested: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Requested' })).toBeVisible();
  },
};

export const CancelRequestOnHover: Story = {
  args: { requested: true },
  play: async ({ canvas, args }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Requested' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel request' }));
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Follow' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

export const Turkish: Story = {
  args: { following: true },
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Takip ediliyor' })).toBeVisible();
  },
};
