import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectWithinWidth, narrowGlobals } from '../../stories/reflow';
import { ReportDialog } from './ReportDialog';

const meta = {
  title: 'Components/ReportDialog',
  component: ReportDialog,
  tags: ['autodocs'],
  // An open modal covers its page: on the docs page each story gets a frame of its own.
  parameters: { docs: { story: { inline: false, height: '720px' } } },
  args: {
    open: true,
    name: 'sule_novels',
    hasPhoto: true,
    kind: 'name',
    reason: null,
    details: '',
    onKindChange: fn(),
    onReasonChange: fn(),
    onDetailsChange: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ReportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name = 'Report sule_novels') =>
  within(within(document.body).getByRole('dialog', { name }));

/** What and why, by keyboard: focus starts on the first choice; no reason, no sending. */
export const Default: Story = {
  play: async ({ args }) => {
    const box = dialog();
    const what = within(box.getByRole('group', { name: 'What do you want to report?' }));
    await expect(what.getByRole('radio', { name: 'Their name' })).toHaveFocus();
    await expect(what.getByRole('radio', { name: 'Their name' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onKindChange).toHaveBeenCalledWith('photo');
    const why = within(box.getByRole('group', { name: 'What is wrong with it?' }));
    await expect(why.getAllByRole('radio')).toHaveLength(6);
    await userEvent.click(why.getByRole('radio', { name: 'Hate speech' }));
    await expect(args.onReasonChange).toHaveBeenCalledWith('hate');
    await expect(box.getByRole('button', { name: 'Send report' })).toBeDisabled();
    await userEvent.type(box.getByLabelText('Anything to add? (optional)'), 'a');
    await expect(args.onDetailsChange).toHaveBeenCalledWith('a');
    await userEvent.click(box.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** No photo: only the name can be reported, so only the reasons are asked. */
export const NameOnly: Story = {
  args: { hasPhoto: false, reason: 'spam', details: 'Links to a shop.' },
  play: async ({ args }) => {
    const box = dialog();
    await expect(box.queryByRole('group', { name: 'What do you want to report?' })).toBeNull();
    await expect(box.getByRole('radio', { name: 'Spam or advertising' })).toHaveFocus();
    await expect(box.getByText('16 / 1,000 characters')).toBeVisible();
    await userEvent.click(box.getByRole('button', { name: 'Send report' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A review, reported from its card: said in the title, and no choice of what to report. */
export const Review: Story = {
  args: { kind: 'review', onKindChange: undefined },
  play: async ({ args }) => {
    const box = dialog('Report sule_novels’s review');
    await expect(box.queryByRole('group', { name: 'What do you want to report?' })).toBeNull();
    const spoilers = box.getByRole('radio', { name: 'Spoilers' });
    await expect(box.getByRole('radio', { name: 'Spam or advertising' })).toHaveFocus();
    await userEvent.click(spoilers);
    await expect(args.onReasonChange).toHaveBeenCalledWith('spoilers');
  },
};

/** Sending: the button busy, the choices and Cancel waiting, Escape does not close it. */
export const Sending: Story = {
  args: { kind: 'photo', reason: 'sexual', busy: true },
  play: async ({ args }) => {
    const box = dialog();
    await expect(box.getByRole('button', { name: 'Send report' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(box.getByRole('radio', { name: 'Sexual content' })).toBeDisabled();
    await expect(box.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Not sent: said in the dialog, the choices kept to try again. */
export const Failed: Story = {
  args: { reason: 'harassment', failed: true },
  play: async () => {
    const box = dialog();
    await expect(box.getByRole('alert')).toHaveTextContent(
      'The report could not be sent. Please try again.',
    );
    await expect(box.getByRole('radio', { name: 'Harassment or bullying' })).toBeChecked();
  },
};

/** Taken: a thank-you and Close, nothing more. */
export const Sent: Story = {
  args: { reason: 'spam', sent: true },
  play: async ({ args }) => {
    const box = dialog();
    await expect(box.getByText('Thank you. Our moderators will look at it.')).toBeVisible();
    await expect(box.queryByRole('radio')).toBeNull();
    const close = box.getAllByRole('button', { name: 'Close' }).at(-1);
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { reason: 'other' },
  play: async () => {
    const box = dialog('sule_novels kullanıcısını bildir');
    await expect(box.getByRole('radio', { name: 'Profil fotoğrafını' })).toBeVisible();
    await expect(box.getByRole('radio', { name: 'Başka bir sebep' })).toBeChecked();
    await expect(box.getByRole('button', { name: 'Bildirimi gönder' })).toBeVisible();
  },
};

/** At 320 px every choice and both buttons stay within the width. */
export const Narrow320: Story = {
  globals: narrowGlobals,
  args: { reason: 'spam', failed: true },
  play: async () => {
    const box = dialog();
    await expectWithinWidth(box.getByRole('radio', { name: 'Harassment or bullying' }));
    await expectWithinWidth(box.getByRole('button', { name: 'Send report' }));
    await expectWithinWidth(box.getByRole('button', { name: 'Cancel' }));
  },
};
