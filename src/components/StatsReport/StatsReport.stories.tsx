import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  STATS_TODAY,
  hugeAllTimeStats,
  missingPagesStats,
  oneBookStats,
  typicalAllTimeStats,
  typicalYearStats,
} from '../../api/mocks/statsFixtures';
import { StatsReport } from './StatsReport';

const meta = {
  title: 'Components/StatsReport',
  component: StatsReport,
  tags: ['autodocs'],
  // Seen on the fixtures' day, 21 November 2026.
  args: { stats: typicalYearStats, own: true, today: STATS_TODAY },
} satisfies Meta<typeof StatsReport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A past year: every month begun, its goal's line, re-reads and DNFs in the tiles. */
export const PastYear: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Books finished').nextElementSibling).toHaveTextContent(
      String(typicalYearStats.totals.books),
    );
    await expect(canvas.getByRole('heading', { name: 'Books against your goal' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Books per month' })).toHaveAccessibleDescription(
      /books finished in 2025, most in/,
    );
    // The year is over: no "so far".
    const goalChart = canvas.getByRole('img', { name: 'Books against your goal' });
    await expect(goalChart).toHaveAccessibleDescription(/^\d+ of \d+ books; the dashed line/);
  },
};

/** All time: per year, no goal line. */
export const AllTime: Story = {
  args: { stats: typicalAllTimeStats },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Books per year' })).toBeVisible();
    await expect(
      canvas.queryByRole('heading', { name: 'Books against your goal' }),
    ).not.toBeInTheDocument();
  },
};

export const OneBook: Story = {
  args: { stats: oneBookStats },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Books per month' })).toHaveAccessibleDescription(
      /^1 book finished in 2026/,
    );
  },
};

/** Twenty-five years, about 3,000 books. */
export const HugeHistory: Story = {
  args: { stats: hugeAllTimeStats },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Books per year' })).toBeVisible();
  },
};

/** The reader's own report lists books missing a page count, with a way to set each. */
export const MissingPages: Story = {
  args: { stats: missingPagesStats },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: 'Set page count' })).toHaveLength(
      missingPagesStats.missing_pages.length,
    );
  },
};

/** Another reader's report: no page-count list, which is theirs to mend. */
export const SomeoneElses: Story = {
  args: { stats: missingPagesStats, own: false },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('heading', { name: 'Books missing a page count' }),
    ).not.toBeInTheDocument();
    // Not "your" goal to the one looking at it.
    await expect(canvas.getByRole('heading', { name: 'Books against the goal' })).toBeVisible();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Aylara göre kitaplar' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Genres' })).toBeVisible();
  },
};
