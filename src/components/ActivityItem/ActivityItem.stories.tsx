import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { ReadingActivity } from '../../api/contract';
import { portraitDataUrl } from '../../api/mocks/images';
import { ActivityItem } from './ActivityItem';

// Components may not import the API fixtures: the events are written out here.
const finished: ReadingActivity = {
  id: 'finished-31',
  kind: 'finished',
  reading_id: 31,
  date: { date: '2026-11-21', precision: 'day' },
  user: { id: 2, username: 'cagla_okur', name: 'Çağla', surname: 'Demir', avatar_url: null },
  book: {
    id: 2,
    title: 'Dune',
    author: 'Frank Herbert',
    genre: 'Science Fiction',
    image_url: null,
  },
};

const started: ReadingActivity = {
  ...finished,
  id: 'started-32',
  kind: 'started',
  reading_id: 32,
  date: { date: '2026-11-20', precision: 'day' },
  user: {
    id: 3,
    username: 'omer_pages',
    name: 'Ömer',
    surname: 'Şahin',
    avatar_url: portraitDataUrl,
  },
  book: {
    id: 3,
    title: 'Pride and Prejudice',
    author: 'Jane Austen',
    genre: 'Classics',
    image_url: null,
  },
};

const meta = {
  title: 'Components/ActivityItem',
  component: ActivityItem,
  tags: ['autodocs'],
  args: { activity: finished },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActivityItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Finished: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/finished/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Çağla Demir' })).toHaveAttribute(
      'href',
      '/user/profile?id=2',
    );
    await expect(canvas.getByRole('link', { name: 'Dune' })).toHaveAttribute(
      'href',
      '/book/details?id=2',
    );
    await expect(canvas.getByText('Nov 21, 2026')).toBeVisible();
  },
};

export const Started: Story = {
  args: { activity: started },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/started/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pride and Prejudice' })).toBeVisible();
  },
};

export const MonthOnly: Story = {
  args: { activity: { ...finished, date: { date: '2019-03-01', precision: 'month' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('March 2019')).toBeVisible();
    // No day the reader did not give, for machines either.
    await expect(canvas.getByText('March 2019')).toHaveAttribute('datetime', '2019-03');
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/kitabını bitirdi/)).toBeVisible();
    await expect(canvas.getByText('21 Kasım 2026')).toBeVisible();
  },
};
