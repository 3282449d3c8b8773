import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import type { PartialDate } from '../../api/contract';
import { PartialDateField } from './PartialDateField';

const meta = {
  title: 'Components/PartialDateField',
  component: PartialDateField,
  tags: ['autodocs'],
  args: {
    label: 'Started',
    value: { date: '2026-11-03', precision: 'day' },
    onChange: fn(),
    allowUnknown: true,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
  // The value is controlled: the story keeps it, as the reading edit machine does.
  render: function Render(args) {
    const [value, setValue] = useState<PartialDate>(args.value);
    return (
      <PartialDateField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof PartialDateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ExactDay: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Started' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Precision')).toHaveValue('day');
    await expect(canvas.getByLabelText('Date')).toHaveValue('2026-11-03');
    await expect(canvas.getByLabelText('Date')).toHaveAttribute('type', 'date');
  },
};

export const PickADay: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Date');
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith({ date: null, precision: 'day' });
    await userEvent.type(input, '2026-11-05');
    await expect(args.onChange).toHaveBeenLastCalledWith({ date: '2026-11-05', precision: 'day' });
  },
};

export const SwitchToMonth: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Precision'), 'month');
    // Normalised: the first of the month.
    await expect(args.onChange).toHaveBeenLastCalledWith({
      date: '2026-11-01',
      precision: 'month',
    });
    await expect(canvas.getByLabelText('Month')).toHaveValue('11');
    await expect(canvas.getByRole('option', { name: 'November' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Year')).toHaveValue('2026');
    await expect(canvas.queryByLabelText('Date')).not.toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText('Month'), '03');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      date: '2026-03-01',
      precision: 'month',
    });
  },
};

export const MonthOnly: Story = {
  args: { label: 'Finished', value: { date: '2019-03-01', precision: 'month' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Precision')).toHaveValue('month');
    await expect(canvas.getByLabelText('Month')).toHaveValue('03');
    await expect(canvas.getByLabelText('Year')).toHaveValue('2019');
  },
};

export const YearOnly: Story = {
  args: { value: { date: '2019-01-01', precision: 'year' } },
  play: async ({ canvas, userEvent, args }) => {
    const year = canvas.getByLabelText('Year');
    await expect(year).toHaveValue('2019');
    await expect(year).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.queryByLabelText('Month')).not.toBeInTheDocument();
    await userEvent.clear(year);
    await userEvent.type(year, '201');
    // Three digits are not a year yet: the caller sees an unfinished date.
    await expect(args.onChange).toHaveBeenLastCalledWith({ date: null, precision: 'year' });
    await expect(year).toHaveValue('201');
    await userEvent.type(year, '8');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      date: '2018-01-01',
      precision: 'year',
    });
  },
};

export const Unknown: Story = {
  args: { value: { date: null, precision: 'unknown' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Precision')).toHaveValue('unknown');
    await expect(canvas.queryByLabelText('Date')).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText('Year')).not.toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText('Precision'), 'year');
    await expect(args.onChange).toHaveBeenLastCalledWith({ date: null, precision: 'year' });
    await userEvent.type(canvas.getByLabelText('Year'), '2020');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      date: '2020-01-01',
      precision: 'year',
    });
  },
};

export const ToUnknownAndBack: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const precision = canvas.getByLabelText('Precision');
    await userEvent.selectOptions(precision, 'unknown');
    await expect(args.onChange).toHaveBeenLastCalledWith({ date: null, precision: 'unknown' });
    // What was typed is kept while the field is open.
    await userEvent.selectOptions(precision, 'day');
    await expect(args.onChange).toHaveBeenLastCalledWith({ date: '2026-11-03', precision: 'day' });
  },
};

export const WithoutUnknown: Story = {
  args: { allowUnknown: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Exact day',
      'Month',
      'Year',
    ]);
  },
};

export const WithError: Story = {
  args: {
    label: 'Finished',
    value: { date: '2026-10-01', precision: 'day' },
    error: 'This date cannot be before the start.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Date');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This date cannot be before the start.');
    await expect(canvas.getByLabelText('Precision')).toHaveAccessibleDescription(
      'This date cannot be before the start.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Precision')).toBeDisabled();
    await expect(canvas.getByLabelText('Date')).toBeDisabled();
  },
};

/**
 * Held while its form saves: the controls keep focus (read-only inputs, aria-disabled pickers)
 * and ignore typing and the arrow keys.
 */
export const ReadOnly: Story = {
  args: { readOnly: true, value: { date: '2019-03-01', precision: 'month' } },
  play: async ({ canvas, args, userEvent }) => {
    const year = canvas.getByLabelText('Year');
    await expect(year).toHaveAttribute('readonly');
    year.focus();
    await userEvent.keyboard('7');
    await expect(year).toHaveValue('2019');
    await expect(year).toHaveFocus();
    for (const label of ['Precision', 'Month']) {
      const picker = canvas.getByLabelText(label);
      await expect(picker).toHaveAttribute('aria-disabled', 'true');
      picker.focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(picker).toHaveFocus();
    }
    await expect(canvas.getByLabelText('Precision')).toHaveValue('month');
    await expect(canvas.getByLabelText('Month')).toHaveValue('03');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Bitiş', value: { date: '2019-03-01', precision: 'month' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Bitiş' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Kesinlik')).toHaveValue('month');
    await expect(canvas.getByRole('option', { name: 'Mart' })).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: 'Bilinmiyor' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Yıl')).toHaveValue('2019');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { value: { date: '2019-03-01', precision: 'month' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Month')).toBeVisible();
    await expect(canvas.getByLabelText('Year')).toBeVisible();
  },
};
