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

/** The one live region: the milestone announcer. */
const liveRegion = (canvasElement: HTMLElement) => {
  const regions = canvasElement.querySelectorAll('[aria-live]');
  expect(regions).toHaveLength(1);
  return regions[0];
};

export const Applying: Story = {
  play: async ({ canvas, canvasElement }) => {
    const bar = canvas.getByRole('progressbar', {
      name: 'Importing goodreads_library_export.csv',
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '13');
    await expect(bar).toHaveAttribute('aria-valuetext', '13%, 1,250 of 10,000 rows');
    // The count is not a live region; nothing is said before the first quarter.
    await expect(canvas.getByText('1,250 of 10,000 rows')).not.toHaveAttribute('aria-live');
    await expect(liveRegion(canvasElement)).toBeEmptyDOMElement();
  },
};

/** Each quarter reached is announced once, not every count the page polls. */
export const QuarterAnnounced: Story = {
  args: { done: 5_600 },
  play: async ({ canvasElement }) => {
    await expect(liveRegion(canvasElement)).toHaveTextContent('50% imported');
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
