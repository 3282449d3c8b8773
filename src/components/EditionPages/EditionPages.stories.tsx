import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { EditionPages } from './EditionPages';

const meta = {
  title: 'Components/EditionPages',
  component: EditionPages,
  tags: ['autodocs'],
  args: {
    pageCount: 412,
    editing: false,
    draft: '',
    error: null,
    saving: false,
    onEdit: fn(),
    onDraftChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof EditionPages>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Known: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Your edition: 412 pages')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Set page count' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

export const Unknown: Story = {
  args: { pageCount: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page count unknown: progress is in percent.')).toBeVisible();
  },
};

export const Editing: Story = {
  args: { editing: true, draft: '412' },
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText('Pages in your edition');
    await expect(field).toHaveFocus();
    await userEvent.type(field, '0');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith('4120');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Invalid: Story = {
  args: { editing: true, draft: '0', error: 'validation.page_count_range' },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Pages in your edition');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a page count from 1 to 100,000.')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { editing: true, draft: '412', saving: true },
  play: async ({ canvas }) => {
    // Read-only, not disabled: the reader's focus stays in the field while it saves.
    const field = canvas.getByLabelText('Pages in your edition');
    await expect(field).toHaveAttribute('readonly');
    await expect(field).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Saved or cancelled, the form closes and focus returns to the button that opened it. */
export const FocusReturns: Story = {
  render: function Render(args) {
    const [editing, setEditing] = useState(false);
    const [draft, setDraft] = useState('412');
    return (
      <EditionPages
        {...args}
        editing={editing}
        draft={draft}
        pageCount={Number(draft) || null}
        onEdit={() => setEditing(true)}
        onDraftChange={setDraft}
        onSubmit={() => setEditing(false)}
        onCancel={() => setEditing(false)}
      />
    );
  },
  play: async ({ canvas }) => {
    const open = () => canvas.getByRole('button', { name: 'Set page count' });
    open().focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.type(canvas.getByLabelText('Pages in your edition'), '0{Enter}');
    await expect(canvas.getByText('Your edition: 4,120 pages')).toBeVisible();
    await expect(open()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(open()).toHaveFocus();
    open().blur();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Baskınız: 412 sayfa')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sayfa sayısını gir' })).toBeVisible();
  },
};
