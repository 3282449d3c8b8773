import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noteFixtures } from '../../api/mocks/handlers/notes';
import { expectWithinWidth, narrowGlobals } from '../../stories/reflow';
import { BookNotes } from './BookNotes';

const hobbit = noteFixtures()[0] ?? {
  book_id: 4,
  text: '',
  owned_copies: 0,
  updated_at: null,
};
const none = { book_id: 2, text: '', owned_copies: 0, updated_at: null };

const meta = {
  title: 'Components/BookNotes',
  component: BookNotes,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    note: hobbit,
    onEdit: fn(),
    onSave: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof BookNotes>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Your notes' }));

/** The note as typed, line breaks kept, and the copies owned; only the reader sees it. */
export const WithNote: Story = {
  play: async ({ canvasElement, args }) => {
    const notes = section(canvasElement);
    await expect(notes.getByText('Only you see these.')).toBeVisible();
    await expect(notes.getByText(/a chapter a night\.\s+The map/)).toBeVisible();
    await expect(notes.getByText('You own 2 copies')).toBeVisible();
    await userEvent.click(notes.getByRole('button', { name: 'Edit notes' }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { note: none },
  play: async ({ canvasElement }) => {
    const notes = section(canvasElement);
    await expect(notes.getByText('No notes on this book yet.')).toBeVisible();
    await expect(notes.getByRole('button', { name: 'Add a note' })).toBeVisible();
  },
};

/** The form by keyboard: focus starts in the note, the copies follow, Save sends both. */
export const Editing: Story = {
  args: { editing: true },
  play: async ({ canvasElement, args }) => {
    const notes = section(canvasElement);
    const text = notes.getByLabelText('Private note');
    await expect(text).toHaveFocus();
    await expect(text).toHaveAccessibleDescription('86 / 10,000 characters');
    await userEvent.type(text, ' Mind the dust jacket.');
    await userEvent.tab();
    await expect(notes.getByLabelText('Copies you own')).toHaveFocus();
    await userEvent.clear(notes.getByLabelText('Copies you own'));
    await userEvent.keyboard('3');
    await userEvent.click(notes.getByRole('button', { name: 'Save notes' }));
    await expect(args.onSave).toHaveBeenCalledWith(`${hobbit.text} Mind the dust jacket.`, 3);
    await userEvent.click(notes.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { editing: true, saving: true },
  play: async ({ canvasElement }) => {
    const notes = section(canvasElement);
    await expect(notes.getByLabelText('Private note')).toBeDisabled();
    await expect(notes.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** A draft the server refused: the reason in the form, and the note marked. */
export const Refused: Story = {
  args: { editing: true, refused: true },
  play: async ({ canvasElement }) => {
    const notes = section(canvasElement);
    await expect(notes.getByRole('alert')).toHaveTextContent(
      'A note has at most 10,000 characters, and copies are a whole number from 0 to 999.',
    );
    await expect(notes.getByLabelText('Private note')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Loading: Story = {
  args: { status: 'loading', note: null },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading your notes',
    );
  },
};

export const LoadFailed: Story = {
  args: { status: 'loadFailed', note: null },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(section(canvasElement).getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const notes = within(within(canvasElement).getByRole('region', { name: 'Notlarınız' }));
    await expect(notes.getByText('2 kopyanız var')).toBeVisible();
  },
};

export const Narrow320: Story = {
  globals: narrowGlobals,
  args: { editing: true },
  play: async ({ canvasElement }) => {
    const notes = section(canvasElement);
    await expectWithinWidth(notes.getByLabelText('Private note'));
    await expectWithinWidth(notes.getByRole('button', { name: 'Save notes' }));
  },
};
