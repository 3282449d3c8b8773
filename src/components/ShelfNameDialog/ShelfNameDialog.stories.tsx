import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectWithinWidth, narrowGlobals } from '../../stories/reflow';
import { ShelfNameDialog } from './ShelfNameDialog';

const meta = {
  title: 'Components/ShelfNameDialog',
  component: ShelfNameDialog,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '520px' } } },
  args: { open: true, mode: 'create', onSubmit: fn(), onNameEdit: fn(), onCancel: fn() },
} satisfies Meta<typeof ShelfNameDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name = 'New shelf') => within(within(document.body).getByRole('dialog', { name }));

/** A new shelf by keyboard: the name, then private, then Enter. */
export const Create: Story = {
  play: async ({ args }) => {
    const box = dialog();
    await expect(box.getByRole('button', { name: 'Create shelf' })).toBeDisabled();
    await userEvent.type(box.getByLabelText('Name'), ' Book club ');
    await userEvent.click(box.getByRole('switch', { name: /Private/ }));
    await userEvent.click(box.getByRole('button', { name: 'Create shelf' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Book club', true);
  },
};

/** Renaming starts from the shelf's name and asks nothing else. */
export const Rename: Story = {
  args: { mode: 'rename', currentName: 'summer-2024' },
  play: async ({ args }) => {
    const box = dialog('Rename “summer-2024”');
    await expect(box.getByLabelText('Name')).toHaveValue('summer-2024');
    await expect(box.queryByRole('switch')).toBeNull();
    await userEvent.clear(box.getByLabelText('Name'));
    await userEvent.type(box.getByLabelText('Name'), 'Summer 2024{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Summer 2024', false);
  },
};

/** A taken name is said under the field, in the dialog, not in a toast. */
export const NameTaken: Story = {
  args: { mode: 'rename', currentName: 'summer-2024', problem: 'taken' },
  play: async ({ args }) => {
    const field = dialog('Rename “summer-2024”').getByLabelText('Name');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('You already have a shelf with this name.'),
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, 's');
    await expect(args.onNameEdit).toHaveBeenCalled();
  },
};

export const TooMany: Story = {
  args: { problem: 'tooMany' },
  play: async () => {
    await expect(
      dialog().getByText(
        'You have 100 shelves, the most you can keep. Delete one to make another.',
      ),
    ).toBeVisible();
  },
};

export const Saving: Story = {
  args: { mode: 'rename', currentName: 'Book club', busy: true },
  play: async () => {
    const box = dialog('Rename “Book club”');
    await expect(box.getByLabelText('Name')).toBeDisabled();
    await expect(box.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async () => {
    const box = dialog('Yeni raf');
    await expect(box.getByRole('button', { name: 'Rafı oluştur' })).toBeVisible();
  },
};

export const Narrow320: Story = {
  globals: narrowGlobals,
  args: { problem: 'invalid' },
  play: async () => {
    const box = dialog();
    await expectWithinWidth(box.getByLabelText('Name'));
    await expectWithinWidth(box.getByRole('button', { name: 'Create shelf' }));
  },
};
