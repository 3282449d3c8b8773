import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Select } from './Select';

const genders = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Gender', options: genders, placeholder: 'Choose…', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByLabelText('Gender');
    await expect(select).toHaveValue('');
    await expect(canvas.getAllByRole('option')).toHaveLength(4);
    await userEvent.selectOptions(select, 'female');
    await expect(select).toHaveValue('female');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'other', helpText: 'Shown on your profile.' },
  play: async ({ canvas }) => {
    const select = canvas.getByLabelText('Gender');
    await expect(select).toHaveValue('other');
    await expect(select).toHaveAccessibleDescription('Shown on your profile.');
  },
};

export const WithError: Story = {
  args: { error: 'Please choose an option.' },
  play: async ({ canvas }) => {
    const select = canvas.getByLabelText('Gender');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Please choose an option.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'male' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Gender')).toBeDisabled();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: {
    label: 'Cinsiyet',
    placeholder: 'Seçin…',
    options: [
      { value: 'male', label: 'Erkek' },
      { value: 'female', label: 'Kadın' },
      { value: 'other', label: 'Diğer' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('option', { name: 'Kadın' })).toBeInTheDocument();
  },
};
