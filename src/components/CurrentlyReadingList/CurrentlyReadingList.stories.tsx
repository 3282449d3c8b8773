import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { books } from '../../api/mocks/fixtures';
import { reading } from '../../api/mocks/journalFixtures';
import type { CurrentlyReadingItem } from './CurrentlyReadingList';
import { CurrentlyReadingList } from './CurrentlyReadingList';

const book = (id: number) => {
  const found = books.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no fixture book ${id}`);
  return found;
};

const items: CurrentlyReadingItem[] = [
  {
    book: book(2),
    reading: reading(3, 2, { progress: { pages: 120, percent: 40 } }),
    pageCount: 300,
  },
  {
    book: book(7),
    reading: reading(5, 7, { progress: { pages: null, percent: 65 } }),
    pageCount: null,
  },
  { book: book(9), reading: reading(6, 9), pageCount: 464 },
];

const meta = {
  title: 'Components/CurrentlyReadingList',
  component: CurrentlyReadingList,
  tags: ['autodocs'],
  args: { items, onUpdateProgress: fn() },
} satisfies Meta<typeof CurrentlyReadingList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Currently reading', level: 2 }),
    ).toBeVisible();
    const cards = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Dune' })).toHaveAttribute(
      'href',
      '/book/details?id=2',
    );
    await expect(canvas.getByRole('heading', { name: 'Dune', level: 3 })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Dune by Frank Herbert' })).toBeVisible();
    await expect(canvas.getByText('Page 120 of 300 · 40%')).toBeVisible();
    await expect(canvas.getByText('65%')).toBeVisible();
    await expect(canvas.getByText('No progress yet')).toBeVisible();
  },
};

export const OneTapUpdate: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update progress for Dune' }));
    await expect(args.onUpdateProgress).toHaveBeenCalledWith(2);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Update progress for Kürk Mantolu Madonna' }),
    );
    await expect(args.onUpdateProgress).toHaveBeenLastCalledWith(7);
  },
};

export const KeyboardUpdate: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dune' })).toHaveFocus();
    await userEvent.tab();
    const update = canvas.getByRole('button', { name: 'Update progress for Dune' });
    await expect(update).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUpdateProgress).toHaveBeenCalledWith(2);
  },
};

export const Updating: Story = {
  args: { busyBookId: 2 },
  play: async ({ canvas, userEvent, args }) => {
    const update = canvas.getByRole('button', { name: 'Update progress for Dune' });
    await expect(update).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(update);
    await expect(args.onUpdateProgress).not.toHaveBeenCalled();
    await expect(
      canvas.getByRole('button', { name: 'Update progress for Sapiens' }),
    ).not.toHaveAttribute('aria-busy');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'You are not reading anything right now' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore books' })).toHaveAttribute(
      'href',
      '/explore',
    );
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your current books…');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Şu an okuduklarım' })).toBeVisible();
    await expect(canvas.getByText('Sayfa 120/300 · %40')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'İlerlemeyi güncelle: Dune' })).toBeEnabled();
  },
};

export const TurkishEmpty: Story = {
  globals: { locale: 'tr' },
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Şu anda bir kitap okumuyorsunuz' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kitapları keşfet' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Update progress for Dune' })).toBeVisible();
  },
};

export const MobileLoading: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { items: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};
