import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ImportResult } from './ImportResult';

const meta = {
  title: 'Components/ImportResult',
  component: ImportResult,
  tags: ['autodocs'],
  args: {
    fileName: 'goodreads_library_export.csv',
    result: { imported: 1247, created: 101, skipped: 3 },
    onDownloadSkipped: fn(),
    onImportAnother: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImportResult>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Some rows were skipped: they can be downloaded to fix. */
export const WithSkipped: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { name: 'goodreads_library_export.csv is imported' }),
    ).toBeVisible();
    await expect(canvas.getByText('Rows imported').nextSibling).toHaveTextContent('1,247');
    await userEvent.click(canvas.getByRole('button', { name: 'Download skipped rows' }));
    await expect(args.onDownloadSkipped).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Import another file' }));
    await expect(args.onImportAnother).toHaveBeenCalledTimes(1);
  },
};

export const NothingSkipped: Story = {
  args: { result: { imported: 12, created: 0, skipped: 0 } },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('button', { name: 'Download skipped rows' }),
    ).not.toBeInTheDocument();
  },
};

export const Downloading: Story = {
  args: { downloading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Download skipped rows' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Atlanan satırları indir' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rows skipped')).toBeVisible();
  },
};
