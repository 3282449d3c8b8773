import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'No reviews yet',
    text: 'Finish a book and tell other readers what you thought of it.',
    icon: 'star',
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No reviews yet' })).toBeVisible();
    await expect(canvas.getByText(/tell other readers/)).toBeInTheDocument();
  },
};

export const WithAction: Story = {
  args: {
    title: 'No books found',
    text: 'Try another title, author or genre.',
    icon: 'search',
    action: <ButtonLink to="/explore">Explore books</ButtonLink>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Explore books' })).toHaveAttribute(
      'href',
      '/explore',
    );
  },
};

export const Compact: Story = {
  args: { title: 'No liked books yet', text: undefined, icon: 'heart', density: 'compact' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No liked books yet' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'No liked books yet' })).toHaveAttribute(
      'data-density',
      'compact',
    );
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { title: 'Henüz inceleme yok', text: 'Bir kitabı bitirin ve düşüncelerinizi paylaşın.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Henüz inceleme yok' })).toBeInTheDocument();
  },
};
