import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { coverDataUrl } from '../../api/mocks/images';
import { matchedParts } from '../../api/contract';
import { BookCard, type BookCardBook } from './BookCard';

const dune: BookCardBook = {
  id: 42,
  title: 'Dune',
  author: 'Frank Herbert',
  genre: 'Science Fiction',
  published_year: 1965,
  rating: 4.6,
};

const meta = {
  title: 'Components/BookCard',
  component: BookCard,
  tags: ['autodocs'],
  args: { book: dune },
  decorators: [
    (Story, { args }) => (
      <div style={{ maxWidth: args.variant === 'compact' ? 360 : 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Dune' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Dune' })).toHaveAttribute(
      'href',
      '/book/details?id=42',
    );
    await expect(canvas.getByText('Science Fiction')).toBeInTheDocument();
    await expect(canvas.getByText('1965')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  },
};

/** A search result: the words the reader typed are marked (underlined and bold, not by colour alone). */
export const Highlighted: Story = {
  args: {
    book: { ...dune, title: 'Children of Dune' },
    highlight: (text: string) => matchedParts(text, 'dune'),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Children of Dune' });
    const marks = link.querySelectorAll('mark');
    await expect(marks).toHaveLength(1);
    await expect(marks[0]).toHaveTextContent(/^Dune$/);
    const style = getComputedStyle(marks[0] as HTMLElement);
    await expect(style.textDecorationLine).toContain('underline');
    await expect(Number(style.fontWeight)).toBeGreaterThanOrEqual(700);
  },
};

export const WithCoverImage: Story = {
  args: { book: { ...dune, id: 7, image_base64: coverDataUrl } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Dune by Frank Herbert' })).toHaveAttribute(
      'src',
      coverDataUrl,
    );
  },
};

export const Minimal: Story = {
  args: { book: { id: 3, title: 'Beloved', author: 'Toni Morrison' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('Toni Morrison')).toBeInTheDocument();
  },
};

export const LongTitle: Story = {
  args: {
    book: {
      id: 9,
      title: 'The Curious Incident of the Dog in the Night-Time: A Novel in Many Parts',
      author: 'Mark Haddon',
      genre: 'Mystery',
      published_year: 2003,
      rating: 3,
    },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    // Two lines at most; the full title stays in the accessible name.
    await expect(link).toHaveAccessibleName(/Night-Time: A Novel in Many Parts$/);
    await expect(link.getBoundingClientRect().height).toBeLessThanOrEqual(48);
  },
};

export const Compact: Story = {
  args: { variant: 'compact', headingLevel: 4 },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 4, name: 'Dune' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dune' })).toHaveFocus();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: {
    book: {
      id: 11,
      title: 'Kürk Mantolu Madonna',
      author: 'Sabahattin Ali',
      genre: 'Klasikler',
      published_year: 1943,
      rating: 5,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '5 üzerinden 5 puan' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('img', { name: 'Kürk Mantolu Madonna, Sabahattin Ali' }),
    ).toBeInTheDocument();
  },
};

/** A book the shelf's reader finished three times; one read once shows no count. */
export const ReadCount: Story = {
  args: { readCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Read 3 times')).toBeVisible();
  },
};

export const ReadOnce: Story = {
  args: { readCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Read \d+ times/)).toBeNull();
  },
};

export const ReadCountTurkish: Story = {
  globals: { locale: 'tr' },
  args: { readCount: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 kez okundu')).toBeVisible();
  },
};

/** A book the catalogue seeds with its facts only: an empty genre draws no tag. */
export const WithoutGenre: Story = {
  args: { book: { ...dune, id: 9, genre: '', rating: 0 } },
  play: async ({ canvas, canvasElement }) => {
    const year = canvas.getByText('1965');
    await expect(year.parentElement?.children).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('[class*="genre"]')).toHaveLength(0);
  },
};

/** No genre and no year: no empty meta line at all. */
export const WithoutGenreOrYear: Story = {
  args: { book: { ...dune, id: 9, genre: '', published_year: null, rating: 0 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Frank Herbert')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[class*="meta"]')).toHaveLength(0);
  },
};
