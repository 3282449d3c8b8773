import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeleteAccountDialog } from './DeleteAccountDialog';

const meta = {
  title: 'Components/DeleteAccountDialog',
  component: DeleteAccountDialog,
  tags: ['autodocs'],
  // An open modal covers its page: on the docs page each story gets a frame of its own.
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  args: { open: true, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof DeleteAccountDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Delete your account?' });

/** Focus starts in the password; Enter sends what was typed. */
export const AsksForThePassword: Story = {
  play: async ({ args }) => {
    const box = within(dialog());
    const field = box.getByLabelText('Your password');
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(field, 'Shelfmark2026{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Shelfmark2026');
    await userEvent.click(box.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** A refusal is said with the field, in the dialog: nothing was deleted. */
export const WrongPassword: Story = {
  args: { error: 'wrong' },
  play: async () => {
    const field = within(dialog()).getByLabelText('Your password');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // TextField reads its error after a visually hidden "Invalid".
    await expect(field).toHaveAccessibleDescription(
      /That password is wrong\. Nothing was deleted\.$/,
    );
  },
};

export const NoConnection: Story = {
  args: { error: 'network' },
  play: async () => {
    await expect(
      within(dialog()).getByText('No connection. Nothing was deleted; try again.'),
    ).toBeVisible();
  },
};

/** Deleting: the button is busy, the field and Cancel wait, Escape does not close it. */
export const Deleting: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const box = within(dialog());
    await expect(box.getByRole('button', { name: 'Delete everything' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(box.getByLabelText('Your password')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { error: 'required' },
  play: async () => {
    const box = within(
      within(document.body).getByRole('dialog', { name: 'Hesabınız silinsin mi?' }),
    );
    await expect(box.getByText('Hesabı silmek için şifrenizi girin.')).toBeVisible();
    await expect(box.getByRole('button', { name: 'Her şeyi sil' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async () => {
    await expect(within(dialog()).getByRole('button', { name: 'Delete everything' })).toBeVisible();
  },
};
