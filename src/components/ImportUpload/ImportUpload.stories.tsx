import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ImportUpload, type ImportUploadProps } from './ImportUpload';

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
    // Waiting, yet focusable (aria-disabled): a disabled input would drop focus to the page.
    const input = canvas.getByLabelText('Library file');
    await expect(input).toHaveAttribute('aria-disabled', 'true');
    await expect(input).not.toBeDisabled();
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

/**
 * The upload as the import page runs it: a chosen or dropped file is read for a moment, then
 * refused (the page's answer for an empty file).
 */
function RefusingUpload(args: ImportUploadProps) {
  const [state, setState] = useState<{ busy: boolean; fileName: string | null; error?: string }>({
    busy: false,
    fileName: null,
  });
  return (
    <ImportUpload
      {...args}
      {...state}
      onFileSelected={(file) => {
        args.onFileSelected(file);
        setState({ busy: true, fileName: file.name });
        setTimeout(
          () => setState({ busy: false, fileName: file.name, error: 'The file is empty.' }),
          300,
        );
      }}
    />
  );
}

/** The browser drops focus from a control that turns disabled a moment after the render. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

/**
 * A file chosen with the keyboard: the input keeps focus while it waits (aria-disabled, deaf to
 * keys), and after the refusal, so the reader can choose again at once.
 */
export const KeyboardKeepsFocus: Story = {
  render: RefusingUpload,
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Library file');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.upload(input, new File([''], 'books.csv', { type: 'text/csv' }));
    await expect(canvas.getByText('Reading books.csv…')).toBeVisible();
    await settle();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-disabled', 'true');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The file is empty.');
    await expect(input).toHaveFocus();
    await expect(input).not.toHaveAttribute('aria-disabled');
    await expect(input).toHaveAccessibleDescription(/The file is empty\./);
    await expect(args.onFileSelected).toHaveBeenCalledTimes(1);
  },
};

/** A dropped file refused: focus goes to the input, the way to try again, with the reason. */
export const RefusedDropFocusesInput: Story = {
  render: RefusingUpload,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Library file');
    await expect(input).not.toHaveFocus();
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(new File([''], 'books.csv', { type: 'text/csv' }));
    input.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The file is empty.');
    await waitFor(() => expect(input).toHaveFocus());
  },
};
