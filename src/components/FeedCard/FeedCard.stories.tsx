import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Review } from '../../api/contract';
import { portraitDataUrl } from '../../api/mocks/images';
import { FeedCard } from './FeedCard';

// Components may not import the API fixtures; a fixed 'now' keeps relative times stable.
const FIXED_NOW = '2026-11-21T12:00:00.000Z';

const first: Review = {
  id: 1,
  book_id: 1,
  user_id: 2,
  rating: 5,
  review_title: 'Kalbim hâlâ çarpıyor',
  review_text: 'Son sayfaya kadar nefesimi tuttum. Katniss unutulmaz bir karakter.',
  created_at: '2026-11-21T11:48:00.000Z',
  updated_at: '2026-11-21T11:48:00.000Z',
  user: { id: 2, username: 'cagla_okur', name: 'Çağla', surname: 'Demir', avatar_url: null },
  book: {
    id: 1,
    title: 'The Hunger Games',
    author: 'Suzanne Collins',
    genre: 'Dystopian',
    image_url: null,
  },
};

const second: Review = {
  ...first,
  id: 2,
  book_id: 2,
  user_id: 3,
  rating: 4,
  review_title: 'Slow sand, big ideas',
  review_text: 'The politics take a while to click, but the world-building is unmatched.',
  created_at: '2026-11-21T07:00:00.000Z',
  updated_at: '2026-11-21T07:00:00.000Z',
  user: { id: 3, username: 'omer_pages', name: 'Ömer', surname: 'Şahin', avatar_url: null },
  book: {
    id: 2,
    title: 'Dune',
    author: 'Frank Herbert',
    genre: 'Science Fiction',
    image_url: null,
  },
};

const meta = {
  title: 'Components/FeedCard',
  component: FeedCard,
  tags: ['autodocs'],
  args: { review: first, now: new Date(FIXED_NOW) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeedCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Çağla Demir' })).toHaveAttribute(
      'href',
      '/user/profile?id=2',
    );
    const bookLinks = canvas.getAllByRole('link', { name: 'The Hunger Games' });
    await expect(bookLinks[0]).toHaveAttribute('href', '/book/details?id=1');
    await expect(canvas.getByText('12 minutes ago')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Kalbim hâlâ çarpıyor' }),
    ).toBeInTheDocument();
  },
};

export const HoursAgo: Story = {
  args: { review: second },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5 hours ago')).toBeInTheDocument();
  },
};

export const LongTextClamped: Story = {
  args: {
    review: {
      ...second,
      user: { ...second.user, avatar_url: portraitDataUrl },
      review_text: Array.from({ length: 12 }, () => 'The sand, the spice and the politics.').join(
        ' ',
      ),
    },
  },
  play: async ({ canvas }) => {
    const text = canvas.getByText(/^The sand, the spice/);
    // Clamped to three lines: the box is shorter than its content.
    await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);
  },
};

export const OlderThanAWeek: Story = {
  args: { review: { ...first, created_at: '2026-10-02T12:00:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Oct 2, 2026')).toBeInTheDocument();
  },
};

/**
 * An imported rating without words: it reads as "rated", with its stars and book, and has no
 * empty review title or text.
 */
export const RatingOnly: Story = {
  args: { review: { ...second, review_title: '', review_text: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/rated/)).toHaveTextContent('Ömer Şahin rated Dune');
    await expect(canvas.queryByText(/reviewed/)).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    // Only the small book card's heading: no empty review title.
    await expect(canvas.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Dune']);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('12 dakika önce')).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Çağla Demir' })).toBeVisible();
  },
};
