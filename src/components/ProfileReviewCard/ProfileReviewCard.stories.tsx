import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProfileReviewCard, type ProfileReviewCardReview } from './ProfileReviewCard';

const review: ProfileReviewCardReview = {
  rating: 5,
  review_title: 'A perfect comfort read',
  review_text: 'Every re-read finds something new in the Shire.',
  created_at: '2026-10-02T12:00:00.000Z',
  book: { id: 4, title: 'The Hobbit', author: 'J.R.R. Tolkien', image_url: null },
};

const meta = {
  title: 'Components/ProfileReviewCard',
  component: ProfileReviewCard,
  tags: ['autodocs'],
  args: { review },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileReviewCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'The Hobbit' })).toHaveAttribute(
      'href',
      '/book/details?id=4',
    );
    await expect(canvas.getByText('5/5')).toBeVisible();
    await expect(canvas.getByText('Reviewed on Oct 2, 2026')).toBeVisible();
  },
};

export const MissingParts: Story = {
  args: { review: { ...review, review_title: '', review_text: '', book: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unknown book')).toBeVisible();
    await expect(canvas.getByText('Unknown author')).toBeVisible();
    await expect(canvas.getByText('Untitled review')).toBeVisible();
    await expect(canvas.getByText('No review text.')).toBeVisible();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/2 Ekim 2026/)).toBeVisible();
  },
};
