import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { STATS_TODAY, goalFixtures } from '../../api/mocks/statsFixtures';
import { GoalCard } from '../GoalCard';
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

/** A reading goal's placeholder, as tall as the one-target goal that replaces it, at any width. */
export const Goal: Story = {
  args: { shape: 'goal', label: 'Loading your reading goal' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[
        { width: 360, goal: goalFixtures.booksOnly },
        { width: 640, goal: { ...goalFixtures.booksOnly, start: '2025-01-01', end: '2025-12-31' } },
      ].map(({ width, goal }) => (
        <div key={width} style={{ display: 'grid', gap: 16, inlineSize: width }}>
          <Skeleton {...args} />
          <GoalCard goal={goal} today={STATS_TODAY} onEdit={() => {}} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await document.fonts.ready;
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Loading your reading goal');
    const heights = [...canvasElement.querySelectorAll('[role="status"], section')].map((box) =>
      Math.round(box.getBoundingClientRect().height),
    );
    // Placeholder and card, at a narrow width (the header wraps) and a wide one (it does not).
    await expect(heights).toHaveLength(4);
    const [narrow = 0, narrowCard, wide = 0, wideCard] = heights;
    await expect(narrow).toBe(narrowCard);
    await expect(wide).toBe(wideCard);
    await expect(narrow).toBeGreaterThan(wide);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Yükleniyor…');
  },
};
