import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { reading } from '../../api/mocks/journalFixtures';
import { ReadingProgress } from './ReadingProgress';

const meta = {
  title: 'Components/ReadingProgress',
  component: ReadingProgress,
  tags: ['autodocs'],
  args: {
    reading: reading(1, 2, { progress: { pages: 120, percent: 40 } }),
    pageCount: 300,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReadingProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pages: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Reading progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%, Page 120 of 300 · 40%');
    await expect(canvas.getByText('Reading progress')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const PagesWithoutPercent: Story = {
  args: { reading: reading(1, 2, { progress: { pages: 75, percent: null } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page 75 of 300 · 25%')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  },
};

export const PercentOnly: Story = {
  args: { reading: reading(1, 2, { progress: { pages: null, percent: 40 } }), pageCount: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('40%')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  },
};

export const PageWithoutPageCount: Story = {
  args: { reading: reading(1, 2, { progress: { pages: 88, percent: null } }), pageCount: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page 88')).toBeVisible();
    // Not "0%": the share is unknown, so the bar says only the page.
    const bar = canvas.getByRole('progressbar');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Page 88');
  },
};

export const NoProgress: Story = {
  args: { reading: reading(1, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No progress yet')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

export const Finished: Story = {
  args: { reading: reading(1, 2, { progress: { pages: 300, percent: 100 } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page 300 of 300 · 100%')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const WithUpdateButton: Story = {
  args: { onUpdate: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update progress' }));
    await expect(args.onUpdate).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  args: { onUpdate: fn(), busy: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Update progress' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

export const Compact: Story = {
  args: { compact: true, onUpdate: fn(), updateLabel: 'Update progress for Dune' },
  play: async ({ canvas, userEvent, args }) => {
    // The heading is for assistive technology only; the bar keeps its name.
    await expect(canvas.getByRole('progressbar', { name: 'Reading progress' })).toBeVisible();
    await expect(canvas.getByText('Reading progress')).toHaveClass('visually-hidden');
    await userEvent.click(canvas.getByRole('button', { name: 'Update progress for Dune' }));
    await expect(args.onUpdate).toHaveBeenCalledTimes(1);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { onUpdate: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sayfa 120/300 · %40')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Okuma ilerlemesi' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'İlerlemeyi güncelle' })).toBeEnabled();
  },
};

export const TurkishNoProgress: Story = {
  globals: { locale: 'tr' },
  args: { reading: reading(1, 2), pageCount: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Henüz ilerleme yok')).toBeVisible();
  },
};
