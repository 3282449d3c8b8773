import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { NOTE_MAX, type Reading, type UpdateReadingBody } from '../../api/contract';
import { day, reading } from '../../api/mocks/journalFixtures';
import { useProvided } from '../../lib/useProvided';
import { readingEditMachine } from '../../machines/readingEdit/readingEditMachine';
import type { StatusChange } from '../../machines/readingStatus/readingStatusMachine';
import { ReadingEditDialog, type ReadingEditDialogHandle } from './ReadingEditDialog';
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

/** The browser drops focus from a control that turns disabled a moment after the render. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

/**
 * The dialog run by the reading edit machine, as the book page runs it; the save never answers,
 * so the dialog stays saving. Focus moves as the machine asks.
 */
function ReadingEditFlow({ reading: edited }: { reading: Reading }) {
  const form = useRef<ReadingEditDialogHandle>(null);
  const [snapshot, send] = useMachine(
    useProvided(() =>
      readingEditMachine.provide({
        actors: {
          updateReading: fromPromise<StatusChange, UpdateReadingBody>(() => new Promise(() => {})),
        },
        actions: {
          focusField: (_, { field }) => {
            requestAnimationFrame(() => form.current?.focusField(field));
          },
        },
      }),
    ),
  );
  useEffect(() => send({ type: 'reading.edit', reading: edited }), [send, edited]);
  const { context } = snapshot;
  if (!context.reading || !context.draft) return null;
  const messages: Record<string, string> = {
    'validation.journal_date_invalid': 'Enter a valid date.',
    'validation.journal_end_before_start': 'This date cannot be before the start.',
  };
  const text = (id: string | undefined) => (id ? (messages[id] ?? id) : undefined);
  return (
    <>
      <ReadingEditDialog
        ref={form}
        open={snapshot.matches('edit')}
        reading={context.reading}
        draft={context.draft}
        errors={{
          started: text(context.errors.started),
          end: text(context.errors.end),
          dnfReason: text(context.errors.dnfReason),
          note: text(context.errors.note),
        }}
        saving={snapshot.hasTag('busy')}
        onChange={(draft) => send({ type: 'draft.change', draft })}
        onSubmit={() => send({ type: 'edit.submit' })}
        onCancel={() => send({ type: 'edit.cancel' })}
      />
      {/* The machine's state, for the play functions. */}
      <p className="visually-hidden" data-testid="flow-state">
        {JSON.stringify(snapshot.value)}
      </p>
    </>
  );
}

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
    // Held, not disabled: a disabled field would drop focus to the page.
    await expect(within(dialog).getByLabelText('Private note')).toHaveAttribute('readonly');
    const started = within(dialog).getByRole('group', { name: 'Started' });
    await expect(within(started).getByLabelText('Precision')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(started).getByLabelText('Date')).toHaveAttribute('readonly');
    await userEvent.click(save);
    await userEvent.keyboard('{Escape}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/**
 * Enter in a date's year saves: the year keeps focus while the reading is saved (read-only) and
 * typing changes nothing; the precision waits (aria-disabled) and ignores keys.
 */
export const EnterKeepsFocusWhileSaving: Story = {
  render: () => <ReadingEditFlow reading={abandoned} />,
  play: async ({ userEvent }) => {
    const dialog = await body().findByRole('dialog');
    const started = within(dialog).getByRole('group', { name: 'Started' });
    const year = within(started).getByLabelText('Year');
    year.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().getByTestId('flow-state')).toHaveTextContent('"saving"'));
    await settle();
    await expect(year).toHaveFocus();
    await expect(year).toHaveAttribute('readonly');
    await userEvent.type(year, '7');
    await expect(year).toHaveValue('2026');
    const precision = within(started).getByLabelText('Precision');
    await expect(precision).toHaveAttribute('aria-disabled', 'true');
    precision.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(precision).toHaveValue('year');
    await expect(precision).toHaveFocus();
  },
};

/**
 * Save with an end before the start: the message shows and focus moves to the first field to
 * mend (the end's day), so it is read out with its message (WCAG 3.3.1).
 */
export const RefusedSaveFocusesFirstError: Story = {
  render: () => <ReadingEditFlow reading={abandoned} />,
  play: async ({ userEvent }) => {
    const dialog = await body().findByRole('dialog');
    const end = within(dialog).getByRole('group', { name: 'Stopped' });
    const date = within(end).getByLabelText('Date');
    await userEvent.clear(date);
    await userEvent.type(date, '2025-12-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(date).toHaveFocus());
    await expect(date).toHaveAccessibleDescription('This date cannot be before the start.');
    await expect(body().getByTestId('flow-state')).toHaveTextContent('"editing"');
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
