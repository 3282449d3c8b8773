import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { API_CODES, ApiError } from '../../api/client';
import type { Goal, SetGoalBody } from '../../api/contract';
import { STATS_TODAY, goalFixture, goalFixtures } from '../../api/mocks/statsFixtures';
import { contrastRatio } from '../../docs/contrast';
import { useProvided } from '../../lib/useProvided';
import {
  goalFieldErrors,
  goalFormMachine,
  goalValuesOf,
} from '../../machines/goalForm/goalFormMachine';
import {
  GoalFormDialog,
  type GoalFormDialogHandle,
  type GoalFormField,
  type GoalFormValues,
} from './GoalFormDialog';

const YEAR = 2026;
const newGoal = goalValuesOf(null, YEAR);
const editedGoal = goalValuesOf(goalFixtures.both, YEAR);

const meta = {
  title: 'Components/GoalFormDialog',
  component: GoalFormDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    editing: false,
    currentYear: YEAR,
    values: newGoal,
    errors: {},
    saving: false,
    confirmingDelete: false,
    deleting: false,
    onChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
    onDelete: fn(),
    onConfirmDelete: fn(),
    onCancelDelete: fn(),
  },
  // The values are controlled: the story keeps them, as the goal form machine does.
  render: function Render(args) {
    const [values, setValues] = useState<GoalFormValues>(args.values);
    return (
      <GoalFormDialog
        {...args}
        values={values}
        onChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          args.onChange(field, value);
        }}
      />
    );
  },
} satisfies Meta<typeof GoalFormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

interface FlowProps {
  goal?: Goal | null;
  save?: (body: SetGoalBody) => Promise<Goal>;
  remove?: (goalId: number) => Promise<number>;
}

/**
 * The dialog run by the goal form machine, as a screen runs it (the calls are fakes): typing,
 * submitting and the errors are the machine's, focus moves as it asks.
 */
function GoalFormFlow({
  goal = null,
  save = async (body) =>
    goalFixture({
      id: 9,
      start: body.start,
      end: body.end,
      books: body.books ?? null,
      pages: body.pages ?? null,
      visibility: body.visibility ?? 'public',
    }),
  remove = async (goalId) => goalId,
}: FlowProps) {
  const form = useRef<GoalFormDialogHandle>(null);
  const [snapshot, send] = useMachine(
    useProvided(() =>
      goalFormMachine.provide({
        actors: {
          saveGoal: fromPromise(({ input }: { input: SetGoalBody }) => save(input)),
          deleteGoal: fromPromise(({ input }: { input: { goalId: number } }) =>
            remove(input.goalId),
          ),
        },
        actions: {
          focusField: (_, { field }) => {
            requestAnimationFrame(() => form.current?.focusField(field));
          },
        },
      }),
    ),
    { input: { today: STATS_TODAY } },
  );
  useEffect(() => send({ type: 'goal.open', goal }), [send, goal]);
  const { context } = snapshot;
  return (
    <>
      <GoalFormDialog
        ref={form}
        open={snapshot.hasTag('open')}
        editing={context.goal !== null}
        currentYear={context.currentYear}
        values={context.values}
        errors={goalFieldErrors(context)}
        saving={snapshot.matches('saving')}
        confirmingDelete={snapshot.matches('confirmingDelete') || snapshot.matches('deleting')}
        deleting={snapshot.matches('deleting')}
        onChange={(field: GoalFormField, value) => send({ type: 'field.change', field, value })}
        onSubmit={() => send({ type: 'form.submit' })}
        onCancel={() => send({ type: 'form.cancel' })}
        onDelete={() => send({ type: 'goal.delete' })}
        onConfirmDelete={() => send({ type: 'delete.confirm' })}
        onCancelDelete={() => send({ type: 'delete.cancel' })}
      />
      {/* The machine's state, for the play functions. */}
      <p className="visually-hidden" data-testid="flow-state">
        {JSON.stringify(snapshot.value)}
      </p>
    </>
  );
}

export const NewGoal: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Set a reading goal' });
    const thisYear = within(dialog).getByRole('radio', { name: 'This year (2026)' });
    await expect(thisYear).toBeChecked();
    await waitFor(() => expect(thisYear).toHaveFocus());
    await expect(within(dialog).getByRole('group', { name: 'Period' })).toBeVisible();
    await expect(within(dialog).queryByLabelText('Year')).not.toBeInTheDocument();
    await expect(within(dialog).getByLabelText('Books')).toHaveAccessibleDescription(
      'Set books, pages or both. Re-reads count too.',
    );
    await expect(within(dialog).getByLabelText('Who can see it')).toHaveValue('public');
    await expect(within(dialog).getByText('Anyone can see it on your profile.')).toBeVisible();
    await expect(
      within(dialog).queryByRole('button', { name: 'Delete goal' }),
    ).not.toBeInTheDocument();
  },
};

/**
 * The period pills' focus ring is the shared one (3 px of `--color-focus-ring`), at least 3:1
 * against the dialog in both themes; the dark screenshot shows it too.
 */
export const PeriodFocusRing: Story = {
  parameters: { darkScreenshot: true },
  play: async ({ userEvent }) => {
    const dialog = await body().findByRole('dialog', { name: 'Set a reading goal' });
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: 'This year (2026)' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}');
    const another = within(dialog).getByRole('radio', { name: 'Another year' });
    await expect(another).toHaveFocus();
    const pill = another.closest('label');
    if (!pill) throw new Error('no pill');
    const root = document.documentElement;
    const theme = root.dataset.theme;
    try {
      for (const name of ['light', 'dark']) {
        root.dataset.theme = name;
        const ring = getComputedStyle(pill);
        await expect(ring.outlineStyle).toBe('solid');
        await expect(ring.outlineWidth).toBe('3px');
        const surface = getComputedStyle(dialog).backgroundColor;
        await expect(contrastRatio(ring.outlineColor, surface)).toBeGreaterThanOrEqual(3);
      }
    } finally {
      if (theme === undefined) delete root.dataset.theme;
      else root.dataset.theme = theme;
    }
  },
};

export const AnotherYear: Story = {
  args: { values: goalValuesOf(null, YEAR, 2027) },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('radio', { name: 'Another year' })).toBeChecked();
    const year = within(dialog).getByLabelText('Year');
    await expect(year).toHaveValue('2027');
    await expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
      '2027',
      '2028',
      '2029',
      '2030',
      '2031',
    ]);
  },
};

export const CustomDates: Story = {
  args: {
    values: { ...newGoal, kind: 'custom', start: '2026-06-01', end: '2026-08-31', books: '8' },
  },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByLabelText('Start')).toHaveValue('2026-06-01');
    await expect(within(dialog).getByLabelText('End')).toHaveValue('2026-08-31');
  },
};

export const ChoosePeriodAndVisibility: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Custom dates' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('kind', 'custom');
    await userEvent.selectOptions(within(dialog).getByLabelText('Who can see it'), 'followers');
    await expect(args.onChange).toHaveBeenLastCalledWith('visibility', 'followers');
    await expect(within(dialog).getByText('Readers who follow you can see it.')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Pages'), '5000');
    await expect(args.onChange).toHaveBeenLastCalledWith('pages', '5000');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const WithErrors: Story = {
  args: {
    values: {
      ...newGoal,
      kind: 'custom',
      start: '2026-06-01',
      end: '2026-05-01',
      books: '0',
      pages: '12.5',
    },
    errors: {
      end: { message: 'goal.error.endBeforeStart' },
      books: { message: 'goal.error.atLeastOne' },
      pages: { message: 'goal.error.wholeNumber' },
    },
  },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    const end = within(dialog).getByLabelText('End');
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toHaveAccessibleDescription("The end can't be before the start.");
    await expect(within(dialog).getByLabelText('Start')).not.toHaveAttribute('aria-invalid');
    await expect(within(dialog).getByLabelText('Books')).toHaveAccessibleDescription(
      'Invalid Enter at least 1. Set books, pages or both. Re-reads count too.',
    );
    await expect(within(dialog).getByLabelText('Pages')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const SubmitEmptyShowsErrors: Story = {
  render: () => <GoalFormFlow />,
  play: async ({ userEvent }) => {
    const dialog = await body().findByRole('dialog', { name: 'Set a reading goal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save goal' }));
    const books = within(dialog).getByLabelText('Books');
    await waitFor(() =>
      expect(within(dialog).getByText('Set a number of books, pages or both.')).toBeVisible(),
    );
    await expect(books).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(books).toHaveFocus());
    // Typing a target mends the problem, and the message goes.
    await userEvent.type(books, '30');
    await waitFor(() =>
      expect(within(dialog).queryByText('Set a number of books, pages or both.')).toBeNull(),
    );
    await expect(body().getByTestId('flow-state')).toHaveTextContent('"editing"');
  },
};

export const TypeCustomDatesAndSubmit: Story = {
  render: () => <GoalFormFlow />,
  play: async ({ userEvent }) => {
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Custom dates' }));
    const end = within(dialog).getByLabelText('End');
    await expect(end).toHaveValue('2026-12-31');
    await userEvent.clear(end);
    await userEvent.type(end, '2025-12-01');
    await userEvent.type(within(dialog).getByLabelText('Books'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save goal' }));
    await waitFor(() =>
      expect(end).toHaveAccessibleDescription("The end can't be before the start."),
    );
    await expect(within(dialog).getByText('Enter at least 1.')).toBeVisible();
    // Focus goes to the first field to mend, in form order.
    await waitFor(() => expect(end).toHaveFocus());
  },
};

export const TypeAndSave: Story = {
  render: () => <GoalFormFlow save={() => new Promise<Goal>(() => {})} />,
  play: async ({ userEvent }) => {
    const dialog = await body().findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Books'), '30');
    await userEvent.type(within(dialog).getByLabelText('Pages'), '9000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save goal' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Save goal' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    // Held read-only, not disabled: a disabled field would drop focus to the page.
    await expect(within(dialog).getByLabelText('Books')).toHaveAttribute('readonly');
    await expect(body().getByTestId('flow-state')).toHaveTextContent('"saving"');
  },
};

/** The browser drops focus from a control that turns disabled a moment after the render. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

/**
 * Enter in a field saves: the field keeps focus while the goal is saved (read-only), and typing
 * changes nothing; the period and visibility wait (aria-disabled) and ignore keys too.
 */
export const EnterKeepsFocusWhileSaving: Story = {
  render: () => <GoalFormFlow save={() => new Promise<Goal>(() => {})} />,
  play: async ({ userEvent }) => {
    const dialog = await body().findByRole('dialog');
    const books = within(dialog).getByLabelText('Books');
    await userEvent.type(books, '30{Enter}');
    await waitFor(() => expect(body().getByTestId('flow-state')).toHaveTextContent('"saving"'));
    await settle();
    await expect(books).toHaveFocus();
    await userEvent.type(books, '5');
    await expect(books).toHaveValue(30);
    const thisYear = within(dialog).getByRole('radio', { name: 'This year (2026)' });
    await expect(thisYear).toHaveAttribute('aria-disabled', 'true');
    thisYear.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(thisYear).toHaveFocus();
    await expect(thisYear).toBeChecked();
    const visibility = within(dialog).getByLabelText('Who can see it');
    await expect(visibility).toHaveAttribute('aria-disabled', 'true');
    visibility.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(visibility).toHaveValue('public');
    await expect(visibility).toHaveFocus();
  },
};

export const ServerRefused: Story = {
  render: () => (
    <GoalFormFlow
      goal={goalFixtures.ended}
      save={async () => {
        throw new ApiError('api', 'Validation failed', {
          code: API_CODES.validation,
          httpStatus: 400,
          values: ['books: must be at most 10000'],
        });
      }}
    />
  ),
  play: async ({ userEvent }) => {
    const dialog = await body().findByRole('dialog', { name: 'Edit reading goal' });
    await expect(within(dialog).getByLabelText('Year')).toHaveValue('2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save goal' }));
    await waitFor(() =>
      expect(within(dialog).getByText('Enter at most 10,000 books.')).toBeVisible(),
    );
    await expect(body().getByTestId('flow-state')).toHaveTextContent('{"failure":"invalid"}');
  },
};

export const Saving: Story = {
  args: { values: { ...newGoal, books: '30' }, saving: true },
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Save goal' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const thisYear = within(dialog).getByRole('radio', { name: 'This year (2026)' });
    await expect(thisYear).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByLabelText('Books')).toHaveAttribute('readonly');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Custom dates' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(thisYear).toBeChecked();
    await userEvent.click(save);
    await userEvent.keyboard('{Escape}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Editing: Story = {
  args: { editing: true, values: editedGoal },
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog', { name: 'Edit reading goal' });
    await expect(within(dialog).getByLabelText('Books')).toHaveValue(24);
    await expect(within(dialog).getByLabelText('Pages')).toHaveValue(9000);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete goal' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmingDelete: Story = {
  args: { editing: true, values: editedGoal, confirmingDelete: true },
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog', { name: 'Edit reading goal' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Delete this reading goal? Your finished books stay in your journal.',
    );
    const keep = within(dialog).getByRole('button', { name: 'Keep goal' });
    await waitFor(() => expect(keep).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete goal' }));
    await expect(args.onConfirmDelete).toHaveBeenCalledTimes(1);
    // Escape answers the question (back to the form); it does not close the dialog.
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancelDelete).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: { editing: true, values: editedGoal, confirmingDelete: true, deleting: true },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Delete goal' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Keep goal' })).toBeDisabled();
  },
};

export const AskAndKeep: Story = {
  render: () => <GoalFormFlow goal={goalFixtures.custom} />,
  play: async ({ userEvent }) => {
    const dialog = await body().findByRole('dialog', { name: 'Edit reading goal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete goal' }));
    const keep = await within(dialog).findByRole('button', { name: 'Keep goal' });
    await userEvent.click(keep);
    await waitFor(() => expect(within(dialog).getByLabelText('Start')).toHaveValue('2026-06-01'));
    await expect(body().getByTestId('flow-state')).toHaveTextContent('"editing"');
  },
};

export const Cancel: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: {
    editing: true,
    values: { ...editedGoal, books: '', pages: '' },
    errors: { books: { message: 'goal.error.targetRequired' } },
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Okuma hedefini düzenle' });
    await expect(within(dialog).getByRole('radio', { name: 'Bu yıl (2026)' })).toBeChecked();
    await expect(within(dialog).getByLabelText('Kitap')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      within(dialog).getByText('Kitap sayısı, sayfa sayısı ya da ikisini birden girin.'),
    ).toBeVisible();
    await expect(within(dialog).getByLabelText('Kimler görebilir')).toHaveValue('public');
    await expect(within(dialog).getByRole('button', { name: 'Hedefi kaydet' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Hedefi sil' })).toBeEnabled();
  },
};

export const TurkishCustomDates: Story = {
  globals: { locale: 'tr' },
  args: {
    values: { ...newGoal, kind: 'custom', start: '2026-06-01', end: '2026-05-01', books: '8' },
    errors: { end: { message: 'goal.error.endBeforeStart' } },
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Okuma hedefi belirle' });
    await expect(within(dialog).getByLabelText('Bitiş')).toHaveAccessibleDescription(
      'Bitiş, başlangıçtan önce olamaz.',
    );
  },
};

export const TurkishConfirmingDelete: Story = {
  globals: { locale: 'tr' },
  args: { editing: true, values: editedGoal, confirmingDelete: true },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Bu okuma hedefi silinsin mi? Bitirdiğiniz kitaplar günlüğünüzde kalır.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Hedefi koru' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { editing: true, values: editedGoal },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Save goal' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Delete goal' })).toBeVisible();
  },
};

export const MobileCustomWithError: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    values: { ...newGoal, kind: 'custom', start: '2020-01-01', end: '2031-01-01', books: '12' },
    errors: { end: { message: 'goal.error.tooLong' } },
  },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByText('A goal can span at most ten years.')).toBeVisible();
  },
};

export const MobileConfirmingDelete: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { editing: true, values: editedGoal, confirmingDelete: true },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Delete goal' })).toBeVisible();
  },
};
