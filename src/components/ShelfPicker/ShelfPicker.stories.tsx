import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shelfFixtures } from '../../api/mocks/handlers/shelves';
import { expectWithinWidth, narrowGlobals } from '../../stories/reflow';
import { ShelfPicker } from './ShelfPicker';

const adaShelves = shelfFixtures()
  .filter((shelf) => shelf.user_id === 1)
  .map(({ placements, ...shelf }) => ({ ...shelf, book_count: placements.length }));

const meta = {
  title: 'Components/ShelfPicker',
  component: ShelfPicker,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  args: {
    open: true,
    bookTitle: 'The Hobbit',
    status: 'ready',
    shelves: adaShelves,
    onShelves: [1, 3],
    onToggle: fn(),
    onCreate: fn(),
    onNameEdit: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ShelfPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name = 'Shelves for The Hobbit') =>
  within(within(document.body).getByRole('dialog', { name }));

/** Ticks by keyboard: Space on a shelf asks to change it; a typed name makes a new shelf. */
export const Default: Story = {
  play: async ({ args }) => {
    const box = dialog();
    await expect(box.getByRole('checkbox', { name: /Book club/ })).toBeChecked();
    await expect(box.getByRole('checkbox', { name: /summer-2024/ })).not.toBeChecked();
    await expect(box.getByRole('checkbox', { name: /Comfort reads.*Private/ })).toBeChecked();
    box.getByRole('checkbox', { name: /summer-2024/ }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledWith(2);
    await expect(box.getByRole('button', { name: 'Create and add' })).toBeDisabled();
    await userEvent.type(box.getByLabelText('New shelf'), '  Re-reads  {Enter}');
    await expect(args.onCreate).toHaveBeenCalledWith('Re-reads');
    await userEvent.click(box.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The shelf being saved shows its new tick and waits; the others stay usable. */
export const Saving: Story = {
  args: { pendingShelfId: 2 },
  play: async ({ args }) => {
    const box = dialog();
    const summer = box.getByRole('checkbox', { name: /summer-2024/ });
    await expect(summer).toHaveAttribute('aria-disabled', 'true');
    await expect(summer).toBeChecked();
    await userEvent.click(summer);
    await expect(summer).toBeChecked();
    await expect(box.getByRole('checkbox', { name: /Book club/ })).toBeEnabled();
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', shelves: [], onShelves: [] },
  play: async () => {
    await expect(dialog().getByRole('status')).toHaveTextContent('Loading your shelves');
  },
};

export const LoadFailed: Story = {
  args: { status: 'loadFailed', shelves: [], onShelves: [] },
  play: async ({ args }) => {
    const box = dialog();
    await expect(box.getByText('Your shelves could not be loaded.')).toBeVisible();
    await userEvent.click(box.getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** No shelves yet: the field to make the first one. */
export const NoShelves: Story = {
  args: { shelves: [], onShelves: [] },
  play: async () => {
    const box = dialog();
    await expect(box.getByText('You have no shelves yet. Name one below.')).toBeVisible();
    await expect(box.queryByRole('checkbox')).toBeNull();
  },
};

/** A name the reader already uses is said under the field, in the dialog (no toast). */
export const NameTaken: Story = {
  args: { nameProblem: 'taken' },
  play: async ({ args }) => {
    const box = dialog();
    const field = box.getByLabelText('New shelf');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('You already have a shelf with this name.'),
    );
    await userEvent.type(field, 'x');
    await expect(args.onNameEdit).toHaveBeenCalled();
  },
};

export const Creating: Story = {
  args: { creating: true },
  play: async () => {
    await expect(dialog().getByLabelText('New shelf')).toBeDisabled();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async () => {
    const box = dialog('The Hobbit için raflar');
    await expect(box.getByRole('button', { name: 'Oluştur ve ekle' })).toBeVisible();
  },
};

/** At 320 px the shelves, the field and its button stay within the width. */
export const Narrow320: Story = {
  globals: narrowGlobals,
  args: { nameProblem: 'invalid' },
  play: async () => {
    const box = dialog();
    await expectWithinWidth(box.getByRole('checkbox', { name: /Comfort reads/ }));
    await expectWithinWidth(box.getByLabelText('New shelf'));
    await expectWithinWidth(box.getByRole('button', { name: 'Create and add' }));
  },
};
