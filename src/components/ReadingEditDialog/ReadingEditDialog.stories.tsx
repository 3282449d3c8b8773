import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { NOTE_MAX } from '../../api/contract';
import { day, reading } from '../../api/mocks/journalFixtures';
import { ReadingEditDialog } from './ReadingEditDialog';
import { draftFromReading, type ReadingDraft } from '../../lib/readingDraft';

const finished = reading(2, 2, {
  state: 'read',
  started: day('2026-10-03'),
  finished: { date: '2026-11-01', precision: 'month' },
  note: 'Better the second time.',
});
const abandoned = reading(4, 5, {
  state: 'dnf',
  started: { date: '2026-01-01', precision: 'year' },
  stopped: day('2026-10-02'),
  dnf_reason: 'The middle third lost me.',
});
const active = reading(3, 2, { started: day('2026-11-03') });

const meta = {
  title: 'Components/ReadingEditDialog',
  component: ReadingEditDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    reading: finished,
    draft: draftFromReading(finished),
    errors: {},
    saving: false,
    onChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
  },
  // The draft is controlled: the story keeps it, as the reading edit machine does.
  render: function Render(args) {
    const [draft, setDraft] = useState<ReadingDraft>(args.draft);
    return (
      <ReadingEditDialog
        {...args}
        draft={draft}
        onChange={(next) => {
          setDraft(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ReadingEditDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const ReadReading: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Edit reading' });
    const started = within(dialog).getByRole('group', { name: 'Started' });
    await waitFor(() => expect(within(started).getByLabelText('Precision')).toHaveFocus());
    await expect(within(started).getByLabelText('Date')).toHaveValue('2026-10-03');
    const end = within(dialog).getByRole('group', { name: 'Finished' });
    await expect(within(end).getByLabelText('Precision')).toHaveValue('month');
    await expect(within(end).getByLabelText('Month')).toHaveValue('11');
    await expect(within(dialog).queryByRole('group', { name: 'Stopped' })).not.toBeInTheDocument();
    await expect(within(dialog).queryByLabelText('Reason (optional)')).not.toBeInTheDocument();
    const note = within(dialog).getByLabelText('Private note');
    await expect(note).toHaveValue('Better the second time.');
    await expect(note).toHaveAccessibleDescription(
      'Only you can see this note 23 / 2,000 characters',
    );
    await expect(note).toHaveAttribute('maxlength', String(NOTE_MAX));
  },
};

export const DidNotFinish: Story = {
  args: { reading: abandoned, draft: draftFromReading(abandoned) },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    const started = within(dialog).getByRole('group', { name: 'Started' });
    await expect(within(started).getByLabelText('Year')).toHaveValue('2026');
    const end = within(dialog).getByRole('group', { name: 'Stopped' });
    await expect(within(end).getByLabelText('Date')).toHaveValue('2026-10-02');
    await expect(within(dialog).getByLabelText('Reason (optional)')).toHaveValue(
      'The middle third lost me.',
    );
  },
};

export const ActiveReading: Story = {
  args: { reading: active, draft: draftFromReading(active) },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getAllByRole('group')).toHaveLength(1);
    await expect(within(dialog).getByRole('group', { name: 'Started' })).toBeInTheDocument();
    await expect(within(dialog).getByLabelText('Private note')).toHaveValue('');
  },
};

export const EditAndSave: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog');
    const note = within(dialog).getByLabelText('Private note');
    await userEvent.clear(note);
    await userEvent.type(note, 'Loved it');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...draftFromReading(finished),
      note: 'Loved it',
    });
    const end = within(dialog).getByRole('group', { name: 'Finished' });
    await userEvent.selectOptions(within(end).getByLabelText('Precision'), 'unknown');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...draftFromReading(finished),
      note: 'Loved it',
      end: { date: null, precision: 'unknown' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const WithErrors: Story = {
  args: {
    reading: abandoned,
    draft: { ...draftFromReading(abandoned), end: day('2025-12-01') },
    errors: {
      end: 'This date cannot be before the start.',
      dnfReason: 'The reason can be at most 500 characters.',
    },
  },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    const end = within(dialog).getByRole('group', { name: 'Stopped' });
    await expect(within(end).getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true');
    await expect(within(end).getByLabelText('Date')).toHaveAccessibleDescription(
      'This date cannot be before the start.',
    );
    const reason = within(dialog).getByLabelText('Reason (optional)');
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription(
      'The reason can be at most 500 characters. 25 / 500 characters',
    );
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).getByLabelText('Private note')).toBeDisabled();
    await userEvent.click(save);
    await userEvent.keyboard('{Escape}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { reading: abandoned, draft: draftFromReading(abandoned) },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Okumayı düzenle' });
    await expect(within(dialog).getByRole('group', { name: 'Başlangıç' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('group', { name: 'Bırakma' })).toBeInTheDocument();
    await expect(within(dialog).getByLabelText('Özel not')).toHaveAccessibleDescription(
      'Bu notu yalnızca siz görebilirsiniz 0 / 2.000 karakter',
    );
    await expect(within(dialog).getByRole('button', { name: 'Kaydet' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  },
};
