import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DNF_REASON_MAX } from '../../api/contract';
import { DnfReasonDialog } from './DnfReasonDialog';

const meta = {
  title: 'Components/DnfReasonDialog',
  component: DnfReasonDialog,
  tags: ['autodocs'],
  // An open modal covers the page it is rendered in: on the docs page each story gets its own
  // frame, so the dialogs stay in their boxes instead of stacking over the documentation.
  parameters: { docs: { story: { inline: false, height: '500px' } } },
  args: {
    open: true,
    reason: '',
    onReasonChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
  },
  // The reason is controlled: the story keeps it, as the reading-status machine does.
  render: function Render(args) {
    const [reason, setReason] = useState(args.reason);
    return (
      <DnfReasonDialog
        {...args}
        reason={reason}
        onReasonChange={(next) => {
          setReason(next);
          args.onReasonChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof DnfReasonDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Empty: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Did not finish' });
    await expect(dialog).toHaveAccessibleDescription(
      'You can note why you stopped reading. This is optional.',
    );
    const reason = within(dialog).getByLabelText('Reason (optional)');
    await expect(reason).toHaveValue('');
    await expect(reason).toHaveAttribute('maxlength', String(DNF_REASON_MAX));
    await expect(reason).toHaveAccessibleDescription('0 / 500 characters');
    await waitFor(() => expect(reason).toHaveFocus());
  },
};

export const TypeAndSave: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog');
    const reason = within(dialog).getByLabelText('Reason (optional)');
    await userEvent.type(reason, 'Too slow');
    await expect(args.onReasonChange).toHaveBeenLastCalledWith('Too slow');
    await expect(reason).toHaveAccessibleDescription('8 / 500 characters');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const SaveWithoutReason: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const WithReason: Story = {
  args: { reason: 'The middle third lost me; I may come back to it one day.' },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByLabelText('Reason (optional)')).toHaveAccessibleDescription(
      '56 / 500 characters',
    );
  },
};

export const AtTheLimit: Story = {
  args: { reason: 'a'.repeat(DNF_REASON_MAX) },
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog');
    const reason = within(dialog).getByLabelText('Reason (optional)');
    await expect(reason).toHaveAccessibleDescription('500 / 500 characters');
    // The browser stops typing at the limit.
    await userEvent.type(reason, 'b');
    await expect(reason).toHaveValue('a'.repeat(DNF_REASON_MAX));
    await expect(args.onReasonChange).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  args: { reason: 'Not for me.', busy: true },
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).getByLabelText('Reason (optional)')).toBeDisabled();
    await userEvent.click(save);
    await userEvent.keyboard('{Escape}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(body().queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { reason: 'Çok yavaş ilerliyordu.' },
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog', { name: 'Yarım bıraktım' });
    await expect(within(dialog).getByLabelText('Neden (isteğe bağlı)')).toHaveAccessibleDescription(
      '22 / 500 karakter',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByRole('button', { name: 'Vazgeç' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { reason: 'Lost interest halfway.' },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Did not finish' });
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible();
  },
};
