import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectWithinWidth, narrowGlobals } from '../../stories/reflow';
import { RatingDistribution } from './RatingDistribution';

const meta = {
  title: 'Components/RatingDistribution',
  component: RatingDistribution,
  tags: ['autodocs'],
  args: { status: 'ready', counts: [1, 2, 5, 14, 18], total: 40, onRetry: fn() },
} satisfies Meta<typeof RatingDistribution>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Five rows, five stars first: each says its count and share in words. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '40 ratings in all' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      '5 stars18 ratings, 45%',
      '4 stars14 ratings, 35%',
      '3 stars5 ratings, 13%',
      '2 stars2 ratings, 5%',
      '1 star1 rating, 3%',
    ]);
    await expect(within(table).getByRole('rowheader', { name: '5 stars' })).toBeVisible();
  },
};

/** One rating: a single full bar. */
export const OneRating: Story = {
  args: { counts: [0, 0, 0, 1, 0], total: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 rating, 100%')).toBeVisible();
  },
};

export const NoRatings: Story = {
  args: { counts: [0, 0, 0, 0, 0], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No ratings yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading the ratings',
    );
  },
};

export const LoadFailed: Story = {
  args: { status: 'loadFailed' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Toplam 40 puan' })).toBeVisible();
    await expect(canvas.getByText('18 puan, %45')).toBeVisible();
  },
};

export const Narrow320: Story = {
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await expectWithinWidth(within(canvasElement).getByText('18 ratings, 45%'));
  },
};
