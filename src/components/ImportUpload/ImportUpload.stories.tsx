import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ImportUpload } from './ImportUpload';

const meta = {
  title: 'Components/ImportUpload',
  component: ImportUpload,
  tags: ['autodocs'],
  args: {
    accept: '.csv,.json,text/csv,application/json',
    maxMegabytes: 20,
    onFileSelected: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImportUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled input whose button the keyboard reaches; the formats and the limit in words. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Library file');
    await expect(input).toHaveAccessibleDescription(
      'A Goodreads or StoryGraph export (CSV) or a Shelfmark export (JSON), up to 20 MB.',
    );
    await userEvent.tab();
    await expect(input).toHaveFocus();
    const file = new File(['Title\n'], 'books.csv', { type: 'text/csv' });
    await userEvent.upload(input, file);
    await expect(args.onFileSelected).toHaveBeenCalledWith(file);
  },
};

/** The file is being read and previewed. */
export const Busy: Story = {
  args: { busy: true, fileName: 'goodreads_library_export.csv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Library file')).toBeDisabled();
    await expect(canvas.getByText('Reading goodreads_library_export.csv…')).toBeVisible();
  },
};

/** A refused file: the reason, announced and tied to the input. */
export const Refused: Story = {
  args: {
    fileName: 'books.csv',
    error:
      'The file lacks the columns Title, Exclusive Shelf. Export it again from Goodreads or StoryGraph.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/lacks the columns/);
    await expect(canvas.getByLabelText('Library file')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Kitaplık dosyası')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Library file')).toBeVisible();
  },
};
