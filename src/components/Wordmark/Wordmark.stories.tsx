import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Wordmark } from './Wordmark';

const meta = {
  title: 'Components/Wordmark',
  component: Wordmark,
  tags: ['autodocs'],
} satisfies Meta<typeof Wordmark>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Header: Story = {
  args: { size: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Shelfmark')).toBeVisible();
  },
};

export const Footer: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Shelfmark')).toBeVisible();
  },
};
