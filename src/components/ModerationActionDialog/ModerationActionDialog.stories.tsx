import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectWithinWidth, narrowGlobals } from '../../stories/reflow';
import { ModerationActionDialog } from './ModerationActionDialog';

const meta = {
  title: 'Components/ModerationActionDialog',
  component: ModerationActionDialog,
  tags: ['autodocs'],
  // An open modal covers its page: on the docs page each story gets a frame of its own.
  parameters: { docs: { story: { inline: false, height: '720px' } } },
  args: {
    open: true,
    action: 'hide_review',
    username: 'omer_pages',
    reason: '',
    until: '',
    minUntil: '2026-11-22',
    onReasonChange: fn(),
    onUntilChange: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ModerationActionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: string) => within(within(document.body).getByRole('dialog', { name }));

/** Hiding a review: what it does, the reason first (focus starts there); no reason, no action. */
export const HideReview: Story = {
  play: async ({ args }) => {
    const box = dialog('Hide the review by @omer_pages');
    const reason = box.getByLabelText('Reason (required)');
    await expect(reason).toHaveFocus();
    await expect(reason).toHaveAccessibleDescription(
      'Written to the audit log for every moderator to read. 0 / 500 characters',
    );
    await expect(
      box.getByText(/The review leaves the book page and the reader’s profile/),
    ).toBeVisible();
    await expect(box.queryByLabelText('End date (optional)')).toBeNull();
    await expect(box.getByRole('button', { name: 'Hide review' })).toBeDisabled();
    await userEvent.type(reason, 'S');
    await expect(args.onReasonChange).toHaveBeenCalledWith('S');
    await userEvent.click(box.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A reason written: Enter in the form confirms. */
export const ReadyToConfirm: Story = {
  args: { action: 'reset_name', username: 'jonah_reads', reason: 'Insults another reader.' },
  play: async ({ args }) => {
    const box = dialog('Reset the name of @jonah_reads');
    await expect(box.getByText('Their name becomes their username, @jonah_reads.')).toBeVisible();
    await expect(box.getByText('23 / 500 characters')).toBeVisible();
    await userEvent.click(box.getByRole('button', { name: 'Reset name' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Suspending: the reason and an optional end date, from tomorrow on. */
export const SuspendWithDate: Story = {
  args: {
    action: 'suspend',
    username: 'jonah_reads',
    reason: 'Harassment after a warning.',
    until: '2026-12-24',
  },
  play: async ({ args }) => {
    const box = dialog('Suspend @jonah_reads');
    const until = box.getByLabelText('End date (optional)');
    await expect(until).toHaveValue('2026-12-24');
    await expect(until).toHaveAttribute('min', '2026-11-22');
    await expect(until).toHaveAccessibleDescription(
      'A day after today. Leave it empty for a suspension without an end.',
    );
    await userEvent.clear(until);
    await expect(args.onUntilChange).toHaveBeenLastCalledWith('');
    await userEvent.click(box.getByRole('button', { name: 'Suspend account' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The server refused the end date: its message under the field, which takes focus. */
export const InvalidDateFromServer: Story = {
  args: {
    action: 'suspend',
    username: 'jonah_reads',
    reason: 'Harassment after a warning.',
    until: '2026-11-21',
    errors: { until: 'Choose a day after today.' },
  },
  play: async () => {
    const box = dialog('Suspend @jonah_reads');
    const until = box.getByLabelText('End date (optional)');
    await expect(until).toHaveFocus();
    await expect(until).toHaveAttribute('aria-invalid', 'true');
    await expect(until).toHaveAccessibleDescription(
      'Choose a day after today. A day after today. Leave it empty for a suspension without an end.',
    );
    await expect(box.getByLabelText('Reason (required)')).toHaveValue(
      'Harassment after a warning.',
    );
  },
};

/** On its way: the confirm button is busy and keeps focus, the rest waits. */
export const Busy: Story = {
  args: { reason: 'Spoils the ending.', busy: true },
  play: async () => {
    const box = dialog('Hide the review by @omer_pages');
    await expect(box.getByRole('button', { name: 'Hide review' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(box.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(box.getByLabelText('Reason (required)')).toHaveAttribute('readonly');
  },
};

/** No connection: said in the dialog, the reason kept to try again. */
export const Failed: Story = {
  args: {
    action: 'dismiss',
    username: 'maya_shelf',
    reason: 'Not a real problem.',
    failure: 'network',
  },
  play: async ({ args }) => {
    const box = dialog('Dismiss the reports about @maya_shelf');
    await expect(box.getByRole('alert')).toHaveTextContent(
      'No connection. Your words are kept: try again.',
    );
    await expect(box.getByLabelText('Reason (required)')).toHaveValue('Not a real problem.');
    await userEvent.click(box.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { action: 'suspend', username: 'jonah_reads', reason: 'Taciz.', until: '2026-12-24' },
  play: async () => {
    const box = dialog('@jonah_reads kullanıcısını askıya alın');
    await expect(box.getByLabelText('Neden (zorunlu)')).toHaveValue('Taciz.');
    await expect(box.getByLabelText('Bitiş tarihi (isteğe bağlı)')).toHaveValue('2026-12-24');
    await expect(box.getByRole('button', { name: 'Hesabı askıya al' })).toBeEnabled();
    await expect(box.getByRole('button', { name: 'İptal' })).toBeEnabled();
  },
};

export const Narrow320: Story = {
  globals: narrowGlobals,
  args: { action: 'suspend', username: 'jonah_reads', reason: 'Harassment.', failure: 'server' },
  play: async () => {
    const box = dialog('Suspend @jonah_reads');
    await expectWithinWidth(box.getByLabelText('End date (optional)'));
    await expectWithinWidth(box.getByRole('button', { name: 'Suspend account' }));
    await expectWithinWidth(box.getByRole('button', { name: 'Cancel' }));
  },
};
