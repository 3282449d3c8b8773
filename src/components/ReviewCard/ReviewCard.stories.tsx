import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { ReviewCard, type ReviewCardReview } from './ReviewCard';

const now = new Date('2026-11-21T12:00:00.000Z');

function review(id: number, username: string, createdAt: string): ReviewCardReview {
  return {
    rating: 5 - (id % 3),
    review_title: 'Slow sand, big ideas',
    review_text: 'The politics take a while to click, but the world-building is unmatched.',
    created_at: createdAt,
    user: { id, username, avatar_url: null },
  };
}

const minutesAgo = review(3, 'mert_okur', '2026-11-21T11:48:00.000Z');
const hoursAgo = review(4, 'jonah_reads', '2026-11-21T07:00:00.000Z');
const daysAgo = review(5, 'ilker_kitap', '2026-11-18T12:00:00.000Z');
const longAgo = review(1, 'ada_reads', '2026-10-02T12:00:00.000Z');

const meta = {
  title: 'Components/ReviewCard',
  component: ReviewCard,
  tags: ['autodocs'],
  args: { review: minutesAgo, now },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MinutesAgo: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: minutesAgo.user.username })).toHaveAttribute(
      'href',
      `/user/profile?id=${minutesAgo.user.id}`,
    );
    await expect(canvas.getByText('12 minutes ago')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { level: 3, name: minutesAgo.review_title }),
    ).toBeInTheDocument();
  },
};

export const HoursAgo: Story = {
  args: { review: hoursAgo },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5 hours ago')).toBeInTheDocument();
  },
};

export const DaysAgo: Story = {
  args: { review: daysAgo },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 days ago')).toBeInTheDocument();
  },
};

export const DateAfterAWeek: Story = {
  args: { review: longAgo },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Oct 2, 2026')).toBeInTheDocument();
  },
};

export const Turkish: Story = {
  args: { review: longAgo },
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 Ekim 2026')).toBeInTheDocument();
  },
};

export const OwnReviewWithActions: Story = {
  args: {
    review: longAgo,
    actions: (
      <>
        <Button variant="ghost" size="sm" onClick={fn()}>
          Edit
        </Button>
        <Button variant="danger" size="sm" onClick={fn()}>
          Delete
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  },
};
