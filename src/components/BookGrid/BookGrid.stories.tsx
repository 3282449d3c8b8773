import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { books } from '../../api/mocks/fixtures';
import { BookCard } from '../BookCard';
import { BookGrid } from './BookGrid';

const meta = {
  title: 'Components/BookGrid',
  component: BookGrid,
  tags: ['autodocs'],
  args: { books: books.slice(0, 3) },
} satisfies Meta<typeof BookGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Every book is one list item holding one card linked to its page. */
async function expectBooks(canvas: Canvas, count: number) {
  const list = canvas.getByRole('list');
  const items = within(list).getAllByRole('listitem');
  await expect(items).toHaveLength(count);
  for (const [index, item] of items.entries()) {
    const book = books[index]!;
    await expect(within(item).getByRole('link', { name: book.title })).toHaveAttribute(
      'href',
      `/book/details?id=${book.id}`,
    );
  }
  return items;
}

/** The tops of the cells, to count how many rows the grid uses. */
const rows = (items: HTMLElement[]) =>
  new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size;

export const OneBook: Story = {
  args: { books: books.slice(0, 1) },
  play: async ({ canvas }) => {
    const [item] = await expectBooks(canvas, 1);
    // A lone book keeps the width of a grid column instead of stretching across the row.
    await expect(item!.getBoundingClientRect().width).toBeLessThan(320);
  },
};

/** The dashboard's popular books. */
export const ThreeBooks: Story = {
  play: async ({ canvas }) => {
    const items = await expectBooks(canvas, 3);
    await expect(rows(items)).toBe(1);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** A profile tab's page: tighter gaps inside the tab panel. */
export const FiveBooksCompact: Story = {
  args: { books: books.slice(0, 5), density: 'compact' },
  play: async ({ canvas }) => {
    const items = await expectBooks(canvas, 5);
    const [first, second] = items.map((item) => item.getBoundingClientRect());
    // --space-4 between columns.
    await expect(Math.round(second!.left - first!.right)).toBe(16);
  },
};

/** A category page: twelve books, titles as level-2 headings under the page title. */
export const TwelveBooks: Story = {
  args: { books: books.slice(0, 12), headingLevel: 2 },
  play: async ({ canvas }) => {
    const items = await expectBooks(canvas, 12);
    await expect(rows(items)).toBeGreaterThan(1);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(12);
    const [first, second] = items.map((item) => item.getBoundingClientRect());
    await expect(Math.round(second!.left - first!.right)).toBe(24);
  },
};

/** The next page is on its way: the grid says so to assistive technology. */
export const Busy: Story = {
  args: { books: books.slice(0, 3), busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Cells rendered by the caller (the profile tabs render their own items). */
export const CustomCells: Story = {
  args: { books: undefined, density: 'compact' },
  render: (args) => (
    <BookGrid density={args.density}>
      {books.slice(0, 5).map((book) => (
        <BookGrid.Item key={book.id}>
          <BookCard book={book} />
        </BookGrid.Item>
      ))}
    </BookGrid>
  ),
  play: async ({ canvas }) => {
    await expectBooks(canvas, 5);
  },
};

export const MobileTwelveBooks: Story = {
  args: { books: books.slice(0, 12), headingLevel: 2 },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const items = await expectBooks(canvas, 12);
    // Two 10rem columns do not fit a 375 px phone: one card a row, none overflowing.
    await expect(rows(items)).toBe(12);
    for (const item of items) {
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

export const TurkishFiveBooks: Story = {
  args: { books: books.slice(0, 5) },
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expectBooks(canvas, 5);
    await expect(canvas.getAllByRole('img', { name: '5 üzerinden 4 puan' })).toHaveLength(4);
  },
};
