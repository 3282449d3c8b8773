import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ButtonLink } from '../Button';
import { Icon } from '../Icon';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  args: {
    message: 'Failed to load books for this category. Please try again.',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('Failed to load books for this category.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithBackLink: Story = {
  args: {
    secondaryAction: (
      <ButtonLink to="/explore" variant="secondary" icon={<Icon name="arrowLeft" size={18} />}>
        Back to explore
      </ButtonLink>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to explore' })).toHaveAttribute(
      'href',
      '/explore',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const NotFound: Story = {
  args: {
    title: 'Book Not Found',
    message: "The book you're looking for doesn't exist.",
    onRetry: undefined,
    density: 'compact',
    secondaryAction: (
      <ButtonLink to="/explore" variant="secondary">
        Go back
      </ButtonLink>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Book Not Found');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { message: 'Kitap yüklenirken hata oluştu.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bir şeyler ters gitti');
    await expect(canvas.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  },
};
