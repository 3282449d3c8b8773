import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {
  args: { lines: 4 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"] > div > div')).toHaveLength(
      4,
    );
  },
};

export const Cards: Story = {
  args: { shape: 'card', count: 3, label: 'Loading popular books' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading popular books');
    await expect(status.querySelectorAll(':scope > [aria-hidden="true"]')).toHaveLength(3);
  },
};

export const Covers: Story = {
  args: { shape: 'cover', count: 4 },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    const cover = status.querySelector(':scope > [aria-hidden="true"] > div');
    const box = cover?.getBoundingClientRect();
    await expect(box && Math.round((box.height / box.width) * 100)).toBe(150);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Yükleniyor…');
  },
};
