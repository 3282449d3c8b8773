import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ImportProgress } from './ImportProgress';

const meta = {
  title: 'Components/ImportProgress',
  component: ImportProgress,
  tags: ['autodocs'],
  args: { fileName: 'goodreads_library_export.csv', done: 1250, total: 10000 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImportProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Applying: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', {
      name: 'Importing goodreads_library_export.csv',
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '13');
    await expect(bar).toHaveAttribute('aria-valuetext', '13%, 1,250 of 10,000 rows');
  },
};

export const Starting: Story = {
  args: { done: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 of 10,000 rows')).toBeVisible();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.250 / 10.000 satır')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toBeVisible();
  },
};
