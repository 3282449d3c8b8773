import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', type: 'email', name: 'email' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'ada@shelfmark.test');
    await expect(input).toHaveValue('ada@shelfmark.test');
  },
};

export const WithHelpText: Story = {
  args: {
    label: 'Password',
    type: 'password',
    helpText: 'Must be 8+ chars with uppercase, lowercase & number',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Must be 8+ chars with uppercase, lowercase & number',
    );
  },
};

export const Valid: Story = {
  args: { label: 'Username', type: 'text', defaultValue: 'ada_reads', valid: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Username');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveAccessibleDescription('Valid');
  },
};

export const Invalid: Story = {
  args: { label: 'Username', type: 'text', defaultValue: 'ada', valid: false },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Username');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid');
  },
};

export const WithError: Story = {
  args: {
    defaultValue: 'ada@',
    error: 'Enter a valid email address.',
    helpText: 'We never share your email.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Invalid Enter a valid email address. We never share your email.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada@shelfmark.test' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 'Shelfmark2026' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  },
};

export const PasswordShown: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 'Shelfmark2026', valid: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveFocus();
    // Toggle back and forth with the keyboard to prove it is operable without a mouse.
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Şifre', type: 'password', defaultValue: 'kısa', valid: false },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Şifre');
    await expect(input).toHaveAccessibleDescription('Geçersiz');
    await userEvent.click(canvas.getByRole('button', { name: 'Şifreyi göster' }));
    await expect(canvas.getByRole('button', { name: 'Şifreyi gizle' })).toBeInTheDocument();
  },
};
