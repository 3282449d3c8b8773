import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Registration progress', value: 0, stageLabel: 'Not started' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotStarted: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Registration progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(bar).toHaveAttribute('aria-valuetext', '0%, Not started');
  },
};

export const Beginning: Story = {
  args: { value: 17, stageLabel: 'Beginning' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '17');
    await expect(canvas.getByText('Beginning')).toBeVisible();
  },
};

export const InProgress: Story = {
  args: { value: 50, stageLabel: 'In progress' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '50%, In progress',
    );
  },
};

export const AlmostDone: Story = {
  args: { value: 83.4, stageLabel: 'Almost done' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '83');
  },
};

export const Completed: Story = {
  args: { value: 100, stageLabel: 'Completed' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar.parentElement).toHaveAttribute('data-complete', 'true');
  },
};

export const StageAnnounced: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(50);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <ProgressBar
          {...args}
          value={value}
          stageLabel={value < 100 ? 'In progress' : 'Completed'}
        />
        <Button variant="secondary" onClick={() => setValue(100)}>
          Fill every field
        </Button>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const live = canvas.getByText('In progress');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Fill every field' }));
    await expect(live).toHaveTextContent('Completed');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Kayıt ilerlemesi', value: 67, stageLabel: 'Neredeyse bitti' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Kayıt ilerlemesi' })).toHaveAttribute(
      'aria-valuetext',
      '%67, Neredeyse bitti',
    );
  },
};
