import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { PartialDate } from '../../api/contract';
import { FinishChoice, type FinishQuickChoice } from './FinishChoice';

const TODAY = '2026-11-21';
const YESTERDAY = '2026-11-20';
const day = (date: string): PartialDate => ({ date, precision: 'day' });
const UNKNOWN: PartialDate = { date: null, precision: 'unknown' };

const meta = {
  title: 'Components/FinishChoice',
  component: FinishChoice,
  tags: ['autodocs'],
  // An open dialog covers the page it is rendered in: on the docs page each story gets its own
  // frame, so the dialogs stay in their boxes instead of stacking over the documentation.
  parameters: { docs: { story: { inline: false, height: '520px' } } },
  args: {
    finished: day(TODAY),
    today: TODAY,
    yesterday: YESTERDAY,
    open: false,
    draft: day(TODAY),
    onOpen: fn(),
    onQuickChoice: fn(),
    onDraftChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
  },
  // Open and draft are controlled: the story keeps them, as the finish-choice machine does.
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    const [draft, setDraft] = useState<PartialDate>(args.draft);
    const quick: Record<FinishQuickChoice, PartialDate> = {
      today: day(TODAY),
      yesterday: day(YESTERDAY),
      unknown: UNKNOWN,
    };
    return (
      <FinishChoice
        {...args}
        open={open}
        draft={draft}
        onOpen={() => {
          setOpen(true);
          args.onOpen();
        }}
        onQuickChoice={(choice) => {
          setDraft(quick[choice]);
          args.onQuickChoice(choice);
        }}
        onDraftChange={(next) => {
          setDraft(next);
          args.onDraftChange(next);
        }}
        onCancel={() => {
          setOpen(false);
          args.onCancel();
        }}
      />
    );
  },
} satisfies Meta<typeof FinishChoice>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Just marked read: today, said in words, with one way to change it. */
export const FinishedToday: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Finished today');
    const change = canvas.getByRole('button', { name: 'Change when you finished it' });
    await expect(change).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.keyboard('{Tab}');
    await expect(change).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledOnce();
    const dialog = await body().findByRole('dialog', { name: 'When did you finish it?' });
    await expect(within(dialog).getByRole('button', { name: 'Today' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const FinishedOnADay: Story = {
  args: { finished: day(YESTERDAY) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Finished Nov 20, 2026');
  },
};

export const FinishedAMonth: Story = {
  args: { finished: { date: '2026-10-01', precision: 'month' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Finished October 2026');
  },
};

export const DateUnknown: Story = {
  args: { finished: UNKNOWN },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Finished: date unknown');
  },
};

/** The choices: Yesterday, then "I don't remember", by keyboard; then save. */
export const Choosing: Story = {
  args: { open: true },
  play: async ({ args, userEvent }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'When did you finish it?' }));
    const yesterday = dialog.getByRole('button', { name: 'Yesterday' });
    yesterday.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onQuickChoice).toHaveBeenLastCalledWith('yesterday');
    await expect(yesterday).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByLabelText('Date')).toHaveValue(YESTERDAY);
    await userEvent.click(dialog.getByRole('button', { name: 'I don’t remember' }));
    await expect(args.onQuickChoice).toHaveBeenLastCalledWith('unknown');
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'I don’t remember' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** A month, from the journal's date field. */
export const ChoosingAMonth: Story = {
  args: { open: true, draft: { date: '2026-10-01', precision: 'month' } },
  play: async () => {
    const dialog = within(await body().findByRole('dialog'));
    for (const name of ['Today', 'Yesterday', 'I don’t remember']) {
      await expect(dialog.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(dialog.getByRole('group', { name: 'Finished' })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: {
    open: true,
    draft: { date: null, precision: 'month' },
    error: 'Enter a complete date, or choose Unknown.',
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog'));
    await expect(dialog.getByText('Enter a complete date, or choose Unknown.')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { open: true, draft: day(YESTERDAY), saving: true },
  play: async ({ args, userEvent }) => {
    const dialog = within(await body().findByRole('dialog'));
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { open: true },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: 'Ne zaman bitirdiniz?' }));
    await expect(dialog.getByRole('button', { name: 'Hatırlamıyorum' })).toBeVisible();
  },
};
