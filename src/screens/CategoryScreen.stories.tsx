import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CategoryScreen } from './CategoryScreen';
import { bookVariants } from '../api/mocks/handlers/books';

const meta = {
  title: 'Screens/CategoryScreen',
  component: CategoryScreen,
  parameters: {
    layout: 'fullscreen',
    route: { path: '/category/:name', url: '/category/fantasy' },
  },
} satisfies Meta<typeof CategoryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Genre: Fantasy' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'The Hobbit' })).toHaveAttribute(
      'href',
      '/book/details?id=4',
    );
    await expect(canvas.getByText('2 books in this genre')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const CapitalisesTheName: Story = {
  parameters: { route: { path: '/category/:name', url: '/category/science%20fiction' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Dune' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Genre: Science Fiction' }),
    ).toBeVisible();
  },
};

export const ManyPages: Story = {
  parameters: { msw: { handlers: { byGenre: [bookVariants.byGenreManyPages] } } },
  play: async ({ canvas }) => {
    await canvas.findByText('26 books in this genre');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(12);
    const pager = canvas.getByRole('navigation');
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { byGenre: [bookVariants.byGenreLoading] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { byGenre: [bookVariants.byGenreEmpty] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No books in this genre yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Explore' })).toHaveAttribute(
      'href',
      '/explore',
    );
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { byGenre: [bookVariants.byGenreError] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Failed to load books for this category. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Explore' })).toHaveAttribute(
      'href',
      '/explore',
    );
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'The Hobbit' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'The Hobbit' })).toBeVisible();
  },
};
