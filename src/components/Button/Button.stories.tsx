import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Icon } from '../Icon';
import { Button, ButtonLink } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Add to reading list', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to reading list' });
    await expect(button).toHaveAttribute('data-variant', 'primary');
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Cancel' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Cancel' });
    await expect(button).toHaveAttribute('data-variant', 'secondary');
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Show more', icon: <Icon name="chevronDown" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show more' })).toHaveAttribute(
      'data-variant',
      'ghost',
    );
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Remove photo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove photo' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
  },
};

export const Small: Story = {
  args: { size: 'sm', variant: 'secondary', children: 'Follow' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Follow' });
    await expect(button).toHaveAttribute('data-size', 'sm');
    await expect(button.getBoundingClientRect().height).toBe(32);
  },
};

export const Large: Story = {
  args: { size: 'lg', children: 'Join Shelfmark' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Join Shelfmark' });
    await expect(button.getBoundingClientRect().height).toBe(48);
  },
};

export const WithIcon: Story = {
  args: { icon: <Icon name="heart" />, children: 'Like' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Like' });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Signing in' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Signing in' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Save changes' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const IconOnly: Story = {
  args: {
    iconOnly: true,
    variant: 'secondary',
    icon: <Icon name="more" />,
    'aria-label': 'More actions',
    children: undefined,
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'More actions' });
    await expect(button).toHaveAttribute('data-icon-only', 'true');
    await expect(button.getBoundingClientRect().width).toBe(40);
  },
};

export const AsLink: Story = {
  render: () => (
    <ButtonLink to="/register" size="lg">
      Join Shelfmark
    </ButtonLink>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Join Shelfmark' });
    await expect(link).toHaveAttribute('href', '/register');
    await expect(link).toHaveAttribute('data-variant', 'primary');
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="danger">Danger</Button>
      <Button disabled>Disabled</Button>
      <Button loading>Loading</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(6);
  },
};
